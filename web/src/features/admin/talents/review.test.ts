import { describe, expect, it } from "vitest";
import { REVIEW_COPY, reviewActionFor, reviewDefaults, TAB_ACTION } from "./review";

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
    expect(TAB_ACTION).toEqual({ PENDING: "approve", APPROVED: "publish", PUBLISHED: "unpublish" });
    expect(REVIEW_COPY.approve.bulkTitle(2)).toBe("Approve 2 Talents");
    expect(REVIEW_COPY.unpublish.bulkTitle(1)).toBe("Unpublish 1 Talent");
  });
});
