import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const API_TESTS = "api/test";
/** What a test file does to run on the run's test database; helpers.ts is where these are defined. */
const USES_TEST_DATABASE = /\b(startTestApp|openTestDatabase|TEST_DATABASE_URL)\b/;
const DEFINES_THEM = "./helpers";

/**
 * The API test files that run on the test database, found in their source: the file or a module of
 * api/test it imports (a scene) opens it. Importing helpers.ts for a picture or a constant does not. These
 * are the files whose outcome can differ on
 * a PostgreSQL server, so the second pass of `npm test` runs them alone.
 */
export function filesOnTheTestDatabase(root = process.cwd()): string[] {
  const dir = path.join(root, API_TESTS);
  const seen = new Map<string, boolean>();
  const usesDatabase = (file: string): boolean => {
    const known = seen.get(file);
    if (known !== undefined) return known;
    seen.set(file, false); // an import cycle answers what is known so far
    const source = readFileSync(file, "utf8");
    const local = [...source.matchAll(/from "(\.\/[\w.-]+)"/g)]
      .map((match) => match[1]!.replace(/\.js$/, ""))
      .filter((specifier) => specifier !== DEFINES_THEM)
      .map((specifier) => path.join(dir, `${specifier}.ts`));
    const answer = USES_TEST_DATABASE.test(source) || local.some((imported) => usesDatabase(imported));
    seen.set(file, answer);
    return answer;
  };
  return readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .sort()
    .filter((name) => usesDatabase(path.join(dir, name)))
    .map((name) => `${API_TESTS}/${name}`);
}
