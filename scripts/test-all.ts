import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

// `npm test`: typecheck, lint, the Vitest suites and the Playwright suite, then one closing line
// `N passed, N failed[, N skipped]` that adds them all up (CI reads that line).

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  const ok = run(label, command, args);
  if (ok) total.passed += 1;
  else total.failed += 1;
  summary.push(`${label}: ${ok ? "passed" : "FAILED"}`);
}

function suite(
  label: string,
  resultsFile: string,
  command: string,
  args: string[],
  read: (json: any) => Tally,
  env: Record<string, string> = {},
) {
  rmSync(resultsFile, { force: true });
  const ok = run(label, command, args, env);
  if (!existsSync(resultsFile)) {
    total.failed += 1;
    summary.push(`${label}: did not run`);
    return;
  }
  const tally = read(JSON.parse(readFileSync(resultsFile, "utf8")));
  if (!ok && tally.failed === 0) tally.failed = 1; // the runner failed outside any test
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  summary.push(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

const fromVitest = (json: any): Tally => ({
  passed: json.numPassedTests ?? 0,
  failed: (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0) - countFailedSuitesWithFailedTests(json),
  skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
});
// A suite that fails to load has no failed tests of its own; count it once.
function countFailedSuitesWithFailedTests(json: any): number {
  return (json.testResults ?? []).filter(
    (file: any) => file.status === "failed" && (file.assertionResults ?? []).some((test: any) => test.status === "failed"),
  ).length;
}
const fromPlaywright = (json: any): Tally => ({
  passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
  failed: json.stats?.unexpected ?? 0,
  skipped: json.stats?.skipped ?? 0,
});

const onlyPostgres = process.argv.includes("--postgres-only");

if (!onlyPostgres) {
  check("typecheck", "npx", ["tsc", "-p", "tsconfig.json"]);
  check("lint", "npx", ["eslint", "."]);
  check("formatted", "npx", ["prettier", "--check", "."]);
  check("generated client fresh", "npx", ["tsx", "scripts/codegen-check.ts"]);
  suite(
    "vitest",
    ".vitest-results.json",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.vitest-results.json"],
    fromVitest,
    {
      TEST_DATABASE_URL: "", // this pass runs on embedded PGlite
    },
  );
  check("web build", "npm", ["run", "-s", "build"]);
  suite("playwright", ".playwright-results.json", "npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"], fromPlaywright);
}

// The database suites once more against a PostgreSQL server, when TEST_DATABASE_URL names one.
if (process.env.TEST_DATABASE_URL) {
  suite(
    "vitest on PostgreSQL",
    ".vitest-pg-results.json",
    "npx",
    ["vitest", "run", "api/test", "--reporter=default", "--reporter=json", "--outputFile.json=.vitest-pg-results.json"],
    fromVitest,
  );
}

console.log(`\n${summary.join("\n")}`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed === 0 ? 0 : 1);
