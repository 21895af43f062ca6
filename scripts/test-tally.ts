// How `npm test` reads its runners' JSON reports and what its closing line says. Kept apart from
// scripts/test-all.ts (which runs things) so that the counting can be tested on its own.

export type Tally = { passed: number; failed: number; flaky: number; skipped: number };
export const emptyTally = (): Tally => ({ passed: 0, failed: 0, flaky: 0, skipped: 0 });

/** Vitest's JSON reporter (`--reporter=json`). Vitest retries nothing here, so nothing is flaky. */
export const fromVitest = (json: any): Tally => ({
  passed: json.numPassedTests ?? 0,
  failed: (json.numFailedTests ?? 0) + countFilesThatDidNotLoad(json),
  flaky: 0,
  skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
});

// A file that fails to load has no failed tests of its own; count it once. (numFailedTestSuites
// counts describe blocks too, so one failed test inside a describe read as two.)
function countFilesThatDidNotLoad(json: any): number {
  return (json.testResults ?? []).filter(
    (file: any) => file.status === "failed" && !(file.assertionResults ?? []).some((test: any) => test.status === "failed"),
  ).length;
}

// The closing lines name what failed, so a CI log cut to its tail still says which test to open.
export const vitestFailures = (json: any): string[] =>
  (json.testResults ?? []).flatMap((file: any) => {
    const path = String(file.name ?? "").replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test: any) => test.status === "failed");
    if (file.status === "failed" && failed.length === 0) return [`${path} (did not load: ${String(file.message ?? "").slice(0, 200)})`];
    return failed.map((test: any) => `${path} > ${test.fullName ?? test.title}`);
  });

/**
 * Playwright's JSON reporter. A test that failed and then passed on CI's retry is "flaky": it is
 * counted as flaky, not as passed, and named, because a retry that turns it green hides a defect.
 */
export const fromPlaywright = (json: any): Tally => ({
  passed: json.stats?.expected ?? 0,
  failed: json.stats?.unexpected ?? 0,
  flaky: json.stats?.flaky ?? 0,
  skipped: json.stats?.skipped ?? 0,
});

function playwrightTestsWith(json: any, status: "unexpected" | "flaky"): string[] {
  const names: string[] = [];
  const walk = (suite: any, trail: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) if (test.status === status) names.push([...trail, spec.title].filter(Boolean).join(" > "));
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return names;
}
export const playwrightFailures = (json: any) => playwrightTestsWith(json, "unexpected");
export const playwrightFlaky = (json: any) => playwrightTestsWith(json, "flaky");

export function add(total: Tally, part: Tally): void {
  total.passed += part.passed;
  total.failed += part.failed;
  total.flaky += part.flaky;
  total.skipped += part.skipped;
}

/**
 * The run's last line: `N passed, N failed` first (the form CI reads), then the flaky count, then
 * the skipped count when there is one.
 */
export function closingLine(total: Tally): string {
  const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
  return `${total.passed} passed, ${total.failed} failed, ${total.flaky} flaky${skipped}`;
}

/** A step's own line in the summary above the closing line. */
export function stepLine(label: string, tally: Tally, took: string): string {
  const flaky = tally.flaky ? `, ${tally.flaky} flaky` : "";
  return `${label}: ${tally.passed} passed, ${tally.failed} failed${flaky}, ${tally.skipped} skipped (${took})`;
}
