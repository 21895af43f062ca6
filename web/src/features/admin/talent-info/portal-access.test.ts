import { describe, expect, it } from "vitest";
import { inviteLabel, portalAccessText } from "./portal-access";

describe("the talent portal account in words", () => {
  const now = new Date("2026-11-27T10:00:00Z");

  it("names each state, with the link's end or the last sign-in", () => {
    expect(portalAccessText({ status: "NONE" }, now)).toBe("Not invited");
    expect(portalAccessText({ status: "INVITED", invitationExpiresAt: "2026-11-28T10:00:00Z" }, now)).toBe(
      "Invited, link valid until 28 Nov 2026, 9:00 pm",
    );
    expect(portalAccessText({ status: "ACTIVE", lastLoginAt: "2026-11-26T23:30:00Z" }, now)).toBe(
      "Active, last signed in 27 Nov 2026, 10:30 am",
    );
    expect(portalAccessText({ status: "ACTIVE", lastLoginAt: null }, now)).toBe("Active, not signed in yet");
    expect(portalAccessText({ status: "INACTIVE" }, now)).toBe("Access removed");
  });

  it("says when an invitation's link has run out", () => {
    expect(portalAccessText({ status: "INVITED", invitationExpiresAt: "2026-11-27T09:00:00Z" }, now)).toBe(
      "Invited, the link expired on 27 Nov 2026, 8:00 pm",
    );
  });

  it("offers a first invitation, or a new link while one waits, and nothing to an active account", () => {
    expect(inviteLabel("NONE")).toBe("Invite to talent portal");
    expect(inviteLabel("INACTIVE")).toBe("Invite to talent portal");
    expect(inviteLabel("INVITED")).toBe("Send a new link");
    expect(inviteLabel("ACTIVE")).toBeNull();
  });
});
