import { z } from "zod";
import { isoDate, isRealDate, optionalText, requiredText } from "./fields";

// Jobs, bookings and book-outs (docs/product.md#bookings): the API validates with these and the
// calendar's forms resolve with them.

export const BOOKING_STATUSES = ["HOLD", "CONFIRMED", "RELEASED", "CANCELLED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The most days a job or a book-out may span, and a calendar question may cover. */
export const MAX_RANGE_DAYS = 366;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const optionalTime = (label: string) =>
  z
    .string({ error: `${label} must be a time written HH:MM (24-hour).` })
    .trim()
    .refine((value) => value === "" || TIME.test(value), `${label} must be a time written HH:MM (24-hour).`)
    .nullish()
    .transform((value) => (value ? value : null));

const daysBetween = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/** Adds "End date must be on or after start date" and the span limit to a start/end pair. */
function checkRange(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx, endField = "endDate") {
  if (!isRealDate(value.startDate) || !isRealDate(value.endDate)) return;
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: [endField], message: "End date must be on or after the start date." });
  } else if (daysBetween(value.startDate, value.endDate) >= MAX_RANGE_DAYS) {
    ctx.addIssue({ code: "custom", path: [endField], message: `The dates may span at most ${MAX_RANGE_DAYS} days.` });
  }
}

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number.` })
    .int(`${label} must be a positive whole number.`)
    .positive(`${label} must be a positive whole number.`);

export const jobSchema = z
  .object({
    title: requiredText("Title", "Title is required.", { max: 200 }),
    clientId: positiveId("Client")
      .nullish()
      .transform((value) => value ?? null),
    location: optionalText("Location", 300),
    notes: optionalText("Notes", 5000),
    startDate: isoDate("Start date must be a date (yyyy-mm-dd)."),
    endDate: isoDate("End date must be a date (yyyy-mm-dd)."),
    startTime: optionalTime("Start time"),
    endTime: optionalTime("End time"),
  })
  .superRefine((value, ctx) => {
    checkRange(value, ctx);
    if (value.startTime && value.endTime && value.startDate === value.endDate && value.endTime <= value.startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time must be after the start time on a one-day job." });
    }
  });
export type JobInput = z.input<typeof jobSchema>;

const rateCents = z
  .number({ error: "Rate must be a whole number of cents." })
  .int("Rate must be a whole number of cents.")
  .min(0, "Rate cannot be negative.")
  .max(100_000_000, "Rate must be at most $1,000,000.00.")
  .nullish()
  .transform((value) => value ?? null);

export const placeHoldSchema = z.object({
  jobId: positiveId("Job"),
  talentId: positiveId("Talent"),
  rateCents,
  note: optionalText("Note", 2000),
});

export const updateBookingSchema = z.object({
  rateCents,
  note: optionalText("Note", 2000),
  /** "Share rate and note with the talent" (the portal shows them); left as it is when not given. */
  sharedWithTalent: z
    .boolean({ error: "Share rate and note with the talent must be true or false." })
    .nullish()
    .transform((value) => value ?? undefined),
});

/** Why staff confirm over another confirmed booking, or release or cancel one. */
export const overrideSchema = z.object({
  reason: requiredText("Override reason", "Override reason is required to confirm over another confirmed booking.", { max: 500 }),
});

export const bookingReasonSchema = z.object({ reason: optionalText("Reason", 500) });

export const bookOutSchema = z
  .object({
    talentId: positiveId("Talent"),
    startDate: isoDate("Start date must be a date (yyyy-mm-dd)."),
    endDate: isoDate("End date must be a date (yyyy-mm-dd)."),
    note: optionalText("Note", 2000),
  })
  .superRefine((value, ctx) => checkRange(value, ctx));

/** The calendar's question: a range of days (from and to inclusive) and optional filters. */
export const bookingRangeSchema = z
  .object({
    from: isoDate("From must be a date (yyyy-mm-dd)."),
    to: isoDate("To must be a date (yyyy-mm-dd)."),
    talentId: positiveId("Talent")
      .nullish()
      .transform((value) => value ?? null),
    categoryId: positiveId("Category")
      .nullish()
      .transform((value) => value ?? null),
    status: z
      .array(z.enum(BOOKING_STATUSES, { error: `Status must be one of: ${BOOKING_STATUSES.join(", ")}.` }))
      .nullish()
      .transform((value) => (value && value.length ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (!isRealDate(value.from) || !isRealDate(value.to)) return;
    if (value.to < value.from) ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after from." });
    else if (daysBetween(value.from, value.to) >= MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `The dates may span at most ${MAX_RANGE_DAYS} days.` });
    }
  });

/** availableFrom/availableTo on the staff talent lists: both or neither. */
export const availabilitySchema = z
  .object({
    availableFrom: isoDate("Available from must be a date (yyyy-mm-dd).").nullish(),
    availableTo: isoDate("Available to must be a date (yyyy-mm-dd).").nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.availableFrom && !value.availableTo) {
      ctx.addIssue({ code: "custom", path: ["availableTo"], message: "Available to is required with available from." });
    }
    if (value.availableTo && !value.availableFrom) {
      ctx.addIssue({ code: "custom", path: ["availableFrom"], message: "Available from is required with available to." });
    }
    if (value.availableFrom && value.availableTo && isRealDate(value.availableFrom) && isRealDate(value.availableTo)) {
      if (value.availableTo < value.availableFrom) {
        ctx.addIssue({ code: "custom", path: ["availableTo"], message: "Available to must be on or after available from." });
      }
    }
  })
  .transform((value) => (value.availableFrom && value.availableTo ? { from: value.availableFrom, to: value.availableTo } : null));

/** What staff read when a hold is placed over other work (the rules in api/src/services/bookings). */
export const bookingMessages = {
  confirmedElsewhere: (jobTitle: string) => `Already confirmed for "${jobTitle}" on overlapping dates.`,
  bookedOut: (start: string, end: string) => `Booked out ${start === end ? `on ${start}` : `from ${start} to ${end}`}.`,
  confirmConflict: (jobTitle: string) =>
    `Already confirmed for "${jobTitle}" on overlapping dates. Give an override reason to confirm anyway.`,
  alreadyOnJob: "This talent already has a hold or a confirmed booking on this job.",
  notFrom: (status: string, action: string) => `A ${status.toLowerCase()} booking cannot be ${action}.`,
  jobExists: (jobId: number) => `A job was already made from this request (job ${jobId}).`,
  requestNotApproved: "Only an approved request can become a job.",
  requestWithoutDates: "The request has no project start date: give the job's start date.",
  bookOutOverlaps: (jobTitle: string, status: string) =>
    `These dates overlap ${status === "CONFIRMED" ? "a confirmed booking" : "a hold"} for "${jobTitle}": the agency has been told.`,
} as const;

/** 1st, 2nd, 3rd, 4th … option. */
export function optionLabel(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix} option`;
}
