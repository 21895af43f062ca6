import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { InjectOptions } from "fastify";
import { buildApp } from "../api/src/app";
import { loadConfig } from "../api/src/config";
import { openEmbeddedDatabase, openExternalDatabase, type Database } from "../api/src/db/database";
import { migrate } from "../api/src/db/migrate";
import { seedDemoDataIfEmpty } from "../api/src/db/demo";
import { ensureAdmin } from "../api/src/db/seed";
import { replaceSection } from "./results-file";

// `npm run bench`: times the main operations through the whole HTTP stack (app.inject, no
// network) on the demo data plus generated talents, and writes bench/results.md.
// BENCH_DATABASE_URL runs it against a PostgreSQL server instead of embedded PGlite.

const EXTRA_TALENTS = Number(process.env.BENCH_EXTRA_TALENTS ?? 440);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const CONCURRENCY = 8;

const dataDir = await mkdtemp(path.join(tmpdir(), "talent-bench-"));
const t0 = performance.now();
const database: Database = process.env.BENCH_DATABASE_URL
  ? await openExternalDatabase(process.env.BENCH_DATABASE_URL)
  : await openEmbeddedDatabase();
const opened = performance.now();
await migrate(database.url);
const migrated = performance.now();
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString("hex"), ADMIN_EMAIL: "bench@agency.test", ADMIN_PASSWORD: "bench-password", LOG_LEVEL: "silent" });
await ensureAdmin(database.prisma, config);
await seedDemoDataIfEmpty(database.prisma, config);
const seeded = performance.now();

// More talents, so lists are of a realistic size for a growing agency.
const categories = await database.prisma.category.findMany({ select: { id: true } });
const states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "NT", "ACT"];
for (let i = 0; i < EXTRA_TALENTS; i++) {
  await database.prisma.talent.create({
    data: {
      firstName: `Bench${i}`,
      lastName: `Person${i}`,
      email: `bench${i}@example.com`,
      bio: "A generated talent for the benchmark with a bio long enough to be realistic.",
      state: states[i % states.length],
      gender: i % 2 ? "Female" : "Male",
      height: 150 + (i % 50),
      eyeColor: "brown",
      hairColor: "black",
      birthYear: 1970 + (i % 35),
      birthMonth: 1 + (i % 12),
      birthDay: 1 + (i % 28),
      birthDate: new Date(Date.UTC(1970 + (i % 35), i % 12, 1 + (i % 28))),
      skills: ["Acting", "Dance"],
      isApproved: i % 3 !== 0,
      isPublished: i % 3 === 1,
      categories: { connect: [{ id: categories[i % categories.length]!.id }] },
      images: { create: [{ filename: `bench-${i}.jpg`, sequence: 0, storageUrl: `/uploads/images/bench-${i}.jpg` }] },
    },
  });
}
const app = await buildApp({ config, database });
await app.ready();
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "bench@agency.test", password: "bench-password" } });
const token = login.json().token as string;
const counts = {
  talents: await database.prisma.talent.count(),
  published: await database.prisma.talent.count({ where: { isApproved: true, isPublished: true } }),
};

const gql = (query: string, variables: Record<string, unknown> = {}, auth = false) => ({
  method: "POST" as const,
  url: "/graphql",
  headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  payload: JSON.stringify({ query, variables }),
});
const firstPublished = await database.prisma.talent.findFirst({ where: { isApproved: true, isPublished: true }, select: { id: true } });

const cases: Array<{ name: string; request: InjectOptions }> = [
  { name: "GraphQL categories with talent counts", request: gql("{ categories { id name imageUrl talentCount } }") },
  {
    name: "GraphQL directory, 50 talents with categories and photos",
    request: gql("{ talents(limit: 50) { id firstName lastInitial age state categories { id name } firstImageUrl images { storageUrl sequence } } }"),
  },
  {
    name: "GraphQL directory filtered (state, age band, height band)",
    request: gql(`{ talents(filter: { location: "VIC", ageRange: "26-35", heightRange: "170-180" }) { id firstName firstImageUrl } }`),
  },
  { name: "GraphQL talent profile", request: gql(`query ($id: Int!) { talent(id: $id) { id firstName lastInitial bio skills images { storageUrl } } }`, { id: firstPublished!.id }) },
  {
    name: `GraphQL staff list, all ${counts.talents} talents`,
    request: gql("{ adminTalents(limit: 1000) { id firstName lastName email status createdAt categories { name } } }", {}, true),
  },
  { name: "GraphQL staff search", request: gql(`{ adminTalents(search: "bench1") { id firstName } }`, {}, true) },
  { name: "REST GET /api/talents (visitor)", request: { method: "GET", url: "/api/talents?published=true&approved=true" } },
  { name: "REST GET /api/talents?admin=true (staff)", request: { method: "GET", url: "/api/talents?admin=true", headers: { authorization: `Bearer ${token}` } } },
  { name: "REST GET /api/talent-requests (staff)", request: { method: "GET", url: "/api/talent-requests", headers: { authorization: `Bearer ${token}` } } },
  { name: "REST GET /api/news-updates", request: { method: "GET", url: "/api/news-updates?published=true" } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const rows: string[] = [];
for (const { name, request } of cases) {
  const check = await app.inject(request);
  if (check.statusCode !== 200 || check.body.includes('"errors"')) throw new Error(`${name} failed: ${check.statusCode} ${check.body.slice(0, 300)}`);
  for (let i = 0; i < 5; i++) await app.inject(request); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await app.inject(request);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const batchStart = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY * 5 }, () => app.inject(request)));
  const throughput = (CONCURRENCY * 5) / ((performance.now() - batchStart) / 1000);
  rows.push(
    `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${throughput.toFixed(0)} | ${(check.body.length / 1024).toFixed(1)} |`,
  );
  console.log(rows.at(-1));
}

const report = `## API (npm run bench)

Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version},
database ${database.mode === "embedded" ? "embedded PGlite (in memory)" : "PostgreSQL server"}, ${counts.talents} talents (${counts.published} published).
Each case: ${ROUNDS} sequential requests through the full HTTP stack (Fastify inject: routing, GraphQL parse/validate/execute,
Prisma, the database; no network), then ${CONCURRENCY * 5} concurrent ones for throughput.

Start-up: open database ${(opened - t0).toFixed(0)} ms, migrate ${(migrated - opened).toFixed(0)} ms, demo seed ${(seeded - migrated).toFixed(0)} ms.

| Operation | p50 ms | p95 ms | req/s (concurrent) | answer KB |
|---|---|---|---|---|
${rows.join("\n")}
`;
await replaceSection("api", report);
console.log(`\nWrote the API section of bench/results.md`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
