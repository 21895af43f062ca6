import { describe, expect, it } from "vitest";
import { optionLabel } from "#common/schemas/booking";
import { confirmConflicts, overlaps, planHold, planRelease, transitionRefusal, unavailability, type TalentBooking } from "./rules";

const booking = (id: number, over: Partial<TalentBooking> = {}): TalentBooking => ({
  id,
  jobId: id * 10,
  jobTitle: `Job ${id}`,
  status: "HOLD",
  optionRank: 1,
  start: "2026-12-01",
  end: "2026-12-03",
  ...over,
});
const job = (id: number, start: string, end: string) => ({ id, start, end });

describe("overlaps", () => {
  it("counts a shared first or last day, and not adjacent days", () => {
    expect(overlaps({ start: "2026-12-01", end: "2026-12-03" }, { start: "2026-12-03", end: "2026-12-05" })).toBe(true);
    expect(overlaps({ start: "2026-12-01", end: "2026-12-03" }, { start: "2026-12-04", end: "2026-12-05" })).toBe(false);
    expect(overlaps({ start: "2026-12-02", end: "2026-12-02" }, { start: "2026-12-01", end: "2026-12-31" })).toBe(true);
  });
});

describe("planHold", () => {
  it("makes the first hold the 1st option", () => {
    expect(planHold(job(1, "2026-12-01", "2026-12-02"), [], [])).toEqual({ optionRank: 1, warnings: [], duplicate: false });
  });

  it("ranks a hold behind the talent's holds on overlapping dates, and ignores other dates and ended bookings", () => {
    const existing = [
      booking(1, { optionRank: 1 }),
      booking(2, { optionRank: 2, start: "2026-12-03", end: "2026-12-04" }),
      booking(3, { optionRank: 5, start: "2027-01-10", end: "2027-01-11" }),
      booking(4, { optionRank: 7, status: "RELEASED" }),
    ];
    const plan = planHold(job(99, "2026-12-02", "2026-12-03"), existing, []);
    expect(plan.optionRank).toBe(3);
    expect(plan.warnings).toEqual([]);
    expect(optionLabel(plan.optionRank)).toBe("3rd option");
  });

  it("warns, naming the job, when the talent is confirmed elsewhere, and when booked out", () => {
    const existing = [booking(1, { status: "CONFIRMED", optionRank: null, jobTitle: "Summer campaign" })];
    const plan = planHold(job(99, "2026-12-02", "2026-12-02"), existing, [{ id: 5, start: "2026-12-02", end: "2026-12-09" }]);
    expect(plan.optionRank).toBe(2);
    expect(plan.warnings).toEqual([
      {
        code: "CONFIRMED_ELSEWHERE",
        message: 'Already confirmed for "Summer campaign" on overlapping dates.',
        jobId: 10,
        jobTitle: "Summer campaign",
      },
      { code: "BOOKED_OUT", message: "Booked out from 2026-12-02 to 2026-12-09.", bookOutId: 5 },
    ]);
  });

  it("flags a second hold of the talent on the same job", () => {
    expect(planHold(job(10, "2026-12-01", "2026-12-01"), [booking(1)], []).duplicate).toBe(true);
    expect(planHold(job(10, "2026-12-01", "2026-12-01"), [booking(1, { status: "CANCELLED" })], []).duplicate).toBe(false);
  });
});

describe("confirmConflicts", () => {
  it("names only other confirmed bookings on overlapping dates", () => {
    const mine = booking(1);
    const others = [
      mine,
      booking(2, { status: "CONFIRMED", start: "2026-12-03", end: "2026-12-03" }),
      booking(3, { status: "CONFIRMED", start: "2026-12-04", end: "2026-12-04" }),
      booking(4, { status: "HOLD" }),
      booking(5, { status: "CANCELLED" }),
    ];
    expect(confirmConflicts(mine, others).map((b) => b.id)).toEqual([2]);
  });
});

describe("planRelease", () => {
  it("moves every overlapping hold behind the released one up a rank and names the new 1st option", () => {
    const first = booking(1, { optionRank: 1 });
    const all = [
      first,
      booking(2, { optionRank: 2 }),
      booking(3, { optionRank: 3, start: "2026-12-03", end: "2026-12-08" }),
      booking(4, { optionRank: 2, start: "2026-12-20", end: "2026-12-21" }),
      booking(5, { optionRank: 4, status: "RELEASED" }),
    ];
    expect(planRelease(first, all)).toEqual({
      changes: [
        { id: 2, fromRank: 2, toRank: 1 },
        { id: 3, fromRank: 3, toRank: 2 },
      ],
      promoted: [2],
    });
  });

  it("promotes no one when a later option is released", () => {
    const second = booking(2, { optionRank: 2 });
    expect(planRelease(second, [booking(1), second, booking(3, { optionRank: 3 })])).toEqual({
      changes: [{ id: 3, fromRank: 3, toRank: 2 }],
      promoted: [],
    });
  });
});

describe("transitionRefusal", () => {
  it("lets holds be confirmed, released or cancelled, and keeps ended bookings ended", () => {
    expect(transitionRefusal("HOLD", "CONFIRMED")).toBeNull();
    expect(transitionRefusal("CONFIRMED", "CANCELLED")).toBeNull();
    expect(transitionRefusal("CONFIRMED", "CONFIRMED")).toBe("A confirmed booking cannot be confirmed.");
    expect(transitionRefusal("RELEASED", "CONFIRMED")).toBe("A released booking cannot be confirmed.");
    expect(transitionRefusal("CANCELLED", "RELEASED")).toBe("A cancelled booking cannot be released.");
  });
});

describe("unavailability", () => {
  it("is confirmed work and book-outs on the range; holds leave the talent available", () => {
    const range = { start: "2026-12-02", end: "2026-12-02" };
    const result = unavailability(
      range,
      [booking(1), booking(2, { status: "CONFIRMED" })],
      [{ id: 9, start: "2026-12-05", end: "2026-12-06" }],
    );
    expect(result.bookings.map((b) => b.id)).toEqual([2]);
    expect(result.bookOuts).toEqual([]);
  });
});
