import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TALENT_STATUSES, type TalentStatus } from "../../common/options";
import type { Database } from "../src/db/database";
import { Prisma } from "../src/db/generated/prisma/client";
import { migrate } from "../src/db/migrate";
import { talentStatus } from "../src/schema/talent-fields";
import { STATUS_SQL, TAB_SQL } from "../src/services/sql/talent-staff";
import { isPublicTalent, PUBLIC_TALENT_SQL, PUBLIC_TALENT_WHERE } from "../src/services/visibility";
import { openTestDatabase } from "./helpers";

// What a visitor may see of a talent is defined once, PUBLIC_TALENT_WHERE (services/visibility.ts):
// the hand-written SQL and the TypeScript predicate are made from it. What cannot be made from it
// is held to it here: the triggers' function talent_is_public (prisma/sql-functions) and the
// predicates of partial indexes; and a talent's status (talentStatus) to the staff lists' SQL. A
// talent in every combination of the state columns is written here, and each form must pick
// exactly the talents the source picks; an edit to one form alone fails here.

let database: Database;
type Row = { id: number; isApproved: boolean; isPublished: boolean; publishedAt: Date | null; declinedAt: Date | null };
const rows: Row[] = [];
let categoryId: number;

const when = new Date("2026-01-02T03:04:05Z");

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.url);
  categoryId = (await database.prisma.category.create({ data: { name: "One home" } })).id;
  let made = 0;
  for (const isApproved of [false, true])
    for (const isPublished of [false, true])
      for (const publishedAt of [null, when])
        for (const declinedAt of [null, when]) {
          made += 1;
          const row = await database.prisma.talent.create({
            data: {
              firstName: `Home${made}`,
              lastName: "Rule",
              email: `home${made}@example.com`,
              gender: "Female",
              isApproved,
              isPublished,
              publishedAt,
              declinedAt,
              categories: { create: [{ categoryId }] },
            },
            select: { id: true, isApproved: true, isPublished: true, publishedAt: true, declinedAt: true },
          });
          rows.push(row);
        }
});
afterAll(async () => {
  await database?.close();
});

const ids = () => rows.map((row) => row.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function idsWhere(condition: Prisma.Sql): Promise<number[]> {
  const found = await database.prisma.$queryRaw<Array<{ id: number }>>(
    Prisma.sql`SELECT t."id" FROM "Talent" t WHERE t."id" = ANY(${ids()}) AND ${condition}`,
  );
  return sorted(found.map((row) => row.id));
}

const withStatus = (...statuses: TalentStatus[]) => sorted(rows.filter((row) => statuses.includes(talentStatus(row))).map((row) => row.id));

describe("public visibility, said once and held everywhere", () => {
  it("the combinations cover a visible talent and an invisible one", () => {
    expect(withStatus("published").length).toBeGreaterThan(0);
    expect(withStatus("published").length).toBeLessThan(rows.length);
  });

  it("the Prisma filter picks the published talents", async () => {
    const found = await database.prisma.talent.findMany({ where: { id: { in: ids() }, ...PUBLIC_TALENT_WHERE }, select: { id: true } });
    expect(sorted(found.map((row) => row.id))).toEqual(withStatus("published"));
  });

  it("the directory's SQL condition and the predicate pick the same talents", async () => {
    expect(await idsWhere(PUBLIC_TALENT_SQL)).toEqual(withStatus("published"));
    expect(sorted(rows.filter((row) => isPublicTalent(row)).map((row) => row.id))).toEqual(withStatus("published"));
  });

  it("the triggers' talent_is_public picks the same talents", async () => {
    expect(await idsWhere(Prisma.sql`talent_is_public(t."isApproved", t."isPublished")`)).toEqual(withStatus("published"));
  });

  it("the triggers keep directory entries and public counts for the same talents", async () => {
    const entries = await database.prisma.$queryRaw<Array<{ talentId: number }>>(
      Prisma.sql`SELECT "talentId" FROM "PublicDirectoryEntry" WHERE "categoryId" = ${categoryId}`,
    );
    expect(sorted(entries.map((row) => row.talentId))).toEqual(withStatus("published"));
    const [counted] = await database.prisma.$queryRaw<Array<{ talents: number; published: number }>>(
      Prisma.sql`SELECT "talents", "published" FROM "CategoryTalentCount" WHERE "categoryId" = ${categoryId}`,
    );
    expect(counted).toEqual({ talents: rows.length, published: withStatus("published").length });
  });

  it("every partial index on talents that is limited to public rows names the same talents", async () => {
    const predicates = await database.prisma.$queryRaw<Array<{ name: string; predicate: string }>>(Prisma.sql`
      SELECT c.relname AS name, pg_get_expr(i.indpred, i.indrelid) AS predicate
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = '"Talent"'::regclass AND i.indpred IS NOT NULL`);
    const publicOnes = predicates.filter(({ predicate }) => predicate.includes("isPublished"));
    expect(publicOnes.length, "the public search indexes are partial").toBeGreaterThan(0);
    for (const { name, predicate } of publicOnes) {
      // The predicate names columns without an alias; the talents' own table is `t` here.
      expect(await idsWhere(Prisma.raw(`(SELECT ${predicate} FROM "Talent" WHERE "Talent"."id" = t."id")`)), name).toEqual(
        withStatus("published"),
      );
    }
  });
});

describe("talent status, said once and held everywhere", () => {
  it.each(TALENT_STATUSES)("the staff lists' SQL for %s picks the talents talentStatus names so", async (status) => {
    expect(await idsWhere(STATUS_SQL[status])).toEqual(withStatus(status));
  });

  it("each talent has exactly one status, and every status is reached", () => {
    const reached = new Set(rows.map((row) => talentStatus(row)));
    expect([...reached].sort()).toEqual([...TALENT_STATUSES].sort());
  });

  it("the Talent Management tabs are unions of statuses", async () => {
    expect(await idsWhere(TAB_SQL.PUBLISHED)).toEqual(withStatus("published"));
    expect(await idsWhere(TAB_SQL.APPROVED)).toEqual(withStatus("approved", "unpublished"));
    expect(await idsWhere(TAB_SQL.PENDING)).toEqual(withStatus("pending"));
    expect(await idsWhere(TAB_SQL.DECLINED)).toEqual(withStatus("declined"));
  });
});
