import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { openEmbeddedDatabase, openExternalDatabase, type Database } from "../api/src/db/database";
import { migrate } from "../api/src/db/migrate";
import { staffChangeStamp } from "../api/src/services/sql/talent-staff";
import { replaceSection } from "./results-file";

// `npx tsx bench/change-stamp.ts`: the staff change stamp that every open staff screen asks for
// each second or two (ADR 080), on a grown outbox and many package picks, because it now reads
// the outbox and the picks too. Bounded: a few thousand rows, a few hundred reads.
// BENCH_DATABASE_URL runs it against a PostgreSQL server instead of embedded PGlite.

const EMAILS = Number(process.env.BENCH_EMAILS ?? 20_000);
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 200);
const TALENTS_PER_PACKAGE = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const database: Database = process.env.BENCH_DATABASE_URL
  ? await openExternalDatabase(process.env.BENCH_DATABASE_URL)
  : await openEmbeddedDatabase();
await migrate(database.url);
const prisma = database.prisma;

async function time(label: string): Promise<string> {
  await staffChangeStamp(prisma);
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await staffChangeStamp(prisma);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  return `| ${label} | ${at(0.5)} | ${at(0.95)} |`;
}

const rows: string[] = [await time("empty database")];

const talents = await Promise.all(
  Array.from({ length: TALENTS_PER_PACKAGE }, (_, i) =>
    prisma.talent.create({
      data: { firstName: `Bench${i}`, lastName: "Talent", email: `bench${i}@bench.test`, isApproved: true, isPublished: true },
      select: { id: true },
    }),
  ),
);
const statuses = ["sent", "sent", "sent", "failed", "queued"];
for (let done = 0; done < EMAILS; done += 1000) {
  await prisma.outboxEmail.createMany({
    data: Array.from({ length: Math.min(1000, EMAILS - done) }, (_, i) => {
      const status = statuses[(done + i) % statuses.length]!;
      return {
        template: "contact-message",
        toAddress: "agency@bench.test",
        subject: "Bench",
        body: "Bench",
        status,
        sentAt: status === "sent" ? new Date() : null,
        failedAt: status === "failed" ? new Date() : null,
        nextAttemptAt: new Date(Date.now() + ((done + i) % 600) * 1000),
      };
    }),
  });
}
for (let p = 0; p < PACKAGES; p++) {
  await prisma.clientPackage.create({
    data: {
      tokenHash: `bench-${p}`,
      title: "Bench",
      clientName: "Bench",
      clientEmail: "client@bench.test",
      expiresAt: new Date(Date.now() + 86_400_000),
      talents: {
        create: talents.map((talent, position) => ({
          talentId: talent.id,
          position,
          pick: position % 2 ? "yes" : null,
          pickedAt: position % 2 ? new Date() : null,
        })),
      },
      views: { create: [{}, {}] },
    },
  });
}
rows.push(await time(`${EMAILS} e-mails, ${PACKAGES} packages (${PACKAGES * TALENTS_PER_PACKAGE} picks rows)`));

const content = `## Staff change stamp (npx tsx bench/change-stamp.ts)

Run on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, Node ${process.version}, database ${process.env.BENCH_DATABASE_URL ? "PostgreSQL server" : "embedded PGlite (in memory)"}.
${ROUNDS} sequential reads of \`staffChangeStamp\` (the SQL only, no HTTP) after one warm-up read; milliseconds.

| Data | p50 | p95 |
| --- | --- | --- |
${rows.join("\n")}`;
await replaceSection("change-stamp", content);
console.log(content);
await database.close();
