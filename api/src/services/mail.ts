import { paths } from "#common/paths";
import type { Context } from "../context";
import type { Prisma } from "../db/generated/prisma/client";
import {
  type ContactMessageMail,
  contactMessageEmail,
  type RenderedEmail,
  type RequestMail,
  requestAcknowledgementEmail,
  requestReceivedEmail,
  TALENT_EMAILS,
  type TalentEmailTemplate,
} from "./mail-templates";

// E-mails are queued in the OutboxEmail table inside the transaction that makes the change they
// announce, so a message exists exactly when the change was committed; the mail worker
// (mailer.ts) delivers the queue afterwards. Resolvers call ctx.mailer.wake() after the commit.

export { BRAND_NAME, type ContactMessageMail, type TalentEmailTemplate } from "./mail-templates";

/** Templates whose body holds a one-time link: the worker blanks the body once it is delivered. */
export const SECRET_TEMPLATES: ReadonlySet<string> = new Set([
  "staff-invitation",
  "password-reset",
  "client-package",
  "talent-portal-invitation",
  "talent-password-reset",
]);

export type QueuedEmail = {
  template: string;
  to: string;
  replyTo?: string;
  email: RenderedEmail;
  /** The record the message belongs to, so staff see its state there. */
  talentId?: number;
  requestId?: number;
  contactMessageId?: number;
  userId?: number;
  /** An iCalendar invitation delivered with the message. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

type Db = { outboxEmail: Prisma.TransactionClient["outboxEmail"] };

/** Queues one e-mail; call it with the transaction of the change it announces. */
export async function queueEmail(db: Db, mail: QueuedEmail): Promise<number> {
  const row = await db.outboxEmail.create({
    data: {
      template: mail.template,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.email.subject,
      body: mail.email.text,
      html: mail.email.html,
      calendarMethod: mail.calendar?.method ?? null,
      calendarContent: mail.calendar?.content ?? null,
      talentId: mail.talentId ?? null,
      requestId: mail.requestId ?? null,
      contactMessageId: mail.contactMessageId ?? null,
      userId: mail.userId ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

export type TalentRecipient = { id: number; firstName: string; email: string };

/** Queues one e-mail to a talent; call it with the transaction that makes the change it announces. */
export async function queueTalentEmail(tx: Db, template: TalentEmailTemplate, talent: TalentRecipient): Promise<void> {
  await queueEmail(tx, { template, to: talent.email, email: TALENT_EMAILS[template](talent), talentId: talent.id });
}

/** Queues the agency's copy of a contact message; call it with the transaction that stores the message. */
export async function queueContactEmail(
  tx: Db,
  agencyEmail: string,
  sent: ContactMessageMail & { id: number },
  inboxUrl: string,
): Promise<void> {
  await queueEmail(tx, {
    template: "contact-message",
    to: agencyEmail,
    replyTo: sent.email,
    email: contactMessageEmail(sent, inboxUrl),
    contactMessageId: sent.id,
  });
}

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
