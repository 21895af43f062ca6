import { z } from "zod";
import { CREDIT_LABELS, CREDIT_LIMITS, type Credit, type Reel, REEL_LIMITS } from "../credits";
import { hasUnstorableCharacters, unstorableTextMessage } from "./fields";

// The rules of a talent's credits and reels (ADR 007). Each message names the row and the field
// ("Credit 2: Production is required."), and each issue's path is the row's field
// (credits.1.production), so a form puts it under the input it is about.

const baseText = (prefix: string, label: string, max: number) =>
  z
    .string({ error: `${prefix}: ${label} must be text.` })
    .refine((value) => !hasUnstorableCharacters(value), unstorableTextMessage(`${prefix}: ${label}`))
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, `${prefix}: ${label} must be at most ${max} characters.`);

const requiredText = (prefix: string, label: string, max: number) =>
  baseText(prefix, label, max).refine((value) => value.length > 0, `${prefix}: ${label} is required.`);

/** Blank or missing is null. */
const optionalText = (prefix: string, label: string, max: number) =>
  baseText(prefix, label, max)
    .nullish()
    .transform((value) => (value ? value : null));

function creditRow(row: number) {
  const prefix = `Credit ${row}`;
  const { yearMin, yearMax } = CREDIT_LIMITS;
  const yearMessage = `${prefix}: ${CREDIT_LABELS.year} must be a year from ${yearMin} to ${yearMax}.`;
  return z.object({
    year: z
      .number({ error: yearMessage })
      .int(yearMessage)
      .min(yearMin, yearMessage)
      .max(yearMax, yearMessage)
      .nullish()
      .transform((value) => value ?? null),
    production: requiredText(prefix, CREDIT_LABELS.production, CREDIT_LIMITS.production),
    role: optionalText(prefix, CREDIT_LABELS.role, CREDIT_LIMITS.role),
    company: optionalText(prefix, CREDIT_LABELS.company, CREDIT_LIMITS.company),
  });
}

function reelRow(row: number) {
  const prefix = `Reel ${row}`;
  return z.object({
    url: requiredText(prefix, "Link", REEL_LIMITS.url).refine((value) => {
      if (!value) return true;
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, `${prefix}: Link must be a full https:// address (a YouTube, Vimeo or SoundCloud page, or any https link).`),
    title: optionalText(prefix, "Title", REEL_LIMITS.title),
  });
}

/** A list whose rows are each checked by `row(n)`; issues keep the row's index in their path. */
function rows<T>(listLabel: string, max: number, row: (n: number) => z.ZodType<T>) {
  return z
    .array(z.unknown(), { error: `${listLabel} must be a list.` })
    .max(max, `At most ${max} ${listLabel.toLowerCase()}.`)
    .nullish()
    .transform((items, ctx) => {
      const out: T[] = [];
      (items ?? []).forEach((item, index) => {
        const result = row(index + 1).safeParse(item);
        if (result.success) out.push(result.data);
        else
          for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
      });
      return out;
    });
}

/** A credit as a form holds it: blanks for what is not given, the year as a number or nothing. */
export type CreditInput = { year?: number | null; production: string; role?: string | null; company?: string | null };
export type ReelInput = { url: string; title?: string | null };

// Typed by what a form or the API hands in; each row is still checked as unknown input.
export const creditsRule = rows("Credits", CREDIT_LIMITS.rows, creditRow) as unknown as z.ZodType<
  Credit[],
  CreditInput[] | null | undefined
>;
export const reelsRule = rows("Reels", REEL_LIMITS.rows, reelRow) as unknown as z.ZodType<Reel[], ReelInput[] | null | undefined>;
