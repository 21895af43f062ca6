// A talent's book-out (theirs from the portal, or staff's) over their own hold or confirmation: the
// calendar and the talent page flag both (ADR 171). Dates are yyyy-mm-dd, so they compare as text.

type Dated = { startDate: string; endDate: string };
type ClashBooking = Dated & { id: number; status: string; talentId?: number; job: { title: string } };
type ClashBookOut = Dated & { id: number; talentId?: number };

export type Clashes<B> = {
  /** The live bookings each book-out lies over, by book-out id. */
  byBookOut: Map<number, B[]>;
  /** The ids of bookings on days their talent is booked out. */
  bookedOut: Set<number>;
};

const overlaps = (a: Dated, b: Dated) => a.startDate <= b.endDate && b.startDate <= a.endDate;

export function findClashes<B extends ClashBooking>(bookings: readonly B[], bookOuts: readonly ClashBookOut[]): Clashes<B> {
  const live = bookings.filter((booking) => booking.status === "HOLD" || booking.status === "CONFIRMED");
  const byBookOut = new Map<number, B[]>();
  const bookedOut = new Set<number>();
  for (const bookOut of bookOuts) {
    const clashing =
      bookOut.talentId === undefined ? [] : live.filter((booking) => booking.talentId === bookOut.talentId && overlaps(booking, bookOut));
    byBookOut.set(bookOut.id, clashing);
    for (const booking of clashing) bookedOut.add(booking.id);
  }
  return { byBookOut, bookedOut };
}

/** The words a clash adds: on a hold or confirmation, and on the book-out under it. */
export const CLASH_WORDS = {
  booking: "Booked out",
  bookOut: (jobTitles: readonly string[]) => `Clashes with ${jobTitles.map((title) => `"${title}"`).join(", ")}`,
} as const;
