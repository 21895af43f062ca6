// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { clearShortlist, getShortlist, isShortlisted, SHORTLIST_KEY, SHORTLIST_MAX, toggleShortlist } from "./shortlist";

afterEach(() => localStorage.clear());

describe("the shortlist", () => {
  it("adds a talent, keeps it in local storage, and removes it on a second toggle", () => {
    expect(toggleShortlist({ id: 7, name: "Mia T." })).toBe(true);
    expect(isShortlisted(7)).toBe(true);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toEqual([{ id: 7, name: "Mia T." }]);
    expect(toggleShortlist({ id: 7, name: "Mia T." })).toBe(false);
    expect(getShortlist()).toEqual([]);
  });

  it("keeps the order talents were added in", () => {
    toggleShortlist({ id: 3, name: "Ava B." });
    toggleShortlist({ id: 1, name: "Leo C." });
    expect(getShortlist().map((entry) => entry.id)).toEqual([3, 1]);
  });

  it("treats corrupt or hostile stored data as an empty list and drops bad or repeated entries", () => {
    localStorage.setItem(SHORTLIST_KEY, "{not json");
    expect(getShortlist()).toEqual([]);
    localStorage.setItem(
      SHORTLIST_KEY,
      JSON.stringify([{ id: 2, name: "Kai D." }, { id: -1, name: "x" }, { id: "3", name: "y" }, { id: 2, name: "again" }, null]),
    );
    expect(getShortlist()).toEqual([{ id: 2, name: "Kai D." }]);
  });

  it(`holds at most ${SHORTLIST_MAX} talents, the most one request may name`, () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      JSON.stringify(Array.from({ length: SHORTLIST_MAX }, (_, index) => ({ id: index + 1, name: "A B." }))),
    );
    expect(toggleShortlist({ id: 999, name: "One More" })).toBe(false);
    expect(getShortlist()).toHaveLength(SHORTLIST_MAX);
    clearShortlist();
    expect(getShortlist()).toEqual([]);
  });
});
