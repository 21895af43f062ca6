import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity";

describe("describeActivity", () => {
  const base = { actorEmail: "admin@example.com", subjectType: "Talent", subjectLabel: "Mia Tran", changedFields: [] };

  it("names a talent by its name alone", () => {
    expect(describeActivity({ ...base, action: "publish" })).toBe("admin@example.com published Mia Tran");
  });

  it("lists the fields an edit changed", () => {
    expect(describeActivity({ ...base, action: "update", changedFields: ["height", "bio"] })).toBe(
      "admin@example.com edited Mia Tran (height, bio)",
    );
  });

  it("names other records by their kind, and reads an unknown action as itself", () => {
    expect(describeActivity({ ...base, subjectType: "Category", subjectLabel: "Actors", action: "delete" })).toBe(
      "admin@example.com deleted category Actors",
    );
    expect(describeActivity({ ...base, subjectType: "Showreel", subjectLabel: "Casting call", action: "archive" })).toBe(
      "admin@example.com archive showreel Casting call",
    );
    expect(
      describeActivity({
        ...base,
        subjectType: "TalentRequest",
        subjectLabel: "Alice Producer",
        action: "update",
        changedFields: ["status"],
      }),
    ).toBe("admin@example.com edited the request from Alice Producer (status)");
    expect(describeActivity({ ...base, subjectType: "User", subjectLabel: "sam@agency.test", action: "invite" })).toBe(
      "admin@example.com invited staff account sam@agency.test",
    );
  });

  it("words the talent portal's entries, by staff and by the talent", () => {
    expect(describeActivity({ ...base, action: "portal-invite" })).toBe("admin@example.com sent a talent portal invitation to Mia Tran");
    expect(describeActivity({ ...base, action: "review-change", changedFields: ["Bio: approved", "New photo: rejected"] })).toBe(
      "admin@example.com reviewed the proposed profile changes of Mia Tran (Bio: approved, New photo: rejected)",
    );
    expect(describeActivity({ ...base, actorEmail: "mia@example.com", action: "removal-request" })).toBe(
      "mia@example.com asked to remove the account and profile of Mia Tran",
    );
  });
});
