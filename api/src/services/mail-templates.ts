import { SITE } from "#common/site";

// Every e-mail the system sends, written once as a list of blocks and rendered from them twice:
// plain text and HTML with the agency's brand. Values are escaped in the HTML; a subject is kept
// to one line because it goes into a mail header.

export const BRAND_NAME = SITE.name;

/** Brand colours of web/src/app/theme.ts (brand.700 and accent.300). */
const INDIGO = "#2f358b";
const GOLD = "#f8c652";

export type Block =
  | { kind: "p"; text: string }
  | { kind: "button"; label: string; href: string }
  | { kind: "details"; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: "quote"; text: string };

export type RenderedEmail = { subject: string; text: string; html: string };

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
export const p = (text: string): Block => ({ kind: "p", text });
export const signature = p(`Kind regards,\nThe team at ${BRAND_NAME}`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
const htmlLines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function toText(blocks: readonly Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case "p":
        return block.text;
      case "button":
        return `${block.label}: ${block.href}`;
      case "details":
        return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      case "quote":
        return block.text
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n");
    }
  });
  const footer = `--\n${BRAND_NAME} · ${SITE.phone} · ${SITE.email}`;
  return `${parts.join("\n\n")}\n\n${footer}\n`;
}

function toHtml(subject: string, blocks: readonly Block[]): string {
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case "p":
          return `<p style="margin:0 0 16px">${htmlLines(block.text)}</p>`;
        case "button":
          return (
            `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" ` +
            `style="background:${GOLD};color:#1a1a1a;padding:12px ` +
            `20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(block.label)}</a></p><p ` +
            `style="margin:0 0 16px;font-size:13px;color:#555">Or paste this address into your ` +
            `browser: ${escapeHtml(block.href)}</p>`
          );
        case "details":
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px ` +
                `0;color:#555">${escapeHtml(label)}</th><td style="padding:4px ` +
                `0">${htmlLines(value)}</td></tr>`,
            )
            .join("")}</table>`;
        case "quote":
          return (
            `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ` +
            `${GOLD};background:#f6f6fb">${htmlLines(block.text)}</blockquote>`
          );
      }
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f2f3f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td style="padding:24px 12px">
<table role="presentation" style="border-collapse:collapse;max-width:600px;width:100%;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${INDIGO};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f6fb;color:#555;font-size:12px">${escapeHtml(BRAND_NAME)} · ${escapeHtml(SITE.address.street)}, ${escapeHtml(SITE.address.suburb)} ${SITE.address.state} ${SITE.address.postcode} · ${escapeHtml(SITE.phone)} · ${escapeHtml(SITE.email)}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

export function render(subject: string, blocks: readonly Block[]): RenderedEmail {
  const line = oneLine(subject);
  return { subject: line, text: toText(blocks), html: toHtml(line, blocks) };
}

// ---- the templates ------------------------------------------------------------------------------

export type TalentEmailTemplate = "talent-approved" | "talent-published" | "talent-unpublished" | "talent-declined";

export const TALENT_EMAILS: Record<TalentEmailTemplate, (talent: { firstName: string }) => RenderedEmail> = {
  "talent-approved": ({ firstName }) =>
    render(`Welcome to ${BRAND_NAME}: your profile has been approved`, [
      p(`Hi ${firstName},`),
      p(
        "Good news: we have reviewed your submission and approved your profile. Our team will be " +
          "in touch about the next steps before your profile appears in our talent directory.",
      ),
      signature,
    ]),
  "talent-published": ({ firstName }) =>
    render(`Your profile is now live at ${BRAND_NAME}`, [
      p(`Hi ${firstName},`),
      p("Your profile is now published in our talent directory, where casting and production teams can find you."),
      p("If any of your details change, just reply to this e-mail and we will update your profile."),
      signature,
    ]),
  "talent-unpublished": ({ firstName }) =>
    render(`Your profile has been taken off the ${BRAND_NAME} directory`, [
      p(`Hi ${firstName},`),
      p(
        "Your profile is no longer shown in our public talent directory. You remain on our books, and we can publish it again at any time.",
      ),
      p("If you have any questions, just reply to this e-mail."),
      signature,
    ]),
  // Kind and final; the reason staff wrote is for staff, so it is not quoted here (ADR 141).
  "talent-declined": ({ firstName }) =>
    render(`Your submission to ${BRAND_NAME}`, [
      p(`Hi ${firstName},`),
      p(
        "Thank you for taking the time to send us your profile. We have looked at it carefully, " +
          "and we are not able to offer representation at the moment.",
      ),
      p(
        "This is not a judgement of your talent: our roster is shaped by the work our clients ask " +
          "for, and that changes. You are welcome to apply again in the future.",
      ),
      p("We wish you every success."),
      signature,
    ]),
};

export type RequestMail = {
  clientName: string;
  organizationName: string;
  email: string;
  phone: string;
  projectDescription: string;
  /** yyyy-mm-dd or null. */
  projectStartDate: string | null;
  projectEndDate: string | null;
  /** 'Jane D.' for each requested talent, in the client's order. */
  talentNames: readonly string[];
};

const period = (request: RequestMail) =>
  request.projectStartDate || request.projectEndDate
    ? `${request.projectStartDate ?? "not given"} to ${request.projectEndDate ?? "not given"}`
    : "Not given";

/** The agency's notice of a new talent request. */
export function requestReceivedEmail(request: RequestMail, manageUrl: string): RenderedEmail {
  return render(`New talent request from ${request.clientName} (${request.organizationName})`, [
    p(`${request.clientName} of ${request.organizationName} sent a talent request from the website.`),
    {
      kind: "details",
      rows: [
        ["Client", `${request.clientName} <${request.email}>`],
        ["Organization", request.organizationName],
        ["Phone", request.phone],
        ["Project period", period(request)],
        ["Requested talent", request.talentNames.length ? request.talentNames.join(", ") : "None specified"],
      ],
    },
    { kind: "quote", text: request.projectDescription },
    { kind: "button", label: "Manage the request", href: manageUrl },
  ]);
}

/** The client's acknowledgement that a talent request arrived. */
export function requestAcknowledgementEmail(request: RequestMail): RenderedEmail {
  return render(`We have received your talent request: ${BRAND_NAME}`, [
    p(`Hi ${request.clientName},`),
    p("Thank you for your talent request. Our team will review it and get back to you within 24-48 hours."),
    {
      kind: "details",
      rows: [
        ["Organization", request.organizationName],
        ["Project period", period(request)],
        ["Requested talent", request.talentNames.length ? request.talentNames.join(", ") : "None specified"],
      ],
    },
    { kind: "quote", text: request.projectDescription },
    p("If anything changes in the meantime, just reply to this e-mail."),
    signature,
  ]);
}

export type ContactMessageMail = { name: string; email: string; phone: string | null; subject: string; message: string };

/** The agency's copy of a message sent with the contact form; replies go to the sender. */
export function contactMessageEmail(sent: ContactMessageMail, inboxUrl: string): RenderedEmail {
  return render(`Website message: ${oneLine(sent.subject)}`, [
    p(`${sent.name} sent a message with the contact form on the website.`),
    {
      kind: "details",
      rows: [
        ["From", `${sent.name} <${sent.email}>`],
        ...(sent.phone ? [["Phone", sent.phone] as const] : []),
        ["Subject", oneLine(sent.subject)],
      ],
    },
    { kind: "quote", text: sent.message },
    p(`To answer, reply to this e-mail or write to ${sent.email}.`),
    { kind: "button", label: "Open the inbox", href: inboxUrl },
  ]);
}

/** A staff member's invitation: a one-time link to set a password. */
export function staffInvitationEmail(invitedBy: string, link: string): RenderedEmail {
  return render(`You are invited to the ${BRAND_NAME} admin area`, [
    p("Hello,"),
    p(
      `${invitedBy} has invited you to join the ${BRAND_NAME} admin area. Choose your password ` +
        "with the link below to activate your account.",
    ),
    { kind: "button", label: "Set your password", href: link },
    p("The link works once and expires in 24 hours. If you were not expecting this invitation, you can ignore this e-mail."),
    signature,
  ]);
}

/** A password reset: a one-time link. */
export function passwordResetEmail(link: string): RenderedEmail {
  return render(`Reset your ${BRAND_NAME} password`, [
    p("Hello,"),
    p(`Someone asked to reset the password of your ${BRAND_NAME} admin account. If it was you, choose a new password with the link below.`),
    { kind: "button", label: "Choose a new password", href: link },
    p("The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is."),
    signature,
  ]);
}

/** A client's shortlist of talent: a private link. */
export function clientPackageEmail(clientName: string, link: string, expiresAt: Date, message: string | null): RenderedEmail {
  const expires = expiresAt.toLocaleDateString("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Australia/Melbourne",
  });
  return render(`Talent selected for you by ${BRAND_NAME}`, [
    p(`Hi ${clientName},`),
    p(
      "We have put together a selection of talent for your project. Open the link to see their " +
        "profiles and photos, and mark each one Yes, Maybe or No.",
    ),
    ...(message ? [{ kind: "quote" as const, text: message }] : []),
    { kind: "button", label: "View the talent", href: link },
    p(`The link is private to you and works until ${expires}.`),
    signature,
  ]);
}

export type PackagePicksMail = {
  title: string;
  clientName: string;
  clientEmail: string;
  picks: ReadonlyArray<{ talentName: string; pick: string | null; comment: string | null }>;
};

/** To the agent who sent a package: the client's picks, as they stand when 'Send my picks' is pressed. */
export function packagePicksEmail(sent: PackagePicksMail, packagesUrl: string): RenderedEmail {
  const label = (pick: string | null) => (pick === "yes" ? "Yes" : pick === "maybe" ? "Maybe" : pick === "no" ? "No" : "No choice");
  return render(`${sent.clientName} sent their picks: ${sent.title}`, [
    p(`${sent.clientName} (${sent.clientEmail}) has sent their picks for "${sent.title}".`),
    {
      kind: "details",
      rows: sent.picks.map((row) => [row.talentName, row.comment ? `${label(row.pick)} (${row.comment})` : label(row.pick)] as const),
    },
    { kind: "button", label: "Open the packages", href: packagesUrl },
    p("Reply to this e-mail to answer the client."),
  ]);
}
