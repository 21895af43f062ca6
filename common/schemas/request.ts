import { z } from "zod";
import { REQUEST_STATUSES, type RequestStatus } from "../options";
import { todayIso } from "../text";
import { emailField, isoDate, isRealDate, optionalText, requiredPhone, requiredText } from "./fields";

const optionalDate = (message: string) =>
  z
    .union([isoDate(message), z.literal(""), z.null()], { error: message })
    .optional()
    .transform((value) => (value ? value : null));

const talentIdMessage = "Talent: each talent id must be a positive whole number.";

/** The public 'request talent' form (docs/product.md#input-rules-and-messages). */
export const talentRequestSchema = z
  .object({
    clientName: requiredText("Client name", "Client name is required", { max: 120 }),
    organizationName: requiredText("Organization name", "Organization name is required", { max: 160 }),
    phone: requiredPhone("Phone number", "Phone number is required"),
    email: emailField("Email: a valid email address is required"),
    projectDescription: requiredText("Project description", "Project description is required", { max: 5000 }),
    projectStartDate: optionalDate("Project start date must be a date (yyyy-mm-dd)"),
    projectEndDate: optionalDate("Project end date must be a date (yyyy-mm-dd)"),
    requestedTalentIds: z
      .array(z.number({ error: talentIdMessage }).int(talentIdMessage).positive(talentIdMessage), {
        error: "Talent: please select at least one talent",
      })
      .min(1, "Talent: please select at least one talent")
      .max(100, "Talent: at most 100 talents per request")
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((value, ctx) => {
    // zod still runs this when a date failed its own check; such a date has its message already.
    const start = value.projectStartDate && isRealDate(value.projectStartDate) ? value.projectStartDate : null;
    const end = value.projectEndDate && isRealDate(value.projectEndDate) ? value.projectEndDate : null;
    if (start && start < todayIso()) {
      ctx.addIssue({ code: "custom", path: ["projectStartDate"], message: "Project start date cannot be in the past" });
    }
    if (start && end && end < start) {
      ctx.addIssue({ code: "custom", path: ["projectEndDate"], message: "Project end date must be after the start date" });
    }
  });
export type TalentRequestInput = z.input<typeof talentRequestSchema>;

/**
 * Requested talents must be on the public site (approved and published); the check needs the
 * database, the message lives here with the form's other messages.
 */
export function unavailableTalentsMessage(ids: readonly number[]): string {
  return ids.length === 1 ? `Talent ${ids[0]} is not available.` : `Talents ${ids.join(", ")} are not available.`;
}

/** What a visitor reads once a request is stored (docs/product.md#request-talent). */
export const TALENT_REQUEST_SUBMITTED = "Request Submitted Successfully!";

const statusField = z.enum(REQUEST_STATUSES, { error: `Status must be one of: ${REQUEST_STATUSES.join(", ")}.` });

export const requestStatusSchema = z.object({
  status: statusField,
  responseNotes: optionalText("Response notes", 5000),
});

/** The status filter of the requests list; none (or blank, as a query string sends it) means every request. */
export const requestStatusFilterSchema = z.object({
  status: z.preprocess((value) => (value === "" ? null : value), statusField.nullish()).transform((value) => value ?? null),
});

/** docs/product.md#talent-requests: an unknown stored status displays as pending. */
export function displayRequestStatus(value: string | null | undefined): RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(value ?? "") ? (value as RequestStatus) : "pending";
}
