import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type AppCase, appCases, DIRECTORY, DIRECTORY_FILTER } from "./cases";
import { parseScale } from "./data";
import { type Call, type Child, cpuDelta, drive, percentile, postgresCpuMs, startChild } from "./loop";
import { type Row, report } from "./report";
import { replaceSection } from "./results-file";

// `npm run bench`: the app on 1k, 10k and 100k generated talents, on a PostgreSQL server and on the
// embedded PGlite, measured side by side in one run from outside (a real listening server in a
// child process, loaded over loopback), with the raw-SQL and Yoga floors beside it. Writes the api
// section of bench/results.md. Settings (environment):
//   SCALES=1k,10k,100k   BENCH_MODES=postgresql,embedded   BENCH_SECONDS=4 (per case, after BENCH_WARMUP=1)
//   BENCH_CONNECTIONS=16   BENCH_PORT=4310 (and the next port: one server per mode, cases interleaved)
//   BENCH_ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres
//   BENCH_QUICK=1: 1k only, 1.5 s per case (a smoke run while working on the benchmark itself)
//   BENCH_RESPONSE_CACHE=true: the app with its response cache on (off by default: uncached figures)
//   BENCH_CASES=directory,staff: only the app cases whose names contain one of these words
//   BENCH_PGLITE_OPTIONS='{"relaxedDurability":false}': PGlite options for the embedded mode (to compare settings)
//   BENCH_DATABASE_PREFIX=bench: the PostgreSQL databases' name prefix (several people share one server)

const quick = process.env.BENCH_QUICK === "1";
const scales = (process.env.SCALES ?? (quick ? "1k" : "1k,10k,100k"))
  .split(",")
  .map((scale) => scale.trim())
  .filter(Boolean);
const modes = (process.env.BENCH_MODES ?? "postgresql,embedded").split(",") as Array<"postgresql" | "embedded">;
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1.5 : 4));
const warmup = Number(process.env.BENCH_WARMUP ?? (quick ? 0.5 : 1));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4310);
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const rows: Row[] = [];
const setups: string[] = [];
const startedAt = Date.now();
const loadBefore = loadavg()[0]!;
const admin = modes.includes("postgresql") ? new pg.Client({ connectionString: adminUrl }) : undefined;
await admin?.connect();

/** A server under test: the app or a floor, in one mode, on its own port. */
type Target = { mode: "postgresql" | "embedded"; base: string; child: Child; database?: string };

/** One case against a running child: warm-up, then the measured window. */
async function measure(
  target: { mode: string; base: string; child: Child; database?: string },
  scale: string,
  name: string,
  call: (i: number) => Call,
) {
  const { child, base, database, mode } = target;
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
      `${row.statements.toFixed(1)} SQL/req, ${row.peakRssMb.toFixed(0)} ` +
      `MB${run.errors ? `, ${run.errors} errors: ${run.firstError}` : ""}`,
  );
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Prepared = { mode: Target["mode"]; port: number; env: Record<string, string>; dataDir: string; database?: string };

async function prepare(scale: string, mode: Target["mode"], port: number): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "talent-bench-"));
  const env: Record<string, string> = {
    BENCH_MODE: mode,
    BENCH_DATA_DIR: dataDir,
    BENCH_TALENTS: String(parseScale(scale)),
    PORT: String(port),
  };
  if (mode !== "postgresql") return { mode, port, env, dataDir };
  const database = `${process.env.BENCH_DATABASE_PREFIX ?? "bench"}_${process.pid}_${scale.toLowerCase()}`;
  await admin!.query(`CREATE DATABASE "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { mode, port, env: { ...env, BENCH_DATABASE_URL: url.toString() }, dataDir, database };
}

async function cleanUp(prepared: Prepared) {
  if (prepared.database) await admin!.query(`DROP DATABASE IF EXISTS "${prepared.database}" WITH (FORCE)`);
  await rm(prepared.dataDir, { recursive: true, force: true });
}

/** Starts one child per mode, then runs each case on each mode in turn, so the ratios are taken close together. */
async function interleaved(
  scale: string,
  prepared: Prepared[],
  script: string,
  extra: Record<string, string>,
  cases: (target: Target) => Promise<AppCase[]>,
) {
  const targets: Target[] = [];
  try {
    for (const item of prepared) {
      const child = await startChild(script, { ...item.env, ...extra });
      targets.push({ mode: item.mode, base: `http://127.0.0.1:${item.port}`, child, database: item.database });
      if (child.info.talents !== undefined) {
        setups.push(
          `${scale} ${item.mode}: ${child.info.talents} talents (${child.info.published} published), ` +
            `opened in ${child.info.openMs} ms, generated in ${child.info.loadMs} ms`,
        );
        console.log(setups.at(-1));
      }
    }
    const perTarget = await Promise.all(targets.map(cases));
    for (let index = 0; index < perTarget[0]!.length; index++) {
      for (const [position, target] of targets.entries()) {
        const { name, call } = perTarget[position]![index]!;
        await measure(target, scale, name, call);
      }
    }
  } finally {
    for (const target of targets) await target.child.stop();
  }
}

async function appCasesFor(target: Target): Promise<AppCase[]> {
  const { token } = await post<{ token: string }>(target.base, "/api/auth/login", {
    username: "bench@agency.test",
    password: "bench-password-1234",
  });
  const first = await post<{ data: { talentDirectory: { items: Array<{ id: number }> } } }>(target.base, "/graphql", {
    query: DIRECTORY,
    variables: { filter: DIRECTORY_FILTER },
  });
  const only = process.env.BENCH_CASES?.split(",");
  return (await appCases(token, first.data.talentDirectory.items[0]!.id)).filter(
    (item) => !only || only.some((word) => item.name.includes(word)),
  );
}

async function benchScale(scale: string) {
  const prepared: Prepared[] = [];
  try {
    for (const [index, mode] of modes.entries()) prepared.push(await prepare(scale, mode, port + index));
    await interleaved(scale, prepared, "./server.ts", {}, appCasesFor);
    // After the app has let go of the embedded files: PGlite is one process's.
    await interleaved(scale, prepared, "./floors.ts", { BENCH_FLOOR: "raw" }, async () => [
      { name: "raw-SQL floor (one statement, node:http)", call: () => ({ path: "/" }) },
    ]);
  } finally {
    for (const item of prepared) await cleanUp(item);
  }
}

try {
  const yoga = await startChild("./floors.ts", { BENCH_FLOOR: "yoga", PORT: String(port) });
  try {
    await measure({ mode: "-", base: `http://127.0.0.1:${port}`, child: yoga }, "-", "Yoga { hello } floor", () => ({
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ hello }"}' },
    }));
  } finally {
    await yoga.stop();
  }
  for (const scale of scales) await benchScale(scale);
} finally {
  await admin?.end();
}

const text = report(rows, {
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  machine:
    `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
  settings:
    `${connections} connections, ${warmup} s warm-up and ${seconds} s measured per case; ` +
    `${((Date.now() - startedAt) / 60000).toFixed(1)} min in all`,
  setups,
  pgliteOptions: process.env.BENCH_PGLITE_OPTIONS,
  responseCache: process.env.BENCH_RESPONSE_CACHE === "true",
});
await replaceSection("api", text);
console.log("\nWrote the api section of bench/results.md");
