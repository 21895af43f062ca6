import { describe, expect, it } from "vitest";
import { birthDateBounds } from "./age";
import { ageOn } from "./text";

// The directory's age bands are birth-date bounds made from the same rule as ageOn: a birth date
// is within a band's bounds exactly when the age it gives is within the band.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

describe("birthDateBounds", () => {
  it.each(["2028-02-29", "2027-02-28", "2027-03-01", "2026-12-31", "2026-06-15"])(
    "holds every birth date of an age in the band, and none outside it, on %s",
    (today) => {
      const wrong: string[] = [];
      for (const band of [
        { min: 26, max: 35 },
        { min: 18, max: 25 },
        { min: 56, max: null },
      ]) {
        const { bornBy, bornAfter } = birthDateBounds(band, day(today));
        // Every day of birth from 70 years back to 10 years back.
        for (
          let birth = day(`${Number(today.slice(0, 4)) - 70}-01-01`);
          birth < day(`${Number(today.slice(0, 4)) - 10}-01-01`);
          birth = addDays(birth, 1)
        ) {
          const age = ageOn({ year: birth.getUTCFullYear(), month: birth.getUTCMonth() + 1, day: birth.getUTCDate() }, day(today));
          const inBand = age >= band.min && (band.max === null || age <= band.max);
          const inBounds = iso(birth) <= bornBy && (bornAfter === null || iso(birth) > bornAfter);
          if (inBounds !== inBand) wrong.push(`${iso(birth)} (age ${age}), ${JSON.stringify(band)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
