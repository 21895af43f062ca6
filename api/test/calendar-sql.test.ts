import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { PrismaClient } from "../src/db/generated/prisma/client";
import { arrangeJob, arrangeTalent, CONFIRM, hold } from "./bookings-scene";
import { startTestApp, type TestApp } from "./helpers";

// The calendar's month view as one statement per list (services/sql/calendar.ts): the calendar
// page's query, how many statements it costs, and that its answer is the one Prisma gives.

let t: TestApp;
let counted: App;
let pool: pg.Pool;
let prisma: PrismaClient;
let statements = 0;
let admin: string;
const talentIds: number[] = [];
let categoryId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  pool = new pg.Pool({ connectionString: t.database.url, max: 4 });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    statements += 1;
    return query(...args);
  }) as typeof pool.query;
  prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  counted = await buildApp({ config: t.config, database: { ...t.database, prisma } });
  await counted.ready();

  const category = await t.prisma.category.create({ data: { name: `Month view ${process.pid}` } });
  categoryId = category.id;
  for (const firstName of ["Ada", "Bea", "Cy"]) talentIds.push((await arrangeTalent(t, { firstName })).id);
  await t.prisma.talent.update({ where: { id: talentIds[0] }, data: { categories: { create: { categoryId } } } });
  await t.prisma.talentImage.createMany({
    data: [
      {
        talentId: talentIds[0]!,
        filename: "a2.jpg",
        sequence: 1,
        storageUrl: "/uploads/images/a2.jpg",
        thumbUrl: "/uploads/images/a2-thumb.webp",
      },
      {
        talentId: talentIds[0]!,
        filename: "a1.jpg",
        sequence: 0,
        storageUrl: "/uploads/images/a1.jpg",
        cardUrl: "/uploads/images/a1-card.webp",
      },
      { talentId: talentIds[0]!, filename: "a0.jpg", sequence: 0, thumbUrl: "/uploads/images/never-stored.webp" },
    ],
  });
  // Two jobs in March (one starting in February), a third in April: by start date, then as made.
  const march = await arrangeJob(t, admin, "2029-03-10", "2029-03-12", "March shoot");
  const edge = await arrangeJob(t, admin, "2029-02-27", "2029-03-01", "Edge shoot");
  await arrangeJob(t, admin, "2029-04-02", "2029-04-02", "April shoot");
  const first = await hold(t, admin, march.id, talentIds[0]!);
  await t.gql(CONFIRM, { id: first.booking.id }, { token: admin });
  await hold(t, admin, march.id, talentIds[1]!);
  await hold(t, admin, edge.id, talentIds[2]!);
  await hold(t, admin, edge.id, talentIds[0]!);
  await t.gql(
    "mutation ($input: BookOutInput!) { createBookOut(input: $input) { id } }",
    { input: { talentId: talentIds[1], startDate: "2029-03-20", endDate: "2029-04-03", note: "Overseas" } },
    { token: admin },
  );
});

afterAll(async () => {
  await counted?.close();
  await prisma?.$disconnect();
  await pool?.end();
  await t?.close();
});

async function run(query: string, variables: Record<string, unknown>) {
  const before = statements;
  const response = await counted.inject({
    method: "POST",
    url: "/graphql",
    payload: { query, variables },
    headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
  });
  const body = response.json() as { data?: Record<string, Array<Record<string, unknown>>>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { count: statements - before, data: body.data! };
}

const MONTH = { from: "2029-03-01", to: "2029-03-31" };
// The calendar page's query (web/src/components/admin/bookings/operations.ts).
const CALENDAR = `query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {
  bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {
    id status optionRank startDate endDate rateCents note overrideReason talentId
    talent { id name } job { id title location startTime endTime } }
  bookOuts(from: $from, to: $to, talentId: $talentId) { id talentId startDate endDate note talent { id name } } }`;
// The same query with a field the statements do not compile: Prisma reads those rows instead.
const THROUGH_PRISMA = CALENDAR.replace(/job \{/, "job { client { id }");

describe("the calendar's month view", () => {
  it("answers the calendar page's query in one statement per list", async () => {
    // A staff request reads its session first, whatever it asks.
    const session = (await run("{ __typename }", {})).count;
    const { count, data } = await run(CALENDAR, MONTH);
    expect(count - session).toBe(2);
    expect(data.bookings!.map((booking) => [(booking.job as { title: string }).title, (booking.talent as { name: string }).name])).toEqual([
      ["Edge shoot", expect.stringMatching(/^Cy /)],
      ["Edge shoot", expect.stringMatching(/^Ada /)],
      ["March shoot", expect.stringMatching(/^Ada /)],
      ["March shoot", expect.stringMatching(/^Bea /)],
    ]);
    expect(data.bookOuts!.map((bookOut) => [bookOut.startDate, bookOut.endDate, bookOut.note])).toEqual([
      ["2029-03-20", "2029-04-03", "Overseas"],
    ]);
  });

  it("answers what Prisma answers, for every filter", async () => {
    const strip = (data: Record<string, Array<Record<string, unknown>>>) =>
      JSON.parse(JSON.stringify(data), (key, value) => (key === "client" ? undefined : value)) as unknown;
    for (const filter of [
      {},
      { talentId: talentIds[0] },
      { categoryId },
      { status: ["CONFIRMED"] },
      { status: ["HOLD"], talentId: talentIds[2] },
    ]) {
      const compiled = await run(CALENDAR, { ...MONTH, ...filter });
      const prismaRead = await run(THROUGH_PRISMA, { ...MONTH, ...filter });
      expect(prismaRead.count, JSON.stringify(filter)).toBeGreaterThan(2);
      expect(strip(compiled.data), JSON.stringify(filter)).toEqual(strip(prismaRead.data));
    }
  });

  it("gives a talent's first stored photo as the thumbnail, and the job's dates as days", async () => {
    const { data } = await run(
      "query ($from: Date!, $to: Date!, $talentId: Int) { bookings(from: $from, to: $to, " +
        "talentId: $talentId) { startDate endDate talent { thumbUrl } } }",
      { ...MONTH, talentId: talentIds[0] },
    );
    expect(data.bookings).toEqual([
      { startDate: "2029-02-27", endDate: "2029-03-01", talent: { thumbUrl: "/uploads/images/a1-card.webp" } },
      { startDate: "2029-03-10", endDate: "2029-03-12", talent: { thumbUrl: "/uploads/images/a1-card.webp" } },
    ]);
  });
});
