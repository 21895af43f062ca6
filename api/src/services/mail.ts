import type { Prisma } from "../db/generated/prisma/client";

// E-mails are queued in the OutboxEmail table inside the transaction that changes the talent, so a
// notice exists exactly when the change was committed; a mailer delivers the queue later.

export const BRAND_NAME = "Stellar Talent Management";

export type TalentEmailTemplate = "talent-approved" | "talent-published" | "talent-unpublished";

export type TalentRecipient = { id: number; firstName: string; email: string };

type Rendered = { subject: string; body: string };

const signature = `Kind regards,\nThe team at ${BRAND_NAME}`;

export const TALENT_EMAIL_TEMPLATES: Record<TalentEmailTemplate, (talent: TalentRecipient) => Rendered> = {
  "talent-approved": ({ firstName }) => ({
    subject: `Welcome to ${BRAND_NAME}: your profile has been approved`,
    body: [
      `Hi ${firstName},`,
      `Good news: we have reviewed your submission and approved your profile. Our team will be in touch about the next steps before your profile appears in our talent directory.`,
      signature,
    ].join("\n\n"),
  }),
  "talent-published": ({ firstName }) => ({
    subject: `Your profile is now live at ${BRAND_NAME}`,
    body: [
      `Hi ${firstName},`,
      `Your profile is now published in our talent directory, where casting and production teams can find you.`,
      `If any of your details change, just reply to this e-mail and we will update your profile.`,
      signature,
    ].join("\n\n"),
  }),
  "talent-unpublished": ({ firstName }) => ({
    subject: `Your profile has been taken off the ${BRAND_NAME} directory`,
    body: [
      `Hi ${firstName},`,
      `Your profile is no longer shown in our public talent directory. You remain on our books, and we can publish it again at any time.`,
      `If you have any questions, just reply to this e-mail.`,
      signature,
    ].join("\n\n"),
  }),
};

/** Queues one e-mail to a talent; call it with the transaction that makes the change it announces. */
export async function queueTalentEmail(
  tx: Prisma.TransactionClient,
  template: TalentEmailTemplate,
  talent: TalentRecipient,
): Promise<void> {
  const { subject, body } = TALENT_EMAIL_TEMPLATES[template](talent);
  await tx.outboxEmail.create({
    data: { template, toAddress: talent.email, subject, body, talentId: talent.id },
  });
}
