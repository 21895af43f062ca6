import { describe, expect, it } from "vitest";
import { initialTalentIds } from "./RequestPage";

describe("initialTalentIds (what a new request starts with)", () => {
  it("takes ?talent= first, then the shortlist, each once", () => {
    expect(initialTalentIds("7", [{ id: 3 }, { id: 7 }, { id: 9 }])).toEqual([7, 3, 9]);
  });

  it("ignores a talent parameter that is not a positive id", () => {
    for (const value of ["abc", "0", "-2", "1.5", "", null]) expect(initialTalentIds(value, [{ id: 4 }])).toEqual([4]);
  });

  it("keeps at most 100 (one request's limit)", () => {
    const shortlist = Array.from({ length: 120 }, (_, index) => ({ id: index + 1 }));
    expect(initialTalentIds(null, shortlist)).toHaveLength(100);
  });
});
