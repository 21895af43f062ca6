import { expect, test, type Locator, type Page, newLivePage } from "./fixtures";
import { adminSession, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";
import { screenshots } from "./form-helpers";
import { mailsTo } from "./mail-helpers";
import { createPublishedTalent, screenshot, uniqueName } from "./roster-helpers";

// The office journey (ADR 080): a visitor's request from the public site appears live in
// /admin/requests, is managed, becomes a client, and is answered with a package whose link the
// client opens and marks; staff then see the picks, the opening and each e-mail's state in the
// request, without reloading. Also the clients table, which must fit a 1280 px screen.

const SHORTLIST_KEY = "shortlist";

/** The open screen reloads on the change stamp; wait for its first answer before changing anything. */
function firstStamp(page: Page) {
  return page.waitForResponse((response) => response.request().postData()?.includes("StaffChangeStamp") ?? false);
}

async function manage(page: Page, card: Locator, name: string) {
  await card.getByRole("button", { name: `Manage the request from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Request" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a public request is managed, becomes a client and is answered with a package the client marks", async ({
  page,
  request,
  browser,
}) => {
  const session = await adminSession(request);
  const lead = uniqueName("Lead");
  const support = uniqueName("Support");
  const leadId = await createPublishedTalent(request, session, lead, "Harper", ["#336699"]);
  const supportId = await createPublishedTalent(request, session, support, "Quinn", ["#993366"]);
  // Visitors see a last initial; staff see the full name.
  const [leadName, supportName] = [`${lead} H.`, `${support} Q.`];
  const [leadFull, supportFull] = [`${lead} Harper`, `${support} Quinn`];

  await signInBrowser(page, session);
  const stamped = firstStamp(page);
  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { name: "Talent Requests", level: 1 })).toBeVisible();
  await stamped;

  // The visitor, signed out, with both talents on their shortlist.
  const stamp = Date.now();
  const name = `Olive Office ${stamp}`;
  const email = `olive.${stamp}@example.com`;
  const visitorContext = await browser.newContext();
  const visitor = await newLivePage(visitorContext);
  await visitor.addInitScript(([key, entries]) => window.localStorage.setItem(key, JSON.stringify(entries)), [
    SHORTLIST_KEY,
    [
      { id: leadId, name: leadName },
      { id: supportId, name: supportName },
    ],
  ] as const);
  await visitor.goto("/request");
  await expect(visitor.getByText("2 talents selected")).toBeVisible();
  await visitor.getByLabel("Client Name").fill(name);
  await visitor.getByLabel("Organization Name").fill("Office Pictures");
  await visitor.getByLabel("Phone").fill("03 9000 1111");
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByLabel("Project Description").fill("A lead and a support for a short film in April.");
  await visitor.getByRole("button", { name: "Submit Request" }).click();
  await expect(visitor.getByRole("heading", { name: "Request Submitted Successfully!" })).toBeVisible();
  await visitorContext.close();

  // Live: the open list shows it without a reload.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending")).toBeVisible();

  // Managed: the e-mails it set off, each with its state (the e2e server writes them as files), and a status change.
  let dialog = await manage(page, card, name);
  const emails = dialog.getByRole("list", { name: "E-mails about this request" });
  await expect(emails.getByRole("listitem").filter({ hasText: `E-mail to client (${email})` })).toContainText(
    /saved as a file \d\d:\d\d \(SMTP_URL is not set\)/,
  );
  await expect(emails.getByRole("listitem").filter({ hasText: "Notice to the agency" })).toContainText(/saved as a file \d\d:\d\d/);
  await dialog.getByRole("combobox", { name: "Status" }).selectOption("reviewed");
  await dialog.getByLabel("Response Notes").fill("Sending a package of both.");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Reviewed")).toBeVisible();

  // Turned into a client.
  dialog = await manage(page, card, name);
  await dialog.getByRole("button", { name: "Create client" }).click();
  const clientForm = page.getByRole("dialog", { name: "Add Client" });
  await expect(clientForm.getByLabel("Email")).toHaveValue(email);
  await clientForm.getByRole("button", { name: "Add Client" }).click();
  await expect(clientForm).toBeHidden();
  dialog = await manage(page, card, name);
  await expect(dialog.getByRole("link", { name: `View client ${name}` })).toBeVisible();

  // Answered with a package: the request's client and talents are already in it.
  const packages = dialog.getByRole("region", { name: "Packages" });
  await expect(packages.getByText("No packages yet")).toBeVisible();
  await packages.getByRole("button", { name: "New package" }).click();
  const packageDialog = page.getByRole("dialog", { name: "New package" });
  await expect(packageDialog.getByLabel("Client name")).toHaveValue(name);
  await expect(packageDialog.getByLabel("Client email")).toHaveValue(email);
  const chosen = packageDialog.getByRole("list", { name: "Talent in the package" });
  await expect(chosen.getByText(leadName)).toBeVisible();
  await expect(chosen.getByText(supportName)).toBeVisible();
  const title = `Short film ${stamp}`;
  await packageDialog.getByLabel("Title").fill(title);
  await packageDialog.getByRole("button", { name: "Create package" }).click();
  await expect(page.getByRole("dialog", { name: "Package created" })).toBeVisible();
  const link = await page.getByLabel("Private link").inputValue();
  await page.getByRole("button", { name: "Done" }).click();
  // The same link went to the client by e-mail.
  const [mail] = await mailsTo(email, "client-package");
  expect(mail).toContain(new URL(link).pathname);

  const pkg = packages.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(pkg.getByText("Not opened yet")).toBeVisible();
  await expect(emails.getByRole("listitem").filter({ hasText: "Package link to client" })).toBeVisible();

  // The client opens the link on a phone and marks both talents.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const client = await newLivePage(clientContext);
  await client.goto(new URL(link).pathname);
  await expect(client.getByRole("heading", { name: title })).toBeVisible();
  const leadEntry = client.getByRole("listitem").filter({ has: client.getByRole("heading", { name: leadName }) });
  await leadEntry.getByLabel(`Your comment on ${leadName} (optional)`).fill("Just right for the lead.");
  await leadEntry.getByRole("button", { name: "Yes" }).click();
  await expect(leadEntry.getByRole("status")).toHaveText("Saved: Yes, with your comment.");
  const supportEntry = client.getByRole("listitem").filter({ has: client.getByRole("heading", { name: supportName }) });
  await supportEntry.getByRole("button", { name: "Maybe" }).click();
  await expect(supportEntry.getByRole("button", { name: "Maybe" })).toHaveAttribute("aria-pressed", "true");
  await client.mouse.move(0, 0);
  await screenshots(client, "office-journey-client-package");
  await clientContext.close();

  // Staff see the picks and the opening in the still-open request, without a reload (the change stamp moved).
  await expect(pkg.getByText(/^Opened once, last /)).toBeVisible();
  const leadRow = pkg.getByRole("row").filter({ hasText: leadFull });
  await expect(leadRow.getByText("Yes", { exact: true })).toBeVisible();
  await expect(leadRow.getByText("Just right for the lead.")).toBeVisible();
  await expect(pkg.getByRole("row").filter({ hasText: supportFull }).getByText("Maybe", { exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  // The dialog scrolls inside the window: pictures of the window with the packages in view.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await pkg.scrollIntoViewIfNeeded();
    await screenshot(page, `office-journey-request-${width}`, false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The client's details list the same package.
  await dialog.getByRole("link", { name: `View client ${name}` }).click();
  const details = page.getByRole("dialog", { name });
  const clientPackages = details.getByRole("region", { name: "Packages" });
  await expect(clientPackages.getByRole("heading", { name: title })).toBeVisible();
  await expect(clientPackages.getByRole("row").filter({ hasText: leadFull }).getByText("Yes", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the clients table fits a 1280 px screen and a phone without sideways scrolling", async ({ page, request }) => {
  const session = await adminSession(request);
  // The longest kind of row: a long name, organization and e-mail must wrap, not widen the table.
  const stamp = Date.now();
  await staffGraphql(request, session, "mutation ($input: ClientInput!) { createClient(input: $input) { id } }", {
    input: {
      clientName: `Maximilian Bartholomew-Fitzgerald ${stamp}`,
      organizationName: "The Very Long Name Production Company of Greater Melbourne",
      email: `maximilian.bartholomew-fitzgerald.${stamp}@productions-of-greater-melbourne.example.com`,
      phone: "+61 (03) 9000 0000",
    },
  });
  await signInBrowser(page, session);
  await page.goto("/admin/clients");
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The table's scroll area is as wide as the table: nothing is cut off to the right.
    await expect
      .poll(() => table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth))
      .toBeLessThanOrEqual(0);
    // What identifies a client and what can be done with it stay on every width; the rest goes
    // as the screen narrows, and the details dialog still has it.
    const shown = width === 1280 ? ["Client Name", "Organization", "Email", "Phone", "Status", "Actions"] : ["Client Name", "Actions"];
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveText(shown);
    await expect(table.getByRole("button", { name: /^Delete / }).first()).toBeInViewport();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await screenshots(page, "office-clients");
});
