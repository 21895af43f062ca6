import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "@graphql-codegen/cli";
import config from "../codegen";

// `npm run codegen:check`: generates the typed client in memory and fails when web/src/gql differs
// (a document or schema.graphql changed without `npm run codegen`, or a generated file was edited).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputDir = Object.keys(config.generates)[0]!;

const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: root, silent: true }, false);
const expected = new Map(outputs.map((output) => [path.resolve(root, output.filename), output.content]));

const problems: string[] = [];
for (const [file, content] of expected) {
  const committed = await readFile(file, "utf8").catch(() => null);
  if (committed === null) problems.push(`missing: ${path.relative(root, file)}`);
  else if (committed !== content) problems.push(`stale: ${path.relative(root, file)}`);
}
for (const name of await readdir(path.resolve(root, outputDir))) {
  const file = path.resolve(root, outputDir, name);
  if (!expected.has(file)) problems.push(`not generated (delete it): ${path.relative(root, file)}`);
}

if (problems.length > 0) {
  console.error(
    `${outputDir} is not what codegen.ts generates:\n  ${problems.join("\n  ")}\nRun \`npm run codegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log(`${outputDir} is up to date (${expected.size} files).`);
