import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { appCases, DIRECTORY, DIRECTORY_FILTER } from "./cases";
import { parseScale } from "./data";
import { type Call, type Child, cpuDelta, drive, percentile, postgresCpuMs, startChild } from "./loop";
import { type Row, report } from "./report";
import { replaceSection } from "./results-file";

// `npm run bench`: the app on 1k, 10k and 100k generated talents, on a PostgreSQL server and on the
// embedded PGlite, measured side by side in one run from outside (a real listening server in a
// child process, loaded over loopback), with the raw-SQL and Yoga floors beside it. Writes the api
// section of bench/results.md. Settings (environment):
//   SCALES=1k,10k,100k   BENCH_MODES=postgresql,embedded   BENCH_SECONDS=4 (per case, after BENCH_WARMUP=1)
//   BENCH_CONNECTIONS=16   BENCH_PORT=4310   BENCH_ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres
//   BENCH_QUICK=1: 1k only, 1.5 s per case (a smoke run while working on the benchmark itself)
//   BENCH_CASES=directory,staff: only the app cases whose names contain one of these words
//   BENCH_PGLITE_OPTIONS='{"relaxedDurability":false}': PGlite options for the embedded mode (to compare settings)

const quick = process.env.BENCH_QUICK === "1";
const scales = (process.env.SCALES ?? (quick ? "1k" : "1k,10k,100k")).split(",").map((scale) => scale.trim()).filter(Boolean);
const modes = (process.env.BENCH_MODES ?? "postgresql,embedded").split(",") as Array<"postgresql" | "embedded">;
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1.5 : 4));
const warmup = Number(process.env.BENCH_WARMUP ?? (quick ? 0.5 : 1));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4310);
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const base = `http://127.0.0.1:${port}`;

const rows: Row[] = [];
const setups: string[] = [];
const startedAt = Date.now();
const loadBefore = loadavg()[0]!;
const admin = modes.includes("postgresql") ? new pg.Client({ connectionString: adminUrl }) : undefined;
await admin?.connect();

/** One case against a running child: warm-up, then the measured window. */
async function measure(child: Child, scale: string, mode: string, name: string, call: (i: number) => Call, database?: string) {
  await drive(base, call, connections, warmup);
  const before = await child.stats();
  const dbBefore = database && admin ? await postgresCpuMs(admin, database) : undefined;
  const run = await drive(base, call, connections, seconds);
  const after = await child.stats();
  const dbAfter = database && admin ? await postgresCpuMs(admin, database) : undefined;
  const sorted = run.latencies.sort((a, b) => a - b);
  const row: Row = {
    scale,
    mode,
    name,
    rps: run.requests / run.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / run.requests,
    dbCpuMs: dbBefore && dbAfter ? cpuDelta(dbBefore, dbAfter) / run.requests : undefined,
    statements: (after.statements - before.statements) / run.requests,
    peakRssMb: after.peakRss / 2 ** 20,
    errors: run.errors,
  };
  rows.push(row);
  console.log(
    `${scale} ${mode} ${name}: ${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms, ${row.cpuMs.toFixed(2)} CPU ms/req, ` +
      `${row.statements.toFixed(1)} SQL/req, ${row.peakRssMb.toFixed(0)} MB${run.errors ? `, ${run.errors} errors: ${run.firstError}` : ""}`,
  );
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function benchMode(scale: string, mode: "postgresql" | "embedded") {
  const dataDir = await mkdtemp(path.join(tmpdir(), "talent-bench-"));
  const database = mode === "postgresql" ? `bench_${process.pid}_${scale.toLowerCase()}` : undefined;
  const env: Record<string, string> = { BENCH_MODE: mode, BENCH_DATA_DIR: dataDir, BENCH_TALENTS: String(parseScale(scale)), PORT: String(port) };
  if (database) {
    await admin!.query(`CREATE DATABASE "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.BENCH_DATABASE_URL = url.toString();
  }
  try {
    const server = await startChild("./server.ts", env);
    const info = server.info;
    setups.push(`${scale} ${mode}: ${info.talents} talents (${info.published} published), opened in ${info.openMs} ms, generated in ${info.loadMs} ms`);
    console.log(setups.at(-1));
    try {
      const { token } = await post<{ token: string }>("/api/auth/login", { username: "bench@agency.test", password: "bench-password-1234" });
      const first = await post<{ data: { talentDirectory: { items: Array<{ id: number }> } } }>("/graphql", {
        query: DIRECTORY,
        variables: { filter: DIRECTORY_FILTER },
      });
      const only = process.env.BENCH_CASES?.split(",");
      const cases = (await appCases(token, first.data.talentDirectory.items[0]!.id)).filter(
        (item) => !only || only.some((word) => item.name.includes(word)),
      );
      for (const { name, call } of cases) {
        await measure(server, scale, mode, name, call, database);
      }
    } finally {
      await server.stop();
    }
    // After the app has let go of the embedded files: PGlite is one process's.
    const raw = await startChild("./floors.ts", { ...env, BENCH_FLOOR: "raw" });
    try {
      await measure(raw, scale, mode, "raw-SQL floor (one statement, node:http)", () => ({ path: "/" }), database);
    } finally {
      await raw.stop();
    }
  } finally {
    if (database) await admin!.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  const yoga = await startChild("./floors.ts", { BENCH_FLOOR: "yoga", PORT: String(port) });
  try {
    await measure(yoga, "-", "-", "Yoga { hello } floor", () => ({
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ hello }"}' },
    }));
  } finally {
    await yoga.stop();
  }
  for (const scale of scales) for (const mode of modes) await benchMode(scale, mode);
} finally {
  await admin?.end();
}

const text = report(rows, {
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
  settings: `${connections} connections, ${warmup} s warm-up and ${seconds} s measured per case; ${((Date.now() - startedAt) / 60000).toFixed(1)} min in all`,
  setups,
  pgliteOptions: process.env.BENCH_PGLITE_OPTIONS,
});
await replaceSection("api", text);
console.log("\nWrote the api section of bench/results.md");
