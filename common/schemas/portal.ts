import { z } from "zod";
import { talentFieldKeys, type TalentFieldKey } from "../talent-field-keys";
import { talentRule } from "../talent-field-rules";
import { isoDate, optionalText, requiredText } from "./fields";
import { MAX_RANGE_DAYS } from "./booking";

// The talent portal (ADR 004, ADR 171): the rules and messages the API applies and the portal's
// forms resolve with.

export const PORTAL_MESSAGES = {
  notTalentEmail: "The talent has no valid email address to send the invitation to.",
  emailTaken: (email: string) => `${email} already signs in to another account.`,
  talentDeclined: "A declined talent cannot be invited to the talent portal.",
  accessEnded: "Your access to the talent portal has ended. Contact the agency if you think this is a mistake.",
  noChanges: "Nothing to send: change at least one field or photo.",
  tooManyPhotos: (max: number) => `Photos: at most ${max} new photos at a time.`,
  unknownImage: (id: number) => `Photos: image ${id} is not one of your photos.`,
  notWithdrawable: "This proposal can no longer be withdrawn: staff have already decided part of it.",
  editConflict: (label: string) => `${label} was changed since this proposal was made; ask the talent to propose it again.`,
  decisionMissing: (itemId: number) => `Item ${itemId} is not part of this proposal.`,
  alreadyDecided: (itemId: number) => `Item ${itemId} has already been decided.`,
  decidedTwice: (itemId: number) => `Item ${itemId} is decided twice in this review.`,
  confirmName: (name: string) => `Type the talent's name exactly as shown (${name}) to confirm.`,
  bookOutNotYours: (id: number) => `Book-out ${id} not found`,
} as const;

/** The most photos one proposal may add. */
export const PORTAL_MAX_NEW_PHOTOS = 10;

/** A book-out the talent adds: the staff rules without the talent, which is the session's. */
export const portalBookOutSchema = z
  .object({
    startDate: isoDate("Start date must be a date (yyyy-mm-dd)."),
    endDate: isoDate("End date must be a date (yyyy-mm-dd)."),
    note: optionalText("Note", 2000),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date." });
    } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 >= MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: `The dates may span at most ${MAX_RANGE_DAYS} days.` });
    }
  });

/** The fields a talent may propose, from the one field table (rows with a `portal` place). */
export const PORTAL_PROFILE_KEYS: TalentFieldKey[] = talentFieldKeys((row) => row.portal !== undefined);

/** Every portal field optional, each with its staff rule: only the fields given are proposed. */
export const portalProfileSchema = z.object(
  Object.fromEntries(PORTAL_PROFILE_KEYS.map((key) => [key, talentRule(key, "staff")!.optional()])) as Record<
    string,
    z.ZodOptional<z.ZodType>
  >,
);

export const profileDecisionSchema = z.object({ message: optionalText("Message", 1000) });

export const removalRequestSchema = z.object({ reason: optionalText("Reason", 1000) });

export const confirmNameSchema = z.object({
  confirmName: requiredText("Name", "Type the talent's name to confirm.", { max: 210 }),
});
