import { describe, expect, it } from "vitest";
import { bookingFormSchema, dollarsToCents } from "#common/schemas/booking-form";
import { bookingEvent, bookOutEvent, calendarEvents, dayAfter, formatAud, statusText } from "./calendar-events";

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

  it("flags a talent's book-out over their hold or confirmation, on both, and leaves other talents and released work alone", () => {
    const job = (id: number, title: string) => ({ id, title });
    const events = calendarEvents(
      [
        {
          id: 1,
          status: "HOLD",
          optionRank: 1,
          startDate: "2027-05-03",
          endDate: "2027-05-04",
          talentId: 9,
          talent: { name: "Ada Lane" },
          job: job(1, "TVC"),
        },
        {
          id: 2,
          status: "RELEASED",
          startDate: "2027-05-03",
          endDate: "2027-05-03",
          talentId: 9,
          talent: { name: "Ada Lane" },
          job: job(2, "Print"),
        },
        {
          id: 3,
          status: "CONFIRMED",
          startDate: "2027-05-05",
          endDate: "2027-05-05",
          talentId: 8,
          talent: { name: "Bo Chen" },
          job: job(3, "Film"),
        },
      ],
      [{ id: 4, talentId: 9, startDate: "2027-05-04", endDate: "2027-05-10", note: "Holiday", talent: { name: "Ada Lane" } }],
    );
    const byId = Object.fromEntries(events.map((event) => [event.id, event]));
    expect(byId["booking-1"]).toMatchObject({ title: "1st option · Ada Lane · TVC · ⚠ Booked out" });
    expect(byId["booking-1"]!.classNames).toContain("cal-clash");
    expect(byId["booking-2"]!.classNames).not.toContain("cal-clash");
    expect(byId["booking-3"]!.classNames).not.toContain("cal-clash");
    expect(byId["bookout-4"]).toMatchObject({ title: 'Book-out · Ada Lane · Holiday · ⚠ Clashes with "TVC"' });
  });
});
