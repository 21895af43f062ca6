import { describe, expect, it } from "vitest";
import { currentNavItem } from "./admin-nav";

describe("the sidebar's current item", () => {
  it("is the list a talent was opened from, so opening a name keeps the list current", () => {
    expect(currentNavItem("/admin/talent-info/12", "/admin/talents")).toBe("/admin/talents");
    expect(currentNavItem("/admin/talent-info/12", "/admin/talent-info")).toBe("/admin/talent-info");
  });

  it("is otherwise the item whose address the page's starts with", () => {
    expect(currentNavItem("/admin/talent-info/12")).toBe("/admin/talent-info");
    expect(currentNavItem("/admin/talents")).toBe("/admin/talents");
    // A prefix of another item's address is not a match: /admin/talents is not /admin/talent-info.
    expect(currentNavItem("/admin/talents-archive")).toBeUndefined();
  });

  it("ignores a navFrom that is not a sidebar item", () => {
    expect(currentNavItem("/admin/talent-info/12", "https://example.com/")).toBe("/admin/talent-info");
    expect(currentNavItem("/admin/talent-info/12", 42)).toBe("/admin/talent-info");
  });
});
