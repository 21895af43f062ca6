import type { Prisma } from "../db/generated/prisma/client";

// Writes of a talent's categories through the join model TalentCategory (ADR 007). Each new link
// connects its category, so a category deleted since the input was checked fails as Prisma's P2025
// (isRecordMissing), as the implicit relation's connect did, and an id given twice makes one link.

/** The nested write that links a talent to the categories `ids`. */
export function linkCategories(ids: number[]) {
  return {
    create: [...new Set(ids)].map((id) => ({ category: { connect: { id } } })),
  } satisfies Prisma.TalentCategoryCreateNestedManyWithoutTalentInput;
}

/**
 * The nested write that makes a talent's categories exactly `ids`, given the ones it has now (read
 * in the same transaction): the links to drop and the links to add, so the two never overlap and
 * the order Prisma runs them in does not matter.
 */
export function setCategories(current: number[], ids: number[]) {
  const wanted = new Set(ids);
  const held = new Set(current);
  return {
    deleteMany: { categoryId: { notIn: [...wanted] } },
    create: [...wanted].filter((id) => !held.has(id)).map((id) => ({ category: { connect: { id } } })),
  } satisfies Prisma.TalentCategoryUpdateManyWithoutTalentNestedInput;
}
