// Dates as an Australian reader expects them, one way everywhere (docs/product.md#site-wide: "day,
// short month, year", e.g. "4 Dec 2026"; ADR 142). Browser-safe and without zod: public pages import
// it module by module.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The agency is in Melbourne: an instant is shown as the date and time it was there. */
export const AGENCY_TIME_ZONE = "Australia/Melbourne";

const dateFormat = (timeZone: string) => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone });
const agencyDate = dateFormat(AGENCY_TIME_ZONE);
const agencyTime = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", timeZone: AGENCY_TIME_ZONE });

const instant = (value: string | Date) => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * '2024-03-05' → '5 Mar 2024'. A calendar date (yyyy-mm-dd) is shown as written; an instant
 * (ISO date-time or Date) as its date in Melbourne. Unreadable input gives ''.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    // Date rolls 2024-02-30 over to 1 March; such a value is not a date. (The same test as
    // common/schemas isRealDate, which is not imported: that module brings zod into every page.)
    const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    return real ? dateFormat("UTC").format(date) : "";
  }
  const date = instant(value);
  return date ? agencyDate.format(date) : "";
}

/** An instant with its time in Melbourne: '5 Mar 2024, 2:05 pm'. Unreadable input gives ''. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = instant(value);
  return date ? `${agencyDate.format(date)}, ${agencyTime.format(date)}` : "";
}

/** Today's date in Melbourne, yyyy-mm-dd: where the agency's whole-day bookings start and end. */
export function agencyToday(now: Date = new Date()): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
