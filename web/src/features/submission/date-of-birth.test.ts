import { describe, expect, it } from "vitest";
import { birthYears, isoFromParts } from "./DateOfBirthField";

describe("the date of birth picker", () => {
  it("offers the years from this year back to 1900", () => {
    const years = birthYears(new Date("2026-06-01T00:00:00Z"));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it("gives yyyy-mm-dd once day, month and year are chosen, else nothing", () => {
    expect(isoFromParts({ day: "4", month: "3", year: "1995" })).toBe("1995-03-04");
    expect(isoFromParts({ day: "", month: "3", year: "1995" })).toBe("");
    expect(isoFromParts({ day: "4", month: "3", year: "" })).toBe("");
  });
});
