import { BRAND_NAME, p, render, type RenderedEmail, signature } from "./mail-templates";

// The talent portal's e-mails (ADR 004, ADR 171): the invitation, a talent's reset link, and the
// outcome of a proposed profile change. Rendered like every other e-mail (mail-templates.ts).

export function talentPortalInvitationEmail(firstName: string, link: string): RenderedEmail {
  return render(`Your ${BRAND_NAME} talent portal`, [
    p(`Hello ${firstName},`),
    p(
      `${BRAND_NAME} has opened a talent portal for you: see your bookings, book out the days ` +
        "you are unavailable, and keep your profile up to date. Choose your password with the link " +
        "below to start.",
    ),
    { kind: "button", label: "Set your password", href: link },
    p("The link works once and expires in 24 hours. If you were not expecting this, you can ignore this e-mail."),
    signature,
  ]);
}

export function talentPasswordResetEmail(link: string): RenderedEmail {
  return render(`Reset your ${BRAND_NAME} talent portal password`, [
    p("Hello,"),
    p(`Someone asked to reset the password of your ${BRAND_NAME} talent portal account. If it was you, choose a new password below.`),
    { kind: "button", label: "Choose a new password", href: link },
    p("The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is."),
    signature,
  ]);
}

export type ChangeOutcomeLine = { label: string; approved: boolean; message: string | null };

export function profileChangeOutcomeEmail(firstName: string, lines: readonly ChangeOutcomeLine[], portalUrl: string): RenderedEmail {
  const approved = lines.filter((line) => line.approved).length;
  const subject =
    approved === lines.length
      ? "Your profile changes were approved"
      : approved === 0
        ? "Your profile changes were not approved"
        : "Your profile changes were partly approved";
  return render(subject, [
    p(`Hello ${firstName},`),
    p(`Our team has reviewed the changes you proposed to your ${BRAND_NAME} profile:`),
    ...lines.map((line) => p(`${line.label}: ${line.approved ? "approved" : "not approved"}${line.message ? ` — "${line.message}"` : ""}`)),
    { kind: "button", label: "Open your portal", href: portalUrl },
    signature,
  ]);
}

export function removalRequestedEmail(talentName: string, reason: string | null, talentUrl: string): RenderedEmail {
  return render(`${talentName} asked for their data to be removed`, [
    p(`${talentName} asked, from the talent portal, for their account and personal data to be removed.`),
    p(reason ? `Their reason: "${reason}"` : "They gave no reason."),
    { kind: "button", label: "Open the talent", href: talentUrl },
    signature,
  ]);
}
