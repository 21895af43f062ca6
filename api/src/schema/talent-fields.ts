import type { z } from "zod";
import { ageOn, type TalentStatus } from "../../../common";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, type FieldErrors, fieldErrorsOf } from "../errors";

// What the talent types and operations share (talent.ts, talent-admin.ts, talent-submission.ts).

/** Images a visitor may see: those with a stored file, in gallery order. */
export const PUBLIC_IMAGES = {
  where: { storageUrl: { not: null } },
  orderBy: [{ sequence: "asc" }, { id: "asc" }],
} satisfies Prisma.TalentImageFindManyArgs;
export const ALL_IMAGES = { orderBy: [{ sequence: "asc" }, { id: "asc" }] } satisfies Prisma.TalentImageFindManyArgs;
/** One order for every use of a talent's categories, so 'first category' means one thing. */
export const CATEGORY_ORDER = { orderBy: { name: "asc" } } satisfies Prisma.CategoryFindManyArgs;

type AgeParts = { age: number | null; birthDay: number | null; birthMonth: number | null; birthYear: number | null };

/** The age from the birth date when all of it is known, else the age as entered. */
export function talentAge(talent: AgeParts, today: Date = new Date()): number | null {
  const { birthDay: day, birthMonth: month, birthYear: year } = talent;
  if (day != null && month != null && year != null) return ageOn({ year, month, day }, today);
  return talent.age;
}

export function talentStatus(talent: { isApproved: boolean; isPublished: boolean; publishedAt: Date | null }): TalentStatus {
  if (!talent.isApproved) return "pending";
  if (talent.isPublished) return "published";
  return talent.publishedAt ? "unpublished" : "approved";
}

type ImageUrls = { storageUrl: string | null; cardUrl: string | null };
type TalentImageSources = {
  images: ImageUrls[];
  imageUrl: string | null;
  headshotUrl: string | null;
  fullBodyShotUrl: string | null;
};

/** The picture for a card: the first stored image (its card copy when there is one), else a URL field. */
export function firstImageUrl(talent: TalentImageSources): string | null {
  const image = talent.images.find((candidate) => candidate.storageUrl);
  return image?.cardUrl ?? image?.storageUrl ?? talent.imageUrl ?? talent.headshotUrl ?? talent.fullBodyShotUrl ?? null;
}

/** Parses with a schema from common/, adding each failing field's message to `errors`. */
export function parseInto<S extends z.ZodType>(schema: S, input: unknown, errors: FieldErrors): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const [field, message] of Object.entries(fieldErrorsOf(result.error))) errors[field] ??= message;
  return undefined;
}

/** Throws BAD_USER_INPUT when any field failed. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badInput(errors);
}
