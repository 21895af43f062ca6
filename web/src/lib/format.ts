// Dates as an Australian reader expects them (docs/product.md#site-wide: "day, short month, year").

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The agency is in Melbourne: an instant is shown as the date it was there. */
const AGENCY_TIME_ZONE = "Australia/Melbourne";

const dateFormat = (timeZone: string) => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone });

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
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat(AGENCY_TIME_ZONE).format(date);
}

const tableDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: AGENCY_TIME_ZONE });

/** Dates in the admin tables: 'MMM d, yyyy' (docs/product.md#limits-and-constants), e.g. 'Mar 5, 2024', as the date in Melbourne. */
export function formatTableDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : tableDateFormat.format(date);
}
