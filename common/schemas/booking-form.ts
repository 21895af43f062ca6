import { z } from "zod";
import { updateBookingSchema } from "./booking";

// The calendar's booking form: staff type the rate in dollars, the API stores cents
// (updateBookingSchema), so the dollars are read here and then held to the same rule.

/** Dollars as typed ("1200", "$1,200.50") to cents; NaN when it is not an amount. */
export function dollarsToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export const bookingFormSchema = z.object({
  rate: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : dollarsToCents(text)))
    .refine((cents) => cents === null || !Number.isNaN(cents), {
      message: "Rate must be an amount in dollars, e.g. 1200 or 1200.50.",
      abort: true,
    })
    .superRefine((cents, ctx) => {
      const checked = updateBookingSchema.shape.rateCents.safeParse(cents);
      if (!checked.success) ctx.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "Rate is not valid." });
    }),
  note: updateBookingSchema.shape.note,
  /** The talent sees the rate and note in their portal only when staff share them (ADR 171). */
  sharedWithTalent: z.boolean({ error: "Share with the talent must be on or off." }).optional(),
});
