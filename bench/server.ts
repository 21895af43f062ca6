import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { answerStats, countPgStatements, ready } from "./child-stats";
import { loadTalents } from "./data";

// One benchmark server (a child of bench/run.ts): the app on a migrated database filled with
// BENCH_TALENTS generated talents, listening on 127.0.0.1:PORT. BENCH_MODE=postgresql uses
// BENCH_DATABASE_URL; embedded opens PGlite in BENCH_DATA_DIR/pg as the app does with DATA_DIR.

countPgStatements();
const { buildApp } = await import("../api/src/app");
const { loadConfig } = await import("../api/src/config");
const { openEmbeddedDatabase, openExternalDatabase } = await import("../api/src/db/database");
const { migrate } = await import("../api/src/db/migrate");
const { ensureAdmin } = await import("../api/src/db/seed");

const dataDir = process.env.BENCH_DATA_DIR!;
const mode = process.env.BENCH_MODE;
const started = Date.now();
// BENCH_PGLITE_OPTIONS overrides the app's PGlite settings, to measure another (ADR 001).
const database =
  mode === "postgresql"
    ? await openExternalDatabase(process.env.BENCH_DATABASE_URL!)
    : await openEmbeddedDatabase(path.join(dataDir, "pg"), { pglite: JSON.parse(process.env.BENCH_PGLITE_OPTIONS ?? "{}") });
const opened = Date.now();
await migrate(database.url);
const loaded = await loadTalents(database.url, Number(process.env.BENCH_TALENTS));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString("hex"),
  ADMIN_EMAIL: "bench@agency.test",
  ADMIN_PASSWORD: "bench-password-1234",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  // The submission case sends thousands from one address.
  PUBLIC_WRITES_PER_HOUR: "100000000",
  // Uncached unless asked: the figures are the work a request costs (BENCH_RESPONSE_CACHE=true
  // measures the cache's hits instead).
  RESPONSE_CACHE: process.env.BENCH_RESPONSE_CACHE ?? "false",
});
await ensureAdmin(database.prisma, config);
const app = await buildApp({ config, database });
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });

answerStats(async () => {
  await app.close();
  await database.close();
  await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
});
ready({ openMs: opened - started, loadMs: loaded.ms, talents: loaded.talents, published: loaded.published });
