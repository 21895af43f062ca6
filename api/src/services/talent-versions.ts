import { EDITING_MESSAGES } from "#common/editing";
import { type TalentFields } from "#common/schemas";
import { talentField, type TalentFieldKey } from "#common/talent-field-keys";
import type { Prisma } from "../db/generated/prisma/client";
import { conflict, notFound } from "../errors";

// Optimistic concurrency for staff edits (ADR 040): every write to a talent raises its version, and a
// save names the version it was made from.

type Tx = Prisma.TransactionClient;

/**
 * Raises the talent's version inside the save's transaction, which also locks the row until it
 * commits. With `expected`, a talent at any other version is refused with CONFLICT; a missing one
 * is NOT_FOUND.
 */
export async function claimVersion(tx: Tx, id: number, expected: number | null | undefined): Promise<void> {
  const where = expected === null || expected === undefined ? { id } : { id, version: expected };
  const { count } = await tx.talent.updateMany({ where, data: { version: { increment: 1 } } });
  if (count > 0) return;
  const exists = await tx.talent.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw notFound("Talent", id);
  throw conflict("version", EDITING_MESSAGES.staleVersion);
}

type Given = Partial<TalentFields>;
const givenKeys = (data: Given) => (Object.keys(data) as TalentFieldKey[]).filter((key) => data[key as keyof Given] !== undefined);

/** What the edit's fields held before it, to name the ones it changed in the activity log. */
export function beforeSelect(data: Given) {
  const select: Record<string, unknown> = { firstName: true, lastName: true };
  for (const key of givenKeys(data)) {
    if (key === "categoryIds") select.categories = { select: { categoryId: true } };
    else if (talentField(key).column) select[key] = true;
  }
  return select as { firstName: true; lastName: true; categories?: { select: { categoryId: true } } };
}

/** The category ids a beforeSelect row held (none when the edit did not name its categories). */
export const categoryIdsOf = (before: Record<string, unknown>): number[] =>
  ((before.categories as Array<{ categoryId: number }> | undefined) ?? []).map((link) => link.categoryId);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the fields whose value the edit changes, in the order of the field table. */
export function changedFields(before: Record<string, unknown>, data: Given): string[] {
  return givenKeys(data).filter((key) => {
    const value = data[key as keyof Given];
    if (key === "categoryIds") {
      const old = categoryIdsOf(before).sort((a, b) => a - b);
      return !same(
        old,
        [...(value as number[])].sort((a, b) => a - b),
      );
    }
    return !same(before[key], value);
  });
}
