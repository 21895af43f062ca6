import type { TalentStatus } from "#common/options";
import type { AdminTalentFilter } from "#common/schemas";
import { Prisma, type PrismaClient } from "../../db/generated/prisma/client";
import { PUBLIC_TALENT_SQL } from "../visibility";
import { likePattern } from "./like";

// The staff talent lists in SQL: conditions, one counting statement and one page of ids. Written
// by hand because sorting by name without regard to case, and by a talent's first category,
// cannot be said in a Prisma query, and every status count must come from one pass over the table.

/** The Talent Management tabs: Approved holds every approved talent not on the site now. */
export type TalentTab = "PUBLISHED" | "APPROVED" | "PENDING" | "DECLINED";
export type StaffSort = "NAME" | "CATEGORY" | "SUBMITTED" | "PUBLISHED";

/** Each status as SQL; api/test/one-home-rules.test.ts holds it to `talentStatus`. */
export const STATUS_SQL: Record<TalentStatus, Prisma.Sql> = {
  published: Prisma.sql`(${PUBLIC_TALENT_SQL})`,
  approved: Prisma.sql`(t."isApproved" AND NOT t."isPublished" AND t."publishedAt" IS NULL)`,
  unpublished: Prisma.sql`(t."isApproved" AND NOT t."isPublished" AND t."publishedAt" IS NOT NULL)`,
  pending: Prisma.sql`(NOT t."isApproved" AND t."declinedAt" IS NULL)`,
  declined: Prisma.sql`(NOT t."isApproved" AND t."declinedAt" IS NOT NULL)`,
};

export const TAB_SQL: Record<TalentTab, Prisma.Sql> = {
  PUBLISHED: STATUS_SQL.published,
  APPROVED: Prisma.sql`(t."isApproved" AND NOT t."isPublished")`,
  PENDING: STATUS_SQL.pending,
  DECLINED: STATUS_SQL.declined,
};

/**
 * What narrows a list before it is split by status: the search (first or last name, the full
 * name, e-mail, street address, suburb), the category and the gender.
 */
export function baseConditions(filter: Omit<AdminTalentFilter, "status">): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filter.search !== null) {
    const like = likePattern(filter.search);
    conditions.push(Prisma.sql`(t."firstName" ILIKE ${like} OR t."lastName" ILIKE ${like}
      OR (t."firstName" || ' ' || t."lastName") ILIKE ${like} OR t."email" ILIKE ${like}
      OR t."location" ILIKE ${like} OR t."suburb" ILIKE ${like})`);
  }
  if (filter.categoryId !== null) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "TalentCategory" ct WHERE ct."talentId" = t."id" AND ct."categoryId" = ${filter.categoryId})`,
    );
  }
  if (filter.gender !== null) conditions.push(Prisma.sql`t."gender" = ${filter.gender}`);
  return conditions;
}

/** The status and tab conditions that pick the list's rows out of the base. */
export function selectionConditions(status: TalentStatus | null, tab: TalentTab | null): Prisma.Sql[] {
  return [...(status ? [STATUS_SQL[status]] : []), ...(tab ? [TAB_SQL[tab]] : [])];
}

const whereOf = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

export type StatusCounts = { total: number } & Record<TalentStatus, number>;

/**
 * Talents per status within the base conditions, and how many of them the selection keeps: one
 * statement, one pass.
 */
export async function countTalents(
  prisma: PrismaClient,
  base: Prisma.Sql[],
  selection: Prisma.Sql[] = [],
): Promise<StatusCounts & { matching: number }> {
  const matching = selection.length ? Prisma.join(selection, " AND ") : Prisma.sql`TRUE`;
  const [row] = await prisma.$queryRaw<Array<StatusCounts & { matching: number }>>`
    SELECT count(*)::int AS "total",
      (count(*) FILTER (WHERE ${STATUS_SQL.pending}))::int AS "pending",
      (count(*) FILTER (WHERE ${STATUS_SQL.approved}))::int AS "approved",
      (count(*) FILTER (WHERE ${STATUS_SQL.published}))::int AS "published",
      (count(*) FILTER (WHERE ${STATUS_SQL.unpublished}))::int AS "unpublished",
      (count(*) FILTER (WHERE ${STATUS_SQL.declined}))::int AS "declined",
      (count(*) FILTER (WHERE ${matching}))::int AS "matching"
    FROM "Talent" t ${whereOf(base)}`;
  return row!;
}

function orderBy(sort: StaffSort, direction: "ASC" | "DESC"): Prisma.Sql {
  const dir = Prisma.raw(direction);
  const byName = (d: Prisma.Sql) => Prisma.sql`lower(t."lastName") ${d}, lower(t."firstName") ${d}, t."id" ${d}`;
  switch (sort) {
    case "NAME":
      return byName(dir);
    case "CATEGORY":
      // The first category by name; talents without one come last either way, then by name.
      return Prisma.sql`(SELECT lower(c."name") FROM "TalentCategory" ct JOIN "Category" c ON c."id" = ct."categoryId"
        WHERE ct."talentId" = t."id" ORDER BY c."name" LIMIT 1) ${dir} NULLS LAST, ${byName(Prisma.raw("ASC"))}`;
    case "PUBLISHED":
      return Prisma.sql`t."publishedAt" ${dir} NULLS LAST, t."id" ${dir}`;
    case "SUBMITTED":
      return Prisma.sql`t."createdAt" ${dir}, t."id" ${dir}`;
  }
}

/** The ids of one page of the list, in order. */
export async function pageOfIds(
  prisma: PrismaClient,
  conditions: Prisma.Sql[],
  sort: StaffSort,
  direction: "ASC" | "DESC",
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`
    SELECT t."id" FROM "Talent" t ${whereOf(conditions)}
    ORDER BY ${orderBy(sort, direction)} LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((row) => row.id);
}

/**
 * A stamp that changes whenever anything a staff list shows may have changed: a staff change (the
 * activity log), a talent written by anyone (public submissions included), a talent deleted, a
 * request sent or handled, a contact message sent or read, a client's pick in a package or an
 * opening of its link, an e-mail's delivery moving on (sent, failed, or retried with a new reason).
 * Staff screens poll it and reload their lists only when it moves. The outbox parts are ones its
 * indexes answer (a delivery always changes the pending count, or the newest id when another
 * message arrives in the same poll; a retry moves the next attempt), as the outbox only grows;
 * picks are read from PackageTalent itself, a table of a few dozen rows per package.
 */
export async function staffChangeStamp(prisma: PrismaClient): Promise<string> {
  const [row] = await prisma.$queryRaw<Array<Record<string, unknown>>>`
    SELECT (SELECT max("id") FROM "ActivityLog") AS "activity",
      (SELECT max("updatedAt") FROM "Talent") AS "talentUpdated",
      (SELECT count(*) FROM "Talent") AS "talents",
      (SELECT max("updatedAt") FROM "TalentRequest") AS "requestUpdated",
      (SELECT count(*) FROM "TalentRequest") AS "requests",
      (SELECT max("id") FROM "ContactMessage") AS "messages",
      (SELECT count(*) FROM "ContactMessage" WHERE "readAt" IS NULL) AS "unreadMessages",
      (SELECT max("pickedAt") FROM "PackageTalent") AS "picked",
      (SELECT max("id") FROM "PackageView") AS "packageViews",
      (SELECT max("id") FROM "OutboxEmail") AS "emails",
      (SELECT count(*) FROM "OutboxEmail" WHERE "status" IN ('queued', 'sending')) AS "emailsPending",
      (SELECT max("nextAttemptAt") FROM "OutboxEmail" WHERE "status" IN ('queued', 'sending')) AS "emailsNextAttempt"`;
  return Object.values(row!)
    .map((value) => (value instanceof Date ? value.getTime() : String(value ?? 0)))
    .join(".");
}
