import { describe, expect, it } from "vitest";
import { bookingFormSchema, dollarsToCents } from "../../../../../common/schemas/booking-form";
import { bookingEvent, bookOutEvent, dayAfter, formatAud, statusText } from "./calendar-events";

describe("calendar events", () => {
  it("names each status in words, holds by their option", () => {
    expect(statusText("HOLD", 1)).toBe("1st option");
    expect(statusText("HOLD", 2)).toBe("2nd option");
    expect(statusText("CONFIRMED", null)).toBe("Confirmed");
    expect(statusText("RELEASED", null)).toBe("Released");
  });

  it("draws inclusive days with FullCalendar's exclusive end, across a month end", () => {
    expect(dayAfter("2027-02-28")).toBe("2027-03-01");
    const event = bookingEvent({
      id: 7,
      status: "HOLD",
      optionRank: 2,
      startDate: "2027-03-01",
      endDate: "2027-03-03",
      talent: { name: "Ada Lane" },
      job: { id: 3, title: "TVC" },
    });
    expect(event).toMatchObject({ start: "2027-03-01", end: "2027-03-04", title: "2nd option · Ada Lane · TVC" });
    expect(event.classNames).toContain("cal-hold");
    expect(bookOutEvent({ id: 1, startDate: "2027-03-01", endDate: "2027-03-01", talent: { name: "Ada Lane" } }).classNames).toContain(
      "cal-bookout",
    );
  });

  it("reads a rate in dollars and refuses what is not an amount", () => {
    expect(dollarsToCents("1,200.50")).toBe(120050);
    expect(dollarsToCents("$80")).toBe(8000);
    expect(dollarsToCents("12.345")).toBeNaN();
    expect(dollarsToCents("ten")).toBeNaN();
    expect(formatAud(120050)).toBe("$1,200.50");
    expect(bookingFormSchema.safeParse({ rate: "ten", note: "" }).error?.issues.map((issue) => issue.message)).toEqual([
      "Rate must be an amount in dollars, e.g. 1200 or 1200.50.",
    ]);
    expect(bookingFormSchema.safeParse({ rate: "20000000", note: "" }).error?.issues[0]?.message).toBe(
      "Rate must be at most $1,000,000.00.",
    );
    expect(bookingFormSchema.parse({ rate: "", note: "" }).rate).toBeNull();
  });
});
