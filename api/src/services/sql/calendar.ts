import { readRows } from "../../db/database";
import { Prisma, type PrismaClient } from "../../db/generated/prisma/client";
import { ALL_IMAGES } from "../visibility";
import { column, type CompileContext, day, instant, type Model, objectSql, type PlannedQuery } from "./compile-selection";

// The calendar's reads (the month view: bookings with their job and talent, and book-outs) as one
// SQL statement each, compiled from the Pothos plan as the public reads are (ADR 090, ADR 159).
// Read through Prisma, a month of 1,100 bookings cost five statements and most of the time went on
// Prisma shaping the rows. The types are planned in `select` mode, so a field added to them later
// that these models do not list answers null here, and the rows are read through Prisma instead.

const columns = (names: string[]) => Object.fromEntries(names.map((name) => [name, column(name)]));

const THUMB: Model = { columns: columns(["id", "thumbUrl", "cardUrl", "storageUrl"]), relations: {} };

const TALENT: Model = {
  columns: columns(["id", "firstName", "lastName", "email", "imageUrl", "headshotUrl"]),
  relations: {
    // BookingTalent.thumbUrl: the first stored photo (api/src/schema/booking.ts).
    images: {
      model: THUMB,
      args: { ...ALL_IMAGES, where: { storageUrl: { not: null } }, take: 1 },
      from: (alias, parent) =>
        Prisma.sql`(SELECT * FROM "TalentImage" i WHERE i."talentId" = ${parent}."id" AND i."storageUrl" IS NOT NULL
          ORDER BY i."sequence", i."id" LIMIT 1) ${alias}`,
      orderBy: (alias) => Prisma.sql`${alias}."sequence", ${alias}."id"`,
    },
  },
};

const JOB: Model = {
  columns: {
    ...columns(["id", "title", "clientId", "requestId", "location", "notes", "startTime", "endTime"]),
    startDate: day("startDate"),
    endDate: day("endDate"),
    createdAt: instant("createdAt"),
    updatedAt: instant("updatedAt"),
  },
  relations: {},
};

const talentOf = {
  model: TALENT,
  args: {},
  one: true as const,
  from: (alias: Prisma.Sql, parent: Prisma.Sql) => Prisma.sql`"Talent" ${alias} WHERE ${alias}."id" = ${parent}."talentId"`,
};

const BOOKING: Model = {
  columns: {
    ...columns(["id", "status", "optionRank", "rateCents", "note", "sharedWithTalent", "overrideReason", "talentId", "jobId"]),
    createdAt: instant("createdAt"),
    updatedAt: instant("updatedAt"),
  },
  relations: {
    talent: talentOf,
    job: { model: JOB, args: {}, one: true, from: (alias, parent) => Prisma.sql`"Job" ${alias} WHERE ${alias}."id" = ${parent}."jobId"` },
  },
};

const BOOK_OUT: Model = {
  columns: {
    ...columns(["id", "talentId", "note"]),
    startDate: day("startDate"),
    endDate: day("endDate"),
    createdAt: instant("createdAt"),
  },
  relations: { talent: talentOf },
};

export type CalendarRange = { from: string; to: string; talentId?: number | null; categoryId?: number | null; status?: string[] | null };

const touching = (alias: Prisma.Sql, { from, to }: CalendarRange) =>
  Prisma.sql`${alias}."startDate" <= ${to}::date AND ${alias}."endDate" >= ${from}::date`;
const inCategory = (talentId: Prisma.Sql, categoryId: number) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "_CategoryToTalent" l WHERE l."B" = ${talentId} AND l."A" = ${categoryId})`;

async function compiledRows<T>(
  prisma: PrismaClient,
  model: Model,
  query: unknown,
  from: (body: Prisma.Sql) => Prisma.Sql,
): Promise<T[] | null> {
  const ctx: CompileContext = { staff: true, today: new Date(), aliases: 0 };
  const body = objectSql(model, query as PlannedQuery, Prisma.raw("b"), ctx);
  if (!body) return null;
  const [row] = await readRows<{ rows: string }>(prisma, from(body));
  return JSON.parse(row!.rows) as T[];
}

/**
 * The bookings whose job touches the range, by job start date, shaped by the Pothos plan `query`;
 * null when the plan names something the models above do not list.
 */
export function calendarBookings<T>(prisma: PrismaClient, query: unknown, range: CalendarRange): Promise<T[] | null> {
  const conditions = [
    // The month's jobs first, as an array the index on "jobId" is walked with: a join let the planner
    // guess thousands of jobs for a month and scan every booking (ADR 159).
    Prisma.sql`b."jobId" = ANY (ARRAY(SELECT j."id" FROM "Job" j WHERE ${touching(Prisma.raw("j"), range)}))`,
    ...(range.talentId ? [Prisma.sql`b."talentId" = ${range.talentId}`] : []),
    ...(range.status?.length ? [Prisma.sql`b."status" IN (${Prisma.join(range.status)})`] : []),
    ...(range.categoryId ? [inCategory(Prisma.sql`b."talentId"`, range.categoryId)] : []),
  ];
  return compiledRows<T>(
    prisma,
    BOOKING,
    query,
    (body) => Prisma.sql`SELECT coalesce(json_agg(${body} ORDER BY o."startDate", o."id", b."id"), '[]'::json)::text AS "rows"
      FROM "Booking" b JOIN "Job" o ON o."id" = b."jobId" WHERE ${Prisma.join(conditions, " AND ")}`,
  );
}

/** The book-outs touching the range, by start date, shaped by `query`; null as calendarBookings. */
export function calendarBookOuts<T>(prisma: PrismaClient, query: unknown, range: CalendarRange): Promise<T[] | null> {
  const conditions = [touching(Prisma.raw("b"), range), ...(range.talentId ? [Prisma.sql`b."talentId" = ${range.talentId}`] : [])];
  return compiledRows<T>(
    prisma,
    BOOK_OUT,
    query,
    (body) => Prisma.sql`SELECT coalesce(json_agg(${body} ORDER BY b."startDate", b."id"), '[]'::json)::text AS "rows"
      FROM "BookOut" b WHERE ${Prisma.join(conditions, " AND ")}`,
  );
}
