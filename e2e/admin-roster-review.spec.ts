import { expect, test, newLivePage } from "./fixtures";
import { adminSession, createPendingTalent, signInBrowser, staffGraphql } from "./admin-helpers";
import { uniqueName } from "./roster-helpers";

// Talent management, /admin/talents (docs/product.md#talent-management): the review dialog taking a talent from pending
// to published and back (seen on the public site), the bulk approval, and the live list.

const unique = () => String(Date.now() % 1_000_000);

test("approve, publish and unpublish a talent, seen on the public site", async ({ page, request }) => {
  const session = await adminSession(request);
  const first = uniqueName("Mia");
  const last = `Reviewed${unique()}`;
  const id = await createPendingTalent(request, session, first, last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talents?tab=pending&q=${last}`);
  const row = page.getByRole("row").filter({ hasText: `${first} ${last}` });
  await row.getByRole("button", { name: `Review ${first} ${last}: Approve Talent` }).click();

  // Pending: approve, with the e-mail checkbox on and the internal notes field.
  let dialog = page.getByRole("dialog", { name: `Review ${first} ${last}` });
  await expect(dialog.getByRole("checkbox", { name: /^E-mail the talent/ })).toBeChecked();
  await dialog.getByLabel("Internal notes").fill("Strong showreel; call back for the spring campaign.");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  // The toast first: it lasts five seconds, which a busy machine can spend closing the dialog.
  await expect(page.getByText("Talent approved")).toBeVisible();
  // It was the list's only submission: the review closes rather than opening another.
  await expect(dialog).toBeHidden();
  const notes = await staffGraphql<{ adminTalent: { notes: string; isApproved: boolean } }>(
    request,
    session,
    "query($id: Int!) { adminTalent(id: $id) { notes isApproved } }",
    { id },
  );
  expect(notes.adminTalent).toEqual({ notes: "Strong showreel; call back for the spring campaign.", isApproved: true });

  // Approved: publish; no notes any more, and the e-mail is a publication notification.
  await page.getByRole("tab", { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/tab=approved/);
  await page.getByRole("button", { name: `Review ${first} ${last}: Publish Talent` }).click();
  dialog = page.getByRole("dialog", { name: `Review ${first} ${last}` });
  await expect(dialog.getByRole("checkbox", { name: "Send a publication notification to the talent" })).toBeChecked();
  // The approval e-mail sent a moment ago, and how it went.
  await expect(dialog.getByRole("list", { name: "E-mails sent to this talent" })).toContainText(
    /^Approval e-mail to talent \(.+\):\s*saved as a file \d\d:\d\d/,
  );
  await expect(dialog.getByLabel("Internal notes")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Publish Talent" }).click();
  await expect(page.getByText("Talent published")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Visitors see the public name (first name and last initial) in the directory and the profile.
  const visitor = await newLivePage(page.context().browser()!);
  await visitor.goto(`/talents?search=${first}`);
  const card = visitor.getByTestId("talent-card").filter({ hasText: `${first} ${last[0]}.` });
  await expect(card).toBeVisible();
  await visitor.goto(`/talents/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `${first} ${last[0]}.` })).toBeVisible();

  // Published: unpublish (the e-mail is an unpublished notice), and the profile is gone.
  await page.getByRole("tab", { name: /^Published/ }).click();
  await page.getByRole("button", { name: `Review ${first} ${last}: Unpublish Talent` }).click();
  dialog = page.getByRole("dialog", { name: `Review ${first} ${last}` });
  await expect(dialog.getByRole("checkbox", { name: "Send an unpublished notice to the talent" })).toBeChecked();
  // By its visible label: Chakra's input itself is visually hidden and may sit outside the viewport.
  await dialog.getByText("Send an unpublished notice to the talent").click();
  await expect(dialog.getByRole("checkbox", { name: "Send an unpublished notice to the talent" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Unpublish Talent" }).click();
  await expect(page.getByText("Talent unpublished")).toBeVisible();
  await expect(dialog).toBeHidden();

  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "Talent Not Found" })).toBeVisible();
  await visitor.goto(`/talents?search=${first}`);
  await expect(visitor.getByText("No talents match your current filters. Try adjusting your search criteria.")).toBeVisible();
  await expect(visitor.getByTestId("talent-card")).toHaveCount(0);
  await visitor.close();
});

test("decline with a reason by key, the next submission opens, approve and publish it by key; the decline is kept", async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const last = `Decide${unique()}`;
  const declined = await createPendingTalent(request, session, "Ada", last);
  const published = await createPendingTalent(request, session, "Bea", last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talents?tab=pending&q=${last}&sort=name&dir=asc`);
  await page.getByRole("button", { name: `Review Ada ${last}: Approve Talent` }).click();
  const first = page.getByRole("dialog", { name: `Review Ada ${last}` });
  await expect(first.getByRole("heading", { name: `Ada ${last}`, exact: true })).toBeVisible();
  await expect(first.getByRole("button", { name: "Decline" })).toHaveAttribute("aria-keyshortcuts", "d");

  // D opens the reason; typing it (with a, p and d in it) decides nothing.
  await page.keyboard.press("d");
  const reason = first.getByRole("textbox", { name: /Reason for declining/ });
  await expect(reason).toBeFocused();
  await reason.pressSequentially("Portfolio not ready; apply again in spring");
  await expect(first).toBeVisible();
  // A decline without a reason is refused by name first.
  await reason.fill("");
  await first.getByRole("button", { name: "Decline submission" }).click();
  await expect(first.getByText(/Reason is required/).first()).toBeVisible();
  await reason.fill("Portfolio not ready; apply again in spring");
  await first.getByRole("button", { name: "Decline submission" }).click();
  await expect(page.getByText("Submission declined")).toBeVisible();

  // The next submission of the list opens by itself; P approves and publishes it.
  const next = page.getByRole("dialog", { name: `Review Bea ${last}` });
  await expect(next.getByRole("heading", { name: `Bea ${last}`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`review=${published}`));
  await next.getByRole("heading", { name: `Bea ${last}`, exact: true }).click();
  await page.keyboard.press("p");
  await expect(page.getByText("Talent approved and published")).toBeVisible();
  await expect(next).toBeHidden();

  const states = await staffGraphql<{ a: { status: string; declineReason: string }; b: { status: string } }>(
    request,
    session,
    "query($a: Int!, $b: Int!) { a: adminTalent(id: $a) { status declineReason } b: adminTalent(id: $b) { status } }",
    { a: declined, b: published },
  );
  expect(states).toEqual({
    a: { status: "declined", declineReason: "Portfolio not ready; apply again in spring" },
    b: { status: "published" },
  });

  // Kept, not deleted: under Declined, with the reason in its history.
  await page.goto(`/admin/talents?tab=declined&q=${last}`);
  await expect(page.getByRole("row").filter({ hasText: `Ada ${last}` })).toContainText("Declined");
  await page.goto(`/admin/talent-info/${declined}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText('"Portfolio not ready; apply again in spring"');
});

test("bulk-approve two pending talents in one step", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Bulk${unique()}`;
  await createPendingTalent(request, session, "Ava", last);
  await createPendingTalent(request, session, "Ben", last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talents?tab=pending&q=${last}`);
  await expect(page.getByRole("status").filter({ hasText: "Showing 1-2 of 2 talents" })).toBeVisible();
  const pendingTab = page.getByRole("tab", { name: /^Pending Approval/ });
  const approvedTab = page.getByRole("tab", { name: /^Approved/ });
  const count = async (tab: typeof pendingTab) => Number(/\((\d+)\)/.exec((await tab.textContent()) ?? "")![1]);
  const pendingBefore = await count(pendingTab);
  const approvedBefore = await count(approvedTab);

  await page.getByRole("checkbox", { name: `Select Ava ${last}` }).check({ force: true });
  await page.getByRole("checkbox", { name: `Select Ben ${last}` }).check({ force: true });
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Approve", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Approve 2 Talents" });
  const email = dialog.getByRole("checkbox", { name: "Send each talent an approval email" });
  await expect(email).toBeChecked();
  await expect(dialog.getByRole("checkbox")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Approve 2 Talents" }).click();
  await expect(page.getByText("2 talents approved")).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(pendingTab).toHaveText(`Pending Approval (${pendingBefore - 2})`);
  await expect(approvedTab).toHaveText(`Approved (${approvedBefore + 2})`);
  await expect(page.getByRole("status").filter({ hasText: "No talents found" })).toBeVisible();
  await approvedTab.click();
  await expect(page.getByRole("status").filter({ hasText: "Showing 1-2 of 2 talents" })).toBeVisible();
});

test("'/' focuses the search, another session's change shows without reload, and the view stays in the URL", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Live${unique()}`;
  await createPendingTalent(request, session, "Cleo", last);
  await signInBrowser(page, session);

  await page.goto("/admin/talents?tab=pending");
  await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toBeVisible();
  await page.locator("body").press("/");
  const search = page.getByRole("searchbox", { name: /Search talents/ });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("");
  await search.pressSequentially(last);
  await expect(page).toHaveURL(new RegExp(`q=${last}`));
  await expect(page.getByRole("row").filter({ hasText: `Cleo ${last}` })).toBeVisible();

  await page.getByRole("button", { name: "Name" }).click();
  await expect(page).toHaveURL(/sort=name/);
  // The second click toggles the order the table shows: wait until it shows the first (the address
  // changes a render before the table does, and a click in between sorted by name again).
  await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("button", { name: "Name" }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc|dir=desc.*sort=name/);
  await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");

  // Another session adds a talent that matches: it appears within 3 seconds, with no reload.
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await createPendingTalent(request, session, "Dora", last);
  await expect(page.getByRole("row").filter({ hasText: `Dora ${last}` })).toBeVisible({ timeout: 3000 });
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);

  // The view survives a reload: tab, search and sort come back from the URL.
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Pending Approval/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: /Search talents/ })).toHaveValue(last);
  await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("row").nth(1)).toContainText(`Dora ${last}`);
});
