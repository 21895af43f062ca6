import { describe, expect, it } from "vitest";
import { ageOn, birthDateOf, countOf, initialsOf, lastInitial, publicName, todayIso } from "./text";
import { cardFacts } from "./facts";

describe("names as visitors see them", () => {
  it("shows only the last name's initial, upper case", () => {
    expect(lastInitial("  doe ")).toBe("D");
    expect(lastInitial("")).toBe("");
    expect(publicName(" Jane ", "doe")).toBe("Jane D.");
    expect(publicName("Jane", "   ")).toBe("Jane");
  });

  it("takes avatar initials from the first and last word, letters and digits only", () => {
    expect(initialsOf("Jane van Dyke")).toBe("JD");
    expect(initialsOf("  cher  ")).toBe("C");
    expect(initialsOf("'Jo' (Smith)")).toBe("JS");
    expect(initialsOf("Élodie Ōno")).toBe("ÉŌ");
    expect(initialsOf("")).toBe("");
  });
});

describe("dates", () => {
  it("makes a birth date only when day, month and year are all known", () => {
    expect(birthDateOf({ birthDay: 29, birthMonth: 2, birthYear: 2000 })?.toISOString()).toBe("2000-02-29T00:00:00.000Z");
    expect(birthDateOf({ birthDay: null, birthMonth: 2, birthYear: 2000 })).toBeNull();
    expect(birthDateOf({ birthDay: 1, birthMonth: null, birthYear: 2000 })).toBeNull();
    expect(birthDateOf({ birthDay: 1, birthMonth: 2, birthYear: null })).toBeNull();
  });

  it("counts whole years, turning a year older on the birthday itself", () => {
    const birth = { year: 2000, month: 6, day: 15 };
    expect(ageOn(birth, new Date("2025-06-14T23:59:59Z"))).toBe(24);
    expect(ageOn(birth, new Date("2025-06-15T00:00:00Z"))).toBe(25);
    expect(ageOn(birth, new Date("2025-05-30T00:00:00Z"))).toBe(24);
    expect(ageOn(birth, new Date("2025-07-01T00:00:00Z"))).toBe(25);
  });

  it("writes today as yyyy-mm-dd in UTC", () => {
    expect(todayIso(new Date("2026-01-02T23:30:00Z"))).toBe("2026-01-02");
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("counts and a card's facts line", () => {
  it("counts in correct English", () => {
    expect(countOf(1, "talent")).toBe("1 talent");
    expect(countOf(0, "talent")).toBe("0 talents");
    expect(countOf(65, "talent")).toBe("65 talents");
    expect(countOf(1200, "talent")).toBe("1,200 talents");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });

  it("puts age, place and height on one line, leaving out what is unknown", () => {
    expect(cardFacts({ age: 34, suburb: "Richmond", state: "VIC", height: 170 })).toBe("34 · Richmond VIC · 170 cm");
    expect(cardFacts({ age: null, suburb: null, state: "NSW", height: 182 })).toBe("NSW · 182 cm");
    expect(cardFacts({ age: null, suburb: null, state: null, height: null })).toBe("");
  });
});
