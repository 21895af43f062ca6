import { readFile, writeFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { schema } from "../api/src/schema";

// schema.graphql is printed from the Pothos schema; --check fails when the committed copy is stale.
const target = new URL("../schema.graphql", import.meta.url);
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes("--check")) {
  const committed = await readFile(target, "utf8").catch(() => "");
  if (committed !== printed) {
    console.error("schema.graphql is stale: run `npm run schema:print` and commit it.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date.");
} else {
  await writeFile(target, printed);
  console.log("Wrote schema.graphql");
}
