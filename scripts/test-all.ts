import { type ChildProcess, spawn } from "node:child_process";
import { setPriority } from "node:os";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { filesOnTheTestDatabase } from "./postgres-pass";
import { preflight } from "./preflight";
import {
  add,
  closingLine,
  emptyTally,
  fromPlaywright,
  fromVitest,
  playwrightFailures,
  playwrightFlaky,
  stepLine,
  type Tally,
  vitestFailures,
} from "./test-tally";

// `npm test`: typecheck, lint, the Vitest suites and the Playwright suite, then one closing line
// `N passed, N failed, N flaky[, N skipped]` that adds them all up (CI reads its start), with every
// failed and every flaky test named above it (scripts/test-tally.ts).

const total = emptyTally();
const summary: string[] = [];

const failures: string[] = [];
const flakes: string[] = [];
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Where a step's lines go when steps run side by side, and whether the step gives way. The browser
 * suite is one test after another, the longest chain of the run; every other step runs at a lower
 * priority (nice 10) so that it takes the cores the browser suite leaves idle and never slows that
 * chain. The processes a step starts (Vitest's workers, the servers its tests start) inherit it.
 */
type Lane = { name: string; yields: boolean };
const BROWSER: Lane = { name: "browser", yields: false };
const VITEST: Lane = { name: "vitest", yields: true };
const YIELDING_PRIORITY = 10;
function yieldTheCores(child: ChildProcess): void {
  // Set before the step's own process has started anything (the command is still loading): what it
  // starts inherits the priority. A platform that refuses changes only the order, never a result.
  if (child.pid === undefined) return; // it did not start; its close says so
  try {
    setPriority(child.pid, YIELDING_PRIORITY);
  } catch {
    // left at normal priority
  }
}

/**
 * Runs one step. Its output goes to the terminal as it comes, each line marked with the step's lane
 * when steps run side by side (a browser test's line and an API test's line must say which is which).
 */
function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  lane?: Lane,
): Promise<{ ok: boolean; took: string }> {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const start = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (lane?.yields) yieldTheCores(child);
  if (lane) {
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${lane.name}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${lane.name}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ ok: code === 0, took: seconds(start) })));
}

async function suite(
  label: string,
  resultsFile: string,
  command: string,
  args: string[],
  read: (json: any) => Tally,
  failedNames: (json: any) => string[],
  flakyNames: (json: any) => string[],
  env: Record<string, string> = {},
  lane?: Lane,
) {
  rmSync(resultsFile, { force: true });
  const { ok, took } = await run(label, command, args, env, lane);
  if (!existsSync(resultsFile)) {
    total.failed += 1;
    summary.push(`${label}: did not run (${took})`);
    return;
  }
  const json = JSON.parse(readFileSync(resultsFile, "utf8"));
  const tally = read(json);
  for (const name of failedNames(json)) failures.push(`${label}: ${name}`);
  for (const name of flakyNames(json)) flakes.push(`${label}: ${name}`);
  if (!ok && tally.failed === 0) tally.failed = 1; // the runner failed outside any test
  add(total, tally);
  summary.push(stepLine(label, tally, took));
}

const onlyPostgres = process.argv.includes("--postgres-only");

/**
 * The static checks at once: each is one process that mostly waits on one core, so side by side
 * they take about as long as the longest of them. Their output is printed whole, one after another.
 * They give way to the rest of the run (the web build, then the browser suite).
 */
async function checksAtOnce(checks: Array<[label: string, command: string, args: string[]]>, yields: boolean) {
  const runs = checks.map(([label, command, args]) => {
    const start = Date.now();
    const child = spawn(command, args, { env: process.env });
    if (yields) yieldTheCores(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    return new Promise<void>((resolve) =>
      child.on("close", (code) => {
        console.log(`\n=== ${label}: ${command} ${args.join(" ")}\n${output.trimEnd()}`);
        if (code === 0) total.passed += 1;
        else total.failed += 1;
        summary.push(`${label}: ${code === 0 ? "passed" : "FAILED"} (${seconds(start)})`);
        resolve();
      }),
    );
  });
  await Promise.all(runs);
}

const vitestRun = (resultsFile: string, only: string[] = []) => [
  "vitest",
  "run",
  ...only,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${resultsFile}`,
];

// The database suites once more against a PostgreSQL server, when TEST_DATABASE_URL names one:
// the API files that open the test database (scripts/postgres-pass.ts). A file that never does
// (a parser, the embedded server's own tests, `npm start` on a data folder) would only repeat itself.
// On CI the pass is part of the run: a CI without its server fails rather than passing with one
// database mode untested.
async function postgresPass(lane?: Lane): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI) {
      total.failed += 1;
      summary.push("vitest on PostgreSQL: did not run (CI=true without TEST_DATABASE_URL)");
      failures.push("vitest on PostgreSQL: CI must run the database suites on a PostgreSQL server too");
    }
    return;
  }
  await suite(
    "vitest on PostgreSQL",
    ".vitest-pg-results.json",
    "npx",
    vitestRun(".vitest-pg-results.json", filesOnTheTestDatabase()),
    fromVitest,
    vitestFailures,
    () => [],
    {},
    lane,
  );
}

if (!preflight()) process.exit(1);

if (onlyPostgres) {
  await postgresPass();
} else {
  // The browser suite is the run's longest chain and needs the web build alone: the build runs at
  // normal priority and the suite starts when it is done. The static checks and the Vitest lane give
  // way to both (ADR 176); the machine's two cores are busy to the end either way.
  const staticChecks = checksAtOnce(
    [
      ["typecheck", "npx", ["tsc", "-p", "tsconfig.json"]],
      ["lint", "npx", ["eslint", "."]],
      ["formatted", "npx", ["prettier", "--check", "."]],
      ["generated client fresh", "npx", ["tsx", "scripts/codegen-check.ts"]],
      ["REST types fresh", "npx", ["tsx", "scripts/openapi-types.ts", "--check"]],
      ["schema and printed fragments fresh", "npx", ["tsx", "scripts/print-schema.ts", "--check"]],
    ],
    true,
  );
  // Two lanes side by side (ADR 176): the browser suite leaves about a third of the two cores idle
  // (it waits on the page, the server and the database in turn), which the Vitest passes fill.
  // Every server of either lane listens on a port of its own and every database is its own.
  const webBuild = checksAtOnce([["web build", "npm", ["run", "-s", "build"]]], false);
  await Promise.all([
    staticChecks,
    webBuild.then(() =>
      suite(
        "playwright",
        ".playwright-results.json",
        "npx",
        ["playwright", "test", "--config", "e2e/playwright.config.ts"],
        fromPlaywright,
        playwrightFailures,
        playwrightFlaky,
        {},
        BROWSER,
      ),
    ),
    (async () => {
      await suite(
        "vitest",
        ".vitest-results.json",
        "npx",
        vitestRun(".vitest-results.json"),
        fromVitest,
        vitestFailures,
        () => [],
        { TEST_DATABASE_URL: "" }, // this pass runs on embedded PGlite
        VITEST,
      );
      await postgresPass(VITEST);
    })(),
  ]);
}

// `npm ci --omit=dev` in a clean clone of HEAD serves the build (scripts/production-check.sh). It
// runs last, on an idle machine: its server must answer within its own bound, and beside the
// browser suite at a lower priority it did not (a failed step with no line of its own, once).
if (!onlyPostgres) await checksAtOnce([["production install", "bash", ["scripts/production-check.sh"]]], false);

console.log(`\n${summary.join("\n")}`);
for (const name of failures) console.log(`failed: ${name}`);
// A flaky test passed only on its retry: a defect to find and fix, named here so that it is.
for (const name of flakes) console.log(`flaky: ${name}`);
console.log(`took ${seconds(started)} in all`);
console.log(closingLine(total));
process.exit(total.failed === 0 ? 0 : 1);
