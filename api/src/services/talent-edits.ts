import type { z } from "zod";
import {
  TALENT_CROSS_FIELD_KEYS,
  TALENT_MESSAGES,
  talentCrossFieldErrors,
  type TalentCrossFields,
  type TalentFields,
  talentUpdateSchema,
  isStoredPhone,
} from "#common/schemas";
import { initialTalentValue } from "#common/talent-field-keys";
import { birthDateOf } from "#common/text";
import type { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { InputErrors, notFound } from "../errors";
import { recordActivity, talentLabel } from "./activity";
import type { StoredImage } from "./storage";
import { beforeSelect, categoryIdsOf, changedFields, claimVersion } from "./talent-versions";
import { setCategories } from "./category-links";

// A staff edit of a talent, checked then written: updateTalent and an approved part of a talent's
// proposal (ADR 171) go through the same rules, version claim and activity entry. createTalent
// shares the checks and the column mapping.

type Current = TalentCrossFields;
/** What the cross-field rules see for a new talent: each field's initial value. */
export const NEW_TALENT = Object.fromEntries(TALENT_CROSS_FIELD_KEYS.map((key) => [key, initialTalentValue(key)])) as Current;
/** Loads what the cross-field rules see for an existing talent. */
const CURRENT_SELECT = Object.fromEntries(TALENT_CROSS_FIELD_KEYS.map((key) => [key, true])) as Record<keyof Current, true>;

/**
 * Checks an input against its schema, the rules spanning fields (on the values the talent will have
 * afterwards) and the categories it names, reporting every failing field at once.
 */
export async function checkTalentInput<S extends z.ZodType<Partial<TalentFields>>>(
  ctx: Context,
  schema: S,
  input: Record<string, unknown>,
  current: Current,
): Promise<{ data: z.output<S>; after: Current }> {
  const errors = new InputErrors();
  const data = errors.parse(schema, input);
  // When parsing failed, the cross-field rules still see the raw values GraphQL already typed.
  const given = (data ?? input) as Partial<Current>;
  const after: Current = { ...current };
  for (const key of TALENT_CROSS_FIELD_KEYS) if (given[key] !== undefined) Object.assign(after, { [key]: given[key] });
  errors.addAll(talentCrossFieldErrors(after));
  const categoryIds: number[] = data?.categoryIds ?? (Array.isArray(input.categoryIds) ? (input.categoryIds as number[]) : []);
  if (categoryIds.length > 0 && !errors.has("categoryIds")) {
    const found = await ctx.prisma.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true } });
    const known = new Set(found.map((category) => category.id));
    const missing = [...new Set(categoryIds.filter((id) => !known.has(id)))];
    if (missing.length) errors.add("categoryIds", TALENT_MESSAGES.unknownCategories(missing));
  }
  errors.throwIfAny();
  return { data: data!, after };
}

type WasFlags = { isPublished: boolean; featured: boolean };

/** The columns an input writes (relations apart); only the keys present in `data` are set. */
export function scalarData(data: Partial<TalentFields>, after: Current, was: WasFlags) {
  const { categoryIds: _categoryIds, credits, reels, ...rest } = data;
  const out: Prisma.TalentUncheckedUpdateInput = { ...rest };
  // Checked rows of plain values (common/schemas/credits.ts): JSON as they are.
  if (credits !== undefined) out.credits = credits as Prisma.InputJsonValue;
  if (reels !== undefined) out.reels = reels as Prisma.InputJsonValue;
  if (data.birthDay !== undefined || data.birthMonth !== undefined || data.birthYear !== undefined) {
    out.birthDate = birthDateOf(after);
  }
  if (after.isPublished && !was.isPublished) out.publishedAt = new Date();
  // The home row puts the most recently featured first; featuredAt is kept when the flag goes off, as publishedAt is.
  if (data.featured === true && !was.featured) out.featuredAt = new Date();
  return out;
}

export function imageRecord(stored: StoredImage, sequence: number) {
  return {
    filename: stored.storageUrl.split("/").at(-1)!,
    sequence,
    storageUrl: stored.storageUrl,
    cardUrl: stored.cardUrl,
    thumbUrl: stored.thumbUrl,
  };
}

export type TalentEdit = { id: number; data: Partial<TalentFields>; after: Current; existing: WasFlags };

/**
 * A staff edit of a talent, checked: the fields given against the staff rules and the rules across
 * fields. updateTalent and an approved part of a talent's proposal (ADR 171) both go through it.
 */
export async function prepareTalentEdit(ctx: Context, id: number, input: Record<string, unknown>): Promise<TalentEdit> {
  const existing = await ctx.prisma.talent.findUnique({
    where: { id },
    select: { ...CURRENT_SELECT, phone: true, featured: true },
  });
  if (!existing) throw notFound("Talent", id);
  // The stored phone sent back unchanged is not judged again, nor written (ADR 005).
  const { phone: sentPhone, ...others } = input;
  const sent = isStoredPhone(sentPhone, existing.phone) ? others : input;
  const { data, after } = await checkTalentInput(ctx, talentUpdateSchema, sent, existing);
  return { id, data, after, existing };
}

/** Writes a checked edit inside the caller's transaction: version claim, the row, the activity entry. */
export async function writeTalentEdit<Q extends object>(
  tx: Prisma.TransactionClient,
  actor: Context["user"],
  { id, data, after, existing }: TalentEdit,
  options: { query?: Q; stored?: StoredImage | null; expectedVersion?: number | null },
) {
  const { stored = null, expectedVersion, query } = options;
  // Claiming the version first locks the row: a second save from the same version waits, then is refused.
  await claimVersion(tx, id, expectedVersion);
  const before = await tx.talent.findUniqueOrThrow({ where: { id }, select: beforeSelect(data) });
  let images: Prisma.TalentUpdateInput["images"];
  if (stored) {
    const { _max } = await tx.talentImage.aggregate({ where: { talentId: id }, _max: { sequence: true } });
    images = { create: [imageRecord(stored, (_max.sequence ?? -1) + 1)] };
  }
  const updated = await tx.talent.update({
    ...(query ?? {}),
    where: { id },
    data: {
      ...(scalarData(data, after, existing) as Prisma.TalentUpdateInput),
      ...(data.categoryIds ? { categories: setCategories(categoryIdsOf(before), data.categoryIds) } : {}),
      ...(stored ? { imageUrl: stored.storageUrl, images } : {}),
    },
  });
  const changed = changedFields(before, data);
  if (stored) changed.push("image");
  if (changed.length > 0) {
    const names = { firstName: data.firstName ?? before.firstName, lastName: data.lastName ?? before.lastName };
    await recordActivity(tx, actor, {
      action: "update",
      subjectType: "Talent",
      subjectId: id,
      subjectLabel: talentLabel(names),
      changedFields: changed,
    });
  }
  return updated;
}
