import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Staff find their calendar feed where they look at the bookings (ADR 161's feed, made on the
// account page until now): the calendar offers it, makes an address, copies it and links it as
// webcal:// for the calendar app; the address answers the demo's bookings as iCalendar.

test("the calendar offers a feed of its bookings to subscribe to from a calendar app", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/calendar");
  await page.getByRole("button", { name: "Subscribe in your calendar app" }).click();
  const dialog = page.getByRole("dialog", { name: "Subscribe in your calendar app" });
  await expect(dialog.getByRole("link", { name: "your account page" })).toHaveAttribute("href", "/admin/account");
  // The admin may have a feed from an earlier run on this server: its address is not kept, so a new one is made.
  const make = dialog.getByRole("button", { name: /^(Make feed address|Rotate address)$/ });
  await make.click();
  await expect(page.getByText("New feed address made")).toBeVisible();

  const address = dialog.getByLabel("My calendar feed address");
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[\w-]+\.ics$/);
  const url = await address.inputValue();
  await expect(dialog.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^http:\/\//, "webcal://"),
  );
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByText(/^Active since .+\. Copy the address now: it is shown only once\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // What a calendar app fetches: the demo's bookings this month.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  // Unfolded: iCalendar folds lines at 75 octets (RFC 5545 3.1).
  expect((await feed.text()).replace(/\r\n[ \t]/g, "")).toContain("Summer campaign shoot");

  // Closed and opened again, the address is gone (only its hash is kept) and the feed still active.
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Subscribe in your calendar app" }).click();
  await expect(dialog.getByText(/^Active since .+ make a new one if it was lost\.$/)).toBeVisible();
  await expect(dialog.getByLabel("My calendar feed address")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Rotate address" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
