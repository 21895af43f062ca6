import { describe, expect, it } from "vitest";
import { add, closingLine, emptyTally, fromPlaywright, playwrightFailures, playwrightFlaky, stepLine } from "./test-tally";

// Playwright's JSON report as it comes from a CI run with `retries: 1`: one test passed, one failed
// twice, one failed and then passed on its retry.
const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: "admin-roster-table.spec.ts",
      specs: [
        { title: "filters the roster", tests: [{ status: "expected" }] },
        { title: "exports the rows shown", tests: [{ status: "unexpected" }] },
      ],
      suites: [{ title: "at 390 px", specs: [{ title: "bulk publish", tests: [{ status: "flaky" }] }] }],
    },
  ],
};

describe("npm test's count of the browser suite", () => {
  it("counts a test that passed only on its retry as flaky, not as passed", () => {
    expect(fromPlaywright(playwrightReport)).toEqual({ passed: 1, failed: 1, flaky: 1, skipped: 0 });
  });

  it("names the flaky tests and the failed ones apart", () => {
    expect(playwrightFlaky(playwrightReport)).toEqual(["admin-roster-table.spec.ts > at 390 px > bulk publish"]);
    expect(playwrightFailures(playwrightReport)).toEqual(["admin-roster-table.spec.ts > exports the rows shown"]);
  });
});

describe("npm test's closing line", () => {
  it("starts with the plain 'N passed, N failed' form and adds the flaky count", () => {
    const total = emptyTally();
    add(total, fromPlaywright(playwrightReport));
    add(total, { passed: 40, failed: 0, flaky: 0, skipped: 0 });
    expect(closingLine(total)).toBe("41 passed, 1 failed, 1 flaky");
    expect(closingLine(total)).toMatch(/^\d+ passed, \d+ failed\b/);
  });

  it("says 0 flaky when nothing was retried, and the skipped count only when there is one", () => {
    expect(closingLine({ passed: 5, failed: 0, flaky: 0, skipped: 0 })).toBe("5 passed, 0 failed, 0 flaky");
    expect(closingLine({ passed: 5, failed: 0, flaky: 0, skipped: 2 })).toBe("5 passed, 0 failed, 0 flaky, 2 skipped");
  });

  it("gives a step's line its flaky count only when it has some", () => {
    expect(stepLine("playwright", { passed: 3, failed: 0, flaky: 1, skipped: 0 }, "9 s")).toBe(
      "playwright: 3 passed, 0 failed, 1 flaky, 0 skipped (9 s)",
    );
    expect(stepLine("vitest", { passed: 3, failed: 0, flaky: 0, skipped: 0 }, "9 s")).toBe("vitest: 3 passed, 0 failed, 0 skipped (9 s)");
  });
});
