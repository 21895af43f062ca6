import { GraphQLError } from "graphql";
import { bookingMessages, optionLabel, type BookingStatus } from "#common/schemas/booking";
import type { SessionUser } from "../../context";
import type { PrismaClient } from "../../db/generated/prisma/client";
import { conflict, notFound } from "../../errors";
import { queueBookingInvite, type InviteSender } from "./invite";
import { confirmConflicts, planHold, planRelease, transitionRefusal, unavailability, type BookingWarning } from "./rules";
import { activeBookings, bookOutsOf, isoDay, lockTalent, recordBookingChange, type Tx } from "./store";

// The booking changes, each in one transaction that first locks the talent (ADR 159), applies the
// rules of ./rules.ts to what it then reads, and writes the change, its history, the activity
// entry and the talent's e-mail together.

export type BookingOutcome = {
  bookingId: number;
  warnings: BookingWarning[];
  /** Holds that became the 1st option because this booking was released or cancelled. */
  promotedIds: number[];
};

export type Actor = SessionUser | null;

const talentName = (talent: { firstName: string; lastName: string }) => `${talent.firstName} ${talent.lastName}`;

export type HoldInput = { jobId: number; talentId: number; rateCents: number | null; note: string | null };

/** Places a hold inside an open transaction (createJobFromRequest places several in one). */
export async function holdIn(tx: Tx, actor: Actor, input: HoldInput, reason: string | null = null): Promise<BookingOutcome> {
  const job = await tx.job.findUnique({ where: { id: input.jobId }, select: { id: true, title: true, startDate: true, endDate: true } });
  if (!job) throw notFound("Job", input.jobId);
  const talent = await lockTalent(tx, input.talentId);
  const plan = planHold(
    { id: job.id, start: isoDay(job.startDate), end: isoDay(job.endDate) },
    await activeBookings(tx, talent.id),
    await bookOutsOf(tx, talent.id),
  );
  if (plan.duplicate) throw conflict("talentId", bookingMessages.alreadyOnJob);
  const booking = await tx.booking.create({
    data: { talentId: talent.id, jobId: job.id, status: "HOLD", optionRank: plan.optionRank, rateCents: input.rateCents, note: input.note },
    select: { id: true },
  });
  await recordBookingChange(tx, actor, {
    bookingId: booking.id,
    talentName: talentName(talent),
    jobTitle: job.title,
    fromStatus: null,
    toStatus: "HOLD",
    toRank: plan.optionRank,
    reason: reason ?? optionLabel(plan.optionRank),
  });
  return { bookingId: booking.id, warnings: plan.warnings, promotedIds: [] };
}

export async function placeHold(prisma: PrismaClient, actor: Actor, input: HoldInput): Promise<BookingOutcome> {
  return prisma.$transaction((tx) => holdIn(tx, actor, input));
}

export type StatusChange = {
  to: Exclude<BookingStatus, "HOLD">;
  /** Staff's reason for a release or a cancellation, kept in the history. */
  reason?: string | null;
  /** Confirms over another confirmed booking of the talent; the reason is kept and logged. */
  override?: { reason: string } | null;
};

/** The CONFLICT a confirmation over other confirmed work answers, naming the other job. */
function confirmRefused(jobId: number, jobTitle: string): GraphQLError {
  const message = bookingMessages.confirmConflict(jobTitle);
  return new GraphQLError(message, { extensions: { code: "CONFLICT", fields: { override: message }, jobId, jobTitle } });
}

export async function changeStatus(
  prisma: PrismaClient,
  actor: Actor,
  bookingId: number,
  change: StatusChange,
  sender: InviteSender,
): Promise<BookingOutcome> {
  return prisma.$transaction(async (tx) => {
    const first = await tx.booking.findUnique({ where: { id: bookingId }, select: { talentId: true } });
    if (!first) throw notFound("Booking", bookingId);
    const talent = await lockTalent(tx, first.talentId);
    // Read again under the lock: another change may have committed while this one waited.
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      select: {
        id: true,
        status: true,
        optionRank: true,
        icsSequence: true,
        job: { select: { id: true, title: true, location: true, startDate: true, endDate: true, startTime: true, endTime: true } },
      },
    });
    if (!booking) throw notFound("Booking", bookingId);
    const from = booking.status as BookingStatus;
    const refusal = transitionRefusal(from, change.to);
    if (refusal) throw conflict("status", refusal);

    const bookings = await activeBookings(tx, talent.id);
    const me = bookings.find((row) => row.id === bookingId)!;
    const outcome: BookingOutcome = { bookingId, warnings: [], promotedIds: [] };
    const name = talentName(talent);
    let overrideReason: string | null = null;

    if (change.to === "CONFIRMED") {
      const [other] = confirmConflicts(me, bookings);
      if (other && !change.override) throw confirmRefused(other.jobId, other.jobTitle);
      if (other) overrideReason = change.override!.reason;
      outcome.warnings = unavailability(me, [], await bookOutsOf(tx, talent.id)).bookOuts.map((out) => ({
        code: "BOOKED_OUT" as const,
        message: bookingMessages.bookedOut(out.start, out.end),
        bookOutId: out.id,
      }));
    }

    // An invitation went out when the booking was confirmed; whatever ends it sends the cancellation.
    const sendsInvite = change.to === "CONFIRMED" || from === "CONFIRMED";
    const sequence = change.to === "CONFIRMED" ? booking.icsSequence : booking.icsSequence + 1;
    await tx.booking.update({
      where: { id: bookingId },
      data: {
        status: change.to,
        ...(change.to === "CONFIRMED" ? { overrideReason } : { optionRank: null }),
        ...(sendsInvite ? { icsSequence: sequence } : {}),
      },
    });
    await recordBookingChange(tx, actor, {
      bookingId,
      talentName: name,
      jobTitle: booking.job.title,
      fromStatus: from,
      toStatus: change.to,
      fromRank: booking.optionRank,
      toRank: change.to === "CONFIRMED" ? booking.optionRank : null,
      reason: overrideReason ? `Override: ${overrideReason}` : (change.reason ?? null),
    });

    if (change.to !== "CONFIRMED") {
      const plan = planRelease(me, bookings);
      for (const rank of plan.changes) {
        const moved = bookings.find((row) => row.id === rank.id)!;
        await tx.booking.update({ where: { id: rank.id }, data: { optionRank: rank.toRank } });
        await recordBookingChange(tx, actor, {
          bookingId: rank.id,
          talentName: name,
          jobTitle: moved.jobTitle,
          fromStatus: "HOLD",
          toStatus: "HOLD",
          fromRank: rank.fromRank,
          toRank: rank.toRank,
          reason: `${optionLabel(rank.fromRank)} → ${optionLabel(rank.toRank)} (${booking.job.title} ${change.to.toLowerCase()})`,
          action: rank.toRank === 1 ? "promote" : "rerank",
        });
      }
      outcome.promotedIds = plan.promoted;
    }

    if (sendsInvite) {
      await queueBookingInvite(tx, sender, {
        bookingId,
        sequence,
        method: change.to === "CONFIRMED" ? "REQUEST" : "CANCEL",
        job: booking.job,
        talent,
      });
    }
    return outcome;
  });
}
