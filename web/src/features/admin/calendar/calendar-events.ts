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
  talent: { name: string };
  job: { id: number; title: string };
};

export type CalendarBookOut = { id: number; startDate: string; endDate: string; note?: string | null; talent: { name: string } };

/** The day after a yyyy-mm-dd date: FullCalendar's all-day ends are exclusive, ours inclusive. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function bookingEvent(booking: CalendarBooking): EventInput {
  return {
    id: `booking-${booking.id}`,
    title: `${statusText(booking.status, booking.optionRank)} · ${booking.talent.name} · ${booking.job.title}`,
    start: booking.startDate,
    end: dayAfter(booking.endDate),
    allDay: true,
    classNames: ["cal-event", `cal-${booking.status.toLowerCase()}`],
    extendedProps: { kind: "booking", id: booking.id },
  };
}

export function bookOutEvent(bookOut: CalendarBookOut): EventInput {
  return {
    id: `bookout-${bookOut.id}`,
    title: `Book-out · ${bookOut.talent.name}${bookOut.note ? ` · ${bookOut.note}` : ""}`,
    start: bookOut.startDate,
    end: dayAfter(bookOut.endDate),
    allDay: true,
    classNames: ["cal-event", "cal-bookout"],
    extendedProps: { kind: "bookOut", id: bookOut.id },
  };
}

/** The legend, in the order a job moves through. */
export const LEGEND: ReadonlyArray<{ className: string; label: string; pattern: string }> = [
  { className: "cal-hold", label: "Hold (1st, 2nd … option)", pattern: "dashed border" },
  { className: "cal-confirmed", label: "Confirmed", pattern: "solid fill" },
  { className: "cal-released", label: "Released", pattern: "struck through" },
  { className: "cal-cancelled", label: "Cancelled", pattern: "struck through, dotted" },
  { className: "cal-bookout", label: "Book-out", pattern: "hatched" },
];
