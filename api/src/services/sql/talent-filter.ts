import { birthDateBounds } from "#common/age";
import { AGE_RANGE_BOUNDS, HEIGHT_RANGE_BOUNDS, STATES } from "#common/options";
import { placeOfSearch } from "#common/places/regions";
import { type AdminTalentFilter, type TalentFilter } from "#common/schemas";
import { DIRECTORY_CHOICES, DIRECTORY_FILTER_KEYS, type DirectoryChoiceKey } from "#common/directory-filters";
import { Prisma } from "../../db/generated/prisma/client";
import { PUBLIC_TALENT_SQL, PUBLIC_TALENT_WHERE } from "../visibility";
import { containsLiterally, escapeLike, likePattern } from "./like";

export { yearsBefore } from "#common/age";

// The public directory's conditions in SQL (ADR 090): the directory, the public list and the
// profile run as one statement each, so their conditions are SQL too. `t` is the talent row.

/**
 * Talents whose age is within [min, max], in two parts: `dated` judges by the birth date when it is
 * known (common/age.ts birthDateBounds), `undated` by the age as entered when it is not. `alias` is
 * the row holding "birthDate" and "age" (a talent, or a directory entry).
 */
export function ageParts(
  { min, max }: { min: number; max: number | null },
  today: Date,
  alias: Prisma.Sql,
): { dated: Prisma.Sql; undated: Prisma.Sql } {
  const { bornBy, bornAfter } = birthDateBounds({ min, max }, today);
  if (max === null || bornAfter === null) {
    return {
      dated: Prisma.sql`${alias}."birthDate" <= ${bornBy}::date`,
      undated: Prisma.sql`(${alias}."birthDate" IS NULL AND ${alias}."age" >= ${min})`,
    };
  }
  return {
    dated: Prisma.sql`(${alias}."birthDate" <= ${bornBy}::date AND ${alias}."birthDate" > ${bornAfter}::date)`,
    undated: Prisma.sql`(${alias}."birthDate" IS NULL AND ${alias}."age" >= ${min} AND ${alias}."age" <= ${max})`,
  };
}

/** Talents whose age is within [min, max] (see ageParts). */
export function ageSql(bounds: { min: number; max: number | null }, today: Date): Prisma.Sql {
  const { dated, undated } = ageParts(bounds, today, Prisma.raw("t"));
  return Prisma.sql`(${dated} OR ${undated})`;
}

export function heightSql({ min, max }: { min: number | null; max: number | null }): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (min !== null) parts.push(Prisma.sql`t."height" >= ${min}`);
  if (max !== null) parts.push(Prisma.sql`t."height" < ${max}`);
  return parts.length ? Prisma.sql`(${Prisma.join(parts, " AND ")})` : Prisma.sql`TRUE`;
}

/** LIKE treats %, _ and \ as wildcards or escapes; a search means them literally. */

/**
 * The text a visitor's search may look in: first name, suburb, bio and skills, never the last name,
 * lower-cased in a stored column under a trigram index (migration
 * 20261124004500_directory_entries_and_search_text, ADR 090). ILIKE is lower(text) LIKE
 * lower(pattern), so `searchText(pattern)` is the same match without lower-casing every row again.
 */
const searchText = (pattern: string) => Prisma.sql`t."publicSearchText" LIKE lower(${pattern})`;

/** 'Jane D' or 'Jane D.': a public name, first name and last initial. */
const PUBLIC_NAME = /^(\S.*?)\s+(\p{L})\.?$/u;

/**
 * What a visitor's search may match: only what a visitor may see (ADR 033). The last name is
 * private beyond its initial, so it is matched only as the initial of a public name ('Jane D');
 * matching it whole would let anyone recover it letter by letter.
 */
export function publicSearchSql(term: string): Prisma.Sql {
  const text = textSearchSql(term);
  const place = placeSearchSql(term);
  return place ? Prisma.sql`(${text} OR ${place})` : text;
}

/**
 * A term naming a state or a region also finds the talents there (ADR 033): 'VIC', 'Victoria',
 * 'Melbourne'. Only the whole term: 'Vic' inside a bio is the text match's business.
 */
function placeSearchSql(term: string): Prisma.Sql | null {
  const place = placeOfSearch(term);
  if (!place) return null;
  return place.state ? Prisma.sql`t."state" = ${place.state}` : Prisma.sql`t."region" = ${place.region!}`;
}

function textSearchSql(term: string): Prisma.Sql {
  const like = likePattern(term);
  // The searched text joins the fields with line breaks, so a term without one matches it exactly
  // when it is inside one field; a term with one must be checked field by field.
  const fields = term.includes("\n")
    ? Prisma.sql`(${searchText(like)} AND (t."firstName" ILIKE ${like} OR t."suburb" ILIKE ${like}
    OR t."bio" ILIKE ${like} OR EXISTS (SELECT 1 FROM unnest(t."skills") AS skill WHERE skill ILIKE ${like})))`
    : searchText(like);
  const name = PUBLIC_NAME.exec(term);
  if (!name) return fields;
  // The stored public name is the first name, a line break and the last name's first character:
  // this is the first name ILIKE '%first%' and the last name ILIKE 'initial%' (the first part has
  // no line break, so it can only match inside the first name).
  const publicName = `${likePattern(name[1]!.trim())}\n${escapeLike(name[2]!)}`;
  return Prisma.sql`(${fields} OR t."publicNameText" LIKE lower(${publicName}))`;
}

/** The location filter: a state ('VIC') or a region ('greater-melbourne', ADR 033). */
export function locationSql(location: string): Prisma.Sql {
  return (STATES as readonly string[]).includes(location) ? Prisma.sql`t."state" = ${location}` : Prisma.sql`t."region" = ${location}`;
}

const NEWEST_FIRST = Prisma.sql`t."createdAt" DESC, t."id" DESC`;

/**
 * The directory's order: newest first; with a search, the talents the term names first (ADR 033):
 * first names equal to it (or the public name 'Ava K'), then first names starting with it, then the
 * rest, newest first within each. Only the first name ranks: ranking by the last name would tell
 * its letters by the order, as matching it would (ADR 033).
 */
export function directoryOrderSql(filter: TalentFilter): Prisma.Sql {
  return filter.search === null ? NEWEST_FIRST : Prisma.sql`${nameRankSql(filter.search)}, ${NEWEST_FIRST}`;
}

/** 0 for a first name (or public name) equal to the term, 1 for a first name starting with it, else 2. */
function nameRankSql(search: string): Prisma.Sql {
  const term = search.replace(/\s+/g, " ");
  const name = PUBLIC_NAME.exec(term);
  const exact = name
    ? Prisma.sql`t."publicNameText" = lower(${`${name[1]!.trim()}\n${name[2]!}`})`
    : Prisma.sql`lower(t."firstName") = lower(${term})`;
  const prefix = Prisma.sql`lower(t."firstName") LIKE lower(${`${escapeLike(name ? name[1]!.trim() : term)}%`})`;
  return Prisma.sql`CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END`;
}

/**
 * A search naming a place as two sets (ADR 033): the text matches, and the talents of the place
 * the text does not match. A place holds a large share of the talents (a state, an eighth and
 * more), which as one OR condition is a scan of the table for the page and again for the total;
 * apart, the place's talents are a walk of its index newest first (they all rank last: a first
 * name equal to the term or starting with it is a text match) and a count of that index.
 */
export type PlaceSplit = { rest: Prisma.Sql[]; text: Prisma.Sql; place: Prisma.Sql; rank: Prisma.Sql };

export function placeSplitSql(filter: TalentFilter, today: Date = new Date()): PlaceSplit | null {
  if (filter.search === null) return null;
  const place = placeSearchSql(filter.search);
  if (!place) return null;
  return {
    rest: publicTalentSql({ ...filter, search: null }, today),
    text: textSearchSql(filter.search),
    place,
    rank: nameRankSql(filter.search),
  };
}

/**
 * The directory's common questions (a category, with or without a gender and an age band, and
 * nothing else) asked of PublicDirectoryEntry, the trigger-kept public entries (ADR 090): `where`
 * selects a page's entries; the total is the sum of the `counts`, each one index range.
 */
export type DirectoryEntries = { where: Prisma.Sql; counts: Prisma.Sql[] };

/** The filters the entries answer: their own columns and the age from the birth parts they keep. */
const ENTRY_FILTERS = new Set<string>(["categoryId", "gender", "ageRange"]);

export function directoryEntriesSql(filter: TalentFilter, today: Date = new Date()): DirectoryEntries | null {
  if (filter.categoryId === null) return null;
  if (DIRECTORY_FILTER_KEYS.some((key) => !ENTRY_FILTERS.has(key) && filter[key] !== null)) return null;
  const e = Prisma.raw("e");
  const and: Prisma.Sql[] = [Prisma.sql`e."categoryId" = ${filter.categoryId}`];
  if (filter.gender !== null) and.push(Prisma.sql`e."gender" = ${filter.gender}`);
  const where = (extra: Prisma.Sql[] = []) => Prisma.join([...and, ...extra], " AND ");
  if (filter.ageRange === null) return { where: where(), counts: [where()] };
  // Apart, each part of the band is a range of the count index; together they would be a filter.
  const { dated, undated } = ageParts(AGE_RANGE_BOUNDS[filter.ageRange], today, e);
  return { where: where([Prisma.sql`(${dated} OR ${undated})`]), counts: [where([dated]), where([undated])] };
}

/** The directory's question both ways: as conditions on the talents, and from the entries when it can be. */
export function publicDirectory(
  filter: TalentFilter,
  today: Date = new Date(),
): { conditions: Prisma.Sql[]; entries: DirectoryEntries | null; order: Prisma.Sql; split: PlaceSplit | null } {
  return {
    conditions: publicTalentSql(filter, today),
    entries: directoryEntriesSql(filter, today),
    order: directoryOrderSql(filter),
    split: placeSplitSql(filter, today),
  };
}

type PublicDirectory = ReturnType<typeof publicDirectory>;

/**
 * The same question with the talents staff featured first, the most recently featured first, then
 * in its own order (the home page's row of faces, ADR 166). The directory entries and a place
 * search's split answer in their own order, so the rows are asked of the talents themselves.
 */
export function featuredFirst(directory: PublicDirectory): PublicDirectory {
  // featuredAt outlives the flag (as publishedAt does), so it orders the featured only.
  const order = Prisma.sql`t."featured" DESC, CASE WHEN t."featured" THEN t."featuredAt" END DESC NULLS LAST, ${directory.order}`;
  return { ...directory, entries: null, split: null, order };
}

/** The directory's conditions: public talents only, whatever the filter says. */
export function publicTalentSql(filter: TalentFilter, today: Date = new Date()): Prisma.Sql[] {
  const and: Prisma.Sql[] = [PUBLIC_TALENT_SQL];
  if (filter.categoryId !== null) {
    and.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "TalentCategory" ct WHERE ct."talentId" = t."id" AND ct."categoryId" = ${filter.categoryId})`,
    );
  }
  if (filter.ids !== null) and.push(filter.ids.length ? Prisma.sql`t."id" IN (${Prisma.join(filter.ids)})` : Prisma.sql`FALSE`);
  if (filter.search !== null) and.push(publicSearchSql(filter.search));
  for (const { key } of DIRECTORY_CHOICES) {
    const value = filter[key];
    if (value !== null) and.push((CHOICE_SQL[key] as (value: string, today: Date) => Prisma.Sql)(value, today));
  }
  return and;
}

/** Each dropdown filter's condition on the talents: a filter added to the list has to say its own. */
const CHOICE_SQL: { [K in DirectoryChoiceKey]: (value: NonNullable<TalentFilter[K]>, today: Date) => Prisma.Sql } = {
  ageRange: (value, today) => ageSql(AGE_RANGE_BOUNDS[value], today),
  gender: (value) => Prisma.sql`t."gender" = ${value}`,
  location: (value) => locationSql(value),
  eyeColor: (value) => Prisma.sql`t."eyeColor" = ${value}`,
  hairColor: (value) => Prisma.sql`t."hairColor" = ${value}`,
  heightRange: (value) => heightSql(HEIGHT_RANGE_BOUNDS[value]),
};

// Prisma puts `contains` into a LIKE pattern as it is, so wildcards are escaped here.
const contains = containsLiterally;

/** What each status of the staff lists means (see AdminTalent.status). */
export const STATUS_WHERE = {
  published: PUBLIC_TALENT_WHERE,
  approved: { isApproved: true, isPublished: false, publishedAt: null },
  unpublished: { isApproved: true, isPublished: false, publishedAt: { not: null } },
  pending: { isApproved: false, declinedAt: null },
  declined: { isApproved: false, declinedAt: { not: null } },
} satisfies Record<string, Prisma.TalentWhereInput>;

export function adminTalentWhere(filter: AdminTalentFilter): Prisma.TalentWhereInput {
  const and: Prisma.TalentWhereInput[] = [];
  if (filter.search !== null) {
    and.push({
      OR: [
        { firstName: contains(filter.search) },
        { lastName: contains(filter.search) },
        { email: contains(filter.search) },
        { location: contains(filter.search) },
        { suburb: contains(filter.search) },
      ],
    });
  }
  if (filter.status !== null) and.push(STATUS_WHERE[filter.status]);
  if (filter.categoryId !== null) and.push({ categories: { some: { categoryId: filter.categoryId } } });
  if (filter.gender !== null) and.push({ gender: filter.gender });
  return { AND: and };
}
