import { formatDate } from "#common/dates";

// How the portal tells a talent about a booking, in words rather than codes.

type Status = "HOLD" | "CONFIRMED" | "RELEASED" | "CANCELLED";

/** 1st, 2nd, 3rd, 4th … (the same ordinal as staff's "1st option", without the zod module it lives beside). */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

/** "On hold (1st option)", "On hold", "Confirmed", "Released", "Cancelled". */
export function bookingStatusWords(status: Status, optionRank?: number | null): string {
  if (status === "HOLD") return optionRank ? `On hold (${ordinal(optionRank)} option)` : "On hold";
  return { CONFIRMED: "Confirmed", RELEASED: "Released", CANCELLED: "Cancelled" }[status];
}

/** The badge colour of a status: a confirmation stands out, a hold is tentative. */
export function bookingStatusPalette(status: Status): "green" | "orange" | "gray" {
  return status === "CONFIRMED" ? "green" : status === "HOLD" ? "orange" : "gray";
}

/** "4 Dec 2026", or "4 Dec 2026 to 6 Dec 2026". */
export function dateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} to ${formatDate(endDate)}`;
}

/** "09:30" → "9:30 am"; "17:00" → "5:00 pm"; anything else as written. */
export function clockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "pm" : "am";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** "Call time 9:00 am", "9:00 am to 5:00 pm", or null when staff gave no time. */
export function callTime(startTime?: string | null, endTime?: string | null): string | null {
  if (startTime && endTime) return `${clockTime(startTime)} to ${clockTime(endTime)}`;
  if (startTime) return `From ${clockTime(startTime)}`;
  return null;
}

/** "$450.00" */
export const formatAud = (cents: number): string =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);

/** A proposal part's value as the talent reads it: a list as "a, b", nothing as "(empty)". */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(empty)";
  return String(value);
}

/** "Waiting for review", "Approved", "Not approved". */
export function changeStatusWords(status: "PENDING" | "APPROVED" | "REJECTED"): string {
  return { PENDING: "Waiting for review", APPROVED: "Approved", REJECTED: "Not approved" }[status];
}

type PhotoKind = "PHOTO_ADDED" | "PHOTO_REMOVED";

/** What became of a proposed photo, in the talent's words. */
export function photoChangeWords(kind: PhotoKind, status: "PENDING" | "APPROVED" | "REJECTED"): string {
  if (kind === "PHOTO_ADDED") {
    return { PENDING: "New photo", APPROVED: "New photo, now on your profile", REJECTED: "New photo, not added to your profile" }[status];
  }
  return { PENDING: "Photo to remove", APPROVED: "Photo removed from your profile", REJECTED: "Photo kept on your profile" }[status];
}
