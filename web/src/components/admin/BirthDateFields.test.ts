import { describe, expect, it } from "vitest";
import { derivedAgeText } from "./BirthDateFields";

describe("the age shown under the date of birth", () => {
  const today = new Date("2026-11-27T00:00:00Z");

  it("is worked out from the whole date, the birthday counted only once it has come", () => {
    expect(derivedAgeText({ birthDay: 27, birthMonth: 11, birthYear: 1990 }, today)).toBe("Age: 36");
    expect(derivedAgeText({ birthDay: 28, birthMonth: 11, birthYear: 1990 }, today)).toBe("Age: 35");
  });

  it("says what is missing rather than guessing", () => {
    expect(derivedAgeText({ birthDay: 3, birthMonth: null, birthYear: 1990 }, today)).toMatch(/once the day, month and year are chosen/);
  });
});
