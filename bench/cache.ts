import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { type App, buildApp } from "../api/src/app";
import { loadConfig } from "../api/src/config";
import { type Database, openEmbeddedDatabase, openExternalDatabase } from "../api/src/db/database";
import { migrate } from "../api/src/db/migrate";
import { startRedisServer } from "../api/test/redis-server";
import { replaceSection } from "./results-file";

// `npx tsx bench/cache.ts`: a cached answer against an uncached one (ADR 100), over real HTTP on
// loopback, beside the raw-SQL floor of the peer benchmark harness (one statement on node-postgres behind
// node:http; the harness is not part of this repository). The same directory question as the harness,
// on its generated roster.
// BENCH_DATABASE_URL: a PostgreSQL database to fill (its tables are emptied!) instead of PGlite.
// BENCH_TALENTS (2000), BENCH_SECONDS per case (5), BENCH_CONNECTIONS (32), BENCH_PORT (4321: four ports),
// SHARED_PERF_DIR (the harness's folder; PERF below says where it is looked for by default).

const TALENTS = Number(process.env.BENCH_TALENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4321);
// The harness's folder beside the checkout (as on CI); a worktree elsewhere names it.
const PERF = process.env.SHARED_PERF_DIR
  ? new URL(`file://${path.resolve(process.env.SHARED_PERF_DIR)}/`)
  : new URL("../../shared/perf/", import.meta.url);

if (!existsSync(new URL("sql/gen-data.sql", PERF))) {
  console.error("bench/cache.ts needs ../shared/perf (its generated roster and its raw-SQL floor).");
  process.exit(1);
}
const workload = (await import(new URL("lib/workload.mjs", PERF).href)) as {
  PROJECT_QUERY: string;
  FILTER: Record<string, unknown>;
  RAW_SQL: string;
  rawParams: (limit?: number) => unknown[];
};

const dataDir = await mkdtemp(path.join(tmpdir(), "talent-bench-cache-"));
const database: Database = process.env.BENCH_DATABASE_URL
  ? await openExternalDatabase(process.env.BENCH_DATABASE_URL)
  : await openEmbeddedDatabase();
await migrate(database.url);
const loadStarted = performance.now();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const script = readFileSync(new URL("sql/gen-data.sql", PERF), "utf8").replace(/(?<!:):n\b/g, String(TALENTS));
// One connection: the script's temporary tables live in its session.
for (const statement of script.split("--@@")) await client.query(statement);
await client.end();
const loadMs = performance.now() - loadStarted;
const published = await database.prisma.talent.findFirst({
  where: { isApproved: true, isPublished: true },
  select: { id: true },
  orderBy: { id: "asc" },
});

const redis = await startRedisServer();
const env = { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "silent", SEED_DEMO_DATA: "false" };
const apps: Record<string, App> = {};
const servers: Server[] = [];
try {
  const variants = {
    uncached: { RESPONSE_CACHE: "false" },
    memory: { RESPONSE_CACHE: "true" },
    redis: { RESPONSE_CACHE: "true", REDIS_URL: redis.url },
  };
  let port = BASE_PORT;
  const ports: Record<string, number> = {};
  for (const [name, extra] of Object.entries(variants)) {
    const app = await buildApp({ config: loadConfig({ ...env, ...extra }), database });
    await app.listen({ host: "127.0.0.1", port });
    apps[name] = app;
    ports[name] = port++;
  }
  ports.floor = port;
  servers.push(await rawSqlFloor(database.url, port, workload));

  const gql = (query: string, variables: Record<string, unknown> = {}) => ({
    method: "POST",
    body: JSON.stringify({ query, variables }),
    headers: { "content-type": "application/json" },
  });
  const questions = {
    "directory (../shared/perf's question, 24 talents)": gql(workload.PROJECT_QUERY, { filter: workload.FILTER, limit: 24 }),
    "categories with talent counts": gql(`{ categories { id name talentCount } }`),
    "talent profile with images": gql(
      `query ($id: Int!) { talent(id: $id) { id displayName bio age categories { id name } images { id cardUrl alt } } }`,
      {
        id: published?.id ?? 1,
      },
    ),
  };

  const rows: string[] = [];
  const floor = await load(`http://127.0.0.1:${ports.floor}/`, { method: "GET" });
  rows.push(row("directory, raw-SQL floor (one statement, node-postgres)", floor, floor));
  for (const [question, request] of Object.entries(questions)) {
    const uncached = await load(`http://127.0.0.1:${ports.uncached}/graphql`, request);
    rows.push(row(`${question}: uncached (RESPONSE_CACHE=false)`, uncached, uncached));
    for (const name of ["memory", "redis"]) {
      const hit = await load(`http://127.0.0.1:${ports[name]}/graphql`, request);
      rows.push(row(`${question}: cache hit, ${name}`, hit, uncached));
    }
  }

  const published24 = await database.prisma.talent.count({ where: { isApproved: true, isPublished: true } });
  const section = `## Response cache (npx tsx bench/cache.ts)

Run on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},
${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}, ${TALENTS} talents from ../shared/perf/sql/gen-data.sql (${published24} published, loaded in ${Math.round(loadMs)} ms).
Real HTTP on loopback, ${CONNECTIONS} keep-alive connections from a worker thread, 1 s warm-up then ${SECONDS} s per case;
the servers share one process with the load, which runs on its own thread; "server ms/req" is the servers' thread
busy time per request (event-loop utilisation; the database's own CPU is not in it). A hit is served before parsing (the Yoga plugin looks
the answer up from the request's operation and variables); the uncached figure is every request executed.

| Case | req/s | p50 ms | p95 ms | p99 ms | server ms/req | vs uncached |
|---|---|---|---|---|---|---|
${rows.join("\n")}`;
  await replaceSection("cache", section);
  console.log(section);
} finally {
  for (const app of Object.values(apps)) await app.close();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await database.close();
  await redis.stop();
  await rm(dataDir, { recursive: true, force: true });
}

type Result = { requests: number; errors: number; seconds: number; latencies: number[]; busyMs: number };

function row(label: string, result: Result, baseline: Result): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(1);
  const rate = result.requests / result.seconds;
  const ratio = rate / (baseline.requests / baseline.seconds);
  const errors = result.errors ? ` (${result.errors} errors)` : "";
  const busy = (result.busyMs / result.requests).toFixed(2);
  return `| ${label}${errors} | ${Math.round(rate)} | ${pct(50)} | ${pct(95)} | ${pct(99)} | ${busy} | ${ratio.toFixed(2)}x |`;
}

/** Drives one URL from a worker thread, so the client does not queue behind the servers' work. */
function load(url: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<Result> {
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const { url, init, connections, seconds } = workerData;
    (async () => {
      const latencies = []; let requests = 0; let errors = 0; let measuring = false;
      const warmUpEnd = Date.now() + 1000; const end = warmUpEnd + seconds * 1000;
      async function loop() {
        while (Date.now() < end) {
          const started = performance.now();
          try {
            const response = await fetch(url, init);
            const text = await response.text();
            if (response.status !== 200 || text.includes('"errors"')) errors += 1;
          } catch { errors += 1; }
          if (Date.now() >= warmUpEnd) { requests += 1; latencies.push(performance.now() - started); }
        }
      }
      await Promise.all(Array.from({ length: connections }, loop));
      parentPort.postMessage({ requests, errors, seconds, latencies });
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, init, connections: CONNECTIONS, seconds: SECONDS } });
    // The servers all run on this thread: its busy time is their CPU (the database's is not in it).
    let start: ReturnType<typeof performance.eventLoopUtilization> | undefined;
    const warmUp = setTimeout(() => (start = performance.eventLoopUtilization()), 1000);
    worker.once("message", (result: Omit<Result, "busyMs">) => {
      clearTimeout(warmUp);
      const busyMs = start ? performance.eventLoopUtilization(start).active : Number.NaN;
      void worker.terminate();
      resolve({ ...result, busyMs });
    });
    worker.once("error", reject);
  });
}

/** The harness's raw-SQL server, in this process: the directory question as one SQL statement. */
async function rawSqlFloor(url: string, port: number, sql: { RAW_SQL: string; rawParams: (limit?: number) => unknown[] }): Promise<Server> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query({ text: sql.RAW_SQL, values: sql.rawParams(24) });
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      response.end(rows[0].body);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  server.on("close", () => void pool.end());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
