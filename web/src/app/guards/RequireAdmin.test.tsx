// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, clearSession, saveSession } from "../../lib/session";
import { paths } from "../paths";
import { RequireAdmin } from "./RequireAdmin";

const admin = { id: 1, username: "admin@example.com", isAdmin: true };
const member = { id: 2, username: "someone@example.com", isAdmin: false };

function LoginProbe() {
  const location = useLocation();
  return <p>sign-in page, back to {(location.state as { from?: string } | null)?.from ?? "nowhere"}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home(), element: <p>home page</p> },
      { path: paths.admin.login(), element: <LoginProbe /> },
      {
        path: "/admin/*",
        element: (
          <RequireAdmin>
            <p>admin page</p>
          </RequireAdmin>
        ),
      },
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

describe("RequireAdmin", () => {
  it("sends a visitor to the sign-in page, remembering where they were going", () => {
    const router = renderAt("/admin/talents?tab=pending");
    expect(screen.getByText("sign-in page, back to /admin/talents?tab=pending")).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.admin.login());
  });

  it("sends a signed-in user without the admin flag to the home page", () => {
    saveSession({ token: "t", user: member });
    const router = renderAt("/admin/dashboard");
    expect(screen.getByText("home page")).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home());
  });

  it("shows the page to an admin", () => {
    saveSession({ token: "t", user: admin });
    renderAt("/admin/dashboard");
    expect(screen.getByText("admin page")).toBeTruthy();
  });

  it("treats a corrupt stored user as signed out and clears the session", () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "t");
    localStorage.setItem(AUTH_USER_KEY, "{not json");
    renderAt("/admin/dashboard");
    expect(screen.getByText(/sign-in page/)).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it("does not accept a stored user without a token", () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(admin));
    renderAt("/admin/dashboard");
    expect(screen.getByText(/sign-in page/)).toBeTruthy();
  });

  it("leaves as soon as the session is cleared (Logout, or another tab signing out)", () => {
    saveSession({ token: "t", user: admin });
    renderAt("/admin/dashboard");
    expect(screen.getByText("admin page")).toBeTruthy();
    act(() => clearSession());
    expect(screen.getByText("sign-in page, back to /admin/dashboard")).toBeTruthy();
  });
});
