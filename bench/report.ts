// The api section of bench/results.md from the measured rows of bench/run.ts.

export type Row = {
  scale: string;
  mode: string;
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of the measured process (the app, or the floor) per request. */
  cpuMs: number;
  /** CPU of the PostgreSQL server's backends per request (server mode only). */
  dbCpuMs?: number;
  statements: number;
  peakRssMb: number;
  errors: number;
};

type Meta = { date: string; machine: string; settings: string; setups: string[]; pgliteOptions?: string; responseCache: boolean };

const fixed = (value: number | undefined, digits: number) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(digits));

function table(rows: Row[]): string {
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${row.mode} | ${fixed(row.rps, 0)} | ${fixed(row.p50, 1)} | ` +
      `${fixed(row.p95, 1)} | ${fixed(row.p99, 1)} | ${fixed(row.cpuMs, 2)} | ` +
      `${fixed(row.dbCpuMs, 2)} | ${fixed(row.statements, 1)} | ${fixed(row.peakRssMb, 0)} | ` +
      `${row.errors} |`,
  );
  return [
    "| Case | Database | req/s | p50 ms | p95 ms | p99 ms | process CPU ms/req | PostgreSQL CPU ms/req | SQL/req | peak RSS MB | errors |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...lines,
  ].join("\n");
}

/**
 * PGlite's req/s as a share of PostgreSQL's, per case and scale (the embedded mode must reach at least 30 % of the server mode),
 * and the same judged by CPU: the server mode's app and PostgreSQL CPU per request over the
 * embedded mode's, which is what the req/s ratio tends to on a machine both saturate.
 */
function ratios(rows: Row[], scales: string[]): string {
  const names = [...new Set(rows.filter((row) => row.scale !== "-").map((row) => row.name))];
  const cell = (scale: string, name: string) => {
    const server = rows.find((row) => row.scale === scale && row.name === name && row.mode === "postgresql");
    const embedded = rows.find((row) => row.scale === scale && row.name === name && row.mode === "embedded");
    if (!server || !embedded) return "- | -";
    const byCpu = ((server.cpuMs + (server.dbCpuMs ?? 0)) / embedded.cpuMs) * 100;
    return `${((embedded.rps / server.rps) * 100).toFixed(0)} % | ${byCpu.toFixed(0)} %`;
  };
  return [
    `| Case | ${scales.map((scale) => `${scale} req/s | ${scale} by CPU`).join(" | ")} |`,
    `|---|${scales.map(() => "---|---").join("|")}|`,
    ...names.map((name) => `| ${name} | ${scales.map((scale) => cell(scale, name)).join(" | ")} |`),
  ].join("\n");
}

export function report(rows: Row[], meta: Meta): string {
  const scales = [...new Set(rows.map((row) => row.scale).filter((scale) => scale !== "-"))];
  const floor = rows.filter((row) => row.scale === "-");
  return `## API (npm run bench)

Run on ${meta.date} UTC: ${meta.machine}. ${meta.settings}.
Each server is a child process listening on loopback (the app as \`npm start\` builds it, logging off, response cache
${meta.responseCache ? "on" : "off"}), loaded by a
concurrent fetch loop in the parent. Process CPU is the server process's own (\`process.cpuUsage\` difference over
the measured window, divided by the requests): in embedded mode it includes the database, which runs inside the app;
in server mode the PostgreSQL backends' CPU (from /proc) is the next column. SQL/req counts the statements the process
sent through node-postgres (Prisma's adapter included; BEGIN/COMMIT count). Peak RSS is sampled every 50 ms during the
measured window. Data: bench/sql/gen-data.sql (generate_series: 8 categories, 1-3 per talent, 1-6 image rows each, a
request per ten talents; 70 % published).${meta.pgliteOptions ? ` PGlite options for this run: \`${meta.pgliteOptions}\`.` : ""}

${meta.setups.map((line) => `- ${line}`).join("\n")}

${floor.length ? `### Floor without a database\n\n${table(floor)}\n` : ""}
${scales.map((scale) => `### ${scale} talents\n\n${table(rows.filter((row) => row.scale === scale))}\n`).join("\n")}
### Embedded (PGlite) req/s as a share of PostgreSQL's

${ratios(rows, scales)}
`;
}
