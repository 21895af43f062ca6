import { AGE_RANGE_BOUNDS, HEIGHT_RANGE_BOUNDS, type AdminTalentFilter, type TalentFilter } from "../../../common";
import type { Prisma, PrismaClient } from "../db/generated/prisma/client";
import { PUBLIC_TALENT_WHERE } from "./visibility";

/** The calendar day `years` years before `today` (UTC); 29 February falls back to the 28th. */
export function yearsBefore(today: Date, years: number): Date {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
}

/**
 * Talents whose age is within [min, max]: judged by the birth date when it is known (someone is at
 * least `min` when born on or before `min` years ago, and at most `max` when born after `max + 1`
 * years ago), otherwise by the age as entered.
 */
export function ageWhere({ min, max }: { min: number; max: number | null }, today: Date): Prisma.TalentWhereInput {
  const born: Prisma.DateTimeNullableFilter<"Talent"> = { lte: yearsBefore(today, min) };
  if (max !== null) born.gt = yearsBefore(today, max + 1);
  return {
    OR: [{ birthDate: born }, { birthDate: null, age: max === null ? { gte: min } : { gte: min, lte: max } }],
  };
}

export function heightWhere({ min, max }: { min: number | null; max: number | null }): Prisma.TalentWhereInput {
  return { height: { ...(min !== null ? { gte: min } : {}), ...(max !== null ? { lt: max } : {}) } };
}

/** LIKE treats %, _ and \ as wildcards or escapes; a search means them literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, "\\$&");
const likePattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * Ids of public talents with a skill containing `term` (any case). Prisma cannot match part of an
 * element of a text array, so this one condition is SQL of its own: one statement per search.
 */
async function idsWithSkillLike(prisma: PrismaClient, term: string): Promise<number[]> {
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`
    SELECT "id" FROM "Talent"
    WHERE "isApproved" AND "isPublished"
      AND EXISTS (SELECT 1 FROM unnest("skills") AS skill WHERE skill ILIKE ${likePattern(term)})`;
  return rows.map((row) => row.id);
}

// Prisma puts `contains` into a LIKE pattern as it is, so wildcards are escaped here.
const contains = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });

/** 'Jane D' or 'Jane D.': a public name, first name and last initial. */
const PUBLIC_NAME = /^(\S.*?)\s+(\p{L})\.?$/u;

/**
 * What a visitor's search may match: only what a visitor may see. The last name is private beyond
 * its initial, so it is matched only as the initial of a public name ('Jane D'); matching it
 * whole would let anyone recover it letter by letter.
 */
async function publicSearchWhere(prisma: PrismaClient, term: string): Promise<Prisma.TalentWhereInput> {
  const skilled = await idsWithSkillLike(prisma, term);
  const name = PUBLIC_NAME.exec(term);
  return {
    OR: [
      { firstName: contains(term) },
      ...(name ? [{ firstName: contains(name[1]!.trim()), lastName: { startsWith: name[2]!, mode: "insensitive" as const } }] : []),
      { suburb: contains(term) },
      { bio: contains(term) },
      ...(skilled.length ? [{ id: { in: skilled } }] : []),
    ],
  };
}

/** The directory's conditions: public talents only, whatever the filter says. */
export async function publicTalentWhere(
  prisma: PrismaClient,
  filter: TalentFilter,
  today: Date = new Date(),
): Promise<Prisma.TalentWhereInput> {
  const and: Prisma.TalentWhereInput[] = [PUBLIC_TALENT_WHERE];
  if (filter.categoryId !== null) and.push({ categories: { some: { id: filter.categoryId } } });
  if (filter.ids !== null) and.push({ id: { in: filter.ids } });
  if (filter.search !== null) and.push(await publicSearchWhere(prisma, filter.search));
  if (filter.ageRange !== null) and.push(ageWhere(AGE_RANGE_BOUNDS[filter.ageRange], today));
  if (filter.gender !== null) and.push({ gender: filter.gender });
  if (filter.location !== null) and.push({ state: filter.location });
  if (filter.eyeColor !== null) and.push({ eyeColor: filter.eyeColor });
  if (filter.hairColor !== null) and.push({ hairColor: filter.hairColor });
  if (filter.heightRange !== null) and.push(heightWhere(HEIGHT_RANGE_BOUNDS[filter.heightRange]));
  return { AND: and };
}

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
