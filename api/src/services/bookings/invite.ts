import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { SITE } from "#common/site";
import { queueEmail } from "../mail";
import { p, render, signature, type RenderedEmail } from "../mail-templates";
import { isoDay, type Tx } from "./store";

// A confirmed booking's calendar invitation (ADR 161): one event per booking, its UID stable for
// the booking's life, its SEQUENCE raised by every change sent, METHOD:REQUEST while it stands and
// METHOD:CANCEL when it is released or cancelled. It travels with an e-mail through the outbox.

/** Who sends invitations and how their UIDs are made unique to this agency. */
export type InviteSender = { organizerEmail: string; uidDomain: string };

export type InviteJob = {
  title: string;
  location: string | null;
  startDate: Date;
  endDate: Date;
  startTime: string | null;
  endTime: string | null;
};

export type Invite = {
  bookingId: number;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  job: InviteJob;
  talent: { id: number; firstName: string; lastName: string; email: string };
};

export const bookingUid = (bookingId: number, uidDomain: string) => `booking-${bookingId}@${uidDomain}`;

/**
 * An all-day span: DTSTART the first day, DTEND the day after the last (RFC 5545 end is
 * exclusive). Noon UTC keeps the calendar day whatever the server's time zone.
 */
export function allDaySpan(job: Pick<InviteJob, "startDate" | "endDate">): { start: Date; end: Date } {
  const start = new Date(`${isoDay(job.startDate)}T12:00:00Z`);
  const end = new Date(`${isoDay(job.endDate)}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

/** Call times are Melbourne wall-clock times; they are told in words, the event spans whole days. */
export const callTimes = (job: Pick<InviteJob, "startTime" | "endTime">): string | null =>
  job.startTime || job.endTime ? `${job.startTime ?? "?"} to ${job.endTime ?? "?"} (Melbourne time)` : null;

const dates = (job: InviteJob) =>
  isoDay(job.startDate) === isoDay(job.endDate) ? isoDay(job.startDate) : `${isoDay(job.startDate)} to ${isoDay(job.endDate)}`;

export function bookingIcs(invite: Invite, sender: InviteSender): string {
  const calendar = ical({
    prodId: { company: SITE.name, product: "Bookings", language: "EN" },
    method: invite.method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const times = callTimes(invite.job);
  calendar.createEvent({
    id: bookingUid(invite.bookingId, sender.uidDomain),
    sequence: invite.sequence,
    ...allDaySpan(invite.job),
    allDay: true,
    stamp: new Date(),
    summary: invite.job.title,
    location: invite.job.location,
    description: times ? `Call time: ${times}` : null,
    status: invite.method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: SITE.name, email: sender.organizerEmail },
    attendees: [
      {
        name: `${invite.talent.firstName} ${invite.talent.lastName}`,
        email: invite.talent.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

function inviteEmail(invite: Invite): RenderedEmail {
  const { job, talent } = invite;
  const rows: Array<readonly [string, string]> = [
    ["Job", job.title],
    ["Dates", dates(job)],
  ];
  const times = callTimes(job);
  if (times) rows.push(["Call time", times]);
  if (job.location) rows.push(["Location", job.location]);
  if (invite.method === "CANCEL") {
    return render(`Booking cancelled: ${job.title}`, [
      p(`Hi ${talent.firstName},`),
      p("This booking no longer goes ahead, and you are free on these dates. The attached calendar update removes it from your calendar."),
      { kind: "details", rows },
      signature,
    ]);
  }
  const update = invite.sequence > 0;
  return render(`${update ? "Booking updated" : "Booking confirmed"}: ${job.title}`, [
    p(`Hi ${talent.firstName},`),
    p(
      update
        ? "The details of your booking have changed. The attached calendar invitation updates it in your calendar."
        : "You are confirmed for the job below. The attached calendar invitation adds it to your calendar.",
    ),
    { kind: "details", rows },
    p("If anything is unclear, just reply to this e-mail."),
    signature,
  ]);
}

/** Queues the talent's e-mail with the invitation, in the change's transaction; none without an e-mail address. */
export async function queueBookingInvite(tx: Tx, sender: InviteSender, invite: Invite): Promise<void> {
  if (!invite.talent.email.trim()) return;
  await queueEmail(tx, {
    template: invite.method === "CANCEL" ? "booking-cancelled" : invite.sequence > 0 ? "booking-updated" : "booking-confirmed",
    to: invite.talent.email,
    replyTo: sender.organizerEmail,
    email: inviteEmail(invite),
    talentId: invite.talent.id,
    calendar: { method: invite.method, content: bookingIcs(invite, sender) },
  });
}
