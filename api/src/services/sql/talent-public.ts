import { talentField, talentOutputKeys } from "../../../../common";
import { readRows } from "../../db/database";
import { Prisma, type PrismaClient, type Talent } from "../../db/generated/prisma/client";
import { CATEGORY_ORDER, PUBLIC_IMAGES } from "../visibility";
import { column, type CompileContext, instant, type Model, nothing, objectSql, type PlannedQuery } from "./compile-selection";
import type { DirectoryEntries, PlaceSplit } from "./talent-filter";

// The public talent reads (directory page, public list, profile) as ONE SQL statement each
// (ADR 090): the selection Pothos plans for the request is compiled into json_build_object /
// json_agg, so the rows come back as one JSON text shaped as Prisma would have shaped them and the
// same Pothos fields resolve from them. Private by construction: only the columns listed here can
// reach the statement, the last name leaves the database as its first letter only and the birth
// date not at all (the age is computed in SQL). A selection this cannot say (a relation or column
// not listed) answers null, and the caller asks Prisma for those rows by id instead.

/** What the talent resolvers hand over: Pothos' plan for the Talent rows. */
export type TalentQuery = { select?: Prisma.TalentSelect | null; include?: Prisma.TalentInclude | null };

// JavaScript's trim() also drops these; the initial must be the letter lastInitial() would find.
const LEADING_SPACE = "^[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+";

/** The public talent columns: the field table's public columns (common/talent-fields.ts) and id. */
const PUBLIC_TALENT_COLUMNS = Object.fromEntries(
  ["id", ...talentOutputKeys("public").filter((key) => talentField(key).column)].map((key) => [key, column(key)]),
);

const CATEGORY: Model = {
  columns: {
    id: column("id"),
    name: column("name"),
    description: column("description"),
    imageUrl: column("imageUrl"),
    createdAt: instant("createdAt"),
    updatedAt: instant("updatedAt"),
  },
  relations: {},
};

/** The category a link's order reads, joined beside the link (see TALENT's categories). */
const orderingCategory = (link: Prisma.Sql) => Prisma.raw(`${link.sql}_category`);

// A talent's link to a category (the join model TalentCategory, ADR 007): Talent.categories plans
// the links in CATEGORY_ORDER, each with `category` as the request selects it, and categoryIds
// plans their categoryId.
const CATEGORY_LINK: Model = {
  columns: { talentId: column("talentId"), categoryId: column("categoryId") },
  relations: {
    category: {
      model: CATEGORY,
      args: {},
      one: true,
      from: (alias, link) => Prisma.sql`"Category" ${alias} WHERE ${alias}."id" = ${link}."categoryId"`,
    },
  },
};

const IMAGE: Model = {
  columns: {
    ...Object.fromEntries(
      ["id", "talentId", "title", "caption", "sequence", "storageUrl", "cardUrl", "thumbUrl"].map((key) => [key, column(key)]),
    ),
    // Staff name files after people: a visitor's statement never reads the file name.
    filename: (alias, ctx) => (ctx.staff ? column("filename")(alias, ctx) : Prisma.sql`NULL`),
    createdAt: instant("createdAt"),
    updatedAt: instant("updatedAt"),
  },
  relations: {},
};

const TALENT: Model = {
  columns: {
    ...PUBLIC_TALENT_COLUMNS,
    lastName: (alias) => Prisma.sql`left(regexp_replace(${alias}."lastName", ${LEADING_SPACE}, ''), 1)`,
    // The age as talentAge() gives it, on today's UTC date; the birth parts stay in the database.
    age: (alias, { today }) => {
      const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
      return Prisma.sql`CASE WHEN ${alias}."birthDay" IS NOT NULL AND ${alias}."birthMonth" IS NOT NULL AND ${alias}."birthYear" IS NOT NULL
        THEN ${y}::int - ${alias}."birthYear" - CASE WHEN (${m}::int, ${d}::int) < (${alias}."birthMonth", ${alias}."birthDay") THEN 1 ELSE 0 END
        ELSE ${alias}."age" END`;
    },
    birthDay: nothing,
    birthMonth: nothing,
    birthYear: nothing,
  },
  relations: {
    categories: {
      model: CATEGORY_LINK,
      args: CATEGORY_ORDER,
      from: (alias, parent) =>
        Prisma.sql`"TalentCategory" ${alias} JOIN "Category" ${orderingCategory(alias)} ON ${orderingCategory(alias)}."id" = ${alias}."categoryId"
          WHERE ${alias}."talentId" = ${parent}."id"`,
      orderBy: (alias) => Prisma.sql`${orderingCategory(alias)}."name"`,
    },
    images: {
      model: IMAGE,
      args: PUBLIC_IMAGES,
      from: (alias, parent) =>
        Prisma.sql`"TalentImage" ${alias} WHERE ${alias}."talentId" = ${parent}."id" AND ${alias}."storageUrl" IS NOT NULL`,
      orderBy: (alias) => Prisma.sql`${alias}."sequence", ${alias}."id"`,
    },
  },
};

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
type Row = Record<string, unknown>;

type PageParts = { query?: TalentQuery; total: boolean };
type Options = { staff: boolean; today?: Date };

/**
 * The statement for one page of public talents, newest first, with the total when asked. Its
 * `items` is the JSON of the rows shaped by `query`, or of their ids when the selection cannot be
 * compiled (`compiled` false: Prisma then reads the rows, one more statement).
 */
export function talentPageStatement(page: TalentPage, parts: PageParts, options: Options): { statement: Prisma.Sql; compiled: boolean } {
  const ctx: CompileContext = { staff: options.staff, today: options.today ?? new Date(), aliases: 0 };
  const body = parts.query ? objectSql(TALENT, parts.query as PlannedQuery, Prisma.raw("t"), ctx) : null;
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
  const items = parts.query
    ? Prisma.sql`(SELECT coalesce(json_agg(${body ?? Prisma.sql`p."id"`} ORDER BY p.n), '[]'::json)::text
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
  return { statement: Prisma.sql`SELECT ${items} AS "items", ${total} AS "total"`, compiled: body !== null };
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
): Promise<{ items: Row[] | null; ids: number[] | null; total: number | null }> {
  const { statement, compiled } = talentPageStatement(page, parts, options);
  const [row] = await readRows<{ items: string | null; total: number | null }>(prisma, statement);
  const parsed = row!.items === null ? null : (JSON.parse(row!.items) as unknown[]);
  return {
    items: compiled && parsed ? (parsed as Row[]) : null,
    ids: !compiled && parsed ? (parsed as number[]) : null,
    total: row!.total,
  };
}

/** The rows of `ids` read by Prisma with the planned query, in the order of `ids`. */
export async function rowsByPrisma(prisma: PrismaClient, query: TalentQuery, ids: number[]): Promise<Talent[]> {
  const rows = (await prisma.talent.findMany({ ...(query as object), where: { id: { in: ids } } })) as Talent[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of public talents shaped by `query`: one statement, two when Prisma must read the rows. */
export async function publicTalents(
  prisma: PrismaClient,
  page: TalentPage,
  query: TalentQuery,
  options: { staff: boolean },
): Promise<Talent[]> {
  const result = await talentPageSql(prisma, page, { query, total: false }, options);
  // The rows carry only the planned fields, which is all the Pothos fields read.
  return result.items ? (result.items as Talent[]) : rowsByPrisma(prisma, query, result.ids!);
}

/**
 * Talents per category for the categories a request shows: one indexed read of the counts kept on
 * write (migration 20261123220500_category_talent_counters), where counting relation by relation
 * cost a scan per category. Visitors get the published talents; staff every talent.
 */
export function categoryTalentCountSql(categoryIds: number[], staff: boolean): Prisma.Sql {
  const count = staff ? Prisma.sql`"talents"` : Prisma.sql`"published"`;
  return Prisma.sql`SELECT "categoryId" AS "id", ${count} AS "n" FROM "CategoryTalentCount" WHERE "categoryId" IN (${Prisma.join(categoryIds)})`;
}

/**
 * Every category by name with its talent count for the audience (see categoryTalentCountSql), as
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
