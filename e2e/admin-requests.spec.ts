import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "./fixtures";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { publicTalents, screenshotDir } from "./form-helpers";
import { fulfillData, fulfillErrors, isOperation, type AnswerData } from "./graphql-answers";
import { AdminTalentRequestsDocument } from "../web/src/gql/graphql";
import { E2E_ADMIN_EMAIL } from "./test-env";

// Talent Requests and Client Management (docs/product.md#talent-requests and docs/product.md#clients): a
// visitor's request appears live, is handled (status, notes, history), becomes a client whose
// history shows it, and is deleted after the spec's confirmation; the clients form and search;
// the empty and error states; keyboard use of the dialogs.

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: "disabled" });
}

/** Tab round a dialog a few more times than it has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const controls = await dialog.locator("button, a[href], input, select, textarea").count();
  for (let step = 0; step < controls + 3; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

async function sendPublicRequest(page: Page, input: Record<string, unknown>) {
  const response = await page.request.post("/graphql", {
    data: { query: "mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }", variables: { input } },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.createTalentRequest.id as number;
}

test("a visitor's request shows up live, is handled with a history, becomes a client and is deleted", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  // The live list compares each change stamp with the first one it saw: the request is sent once
  // that first stamp is in, as a visitor's request would come while staff have the page open.
  const firstStamp = page.waitForResponse((response) => response.request().postData()?.includes("StaffChangeStamp") ?? false);
  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { name: "Talent Requests", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Talent requests" })).toBeVisible();
  await firstStamp;

  await expect(page.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "Talent Requests" })).toBeVisible();

  const [talent] = await publicTalents(request, 1);
  const stamp = Date.now();
  const name = `Rita Request ${stamp}`;
  const email = `rita.${stamp}@example.com`;
  await sendPublicRequest(page, {
    clientName: name,
    organizationName: "Harbour Films",
    phone: "0400 123 456",
    email,
    projectDescription: "Two presenters for a product launch video in Sydney.",
    requestedTalentIds: [talent!.id],
  });
  // No reload: the open list notices the new request by itself, within 3 seconds of it being stored.
  const sentAt = Date.now();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible({ timeout: 3_000 });
  test.info().annotations.push({ type: "live request shown after (ms)", description: String(Date.now() - sentAt) });

  await expect(card.getByText("Pending")).toBeVisible();
  await expect(card.getByText("Harbour Films")).toBeVisible();
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(card.getByRole("link", { name: "0400 123 456" })).toHaveAttribute("href", "tel:0400123456");
  await expect(card.getByRole("link", { name: talent!.displayName })).toBeVisible();
  expect(talent!.displayName).toMatch(/ [A-Z]\.$/);
  await expect(card.getByText("Two presenters for a product launch video in Sydney.")).toBeVisible();
  const mailto = await card.getByRole("link", { name: /Email Client/ }).getAttribute("href");
  expect(mailto).toMatch(new RegExp(`^mailto:${email.replace(/\./g, "\\.")}\\?subject=`));
  expect(decodeURIComponent(mailto!)).toContain(`Dear ${name},`);
  await screenshot(page, "admin-requests-1280");
  await expectNoAxeViolations(page);

  // The Manage dialog: focus inside and kept there, Escape closes it.
  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  let dialog = page.getByRole("dialog", { name: "Manage Request" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("No status changes yet.")).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Manage Request" });
  await dialog.getByRole("combobox", { name: "Status" }).selectOption("reviewed");
  await dialog.getByLabel("Response Notes").fill("Called Rita; options go out on Friday.");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Request status has been updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Reviewed")).toBeVisible();

  // The history says who changed what, and the notes box starts empty again.
  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Manage Request" });
  const history = dialog.getByRole("region", { name: "Status History" });
  await expect(history.getByText(`Pending → Reviewed by ${E2E_ADMIN_EMAIL}`)).toBeVisible();
  await expect(history.getByText("Called Rita; options go out on Friday.")).toBeVisible();
  await expect(dialog.getByLabel("Response Notes")).toHaveValue("");
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("reviewed");

  // Create client: the form starts from the request.
  await dialog.getByRole("button", { name: "Create client" }).click();
  const clientForm = page.getByRole("dialog", { name: "Add Client" });
  await expect(clientForm.getByLabel("Client Name")).toHaveValue(name);
  await expect(clientForm.getByLabel("Organization")).toHaveValue("Harbour Films");
  await expect(clientForm.getByLabel("Email")).toHaveValue(email);
  await expect(clientForm.getByLabel("Phone")).toHaveValue("0400 123 456");
  await clientForm.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText("Client created successfully").first()).toBeVisible();
  await expect(clientForm).toBeHidden();

  // The request now leads to its client instead of offering to create one.
  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Manage Request" });
  await expect(dialog.getByRole("button", { name: "Create client" })).toHaveCount(0);
  await dialog.getByRole("link", { name: `View client ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/clients\?client=\d+$/);
  const details = page.getByRole("dialog", { name });
  await expect(details.getByText("Harbour Films")).toBeVisible();
  await expect(details.getByText("Active")).toBeVisible();
  const requestHistory = details.getByRole("list", { name: "Request history" });
  await expect(requestHistory.getByText("Reviewed")).toBeVisible();
  await expect(requestHistory.getByText("Two presenters for a product launch video in Sydney.")).toBeVisible();
  await expectFocusTrapped(page, details);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/clients$/);

  await page.getByLabel("Search clients").fill(`rita.${stamp}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row.getByRole("cell", { name: "Harbour Films" })).toBeVisible();
  await expect(row.getByText("Active")).toBeVisible();
  await page.getByLabel("Search clients").fill("");
  // The whole register again: the demo's clients and this one.
  await expect.poll(() => page.getByRole("row").count()).toBeGreaterThan(5);
  await expect(page.getByText(/^Showing 1–\d+ of \d+ clients$/)).toBeVisible();
  await screenshot(page, "admin-clients-1280");
  await expectNoAxeViolations(page);

  // Delete, after the spec's question; Cancel first leaves everything as it was.
  await page.goto("/admin/requests");
  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Manage Request" });
  await dialog.getByRole("button", { name: "Delete Request" }).click();
  let confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`Are you sure you want to delete the request from ${name}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete Request" }).click();
  confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Talent request has been deleted successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
});

test("clients: the form's messages, add, edit to inactive, search with nothing found", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  await page.goto("/admin/clients");
  await expect(page.getByRole("heading", { name: "Client Management", level: 1 })).toBeVisible();
  // Every column of the spec on a wide screen; narrower ones drop some (admin-office-journey.spec.ts).
  await page.setViewportSize({ width: 1600, height: 900 });
  for (const column of ["Client Name", "Organization", "Email", "Phone", "Status", "Last Updated", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Add Client" }).click();
  const form = page.getByRole("dialog", { name: "Add Client" });
  await form.getByRole("button", { name: "Add Client" }).click();
  const summary = form.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Client name is required" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Valid email is required" })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Olive Org ${Date.now()}`;
  await form.getByLabel("Client Name").fill(name);
  await form.getByLabel("Email").fill(`olive.${Date.now()}@example.com`);
  await form.getByLabel("Organization").fill("Olive Studios");
  await form.getByLabel("Notes").fill("Prefers e-mail.");
  await form.getByRole("button", { name: "Add Client" }).click();
  await expect(form).toBeHidden();

  await page.getByLabel("Search clients").fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await expect(edit.getByLabel("Notes")).toHaveValue("Prefers e-mail.");
  await edit.getByText("Active", { exact: true }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Client updated successfully")).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();

  await page.getByLabel("Search clients").fill(`no such client ${Date.now()}`);
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
});

test("requests: names with the last initial, 'Talent #id', 'None specified', the empty list and a failed fetch", async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  let answer: "rows" | "empty" | "error" = "rows";
  type Row = AnswerData<typeof AdminTalentRequestsDocument>["talentRequestPage"]["items"][number];
  const item = (id: number, clientName: string, requestedTalents: Row["requestedTalents"]): Row => ({
    id,
    clientName,
    organizationName: "Old Data Pty Ltd",
    phone: "03 9000 0000",
    email: `${id}@example.com`,
    projectDescription: "From before the requests had to name a talent.",
    projectStartDate: "2026-03-05",
    projectEndDate: null,
    status: "something-old",
    responseNotes: null,
    createdAt: "2026-03-01T00:00:00.000Z",
    requestedTalents,
    client: null,
  });
  await page.route("**/graphql", async (route) => {
    if (!isOperation(route, AdminTalentRequestsDocument)) return route.fallback();
    if (answer === "error") return fulfillErrors(route, "Unexpected error.", 500);
    const items =
      answer === "empty"
        ? []
        : [
            item(900001, "Legacy One", []),
            item(900002, "Legacy Two", [
              { id: 77, name: "Talent #77", exists: false },
              { id: 5, name: "Mia T.", exists: true },
            ]),
          ];
    return fulfillData(route, AdminTalentRequestsDocument, { talentRequestPage: { total: items.length, items } });
  });

  await page.goto("/admin/requests");
  const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Legacy One" }) });
  await expect(first.getByText("None specified")).toBeVisible();
  // An unknown stored status reads as pending.
  await expect(first.getByText("Pending")).toBeVisible();
  await expect(first.getByText("1 Mar 2026")).toBeVisible();
  await expect(first.getByText("Project period: 5 Mar 2026")).toBeVisible();
  const second = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Legacy Two" }) });
  await expect(second.getByText("Talent #77")).toBeVisible();
  await expect(second.getByRole("link", { name: "Talent #77" })).toHaveCount(0);
  await expect(second.getByRole("link", { name: "Mia T." })).toHaveAttribute("href", "/admin/talent-info/5");

  answer = "empty";
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("heading", { name: "No Talent Requests" })).toBeVisible();
  await expectNoAxeViolations(page);

  answer = "error";
  await page.reload();
  await expect(page.getByText("Failed to fetch talent requests")).toBeVisible();
  answer = "empty";
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No Talent Requests" })).toBeVisible();
});
