import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";

// What `npm test` needs besides node_modules, checked before anything runs: without this a missing
// browser or server showed as a failed suite minutes into the run. As root on Debian or Ubuntu the
// missing packages are installed with apt-get (as Playwright's `install --with-deps` does);
// otherwise the run stops at once with one line naming what is missing and the command to run.

export type Need = {
  /** What the tests use it for, in the message. */
  name: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** Where the tests look for it: an override's value, the default path, or a command on PATH. */
  override?: { variable: string; fallback: string };
  command?: string;
};

export const NEEDS: Need[] = [
  { name: "Chromium (browser tests)", debianPackage: "chromium", override: { variable: "CHROMIUM_PATH", fallback: "/usr/bin/chromium" } },
  {
    name: "redis-server (shared-state tests)",
    debianPackage: "redis-server",
    override: { variable: "REDIS_SERVER_BIN", fallback: "/usr/bin/redis-server" },
  },
  { name: "nginx (several-servers test)", debianPackage: "nginx", override: { variable: "NGINX_BIN", fallback: "/usr/sbin/nginx" } },
  { name: "pg_dump (backup test)", debianPackage: "postgresql-client", command: "pg_dump" },
  { name: "curl (production install check)", debianPackage: "curl", command: "curl" },
];

export type Machine = {
  env: NodeJS.ProcessEnv;
  isExecutable: (file: string) => boolean;
  onPath: (command: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
};

export type Plan = { action: "ready" } | { action: "install"; packages: string[]; names: string[] } | { action: "stop"; message: string };

/** What to do about the machine as it is: nothing, install with apt-get, or stop with one line. */
export function planFor(machine: Machine, needs: Need[] = NEEDS): Plan {
  const wrongOverrides: string[] = [];
  const missing: Need[] = [];
  for (const need of needs) {
    if (need.override) {
      const given = machine.env[need.override.variable];
      if (given) {
        // An override names a file the person chose; installing a package would not put it there.
        if (!machine.isExecutable(given)) wrongOverrides.push(`${need.override.variable}=${given}`);
        continue;
      }
      if (!machine.isExecutable(need.override.fallback)) missing.push(need);
    } else if (need.command && !machine.onPath(need.command)) missing.push(need);
  }
  if (wrongOverrides.length)
    return { action: "stop", message: `npm test: no program at ${wrongOverrides.join(", ")}; point the variable at one, or unset it.` };
  if (missing.length === 0) return { action: "ready" };
  const packages = missing.map((need) => need.debianPackage);
  const names = missing.map((need) => need.name);
  if (machine.isRoot && machine.hasAptGet) return { action: "install", packages, names };
  const install = machine.hasAptGet
    ? `sudo apt-get install -y ${packages.join(" ")}`
    : `install ${packages.join(", ")} (Debian's package names)`;
  return {
    action: "stop",
    message: `npm test needs ${names.join(", ")}, which this machine lacks: run \`${install}\`, then npm test again.`,
  };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const onPath = (command: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));

export function thisMachine(): Machine {
  return {
    env: process.env,
    isExecutable,
    onPath,
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
    hasAptGet: onPath("apt-get") && existsSync("/etc/debian_version"),
  };
}

/** Checks the machine and installs or stops; answers whether `npm test` may go on. */
export function preflight(machine = thisMachine()): boolean {
  const plan = planFor(machine);
  if (plan.action === "ready") return true;
  if (plan.action === "stop") {
    console.error(plan.message);
    return false;
  }
  console.log(`npm test: installing ${plan.names.join(", ")} with apt-get (${plan.packages.join(" ")})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...plan.packages],
  ]) {
    const result = spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) {
      console.error(`npm test: apt-get ${args[0]} failed; install ${plan.packages.join(" ")} by hand, then npm test again.`);
      return false;
    }
  }
  const after = planFor(machine);
  if (after.action !== "ready") {
    console.error(after.action === "stop" ? after.message : `npm test: apt-get did not provide ${after.names.join(", ")}.`);
    return false;
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exit(preflight() ? 0 : 1);
