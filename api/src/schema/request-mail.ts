import { paths } from "../../../common/paths";
import type { Context } from "../context";
import type { Prisma } from "../db/generated/prisma/client";
import { queueEmail } from "../services/mail";
import { type RequestMail, requestAcknowledgementEmail, requestReceivedEmail } from "../services/mail-templates";

/**
 * A new talent request's two e-mails, queued in the request's transaction: the agency's notice
 * (replies go to the client) and the client's acknowledgement (replies go to the agency).
 */
export async function queueRequestEmails(tx: Prisma.TransactionClient, ctx: Context, requestId: number, request: RequestMail) {
  await queueEmail(tx, {
    template: "request-received",
    to: ctx.config.agencyEmail,
    replyTo: request.email,
    email: requestReceivedEmail(request, ctx.siteUrl + paths.admin.requests()),
    requestId,
  });
  await queueEmail(tx, {
    template: "request-acknowledgement",
    to: request.email,
    replyTo: ctx.config.agencyEmail,
    email: requestAcknowledgementEmail(request),
    requestId,
  });
}
