import { optionLabel, type BookingStatus } from "#common/schemas/booking";

// How a booking is told in words wherever staff see one (the calendar, a talent's Bookings).

/** The words that say a booking's state: "1st option", "Confirmed", "Released", "Cancelled". */
export function statusText(status: BookingStatus, optionRank?: number | null): string {
  if (status === "HOLD") return optionRank ? optionLabel(optionRank) : "Hold";
  return { CONFIRMED: "Confirmed", RELEASED: "Released", CANCELLED: "Cancelled" }[status];
}

export const formatAud = (cents: number): string =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);
