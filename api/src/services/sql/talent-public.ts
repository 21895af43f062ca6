import { talentField, talentOutputKeys } from "#common/talent-field-keys";
import { readRows } from "../../db/database";
import { type Category, Prisma, type PrismaClient, type Talent } from "../../db/generated/prisma/client";
import { PUBLIC_TALENT_SQL } from "../visibility";
import type { DirectoryEntries, PlaceSplit } from "./talent-filter";

// The public talent reads (directory page, public list, profile) as ONE SQL statement each
// (ADR 090): the page's talents come back as one JSON text holding every public field of
// a talent, shaped as Prisma would shape the rows, and the Pothos fields resolve from them. The
// shape is fixed, not read from the request's selection: a field of the Talent type reads only
// what is here (api/test/public-shape.test.ts asks for every field). Private by construction:
// only the columns listed here reach the statement, the last name leaves the database as its
// first letter only and the birth date not at all (the age is computed in SQL).

// JavaScript's trim() also drops these; the initial must be the letter lastInitial() would find.
const LEADING_SPACE = "^[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+";

const name = (key: string) => Prisma.raw(`'${key}'`);
const col = (alias: string, key: string) => Prisma.raw(`${alias}."${key}"`);
// Prisma answers DateTime columns as instants; the DateTime scalar prints this same ISO text.
const instant = (alias: string, key: string) => Prisma.sql`to_char(${col(alias, key)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// json_build_object takes at most 100 arguments (50 fields): a longer object is joined from parts.
function object(pairs: Array<[string, Prisma.Sql]>): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  for (let start = 0; start < pairs.length; start += 50) {
    const chunk = pairs.slice(start, start + 50).map(([key, value]) => Prisma.sql`${name(key)}, ${value}`);
    parts.push(Prisma.sql`json_build_object(${Prisma.join(chunk)})`);
  }
  return parts.length === 1
    ? parts[0]!
    : Prisma.sql`(${Prisma.join(
        parts.map((part) => Prisma.sql`${part}::jsonb`),
        " || ",
      )})::json`;
}

/** The public talent columns: the field table's public columns (common/talent-fields.ts) and id. */
const PUBLIC_TALENT_COLUMNS = ["id", ...talentOutputKeys("public").filter((key) => talentField(key).column)];

const CATEGORY = object([
  ...["id", "name", "description", "imageUrl"].map((key): [string, Prisma.Sql] => [key, col("c", key)]),
  ["createdAt", instant("c", "createdAt")],
  ["updatedAt", instant("c", "updatedAt")],
]);

// A talent's links to its categories (the join model TalentCategory, ADR 007) in CATEGORY_ORDER
// (visibility.ts): by the category's name.
const CATEGORIES = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('talentId', l."talentId", 'categoryId', l."categoryId",
    'category', ${CATEGORY}) ORDER BY c."name"), '[]'::json)
  FROM "TalentCategory" l JOIN "Category" c ON c."id" = l."categoryId" WHERE l."talentId" = t."id")`;

/** PUBLIC_IMAGES (visibility.ts): the images with a stored file, in gallery order. */
function images(staff: boolean): Prisma.Sql {
  const image = object([
    ...["id", "talentId", "title", "caption", "sequence", "storageUrl", "cardUrl", "thumbUrl"].map((key): [string, Prisma.Sql] => [
      key,
      col("i", key),
    ]),
    // Staff name files after people: a visitor's statement never reads the file name.
    ["filename", staff ? col("i", "filename") : Prisma.sql`NULL`],
    ["createdAt", instant("i", "createdAt")],
    ["updatedAt", instant("i", "updatedAt")],
  ]);
  return Prisma.sql`(SELECT coalesce(json_agg(${image} ORDER BY i."sequence", i."id"), '[]'::json)
    FROM "TalentImage" i WHERE i."talentId" = t."id" AND i."storageUrl" IS NOT NULL)`;
}

/** talentAge() on today's UTC date, in SQL (prisma/sql-functions/15-age.sql): the birth parts stay in the database. */
const ageSql = (today: Date) =>
  Prisma.sql`talent_age(t."birthDay", t."birthMonth", t."birthYear", t."age", ${today.toISOString().slice(0, 10)}::date)`;

/** Every public field of the talent row `t`, as the JSON of the row Prisma would give. */
function talentCardSql({ staff, today }: Required<Options>): Prisma.Sql {
  return object([
    ...PUBLIC_TALENT_COLUMNS.filter((key) => key !== "age").map((key): [string, Prisma.Sql] => [key, col("t", key)]),
    ["lastName", Prisma.sql`left(regexp_replace(t."lastName", ${LEADING_SPACE}, ''), 1)`],
    ["age", ageSql(today)],
    ["birthDay", Prisma.sql`NULL`],
    ["birthMonth", Prisma.sql`NULL`],
    ["birthYear", Prisma.sql`NULL`],
    ["categories", CATEGORIES],
    ["images", images(staff)],
  ]);
}

const whereOf = (conditions: Prisma.Sql[]) => Prisma.join(conditions, " AND ");
const DIRECTORY_ORDER = Prisma.sql`t."createdAt" DESC, t."id" DESC`;
const ENTRY_ORDER = Prisma.sql`e."createdAt" DESC, e."talentId" DESC`;

/**
 * A page's question: its conditions on the talents, the same from the directory entries when it can
 * be asked of them, and its order when not newest first (a search ranks names first, ADR 033).
 */
export type TalentPage = {
  conditions: Prisma.Sql[];
  entries?: DirectoryEntries | null;
  order?: Prisma.Sql;
  /** The same rows as `conditions`, as a search's text matches and its place's talents (ADR 033). */
  split?: PlaceSplit | null;
  limit: number;
  offset: number;
};

type PageParts = { items: boolean; total: boolean };
type Options = { staff: boolean; today?: Date };

/** The statement for one page of public talents, newest first: its rows' JSON and its total, each when asked. */
export function talentPageStatement(page: TalentPage, parts: PageParts, options: Options): Prisma.Sql {
  const where = whereOf(page.conditions);
  const { entries } = page;
  const order = page.order ?? DIRECTORY_ORDER;
  // The entries hold each public talent once per category with its "createdAt": the same rows in
  // the same order, walked on an index of the category's entries newest first (ADR 090).
  const { split } = page;
  const pageRows = entries
    ? Prisma.sql`SELECT e."talentId" AS "id", row_number() OVER (ORDER BY ${ENTRY_ORDER}) AS n FROM "PublicDirectoryEntry" e
    WHERE ${entries.where} ORDER BY ${ENTRY_ORDER} LIMIT ${page.limit} OFFSET ${page.offset}`
    : split
      ? splitPageRows(split, page)
      : Prisma.sql`SELECT t."id", row_number() OVER (ORDER BY ${order}) AS n FROM "Talent" t
    WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const items = parts.items
    ? Prisma.sql`(SELECT coalesce(json_agg(${talentCardSql({ staff: options.staff, today: options.today ?? new Date() })} ORDER BY p.n), '[]'::json)::text
        FROM (${pageRows}) p JOIN "Talent" t ON t."id" = p."id")`
    : Prisma.sql`NULL::text`;
  const counts = entries?.counts.map((part) => Prisma.sql`(SELECT count(*) FROM "PublicDirectoryEntry" e WHERE ${part})`);
  const total = !parts.total
    ? Prisma.sql`NULL::int`
    : counts
      ? Prisma.sql`(${Prisma.join(counts, " + ")})::int`
      : split
        ? Prisma.sql`((SELECT count(*) FROM "Talent" t WHERE ${whereOf([...split.rest, split.place])})
          + (SELECT count(*) FROM "Talent" t WHERE ${whereOf([...split.rest, split.text, Prisma.sql`(${split.place}) IS NOT TRUE`])}))::int`
        : Prisma.sql`(SELECT count(*)::int FROM "Talent" t WHERE ${where})`;
  return Prisma.sql`SELECT ${items} AS "items", ${total} AS "total"`;
}

const SPLIT_ORDER = Prisma.sql`u."rank", u."createdAt" DESC, u."id" DESC`;

/**
 * A place search's page (PlaceSplit): the ranked text matches, and the newest of the place's other
 * talents, only as many as the page can reach, merged in the directory's order.
 */
function splitPageRows({ rest, text, place, rank }: PlaceSplit, page: TalentPage): Prisma.Sql {
  const reach = page.offset + page.limit;
  return Prisma.sql`SELECT u."id", row_number() OVER (ORDER BY ${SPLIT_ORDER}) AS n FROM (
      SELECT t."id", ${rank} AS "rank", t."createdAt" FROM "Talent" t WHERE ${whereOf([...rest, text])}
      UNION ALL
      (SELECT t."id", 2, t."createdAt" FROM "Talent" t WHERE ${whereOf([...rest, place, Prisma.sql`(${text}) IS NOT TRUE`])}
        ORDER BY ${DIRECTORY_ORDER} LIMIT ${reach})
    ) u ORDER BY ${SPLIT_ORDER} LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** One page of public talents (see talentPageStatement): one statement. */
export async function talentPageSql(
  prisma: PrismaClient,
  page: TalentPage,
  parts: PageParts,
  options: Options,
): Promise<{ items: Talent[] | null; total: number | null }> {
  const [row] = await readRows<{ items: string | null; total: number | null }>(prisma, talentPageStatement(page, parts, options));
  // The rows carry every public field, which is all the Pothos fields of Talent read.
  return { items: row!.items === null ? null : (JSON.parse(row!.items) as Talent[]), total: row!.total };
}

/** One page of public talents: one statement. */
export async function publicTalents(prisma: PrismaClient, page: TalentPage, options: { staff: boolean }): Promise<Talent[]> {
  return (await talentPageSql(prisma, page, { items: true, total: false }, options)).items!;
}

/** One public talent, or none when visitors cannot see it: one statement. */
export async function publicTalent(prisma: PrismaClient, id: number, options: { staff: boolean }): Promise<Talent | null> {
  const [talent] = await publicTalents(
    prisma,
    { conditions: [PUBLIC_TALENT_SQL, Prisma.sql`t."id" = ${id}`], limit: 1, offset: 0 },
    options,
  );
  return talent ?? null;
}

/**
 * Talents per category for the categories a request shows: one indexed read of the counts kept on
 * write (the category counters, prisma/sql-functions), where counting relation by relation cost a
 * scan per category. Visitors get the published talents; staff every talent.
 */
export function categoryTalentCountSql(categoryIds: number[], staff: boolean): Prisma.Sql {
  const count = staff ? Prisma.sql`"talents"` : Prisma.sql`"published"`;
  return Prisma.sql`SELECT "categoryId" AS "id", ${count} AS "n" FROM "CategoryTalentCount" WHERE "categoryId" IN (${Prisma.join(categoryIds)})`;
}

export async function categoryTalentCounts(prisma: PrismaClient, categoryIds: number[], staff: boolean): Promise<Map<number, number>> {
  const rows = await readRows<{ id: number; n: number }>(prisma, categoryTalentCountSql(categoryIds, staff));
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** A category row with its count for the audience of the request that read it. */
export type CountedCategory = Category & { talentCountForRequest: number };

/**
 * Every category by name with its talent count for the audience (see categoryTalentCounts), as
 * the rows Prisma would give plus `talentCountForRequest`: the categories query in one statement.
 */
export function categoriesWithCountsSql(staff: boolean): Prisma.Sql {
  const count = staff ? Prisma.sql`n."talents"` : Prisma.sql`n."published"`;
  // Stored as UTC without a zone, as Prisma writes them; said so, pg reads them as the same instants.
  return Prisma.sql`SELECT c."id", c."name", c."description", c."imageUrl",
      c."createdAt" AT TIME ZONE 'UTC' AS "createdAt", c."updatedAt" AT TIME ZONE 'UTC' AS "updatedAt",
      coalesce(${count}, 0)::int AS "talentCountForRequest"
    FROM "Category" c LEFT JOIN "CategoryTalentCount" n ON n."categoryId" = c."id" ORDER BY c."name"`;
}

export function categoriesWithCounts(prisma: PrismaClient, staff: boolean): Promise<CountedCategory[]> {
  return readRows<CountedCategory>(prisma, categoriesWithCountsSql(staff));
}
