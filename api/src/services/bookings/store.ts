import type { BookingStatus } from "#common/schemas/booking";
import type { SessionUser } from "../../context";
import type { Prisma } from "../../db/generated/prisma/client";
import { notFound } from "../../errors";
import { recordActivity } from "../activity";
import type { BookOutRange, TalentBooking } from "./rules";

// What the booking operations read and write inside their transaction: the talent's lock, the
// talent's current work, and the history that goes with every change.

export type Tx = Prisma.TransactionClient;

/** yyyy-mm-dd of a stored @db.Date (a Date at UTC midnight). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
/** A yyyy-mm-dd as Prisma stores a @db.Date. */
export const dayDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

export type LockedTalent = { id: number; firstName: string; lastName: string; email: string };

/**
 * Locks the talent's row until the transaction ends (ADR 159): every booking change of a talent
 * takes this lock before it reads the talent's other bookings, so two staff confirming the same
 * talent at the same moment are checked one after the other and the second sees the first.
 */
export async function lockTalent(tx: Tx, talentId: number): Promise<LockedTalent> {
  const rows = await tx.$queryRaw<LockedTalent[]>`
    SELECT "id", "firstName", "lastName", "email" FROM "Talent" WHERE "id" = ${talentId} FOR UPDATE`;
  if (!rows[0]) throw notFound("Talent", talentId);
  return rows[0];
}

/** The talent's holds and confirmed bookings, with their job's dates. */
export async function activeBookings(tx: Tx, talentId: number): Promise<TalentBooking[]> {
  const rows = await tx.booking.findMany({
    where: { talentId, status: { in: ["HOLD", "CONFIRMED"] } },
    select: { id: true, jobId: true, status: true, optionRank: true, job: { select: { title: true, startDate: true, endDate: true } } },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.job.title,
    status: row.status as BookingStatus,
    optionRank: row.optionRank,
    start: isoDay(row.job.startDate),
    end: isoDay(row.job.endDate),
  }));
}

export async function bookOutsOf(tx: Tx, talentId: number): Promise<BookOutRange[]> {
  const rows = await tx.bookOut.findMany({ where: { talentId }, select: { id: true, startDate: true, endDate: true } });
  return rows.map((row) => ({ id: row.id, start: isoDay(row.startDate), end: isoDay(row.endDate) }));
}

/** The activity log's verb for each status a booking can take. */
const ACTION: Record<BookingStatus, string> = { HOLD: "hold", CONFIRMED: "confirm", RELEASED: "release", CANCELLED: "cancel" };

export type BookingChange = {
  bookingId: number;
  talentName: string;
  jobTitle: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  fromRank?: number | null;
  toRank?: number | null;
  reason?: string | null;
  /** The activity verb when it is not the status's own (a promotion). */
  action?: string;
};

/** 'Mia Tran on "Summer campaign"': how the log names a booking. */
export const bookingLabel = (talentName: string, jobTitle: string) => `${talentName} on "${jobTitle}"`;

/** Writes the booking's history entry and the staff activity entry, in the change's transaction. */
export async function recordBookingChange(tx: Tx, actor: SessionUser | null, change: BookingChange): Promise<void> {
  await tx.bookingEvent.create({
    data: {
      bookingId: change.bookingId,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      fromRank: change.fromRank ?? null,
      toRank: change.toRank ?? null,
      reason: change.reason ?? null,
      actorId: actor?.id ?? null,
      actorEmail: actor?.username ?? "system",
    },
  });
  await recordActivity(tx, actor, {
    action: change.action ?? ACTION[change.toStatus],
    subjectType: "Booking",
    subjectId: change.bookingId,
    subjectLabel: bookingLabel(change.talentName, change.jobTitle),
    note: change.reason ?? null,
  });
}
