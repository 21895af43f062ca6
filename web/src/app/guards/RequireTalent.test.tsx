// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, isTalentUser, saveSession } from "../../lib/session";
import { paths } from "../paths";
import { RequireAdmin } from "./RequireAdmin";
import { RequireTalent } from "./RequireTalent";

const admin = { id: 1, username: "admin@example.com", isAdmin: true, kind: "STAFF" as const, talentId: null };
const talent = { id: 2, username: "talent@example.com", isAdmin: false, kind: "TALENT" as const, talentId: 7 };

function SignInProbe({ door }: { door: string }) {
  const location = useLocation();
  return (
    <p>
      {door} sign-in, back to {(location.state as { from?: string } | null)?.from ?? "nowhere"}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.portal.signIn(), element: <SignInProbe door="portal" /> },
      { path: paths.admin.login(), element: <SignInProbe door="admin" /> },
      { path: "/portal/*", element: <RequireTalent>{<p>portal page</p>}</RequireTalent> },
      { path: "/admin/*", element: <RequireAdmin>{<p>admin page</p>}</RequireAdmin> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("RequireTalent", () => {
  it("sends a visitor to the portal's sign-in page, remembering where they were going", () => {
    renderAt("/portal/profile");
    expect(screen.getByText("portal sign-in, back to /portal/profile")).toBeTruthy();
  });

  it("sends a staff session to the portal's sign-in page, which tells staff where they work", () => {
    saveSession({ token: "t", user: admin });
    renderAt("/portal");
    expect(screen.getByText("portal sign-in, back to /portal")).toBeTruthy();
  });

  it("shows the page to a talent, and leaves once the session ends", () => {
    saveSession({ token: "t", user: talent });
    renderAt("/portal/bookings");
    expect(screen.getByText("portal page")).toBeTruthy();
    act(() => clearSession());
    expect(screen.getByText("portal sign-in, back to /portal/bookings")).toBeTruthy();
  });
});

describe("RequireAdmin and a talent", () => {
  it("takes a talent's session from the admin area to the portal", () => {
    saveSession({ token: "t", user: talent });
    const router = renderAt("/admin/dashboard");
    expect(router.state.location.pathname).toBe(paths.portal.root());
  });
});

describe("isTalentUser", () => {
  it("knows a talent by its kind or its talent, and a session stored before kinds as staff", () => {
    expect(isTalentUser(talent)).toBe(true);
    expect(isTalentUser({ id: 3, username: "x", isAdmin: false, talentId: 4 })).toBe(true);
    expect(isTalentUser(admin)).toBe(false);
    expect(isTalentUser({ id: 1, username: "old@example.com", isAdmin: true })).toBe(false);
    expect(isTalentUser({ id: 5, username: "member@example.com", isAdmin: false })).toBe(false);
  });
});
