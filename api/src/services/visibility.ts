import type { Prisma } from "../db/generated/prisma/client";

// What every read of talents shares: what a visitor may see of them, and the one order of their
// images and categories (the public SQL in sql/talent-public.ts holds to the same).

/** A talent exists for visitors only when it is both approved and published. */
export const PUBLIC_TALENT_WHERE = { isApproved: true, isPublished: true } satisfies Prisma.TalentWhereInput;

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
