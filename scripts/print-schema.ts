import { readFile, writeFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { schema } from "../api/src/schema";
import { publicSchema } from "../api/src/visible-schema";
import { EDITOR_FRAGMENT_FILE, editorFragmentSource, PORTAL_FRAGMENT_FILE, portalFragmentSource } from "./talent-fragments";

// schema.graphql is printed from the Pothos schema, and schema.public.graphql is what a visitor's
// introspection answers (ADR 016); the talent editor's and the portal's fragments are printed from
// the field table (ADR 010); --check fails when a committed copy is stale.
const files = [
  { name: "schema.graphql", printed: `${printSchema(schema)}\n` },
  { name: "schema.public.graphql", printed: `${printSchema(publicSchema)}\n` },
  { name: EDITOR_FRAGMENT_FILE, printed: editorFragmentSource() },
  { name: PORTAL_FRAGMENT_FILE, printed: portalFragmentSource() },
];
let stale = false;
for (const { name, printed } of files) {
  const target = new URL(`../${name}`, import.meta.url);
  if (process.argv.includes("--check")) {
    const committed = await readFile(target, "utf8").catch(() => "");
    if (committed !== printed) {
      console.error(`${name} is stale: run \`npm run schema:print\` and commit it.`);
      stale = true;
    } else console.log(`${name} is up to date.`);
  } else {
    await writeFile(target, printed);
    console.log(`Wrote ${name}`);
  }
}
if (stale) process.exit(1);
