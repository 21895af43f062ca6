import type { Context } from "../../context";
import type { InviteSender } from "./invite";

/**
 * Invitations come from the agency's address, and their UIDs end with its domain: a setting, not
 * the request's host, so a booking's UID stays the same whichever address staff used (ADR 161).
 */
export function inviteSender(ctx: Pick<Context, "config">): InviteSender {
  const organizerEmail = ctx.config.agencyEmail;
  return { organizerEmail, uidDomain: organizerEmail.split("@")[1] ?? "localhost" };
}
