import { z } from "zod";
import { confirmNameSchema, PORTAL_MESSAGES, profileDecisionSchema } from "./portal";

// Staff's side of the talent portal (ADR 171): deciding on a talent's proposed profile changes part
// by part, and carrying out a talent's request to be removed. The review form and the API's
// decisions share these rules and messages.

export const PROFILE_REVIEW_MESSAGES = {
  /** Save decisions with no part decided. */
  nothingDecided: "Choose Approve or Reject for at least one part before saving.",
  decisionInvalid: "Decision must be Approve or Reject.",
} as const;

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
        // The API's own rule for a decision's message (optional, told to the talent with the outcome).
        message: profileDecisionSchema.shape.message,
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

/**
 * What staff type before removing a talent's personal data: the API's rule for the name, and in the
 * browser also that it is the talent's "First Last" as shown (the API checks that again).
 */
export function removalConfirmSchema(fullName: string) {
  const expected = normaliseName(fullName);
  return z.object({
    confirmName: confirmNameSchema.shape.confirmName.refine(
      (typed) => normaliseName(typed) === expected,
      PORTAL_MESSAGES.confirmName(fullName),
    ),
  });
}
export type RemovalConfirmValues = { confirmName: string };

/** Runs of spaces count as one; case counts, as the name is shown. */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, " ");
