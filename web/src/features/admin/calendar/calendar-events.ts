import type { EventInput } from "@fullcalendar/core";
import type { BookingStatus } from "../../../../../common/schemas/booking";
import { statusText } from "../../../components/admin/bookings/booking-words";

export { formatAud, statusText } from "../../../components/admin/bookings/booking-words";

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

/** Words added to an event that clashes: a hold or confirmation on booked-out days, and the book-out under it. */
export const CLASH_WORDS = { booking: "Booked out", bookOut: "Clashes with" } as const;

export function bookingEvent(booking: CalendarBooking, bookedOut = false): EventInput {
  return {
    id: `booking-${booking.id}`,
    title: `${statusText(booking.status, booking.optionRank)} · ${booking.talent.name} · ${booking.job.title}${bookedOut ? ` · ⚠ ${CLASH_WORDS.booking}` : ""}`,
    start: booking.startDate,
    end: dayAfter(booking.endDate),
    allDay: true,
    classNames: ["cal-event", `cal-${booking.status.toLowerCase()}`, ...(bookedOut ? ["cal-clash"] : [])],
    extendedProps: { kind: "booking", id: booking.id },
  };
}

export function bookOutEvent(bookOut: CalendarBookOut, clashes: readonly string[] = []): EventInput {
  return {
    id: `bookout-${bookOut.id}`,
    title: `Book-out · ${bookOut.talent.name}${bookOut.note ? ` · ${bookOut.note}` : ""}${
      clashes.length ? ` · ⚠ ${CLASH_WORDS.bookOut} ${clashes.join(", ")}` : ""
    }`,
    start: bookOut.startDate,
    end: dayAfter(bookOut.endDate),
    allDay: true,
    classNames: ["cal-event", "cal-bookout", ...(clashes.length ? ["cal-clash"] : [])],
    extendedProps: { kind: "bookOut", id: bookOut.id },
  };
}

/**
 * The calendar's events, with clashes flagged: a talent's book-out (theirs from the portal, or
 * staff's) over a hold or confirmation of the same talent marks both, in words, so staff see the
 * conflict wherever they look (dates are yyyy-mm-dd, so they compare as text).
 */
export function calendarEvents(bookings: readonly CalendarBooking[], bookOuts: readonly CalendarBookOut[]): EventInput[] {
  const live = bookings.filter((booking) => booking.status === "HOLD" || booking.status === "CONFIRMED");
  const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
    a.startDate <= b.endDate && b.startDate <= a.endDate;
  const clashing = (bookOut: CalendarBookOut) =>
    bookOut.talentId === undefined ? [] : live.filter((booking) => booking.talentId === bookOut.talentId && overlaps(booking, bookOut));
  const bookedOut = new Set<number>();
  const outEvents = bookOuts.map((bookOut) => {
    const clashes = clashing(bookOut);
    for (const booking of clashes) bookedOut.add(booking.id);
    return bookOutEvent(
      bookOut,
      clashes.map((booking) => `"${booking.job.title}"`),
    );
  });
  return [...bookings.map((booking) => bookingEvent(booking, bookedOut.has(booking.id))), ...outEvents];
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
