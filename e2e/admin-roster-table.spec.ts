import { readFile } from "node:fs/promises";
import { adminSession, createPendingTalent, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The roster's one table (ADR 153): select two talents and publish them in one step, export just
// those rows, delete one from its row menu after a confirmation naming it, open a talent by its row
// with the sidebar keeping the list, and the table, its bar and its menu pass axe in both themes.

// Opening the editor loads a talent and its history: on a loaded shared machine that can take a
// while, so those waits are the test's rather than the default's.
const OPENS = { timeout: 60_000 };

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

test("select two talents, publish them, export them, delete one from its menu", async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await adminSession(request);
  const last = `Roster${unique()}`;
  const ava = await createPendingTalent(request, session, "Ava", last);
  const ben = await createPendingTalent(request, session, "Ben", last);
  for (const id of [ava, ben]) {
    await staffGraphql(request, session, "mutation($id: Int!) { approveTalent(id: $id, notify: false) { id } }", { id });
  }
  await signInBrowser(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Talent information view: no status filter, so the badges change in place.
  await page.goto(`/admin/talent-info?search=${last}`);
  const row = (first: string) => page.getByRole("row").filter({ hasText: `${first} ${last}` });
  await expect(row("Ava")).toContainText("Approved");
  await expect(row("Ben")).toContainText("Approved");

  await page.getByRole("checkbox", { name: `Select Ava ${last}` }).check({ force: true });
  await page.getByRole("checkbox", { name: `Select Ben ${last}` }).check({ force: true });
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: the CSV holds the two selected rows and nothing else.
  const download = page.waitForEvent("download");
  await bar.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines.filter((line) => line.includes(last) && line.includes("Ava"))).toHaveLength(1);
  expect(lines.filter((line) => line.includes(last) && line.includes("Ben"))).toHaveLength(1);

  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish 2 Talents" });
  await dialog.getByRole("checkbox", { name: "Send each talent a publication notification" }).uncheck({ force: true });
  await dialog.getByRole("button", { name: "Publish 2 Talents" }).click();
  await expect(page.getByText("2 talents published")).toBeVisible();
  await expect(row("Ava")).toContainText("Published");
  await expect(row("Ben")).toContainText("Published");
  await expect(bar).toBeHidden();

  // The row menu by keyboard: Delete asks first, naming the talent; Cancel keeps it.
  const menuButton = page.getByRole("button", { name: `Actions for Ben ${last}` });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Delete…" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete Ben ${last}?` });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row("Ben")).toBeVisible();
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await confirm.getByRole("button", { name: "Delete talent" }).click();
  await expect(page.getByText("Talent deleted")).toBeVisible();
  await expect(row("Ben")).toHaveCount(0);
  await expect(row("Ava")).toBeVisible();
  // No red Delete button sits in any row.
  await expect(page.getByRole("row").getByRole("button", { name: /^Delete/ })).toHaveCount(0);
});

test("a row opens its talent by click or Enter, and the sidebar keeps the list it came from", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Opens${unique()}`;
  await createPendingTalent(request, session, "Cara", last);
  await signInBrowser(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/admin/talents?tab=pending&q=${last}`);
  const row = page.getByRole("row").filter({ hasText: `Cara ${last}` });
  await row.getByRole("cell").filter({ hasText: "Pending" }).click();
  await expect(page.getByRole("heading", { name: `Edit Talent: Cara ${last}` })).toBeVisible(OPENS);
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: "Talents", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Talent Information" })).not.toHaveAttribute("aria-current", "page");
  // Back to List returns to the view it came from.
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/talents\\?tab=pending&q=${last}`));

  await page.goto(`/admin/talent-info?search=${last}`);
  await page.getByRole("row", { name: `Cara ${last}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Edit Talent: Cara ${last}` })).toBeVisible(OPENS);
  await expect(sidebar.getByRole("link", { name: "Talent Information" })).toHaveAttribute("aria-current", "page");
});

test("on a phone each talent is a card with its facts and its menu", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Card${unique()}`;
  const id = await createPendingTalent(request, session, "Dev", last);
  const category = await staffGraphql<{ categories: Array<{ id: number }> }>(request, session, "{ categories { id } }");
  await staffGraphql(
    request,
    session,
    "mutation($c: Int!, $ids: [Int!]!) { addTalentsToCategory(categoryId: $c, ids: $ids) { changed { id } } }",
    {
      c: category.categories[0]!.id,
      ids: [id],
    },
  );
  await signInBrowser(page, session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/talent-info?search=${last}`);
  const card = page.getByRole("listitem").filter({ hasText: `Dev ${last}` });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Submitted");
  await expect(page.getByRole("table")).toBeHidden();
  await card.getByRole("checkbox", { name: `Select Dev ${last}` }).check({ force: true });
  await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText("1 selected");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: `Actions for Dev ${last}` }).click();
  await expect(page.getByRole("menuitem", { name: "Open talent" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Open talent" }).click();
  await expect(page.getByRole("heading", { name: `Edit Talent: Dev ${last}` })).toBeVisible(OPENS);
});
