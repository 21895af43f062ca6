import { Prisma } from "../db/generated/prisma/client";

// What every read of talents shares: what a visitor may see of them, and the one order of their
// images and categories (the public SQL in sql/talent-public.ts holds to the same).

/**
 * A talent exists for visitors only when it is both approved and published: the one definition.
 * The SQL condition and the predicate below are made from it; the triggers' copy in
 * prisma/sql-functions/10-visibility.sql (talent_is_public) is held to it by api/test/one-home-rules.test.ts.
 */
export const PUBLIC_TALENT_WHERE = { isApproved: true, isPublished: true } as const satisfies Prisma.TalentWhereInput;

type PublicFlags = { [K in keyof typeof PUBLIC_TALENT_WHERE]: boolean };

/** PUBLIC_TALENT_WHERE for the talent row `t` of a hand-written statement. */
export const PUBLIC_TALENT_SQL = Prisma.raw(
  Object.entries(PUBLIC_TALENT_WHERE)
    .map(([column, value]) => (value ? `t."${column}"` : `NOT t."${column}"`))
    .join(" AND "),
);

/** PUBLIC_TALENT_WHERE for a row already read (the portal's "Published", a talent's status). */
export function isPublicTalent(talent: PublicFlags): boolean {
  return Object.entries(PUBLIC_TALENT_WHERE).every(([column, value]) => talent[column as keyof PublicFlags] === value);
}

/** Images a visitor may see: those with a stored file, in gallery order. */
export const PUBLIC_IMAGES = {
  where: { storageUrl: { not: null } },
  orderBy: [{ sequence: "asc" }, { id: "asc" }],
} satisfies Prisma.TalentImageFindManyArgs;
export const ALL_IMAGES = { orderBy: [{ sequence: "asc" }, { id: "asc" }] } satisfies Prisma.TalentImageFindManyArgs;
/**
 * One order for every use of a talent's categories, so 'first category' means one thing: its links
 * to them (the join model TalentCategory, ADR 007) by the category's name.
 */
export const CATEGORY_ORDER = { orderBy: { category: { name: "asc" } } } satisfies Prisma.TalentCategoryFindManyArgs;
/** A talent's category ids and names, in CATEGORY_ORDER: what most reads of its categories want. */
export const CATEGORY_IDS = { ...CATEGORY_ORDER, select: { categoryId: true } } satisfies Prisma.TalentCategoryFindManyArgs;
export const CATEGORY_NAMES = {
  ...CATEGORY_ORDER,
  select: { category: { select: { name: true } } },
} satisfies Prisma.TalentCategoryFindManyArgs;
