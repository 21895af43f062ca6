import { z } from "zod";
import { REQUEST_STATUSES } from "../options";
import { todayIso } from "../text";
import { emailField, isoDate, optionalText, requiredText } from "./fields";

const optionalDate = (message: string) =>
  z
    .union([isoDate(message), z.literal(""), z.null()], { error: message })
    .optional()
    .transform((value) => (value ? value : null));

/** The public 'request talent' form (public-site.md section 5). */
export const talentRequestSchema = z
  .object({
    clientName: requiredText("Client name", "Client name is required", { max: 120 }),
    organizationName: requiredText("Organization name", "Organization name is required", { max: 160 }),
    phone: requiredText("Phone number", "Phone number is required", { max: 40 }),
    email: emailField("Valid email is required"),
    projectDescription: requiredText("Project description", "Project description is required", { max: 5000 }),
    projectStartDate: optionalDate("Start date must be a date (yyyy-mm-dd)"),
    projectEndDate: optionalDate("End date must be a date (yyyy-mm-dd)"),
    requestedTalentIds: z
      .array(z.number().int().positive(), { error: "Please select at least one talent" })
      .min(1, "Please select at least one talent")
      .max(100, "At most 100 talents per request")
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((value, ctx) => {
    if (value.projectStartDate && value.projectStartDate < todayIso()) {
      ctx.addIssue({ code: "custom", path: ["projectStartDate"], message: "Start date cannot be in the past" });
    }
    if (value.projectStartDate && value.projectEndDate && value.projectEndDate < value.projectStartDate) {
      ctx.addIssue({ code: "custom", path: ["projectEndDate"], message: "End date must be after start date" });
    }
  });
export type TalentRequestInput = z.input<typeof talentRequestSchema>;

export const requestStatusSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: `Status must be one of: ${REQUEST_STATUSES.join(", ")}.` }),
  responseNotes: optionalText("Response notes", 5000),
});
