import { expect, test } from "./fixtures";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./test-env";

// The specification's nine sections, then the contact inbox (its link also holds the unread count).
const SECTIONS: Array<string | RegExp> = [
  "Dashboard",
  "Talents",
  "Categories",
  "Talent Information",
  "Talent Requests",
  "Clients",
  "News Updates",
  "Testimonials",
  "Bulk Image Upload",
  /^Messages(\d+\s*\d+ unread)?$/,
  "Calendar",
  /^Changes to review(\d+.*)?$/,
  "Packages",
  "Staff",
  "My Account",
];

test("a visitor is sent from an admin page to the sign-in page", async ({ page }) => {
  await page.goto("/admin/talents");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sign in with the keyboard, land on the page asked for, then sign out", async ({ page }) => {
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  // Nothing typed: the schema's messages, in the kit's error summary.
  await page.getByLabel("Email").focus();
  await page.keyboard.press("Enter");
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByText("There is a problem")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Please enter a valid email address." })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Password is required." })).toBeVisible();

  // A wrong password: the API's answer in a toast.
  await page.getByLabel("Email").fill(E2E_ADMIN_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid credentials")).toBeVisible();

  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Login" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page.getByText("Welcome to the admin dashboard.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(Object.keys(stored).sort()).toEqual(["auth_token", "auth_user"]);
  expect(JSON.parse(stored.auth_user!)).toMatchObject({ username: E2E_ADMIN_EMAIL, isAdmin: true });

  // Signed in, the sign-in page is no place to be.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the layout: Admin badge, View Site, the sections, and a not-found page inside it", async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/no-such-screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Site" })).toHaveAttribute("href", "/");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link")).toHaveText(SECTIONS);
  await expectNoAxeViolations(page);

  await sidebar.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
});

test("on a phone the sidebar is a menu", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link")).toHaveText(SECTIONS);
  await menu.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
});

test("a stored user that is not valid clears the session", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("auth_token", "some-token");
      localStorage.setItem("auth_user", "{broken");
    }
  });
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")])).toEqual([null, null]);
});
