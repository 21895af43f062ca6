import { describe, expect, it } from "vitest";
import { portalReturnPath } from "./return-path";

describe("where the portal's sign-in returns to", () => {
  it("goes back to the portal page the guard turned away", () => {
    expect(portalReturnPath({ from: "/portal/profile" })).toBe("/portal/profile");
    expect(portalReturnPath({ from: "/portal" })).toBe("/portal");
  });

  it("never leaves the portal nor lands on a signed-out page", () => {
    for (const from of [
      "/admin/dashboard",
      "https://example.com/portal",
      "/portalx",
      "/portal/sign-in",
      "/portal/set-password?token=x",
      7,
    ]) {
      expect(portalReturnPath({ from })).toBe("/portal");
    }
    expect(portalReturnPath(null)).toBe("/portal");
  });
});
