import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm test on CI", () => {
  it("fails, and says why, when the PostgreSQL pass cannot run (it never passes with one database mode untested)", () => {
    const run = spawnSync("npx", ["tsx", "scripts/test-all.ts", "--postgres-only"], {
      env: { ...process.env, CI: "true", TEST_DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("vitest on PostgreSQL: did not run (CI=true without TEST_DATABASE_URL)");
    expect(run.stdout.trim().split("\n").at(-1)).toBe("0 passed, 1 failed, 0 flaky");
  });

  it("skips the pass outside CI when no server is named", () => {
    const run = spawnSync("npx", ["tsx", "scripts/test-all.ts", "--postgres-only"], {
      env: { ...process.env, CI: "", TEST_DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n").at(-1)).toBe("0 passed, 0 failed, 0 flaky");
  });
});
