import { z } from "zod";
import { optionalText, storableString } from "./fields";

// Staff's side of the talent portal (ADR 173): deciding on a talent's proposed profile changes part
// by part, and carrying out a talent's request to be removed. The review form and the API's
// decisions share these rules and messages.

export const PROFILE_REVIEW_MESSAGES = {
  /** Save decisions with no part decided. */
  nothingDecided: "Choose Approve or Reject for at least one part before saving.",
  decisionInvalid: "Decision must be Approve or Reject.",
  /** The confirmation of "Remove personal data": the talent's full name, typed. */
  confirmNameMismatch: (fullName: string) => `Type the talent's full name, ${fullName}, exactly as shown to confirm.`,
  confirmNameRequired: "Type the talent's full name to confirm.",
} as const;

/** A message to the talent with a decision: optional, shown to them with the outcome. */
export const REVIEW_MESSAGE_MAX = 1000;

const decisionField = z.enum(["approve", "reject"], { error: PROFILE_REVIEW_MESSAGES.decisionInvalid });

/**
 * The review form: one row per pending part, in the order shown. A part left undecided stays
 * pending (the talent's proposal stays open until every part is decided); at least one must be.
 */
export const profileReviewFormSchema = z
  .object({
    decisions: z.array(
      z.object({
        itemId: z.number().int().positive(),
        decision: z.union([decisionField, z.literal("")]),
        message: optionalText("Message to the talent", REVIEW_MESSAGE_MAX),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    if (values.decisions.length > 0 && !values.decisions.some((row) => row.decision !== "")) {
      ctx.addIssue({ code: "custom", message: PROFILE_REVIEW_MESSAGES.nothingDecided, path: ["decisions", 0, "decision"] });
    }
  })
  .transform((values) => ({
    decisions: values.decisions
      .filter((row) => row.decision !== "")
      .map((row) => ({ itemId: row.itemId, approve: row.decision === "approve", message: row.message })),
  }));
export type ProfileReviewFormValues = z.input<typeof profileReviewFormSchema>;

/** What staff type before removing a talent's personal data: the talent's "First Last", exactly (spaces aside). */
export function removalConfirmSchema(fullName: string) {
  const expected = normaliseName(fullName);
  return z.object({
    confirmName: storableString("Full name", PROFILE_REVIEW_MESSAGES.confirmNameRequired)
      .trim()
      .min(1, PROFILE_REVIEW_MESSAGES.confirmNameRequired)
      .refine((typed) => normaliseName(typed) === expected, PROFILE_REVIEW_MESSAGES.confirmNameMismatch(fullName)),
  });
}
export type RemovalConfirmValues = { confirmName: string };

/** Runs of spaces count as one; case counts, as the name is shown. */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, " ");
