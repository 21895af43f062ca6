import { describe, expect, it } from "vitest";
import { decisionForKey, nextInQueue, REVIEW_COPY, reviewActionFor, reviewDefaults, TAB_ACTION } from "./review";

describe("the review dialog's state logic", () => {
  it("offers the next step of the talent's lifecycle", () => {
    expect(reviewActionFor({ isApproved: false, isPublished: false })).toBe("approve");
    expect(reviewActionFor({ isApproved: true, isPublished: false })).toBe("publish");
    expect(reviewActionFor({ isApproved: true, isPublished: true })).toBe("unpublish");
    // Inconsistent flags from old data: not approved means pending, whatever the other flag says.
    expect(reviewActionFor({ isApproved: false, isPublished: true })).toBe("approve");
  });

  it("titles the dialog and its button, and words the e-mail, after the action", () => {
    expect([REVIEW_COPY.approve.title, REVIEW_COPY.publish.title, REVIEW_COPY.unpublish.title]).toEqual([
      "Approve Talent",
      "Publish Talent",
      "Unpublish Talent",
    ]);
    expect(REVIEW_COPY.approve.emailLabel).toMatch(/approval email/);
    expect(REVIEW_COPY.publish.emailLabel).toMatch(/publication notification/);
    expect(REVIEW_COPY.unpublish.emailLabel).toMatch(/unpublished notice/);
  });

  it("asks for internal notes only while the talent is pending", () => {
    expect([REVIEW_COPY.approve.showNotes, REVIEW_COPY.publish.showNotes, REVIEW_COPY.unpublish.showNotes]).toEqual([true, false, false]);
  });

  it("starts with the e-mail on and the talent's stored notes", () => {
    expect(reviewDefaults({ notes: "Met at the showcase" })).toEqual({ notify: true, notes: "Met at the showcase" });
    expect(reviewDefaults({ notes: null })).toEqual({ notify: true, notes: "" });
  });

  it("gives each tab the action its talents are ready for, worded for several", () => {
    expect(TAB_ACTION).toEqual({ PENDING: "approve", APPROVED: "publish", PUBLISHED: "unpublish", DECLINED: "approve" });
    expect(REVIEW_COPY.approve.bulkTitle(2)).toBe("Approve 2 Talents");
    expect(REVIEW_COPY.unpublish.bulkTitle(1)).toBe("Unpublish 1 Talent");
  });

  it("opens the next submission after a decision, the one before at the end, none after the last", () => {
    expect(nextInQueue([4, 7, 9], 7)).toBe(9);
    expect(nextInQueue([4, 7, 9], 9)).toBe(7);
    expect(nextInQueue([4], 4)).toBeNull();
    // Opened from a link, not in the list: the list's first.
    expect(nextInQueue([4, 7], 12)).toBe(4);
  });

  it("decides by key, but never from a text field or with a modifier", () => {
    const press = (key: string, target: Partial<HTMLElement> | null = null, mods = {}) =>
      decisionForKey({ key, altKey: false, ctrlKey: false, metaKey: false, target: target as EventTarget | null, ...mods });
    expect([press("a"), press("P"), press("d"), press("x")]).toEqual(["approve", "approvePublish", "decline", null]);
    expect(press("d", { tagName: "TEXTAREA", isContentEditable: false })).toBeNull();
    expect(press("a", { tagName: "INPUT", isContentEditable: false })).toBeNull();
    expect(press("a", { tagName: "DIV", isContentEditable: true })).toBeNull();
    expect(press("a", { tagName: "BUTTON", isContentEditable: false })).toBe("approve");
    expect(press("a", null, { ctrlKey: true })).toBeNull();
  });
});
