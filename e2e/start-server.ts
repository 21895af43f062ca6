// Starts the real server (api/src/main.ts) on a database nobody else uses: a new temporary data
// directory per run, so every run starts from the migrations and the demo seed alone.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PORT } from "./test-env";

const PREFIX = "talent-agency-e2e-";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // In a container whose init does not reap, a killed server lingers as a zombie that still
  // answers kill(pid, 0).
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

// A run killed outright (SIGKILL after a timeout, a closed terminal) cannot clean up after itself;
// the next run removes what such runs left, recognised by an owner that no longer exists.
for (const name of readdirSync(tmpdir())) {
  if (!name.startsWith(PREFIX)) continue;
  const dir = path.join(tmpdir(), name);
  const pidFile = path.join(dir, "owner.pid");
  const owner = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : NaN;
  if (Number.isInteger(owner) && !isAlive(owner)) rmSync(dir, { recursive: true, force: true });
}

const runDir = mkdtempSync(path.join(tmpdir(), PREFIX));
writeFileSync(path.join(runDir, "owner.pid"), String(process.pid));
const dataDir = path.join(runDir, "data");
mkdirSync(dataDir);

process.env.DATA_DIR = dataDir;
process.env.PORT = String(E2E_PORT);
process.env.HOST = "127.0.0.1";
process.env.ADMIN_EMAIL = E2E_ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;
process.env.SEED_DEMO_DATA = "true";
process.env.LOG_LEVEL ??= "warn";
// Every browser test writes from 127.0.0.1; the production limit (20 an hour) would let the
// journeys that send forms fail one another depending on their order.
process.env.PUBLIC_WRITES_PER_HOUR ??= "10000";
// The run must not reach a developer's own PostgreSQL by accident.
delete process.env.DATABASE_URL;

// main.ts ends the process itself (after closing the database) on SIGTERM/SIGINT and on failure;
// the throwaway directory goes with it.
process.on("exit", () => {
  try {
    // Retries cover the embedded database's last writes still landing in the directory.
    rmSync(runDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    console.error(`Could not delete the e2e data directory ${runDir}:`, error);
  }
});
// main.ts listens for signals only once it is serving; a run stopped during migration or seeding
// would otherwise die without 'exit' and leave the directory behind.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(1);
  });
}

console.log(`e2e server: data in ${dataDir}`);
await import("../api/src/main");
