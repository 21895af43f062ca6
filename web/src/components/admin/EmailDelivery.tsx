import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { type FragmentType, getFragmentData, graphql } from "../../gql";
import type { EmailDeliveryFragment } from "../../gql/graphql";

// Each e-mail's delivery state where staff triggered it (ADR 080: review dialog, request, inbox):
// one line per message, 'E-mail to client: sent 21:04', 'failed: <reason>, retrying' or 'queued'.
// The state comes from the outbox (api/src/schema/email.ts); open screens follow it through the
// staff change stamp, which moves on every delivery.

export const EmailDeliveryFragmentDoc = graphql(`
  fragment EmailDelivery on Email {
    id
    template
    toAddress
    status
    attempts
    lastError
    transport
    createdAt
    sentAt
    failedAt
  }
`);

/** Who each template goes to, as staff name it. */
const RECIPIENT: Record<string, string> = {
  "talent-approved": "Approval e-mail to talent",
  "talent-published": "Published e-mail to talent",
  "talent-unpublished": "Unpublished e-mail to talent",
  "talent-declined": "Declined e-mail to talent",
  "request-acknowledgement": "E-mail to client",
  "request-received": "Notice to the agency",
  "contact-message": "Notice to the agency",
  "client-package": "Package link to client",
  "package-picks": "Client's picks to the agent",
  "staff-invitation": "Invitation",
  "password-reset": "Password reset",
};

const AGENCY_TIME_ZONE = "Australia/Melbourne";
const clock = new Intl.DateTimeFormat("en-AU", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: AGENCY_TIME_ZONE });
const day = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: AGENCY_TIME_ZONE });

/** '21:04' today (in Melbourne), '5 Mar 21:04' on another day. */
export function deliveryTime(value: string, now = new Date()): string {
  const date = new Date(value);
  return day.format(date) === day.format(now) ? clock.format(date) : `${day.format(date)} ${clock.format(date)}`;
}

type Delivery = Pick<EmailDeliveryFragment, "template" | "status" | "lastError" | "sentAt" | "failedAt" | "transport">;

/** The state in words and its badge colour. A queued message with a reason is a retry after a refusal. */
export function deliveryState(email: Delivery, now = new Date()): { label: string; palette: string } {
  if (email.status === "sent") {
    const when = email.sentAt ? ` ${deliveryTime(email.sentAt, now)}` : "";
    // Without SMTP_URL the message is only written under DATA_DIR/mail: staff must not think it arrived.
    return {
      label: email.transport === "file" ? `saved as a file${when} (SMTP_URL is not set)` : `sent${when}`,
      palette: email.transport === "file" ? "gray" : "green",
    };
  }
  if (email.status === "failed") return { label: `failed: ${email.lastError ?? "no reason given"}`, palette: "red" };
  if (email.lastError) return { label: `failed: ${email.lastError}, retrying`, palette: "orange" };
  return { label: email.status === "sending" ? "sending" : "queued", palette: "gray" };
}

export const recipientOf = (template: string) => RECIPIENT[template] ?? "E-mail";

type EmailDeliveryListProps = {
  emails: ReadonlyArray<FragmentType<typeof EmailDeliveryFragmentDoc>>;
  /** Only these templates (in the order given by the list, newest first). */
  templates?: readonly string[];
  /** What to say when there is nothing to show; nothing is rendered when omitted. */
  empty?: string;
  label?: string;
};

/** The e-mails of one thing (a talent, a request, a message), newest first, each with its state. */
export function EmailDeliveryList({ emails: refs, templates, empty, label = "E-mails" }: EmailDeliveryListProps) {
  const emails = getFragmentData(EmailDeliveryFragmentDoc, refs).filter((email) => !templates || templates.includes(email.template));
  if (emails.length === 0)
    return empty ? (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    ) : null;
  return (
    <Stack as="ul" listStyleType="none" gap="1" fontSize="sm" aria-label={label}>
      {emails.map((email) => {
        const state = deliveryState(email);
        return (
          <HStack as="li" key={email.id} gap="2" align="baseline" wrap="wrap">
            <Text>
              {`${recipientOf(email.template)} `}
              <Text as="span" color="fg.muted" wordBreak="break-all">{`(${email.toAddress})`}</Text>:
            </Text>
            <Badge colorPalette={state.palette} variant="subtle" whiteSpace="normal" textAlign="start">
              {state.label}
            </Badge>
          </HStack>
        );
      })}
    </Stack>
  );
}
