import { bookingMessages, type BookingStatus } from "#common/schemas/booking";

// The booking rules (docs/product.md#bookings), as pure functions of a talent's bookings and
// book-outs: the resolvers load those rows under the talent's lock (ADR 159) and apply what these
// functions answer, so every rule is tested here without a database.

/** Whole days, yyyy-mm-dd, start and end inclusive. */
export type DayRange = { start: string; end: string };

export type TalentBooking = DayRange & {
  id: number;
  jobId: number;
  jobTitle: string;
  status: BookingStatus;
  optionRank: number | null;
};

export type BookOutRange = DayRange & { id: number };

export type BookingWarning =
  | { code: "CONFIRMED_ELSEWHERE"; message: string; jobId: number; jobTitle: string }
  | { code: "BOOKED_OUT"; message: string; bookOutId: number };

/** Two ranges of whole days share at least one day. ISO dates compare as strings. */
export const overlaps = (a: DayRange, b: DayRange): boolean => a.start <= b.end && b.start <= a.end;

const ACTIVE: ReadonlySet<BookingStatus> = new Set(["HOLD", "CONFIRMED"]);
export const isActive = (status: BookingStatus): boolean => ACTIVE.has(status);

/** Which status may become which; RELEASED and CANCELLED are final. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  HOLD: ["CONFIRMED", "RELEASED", "CANCELLED"],
  CONFIRMED: ["RELEASED", "CANCELLED"],
  RELEASED: [],
  CANCELLED: [],
};
const VERB: Record<BookingStatus, string> = { HOLD: "held", CONFIRMED: "confirmed", RELEASED: "released", CANCELLED: "cancelled" };

/** Null when the change is allowed, else the message that says why not. */
export function transitionRefusal(from: BookingStatus, to: BookingStatus): string | null {
  return NEXT[from].includes(to) ? null : bookingMessages.notFrom(from, VERB[to]);
}

export type HoldPlan = {
  /** The rank the new hold takes: 1 + the highest rank among the talent's active bookings on overlapping dates. */
  optionRank: number;
  warnings: BookingWarning[];
  /** Set when the talent is already held or confirmed on this very job. */
  duplicate: boolean;
};

/** Where a new hold on `job` goes among the talent's other work, and what staff should be told. */
export function planHold(job: DayRange & { id: number }, bookings: readonly TalentBooking[], bookOuts: readonly BookOutRange[]): HoldPlan {
  const active = bookings.filter((booking) => isActive(booking.status));
  const duplicate = active.some((booking) => booking.jobId === job.id);
  const overlapping = active.filter((booking) => booking.jobId !== job.id && overlaps(booking, job));
  // A confirmed booking without a rank (confirmed straight away) stands in front as a first option.
  const highest = Math.max(0, ...overlapping.map((booking) => booking.optionRank ?? 1));
  const warnings: BookingWarning[] = [
    ...overlapping
      .filter((booking) => booking.status === "CONFIRMED")
      .map((booking) => ({
        code: "CONFIRMED_ELSEWHERE" as const,
        message: bookingMessages.confirmedElsewhere(booking.jobTitle),
        jobId: booking.jobId,
        jobTitle: booking.jobTitle,
      })),
    ...bookOuts
      .filter((out) => overlaps(out, job))
      .map((out) => ({ code: "BOOKED_OUT" as const, message: bookingMessages.bookedOut(out.start, out.end), bookOutId: out.id })),
  ];
  return { optionRank: highest + 1, warnings, duplicate };
}

/** The other confirmed bookings of the talent that a confirmation of `booking` would overlap. */
export function confirmConflicts(booking: TalentBooking, bookings: readonly TalentBooking[]): TalentBooking[] {
  return bookings.filter((other) => other.id !== booking.id && other.status === "CONFIRMED" && overlaps(other, booking));
}

export type RankChange = { id: number; fromRank: number; toRank: number };

/**
 * What releasing or cancelling `booking` does to the talent's other holds: every hold on
 * overlapping dates ranked behind it moves up one. Those that become the 1st option are
 * `promoted`, so staff can be told (and the talent's next job secured).
 */
export function planRelease(booking: TalentBooking, bookings: readonly TalentBooking[]): { changes: RankChange[]; promoted: number[] } {
  const rank = booking.optionRank;
  if (rank === null) return { changes: [], promoted: [] };
  const changes = bookings
    .filter((other) => other.id !== booking.id && other.status === "HOLD" && other.optionRank !== null && other.optionRank > rank)
    .filter((other) => overlaps(other, booking))
    .map((other) => ({ id: other.id, fromRank: other.optionRank!, toRank: other.optionRank! - 1 }));
  return { changes, promoted: changes.filter((change) => change.toRank === 1).map((change) => change.id) };
}

/** The rows (bookings and book-outs) that make a talent unavailable for a range: confirmed work and book-outs. */
export function unavailability(
  range: DayRange,
  bookings: readonly TalentBooking[],
  bookOuts: readonly BookOutRange[],
): { bookings: TalentBooking[]; bookOuts: BookOutRange[] } {
  return {
    bookings: bookings.filter((booking) => booking.status === "CONFIRMED" && overlaps(booking, range)),
    bookOuts: bookOuts.filter((out) => overlaps(out, range)),
  };
}
