import { bookingMessages } from "#common/schemas/booking";
import type { SessionUser } from "../../context";
import { notFound } from "../../errors";
import { recordActivity, talentLabel } from "../activity";
import { overlaps } from "./rules";
import { activeBookings, dayDate, lockTalent, type Tx } from "./store";

// Adding and removing a book-out, for staff (the calendar) and for the talent (the portal, ADR 004):
// one code path under the talent's lock (ADR 159), with its activity entry, answering the holds and
// confirmations it overlaps so whoever booked out is told.

export type BookOutDraft = { talentId: number; startDate: string; endDate: string; note: string | null };

/** Where a change came from, for the activity log: the calendar, or the talent's own portal. */
export type BookOutVia = "staff" | "portal";

export async function addBookOutIn(tx: Tx, actor: SessionUser | null, draft: BookOutDraft, via: BookOutVia = "staff") {
  const talent = await lockTalent(tx, draft.talentId);
  const row = await tx.bookOut.create({
    data: { talentId: talent.id, startDate: dayDate(draft.startDate), endDate: dayDate(draft.endDate), note: draft.note },
    select: { id: true },
  });
  await recordActivity(tx, actor, {
    action: "book-out",
    subjectType: "Talent",
    subjectId: talent.id,
    subjectLabel: talentLabel(talent),
    note:
      via === "portal"
        ? `${draft.startDate} to ${draft.endDate}, by ${talentLabel(talent)} in the talent portal`
        : `${draft.startDate} to ${draft.endDate}`,
  });
  const range = { start: draft.startDate, end: draft.endDate };
  // OVERLAPS_BOOKING: the book-out was made; the hold or confirmation it overlaps is flagged.
  const warnings = (await activeBookings(tx, talent.id))
    .filter((booking) => overlaps(booking, range))
    .map((booking) => ({
      code: "OVERLAPS_BOOKING",
      message: bookingMessages.bookOutOverlaps(booking.jobTitle, booking.status),
      bookingId: booking.id,
      jobId: booking.jobId,
      jobTitle: booking.jobTitle,
      bookOutId: row.id,
    }));
  return { id: row.id, warnings };
}

/**
 * Deletes a book-out; with `ofTalent`, only one of that talent's (another talent's id is NOT_FOUND,
 * as if it did not exist). Answers whether it was removed.
 */
export async function removeBookOutIn(tx: Tx, actor: SessionUser | null, id: number, ofTalent?: number, via: BookOutVia = "staff") {
  const found = await tx.bookOut.findUnique({ where: { id }, select: { talentId: true, startDate: true, endDate: true } });
  if (!found || (ofTalent !== undefined && found.talentId !== ofTalent)) throw notFound("Book-out", id);
  const talent = await lockTalent(tx, found.talentId);
  await tx.bookOut.delete({ where: { id } });
  await recordActivity(tx, actor, {
    action: "book-out.delete",
    subjectType: "Talent",
    subjectId: talent.id,
    subjectLabel: talentLabel(talent),
    note: via === "portal" ? `Removed by ${talentLabel(talent)} in the talent portal` : null,
  });
}
