import { expect, test, newLivePage } from "./fixtures";
import { adminSession, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";

// The contact inbox (/admin/messages): a message sent from /contact reaches an open inbox without a
// reload, the sidebar's unread count follows it, opening it reads it, Reply is a prefilled e-mail
// draft and Mark as handled is kept.

test("a message sent from the contact page appears live; reading and handling it", async ({ page, request, browser }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const sidebarLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Messages/ });
  await expect(sidebarLink).toHaveAttribute("aria-current", "page");
  // Specs run side by side: read the count as it is now rather than assuming an empty inbox.
  const unreadNow = async () =>
    (await staffGraphql<{ unreadContactMessageCount: number }>(request, session, "{ unreadContactMessageCount }"))
      .unreadContactMessageCount;
  const before = await unreadNow();

  const stamp = Date.now();
  const subject = `Commercial shoot in Fremantle ${stamp}`;
  const visitor = await newLivePage(browser);
  await visitor.goto("/contact");
  await visitor.getByLabel("Name").fill("Jordan Casting");
  await visitor.getByLabel("Email").fill(`jordan.${stamp}@studio.example`);
  await visitor.getByLabel("Phone").fill("0400 123 456");
  await visitor.getByLabel("Subject").fill(subject);
  await visitor.getByRole("textbox", { name: "Message" }).fill("We need two presenters for a shoot in March.\nCan we talk this week?");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message sent successfully")).toBeVisible();
  await visitor.close();

  // Live: no reload, within the 3 s the brief asks (2 s polls).
  const item = page.getByTestId("message-item").filter({ hasText: subject });
  await expect(item).toBeVisible({ timeout: 3_000 });
  await expect(item.getByText("Unread")).toBeVisible();
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  await expect(sidebarLink).toHaveAccessibleName(new RegExp(`^Messages\\s*,?\\s*${before + 1} unread$`), { timeout: 3_000 });
  await expectNoAxeViolations(page);

  // Open it with the keyboard: it is read, and the count drops.
  await item.focus();
  await page.keyboard.press("Enter");
  const detail = page.getByRole("region", { name: subject });
  await expect(detail.getByRole("heading", { name: subject })).toBeFocused();
  await expect(detail.getByText(`From Jordan Casting (jordan.${stamp}@studio.example)`)).toBeVisible();
  await expect(detail.getByRole("link", { name: "0400 123 456" })).toHaveAttribute("href", "tel:0400123456");
  await expect(detail.getByTestId("message-body")).toHaveText("We need two presenters for a shoot in March.\nCan we talk this week?");
  // The agency's copy and how it went (the e2e server has no SMTP_URL: it is written as a file).
  await expect(detail.getByRole("list", { name: "E-mails about this message" })).toContainText(
    /^Notice to the agency \(.+\):\s*saved as a file \d\d:\d\d \(SMTP_URL is not set\)$/,
  );
  await expect(item.getByText("Unread")).toHaveCount(0);
  await expect.poll(unreadNow).toBe(before);
  await expect(sidebarLink).toHaveAccessibleName(before === 0 ? "Messages" : new RegExp(`^Messages\\s*,?\\s*${before} unread$`));

  // Reply is an e-mail draft to the sender with 'Re: subject' and the message quoted.
  const href = await detail.getByRole("link", { name: "Reply" }).getAttribute("href");
  expect(href).toMatch(new RegExp(`^mailto:jordan\\.${stamp}%40studio\\.example\\?`));
  const reply = new URL(href!);
  expect(reply.searchParams.get("subject")).toBe(`Re: ${subject}`);
  expect(reply.searchParams.get("body")).toContain("> We need two presenters for a shoot in March.\n> Can we talk this week?");

  await page.screenshot({ path: "e2e/screenshots/admin-messages-1280.png", fullPage: true });

  await detail.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("Message marked as handled")).toBeVisible();
  await expect(item.getByText("Handled", { exact: true })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Mark as not handled" })).toBeVisible();

  // Kept: after a reload the message is still handled and read, and the log names who did it.
  await page.reload();
  await expect(page.getByRole("region", { name: subject }).getByRole("button", { name: "Mark as not handled" })).toBeVisible();
  await expect(item.getByText("Handled", { exact: true })).toBeVisible();
  await expect(item.getByText("Unread")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
