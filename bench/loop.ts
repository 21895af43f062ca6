import { type ChildProcess, execFileSync, fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { ChildStats } from "./child-stats";

// The driving side of the benchmark: starts a measured server as a child process, loads it with a
// concurrent loop of fetch calls on loopback (keep-alive, `connections` in flight) for a fixed time,
// and reads the child's CPU, statements and memory before and after.

export type Child = {
  info: Record<string, number>;
  stats(): Promise<ChildStats>;
  stop(): Promise<void>;
};

export async function startChild(script: string, env: Record<string, string>, timeoutMs = 20 * 60_000): Promise<Child> {
  const child: ChildProcess = fork(new URL(script, import.meta.url).pathname, [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  const info = await Promise.race([
    new Promise<Record<string, number>>((resolve) =>
      child.on("message", (message: { type: string }) => {
        if (message.type === "ready") resolve(message as unknown as Record<string, number>);
      }),
    ),
    exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${script} not ready in ${timeoutMs} ms`)), timeoutMs).unref()),
  ]).catch((error) => {
    child.kill();
    throw error;
  });
  return {
    info,
    stats: () =>
      new Promise((resolve) => {
        const listener = (message: { type: string; stats: ChildStats }) => {
          if (message.type !== "stats") return;
          child.off("message", listener);
          resolve(message.stats);
        };
        child.on("message", listener);
        child.send({ type: "stats" });
      }),
    stop: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" });
      }),
  };
}

export type Call = { path: string; init?: RequestInit };

export type Measured = {
  requests: number;
  errors: number;
  firstError?: string;
  seconds: number;
  latencies: number[];
};

/** Calls `call(i)` from `connections` loops until `seconds` have passed. */
export async function drive(base: string, call: (i: number) => Call, connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let counter = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const { path, init } = call(counter++);
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}${path}`, init);
        const text = await response.text();
        if (response.status >= 400 || text.startsWith('{"errors"')) {
          errors += 1;
          firstError ??= `${response.status} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { requests: latencies.length, errors, firstError, seconds: (performance.now() - started) / 1000, latencies };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/**
 * CPU milliseconds the PostgreSQL server processes serving `database` have used (from /proc), so
 * the server mode's figure can be set beside the embedded mode's, whose database runs in the app.
 */
export async function postgresCpuMs(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [database]);
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
  }
  return byPid;
}

export function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
