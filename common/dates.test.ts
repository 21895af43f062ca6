import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("formatDate (en-AU: day, short month, year)", () => {
  it("shows a calendar date as written, whatever the time zone", () => {
    expect(formatDate("2024-03-05")).toBe("5 Mar 2024");
    expect(formatDate("1999-12-31")).toBe("31 Dec 1999");
  });

  it("shows an instant as its date in Melbourne", () => {
    // 14:30 UTC on 4 March is 01:30 on 5 March in Melbourne (daylight saving, UTC+11).
    expect(formatDate("2024-03-04T14:30:00.000Z")).toBe("5 Mar 2024");
    expect(formatDate(new Date("2024-11-30T12:59:00Z"))).toBe("30 Nov 2024");
    expect(formatDate(new Date("2024-11-30T13:00:00Z"))).toBe("1 Dec 2024");
  });

  it("gives nothing for a missing or unreadable value", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2024-02-30")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("adds the time in Melbourne to the same date format", () => {
    expect(formatDateTime("2024-03-04T14:30:00.000Z")).toBe("5 Mar 2024, 1:30 am");
    expect(formatDateTime(new Date("2026-12-04T03:05:00Z"))).toBe("4 Dec 2026, 2:05 pm");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("soon")).toBe("");
  });
});
