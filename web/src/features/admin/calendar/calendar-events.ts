import type { EventInput } from "@fullcalendar/core";
import type { BookingStatus } from "#common/schemas/booking";
import { statusText } from "#web/components/admin/bookings/booking-words";
import { CLASH_WORDS, findClashes } from "#web/components/admin/bookings/clashes";

export { formatAud, statusText } from "#web/components/admin/bookings/booking-words";

// What the calendar draws for each booking and book-out. A status is told three ways (ADR 162):
// the words in the event's title, a border or fill pattern (calendar.css.ts) and a colour.

export type CalendarBooking = {
  id: number;
  status: BookingStatus;
  optionRank?: number | null;
  startDate: string;
  endDate: string;
  talentId?: number;
  talent: { name: string };
  job: { id: number; title: string };
};

export type CalendarBookOut = {
  id: number;
  talentId?: number;
  startDate: string;
  endDate: string;
  note?: string | null;
  talent: { name: string };
};

/** The day after a yyyy-mm-dd date: FullCalendar's all-day ends are exclusive, ours inclusive. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function bookingEvent(booking: CalendarBooking, bookedOut = false): EventInput {
  return {
    id: `booking-${booking.id}`,
    title:
      `${statusText(booking.status, booking.optionRank)} · ${booking.talent.name} · ` +
      `${booking.job.title}${bookedOut ? ` · ⚠ ${CLASH_WORDS.booking}` : ""}`,
    start: booking.startDate,
    end: dayAfter(booking.endDate),
    allDay: true,
    classNames: ["cal-event", `cal-${booking.status.toLowerCase()}`, ...(bookedOut ? ["cal-clash"] : [])],
    extendedProps: { kind: "booking", id: booking.id },
  };
}

/** `clashes`: the titles of the jobs the book-out lies over. */
export function bookOutEvent(bookOut: CalendarBookOut, clashes: readonly string[] = []): EventInput {
  return {
    id: `bookout-${bookOut.id}`,
    title: `Book-out · ${bookOut.talent.name}${bookOut.note ? ` · ${bookOut.note}` : ""}${
      clashes.length ? ` · ⚠ ${CLASH_WORDS.bookOut(clashes)}` : ""
    }`,
    start: bookOut.startDate,
    end: dayAfter(bookOut.endDate),
    allDay: true,
    classNames: ["cal-event", "cal-bookout", ...(clashes.length ? ["cal-clash"] : [])],
    extendedProps: { kind: "bookOut", id: bookOut.id },
  };
}

/**
 * The calendar's events, with clashes flagged in words on both the book-out and the work under it
 * (components/admin/bookings/clashes.ts).
 */
export function calendarEvents(bookings: readonly CalendarBooking[], bookOuts: readonly CalendarBookOut[]): EventInput[] {
  const clashes = findClashes(bookings, bookOuts);
  return [
    ...bookings.map((booking) => bookingEvent(booking, clashes.bookedOut.has(booking.id))),
    ...bookOuts.map((bookOut) =>
      bookOutEvent(
        bookOut,
        (clashes.byBookOut.get(bookOut.id) ?? []).map((booking) => booking.job.title),
      ),
    ),
  ];
}

/** The legend, in the order a job moves through. */
export const LEGEND: ReadonlyArray<{ className: string; label: string; pattern: string }> = [
  { className: "cal-hold", label: "Hold (1st, 2nd … option)", pattern: "dashed border" },
  { className: "cal-confirmed", label: "Confirmed", pattern: "solid fill" },
  { className: "cal-released", label: "Released", pattern: "struck through" },
  { className: "cal-cancelled", label: "Cancelled", pattern: "struck through, dotted" },
  { className: "cal-bookout", label: "Book-out", pattern: "hatched" },
  { className: "cal-clash", label: "Clash: work on booked-out days", pattern: "red outline, ⚠ in the title" },
];
