import { AGE_RANGE_BOUNDS, HEIGHT_RANGE_BOUNDS, type AdminTalentFilter, type TalentFilter } from "../../../common";
import { Prisma } from "../db/generated/prisma/client";

/** The calendar day `years` years before `today` (UTC); 29 February falls back to the 28th. */
export function yearsBefore(today: Date, years: number): Date {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The public directory's conditions in SQL (ADR 090): the directory, the public list and the
// profile run as one statement each, so their conditions are SQL too. `t` is the talent row.

/** A talent exists for visitors only when it is both approved and published (visibility.ts). */
export const PUBLIC_TALENT_SQL = Prisma.sql`t."isApproved" AND t."isPublished"`;

/**
 * Talents whose age is within [min, max]: judged by the birth date when it is known (someone is at
 * least `min` when born on or before `min` years ago, and at most `max` when born after `max + 1`
 * years ago), otherwise by the age as entered.
 */
export function ageSql({ min, max }: { min: number; max: number | null }, today: Date): Prisma.Sql {
  const bornBy = isoDay(yearsBefore(today, min));
  if (max === null) {
    return Prisma.sql`(t."birthDate" <= ${bornBy}::date OR (t."birthDate" IS NULL AND t."age" >= ${min}))`;
  }
  const bornAfter = isoDay(yearsBefore(today, max + 1));
  return Prisma.sql`((t."birthDate" <= ${bornBy}::date AND t."birthDate" > ${bornAfter}::date)
    OR (t."birthDate" IS NULL AND t."age" >= ${min} AND t."age" <= ${max}))`;
}

export function heightSql({ min, max }: { min: number | null; max: number | null }): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (min !== null) parts.push(Prisma.sql`t."height" >= ${min}`);
  if (max !== null) parts.push(Prisma.sql`t."height" < ${max}`);
  return parts.length ? Prisma.sql`(${Prisma.join(parts, " AND ")})` : Prisma.sql`TRUE`;
}

/** LIKE treats %, _ and \ as wildcards or escapes; a search means them literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, "\\$&");
const likePattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * The text a visitor's search may look in, as the trigram index holds it (migration
 * 20261123213000_public_search_trigram): first name, suburb, bio and skills, never the last name.
 * Matching it narrows by the index; the exact per-field conditions then decide.
 */
const SEARCH_TEXT = Prisma.sql`talent_public_search_text(t."firstName", t."suburb", t."bio", t."skills")`;

/** 'Jane D' or 'Jane D.': a public name, first name and last initial. */
const PUBLIC_NAME = /^(\S.*?)\s+(\p{L})\.?$/u;

/**
 * What a visitor's search may match: only what a visitor may see (ADR 033). The last name is
 * private beyond its initial, so it is matched only as the initial of a public name ('Jane D');
 * matching it whole would let anyone recover it letter by letter.
 */
export function publicSearchSql(term: string): Prisma.Sql {
  const like = likePattern(term);
  // The searched text joins the fields with line breaks, so a term without one matches it exactly
  // when it is inside one field; a term with one must be checked field by field.
  const fields = term.includes("\n")
    ? Prisma.sql`(${SEARCH_TEXT} ILIKE ${like} AND (t."firstName" ILIKE ${like} OR t."suburb" ILIKE ${like}
    OR t."bio" ILIKE ${like} OR EXISTS (SELECT 1 FROM unnest(t."skills") AS skill WHERE skill ILIKE ${like})))`
    : Prisma.sql`${SEARCH_TEXT} ILIKE ${like}`;
  const name = PUBLIC_NAME.exec(term);
  if (!name) return fields;
  const first = likePattern(name[1]!.trim());
  const initial = `${escapeLike(name[2]!)}%`;
  return Prisma.sql`(${fields} OR (${SEARCH_TEXT} ILIKE ${first} AND t."firstName" ILIKE ${first} AND t."lastName" ILIKE ${initial}))`;
}

/** The directory's conditions: public talents only, whatever the filter says. */
export function publicTalentSql(filter: TalentFilter, today: Date = new Date()): Prisma.Sql[] {
  const and: Prisma.Sql[] = [PUBLIC_TALENT_SQL];
  if (filter.categoryId !== null) {
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "_CategoryToTalent" ct WHERE ct."B" = t."id" AND ct."A" = ${filter.categoryId})`);
  }
  if (filter.ids !== null) and.push(filter.ids.length ? Prisma.sql`t."id" IN (${Prisma.join(filter.ids)})` : Prisma.sql`FALSE`);
  if (filter.search !== null) and.push(publicSearchSql(filter.search));
  if (filter.ageRange !== null) and.push(ageSql(AGE_RANGE_BOUNDS[filter.ageRange], today));
  if (filter.gender !== null) and.push(Prisma.sql`t."gender" = ${filter.gender}`);
  if (filter.location !== null) and.push(Prisma.sql`t."state" = ${filter.location}`);
  if (filter.eyeColor !== null) and.push(Prisma.sql`t."eyeColor" = ${filter.eyeColor}`);
  if (filter.hairColor !== null) and.push(Prisma.sql`t."hairColor" = ${filter.hairColor}`);
  if (filter.heightRange !== null) and.push(heightSql(HEIGHT_RANGE_BOUNDS[filter.heightRange]));
  return and;
}

// Prisma puts `contains` into a LIKE pattern as it is, so wildcards are escaped here.
const contains = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });

/** What each status of the staff lists means (see AdminTalent.status). */
export const STATUS_WHERE = {
  published: { isApproved: true, isPublished: true },
  approved: { isApproved: true, isPublished: false, publishedAt: null },
  unpublished: { isApproved: true, isPublished: false, publishedAt: { not: null } },
  pending: { isApproved: false },
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
  if (filter.categoryId !== null) and.push({ categories: { some: { id: filter.categoryId } } });
  if (filter.gender !== null) and.push({ gender: filter.gender });
  return { AND: and };
}
