import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { type Machine, NEEDS, planFor } from "./preflight";

const everything = new Set(["/usr/bin/chromium", "/usr/bin/redis-server", "/usr/sbin/nginx"]);
const machine = (overrides: Partial<Machine> = {}): Machine => ({
  env: {},
  isExecutable: (file) => everything.has(file),
  onPath: () => true,
  isRoot: false,
  hasAptGet: true,
  ...overrides,
});
const without =
  (...files: string[]) =>
  (file: string) =>
    everything.has(file) && !files.includes(file);

describe("what npm test does about the machine before it runs anything", () => {
  it("goes on when every program is there", () => {
    expect(planFor(machine())).toEqual({ action: "ready" });
  });

  it("installs what is missing with apt-get as root on Debian", () => {
    const plan = planFor(
      machine({ isRoot: true, isExecutable: without("/usr/bin/chromium", "/usr/sbin/nginx"), onPath: (c) => c !== "pg_dump" }),
    );
    expect(plan).toEqual({
      action: "install",
      packages: ["chromium", "nginx", "postgresql-client"],
      names: ["Chromium (browser tests)", "nginx (several-servers test)", "pg_dump (backup test)"],
    });
  });

  it("stops with one line naming what is missing and the command to run, when it may not install", () => {
    const plan = planFor(machine({ isExecutable: without("/usr/bin/redis-server") }));
    expect(plan).toEqual({
      action: "stop",
      message:
        "npm test needs redis-server (shared-state tests), which this machine lacks: run `sudo apt-get install -y redis-server`, then npm test again.",
    });
    const noApt = planFor(machine({ hasAptGet: false, onPath: (c) => c !== "curl" }));
    expect(noApt.action === "stop" && noApt.message).toContain("install curl (Debian's package names)");
  });

  it("lets an override win, and stops (never installs) when the override names no program", () => {
    const chosen = machine({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      isExecutable: (f) => f === "/opt/chrome/chrome" || everything.has(f),
    });
    expect(planFor(machine({ ...chosen, isExecutable: without("/usr/bin/chromium") }))).toEqual({
      action: "stop",
      message: expect.any(String),
    });
    expect(planFor({ ...chosen, isExecutable: (f) => f === "/opt/chrome/chrome" || without("/usr/bin/chromium")(f) })).toEqual({
      action: "ready",
    });
    const wrong = planFor(machine({ isRoot: true, env: { NGINX_BIN: "/nowhere/nginx" } }));
    expect(wrong).toEqual({
      action: "stop",
      message: "npm test: no program at NGINX_BIN=/nowhere/nginx; point the variable at one, or unset it.",
    });
  });

  it("covers every program the suites start", () => {
    expect(NEEDS.map((need) => need.debianPackage)).toEqual(["chromium", "redis-server", "nginx", "postgresql-client", "curl"]);
  });

  it("stops the real command within seconds with that line, exit 1", () => {
    const started = Date.now();
    const run = spawnSync("npx", ["tsx", "scripts/preflight.ts"], {
      env: { ...process.env, CHROMIUM_PATH: "/nowhere/chromium" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("npm test: no program at CHROMIUM_PATH=/nowhere/chromium; point the variable at one, or unset it.");
    expect(Date.now() - started).toBeLessThan(60_000); // a bound on a hang, not a speed check
  });
});
