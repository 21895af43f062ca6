import { z } from "zod";
import { PACKAGE_COMMENT_MAX, PACKAGE_DEFAULT_EXPIRY_DAYS, PACKAGE_EXPIRY_DAYS, PACKAGE_MAX_TALENTS, PACKAGE_PICKS } from "../packages";
import { emailField, idList, optionalText, requiredText } from "./fields";

// Client packages: a private link to a selection of talent, where the client marks each one. The
// rules; their limits and labels are in ../packages.ts, which the client's page reads without zod.

const optionalId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .nullish()
    .transform((value) => value ?? null);

export const createClientPackageSchema = z.object({
  title: requiredText("Title", "Title is required", { max: 160 }),
  message: optionalText("Message", 2000),
  clientName: requiredText("Client name", "Client name is required", { max: 120 }),
  clientEmail: emailField("Valid email is required"),
  requestId: optionalId("Request id must be a positive whole number"),
  clientId: optionalId("Client id must be a positive whole number"),
  talentIds: idList("Choose talents by their ids")
    .min(1, "Choose at least one talent")
    .max(PACKAGE_MAX_TALENTS, `At most ${PACKAGE_MAX_TALENTS} talents per package`)
    .refine((ids) => new Set(ids).size === ids.length, "A talent is in the list twice"),
  expiresInDays: z
    .number({ error: "Choose when the link expires" })
    .refine(
      (days) => (PACKAGE_EXPIRY_DAYS as readonly number[]).includes(days),
      `The link expires after ${PACKAGE_EXPIRY_DAYS.join(", ")} days`,
    )
    .default(PACKAGE_DEFAULT_EXPIRY_DAYS),
});

export const packagePickSchema = z.object({
  talentId: z.number({ error: "Unknown talent" }).int("Unknown talent").positive("Unknown talent"),
  pick: z
    .enum(PACKAGE_PICKS, { error: "Choose Yes, Maybe or No" })
    .nullish()
    .transform((value) => value ?? null),
  comment: optionalText("Comment", PACKAGE_COMMENT_MAX),
});
