import pg from "pg";

// The measuring side of a benchmark child (server.ts, floors.ts): counts the SQL statements this
// process sends, samples its memory, and answers the parent's questions over the IPC channel. The
// parent takes differences between two answers, so each figure is the process's own, for one case.

let statements = 0;
let peakRss = 0;

/** Every statement a pg client sends (Prisma's adapter, the raw floor's pool, the data loader). */
export function countPgStatements() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** For a floor that talks to its database without pg: one statement per request, counted by hand. */
export function countStatement() {
  statements += 1;
}

export type ChildStats = { cpuMicros: number; statements: number; peakRss: number; rss: number; maxRss: number };

export function answerStats(onStop: () => Promise<void>) {
  // Sampled rather than read once: a case's peak is what it needs while it runs.
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
  sampler.unref();
  process.on("message", (message: { type: string }) => {
    if (message.type === "stats") {
      const cpu = process.cpuUsage();
      const rss = process.memoryUsage.rss();
      const stats: ChildStats = {
        cpuMicros: cpu.user + cpu.system,
        statements,
        peakRss: Math.max(peakRss, rss),
        rss,
        maxRss: process.resourceUsage().maxRSS * 1024,
      };
      peakRss = rss;
      process.send!({ type: "stats", stats });
    } else if (message.type === "stop") {
      clearInterval(sampler);
      void onStop().finally(() => process.exit(0));
    }
  });
  process.on("disconnect", () => process.exit(0));
}

export function ready(info: Record<string, unknown> = {}) {
  process.send!({ type: "ready", ...info });
}
