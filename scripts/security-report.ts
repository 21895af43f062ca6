import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { schema } from "../api/src/schema";
import { buildMatrix, matrixMarkdown, withMatrix } from "../api/test/authorization-matrix";
import { startTestApp } from "../api/test/helpers";

// `npm run security:report`: probes every staff operation and route of a fresh app on an in-memory
// database with each kind of bad token, and writes the table into docs/security.md between its
// markers. api/test/authorization-matrix.test.ts fails while the table there is stale.

const file = path.resolve("docs/security.md");
const t = await startTestApp();
try {
  const rows = await buildMatrix(t, schema);
  const document = await readFile(file, "utf8");
  await writeFile(file, withMatrix(document, matrixMarkdown(rows)));
  const graphql = rows.filter((row) => row.surface === "GraphQL").length;
  console.log(`docs/security.md: ${graphql} GraphQL operations and ${rows.length - graphql} REST routes probed`);
} finally {
  await t.close();
}
