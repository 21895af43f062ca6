import type { APIRequestContext, Page } from "@playwright/test";
import { adminSession, createPendingTalent, signInBrowser, staffGraphql, type StoredSession } from "./admin-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, test, newLivePage } from "./fixtures";
import { fulfillErrors, isOperation } from "./graphql-answers";
import { PortalPastBookingsDocument } from "../web/src/gql/graphql";
import { linkIn, mailsTo } from "./mail-helpers";
import { E2E_BASE_URL } from "./test-env";

// The talent portal's screens (ADR 171): a talent invited by staff sets a password from the e-mail,
// signs in, sees every screen at phone and desktop width in both themes, books out days over a hold
// and is warned, removes a book-out, and proposes a bio that waits for staff.

const PASSWORD = "portal-e2e-password-1";
const WIDTHS = [390, 1280] as const;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

type Talent = { id: number; email: string; firstName: string };

/** A talent of this test's own, invited to the portal, with a password set from the e-mail's link. */
async function invitedTalent(request: APIRequestContext, staff: StoredSession, stamp: string): Promise<Talent> {
  const firstName = `Portal${stamp}`;
  const id = await createPendingTalent(request, staff, firstName, "Tester");
  const email = `${firstName.toLowerCase()}.tester@example.com`;
  await staffGraphql(request, staff, "mutation ($id: Int!) { inviteTalentToPortal(talentId: $id) { status } }", { id });
  const [mail] = await mailsTo(email, "talent-portal-invitation");
  const link = linkIn(mail!, "/portal/set-password");
  const token = new URL(link, "http://x").searchParams.get("token");
  const response = await request.post("/graphql", {
    data: {
      query: "mutation ($t: String!, $p: String!) { setPasswordWithToken(token: $t, password: $p) { token } }",
      variables: { t: token, p: PASSWORD },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
  return { id, email, firstName };
}

/** A hold for the talent over the given days, so a book-out there overlaps work. */
async function holdFor(request: APIRequestContext, staff: StoredSession, talentId: number, title: string, start: string, end: string) {
  const { createJob } = await staffGraphql<{ createJob: { id: number } }>(
    request,
    staff,
    "mutation ($input: JobInput!) { createJob(input: $input) { id } }",
    { input: { title, startDate: start, endDate: end, location: "Docklands Studios", startTime: "07:30" } },
  );
  await staffGraphql(request, staff, "mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { booking { id } } }", {
    input: { jobId: createJob.id, talentId },
  });
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto("/portal/sign-in");
  await expect(page).toHaveTitle(/Talent portal sign-in/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

async function atEveryWidth(page: Page, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    // Nothing wider than the screen: a phone never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  }
}

test("a talent signs in, sees every portal screen, books out over a hold, and proposes a bio", async ({ page, request }) => {
  const stamp = `${Date.now()}`.slice(-7);
  const staff = await adminSession(request);
  const talent = await invitedTalent(request, staff, stamp);
  const job = `Portal Shoot ${stamp}`;
  const [start, end] = [inDays(30), inDays(32)];
  await holdFor(request, staff, talent.id, job, start, end);

  // The signed-out pages.
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/portal\/sign-in$/);
  await atEveryWidth(page, () => expect(page.getByRole("heading", { name: "Talent portal" })).toBeVisible());
  await page.getByRole("link", { name: "Reset it here" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await atEveryWidth(page, () => expect(page.getByLabel("Email")).toBeVisible());

  await signInThroughForm(page, talent.email);

  // Overview: the profile (not yet published), the hold in words, no book-outs yet.
  await atEveryWidth(page, async () => {
    await expect(page.getByRole("heading", { name: "Your talent portal" })).toBeVisible();
    await expect(page.getByTestId("published-state")).toHaveText("Not yet published");
    const upcoming = page.getByRole("list", { name: "Upcoming bookings" });
    await expect(upcoming.getByRole("heading", { name: job })).toBeVisible();
    await expect(upcoming.getByText(/^On hold/)).toBeVisible();
    await expect(upcoming.getByText("Docklands Studios")).toBeVisible();
    await expect(page.getByText("No book-outs.", { exact: false })).toBeVisible();
  });

  // By keyboard: the skip link first, then the dialog opens with Enter and Escape gives focus back.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  const add = page.getByRole("button", { name: "Add book-out" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a book-out" });
  await expect(dialog.getByLabel("Start date")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // A book-out over the hold: saved, and the talent is told it overlaps work.
  await add.click();
  // The rules name the field.
  await dialog.getByRole("button", { name: "Save book-out" }).click();
  await expect(dialog.getByText("Start date must be a date (yyyy-mm-dd).").first()).toBeVisible();
  await dialog.getByLabel("Start date").fill(start);
  await dialog.getByLabel("End date").fill(end);
  await dialog.getByLabel("Note (optional)").fill("Family wedding");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save book-out" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("bookout-warnings")).toBeVisible();
  const bookOuts = page.getByRole("list", { name: "Book-outs" });
  await expect(bookOuts.getByText("Family wedding")).toBeVisible();
  await expect(bookOuts.getByText(new RegExp(`Overlaps ${job}`))).toBeVisible();
  await expectNoAxeViolations(page);

  // Removed, after the question.
  await bookOuts.getByRole("button", { name: /^Remove book-out/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this book-out?" });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Remove book-out" }).click();
  await expect(page.getByText("No book-outs.", { exact: false })).toBeVisible();
  // Its button is gone: focus goes to Add book-out, not back to the top of the page.
  await expect(add).toBeFocused();

  // Past bookings: none yet.
  await page.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Bookings" }).click();
  await atEveryWidth(page, () => expect(page.getByText("No past bookings yet.")).toBeVisible());
  await expect(page).toHaveTitle(/Past bookings/);

  // Profile: a new bio, sent for review, shown as waiting.
  await page.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Profile" }).click();
  await atEveryWidth(page, () => expect(page.getByText("You have not proposed any changes yet.")).toBeVisible());
  const bio = `Proposed bio ${stamp}: trained dancer, loves stage combat.`;
  await page.getByLabel("Bio").fill(bio);
  await page.getByRole("button", { name: "Send for review" }).click();
  const proposal = page.getByTestId("proposal").first();
  await expect(proposal.getByText(bio)).toBeVisible();
  await expect(proposal.getByText("Waiting for review").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your proposals" })).toBeFocused();
  await expect(proposal.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await atEveryWidth(page, () => expect(proposal).toBeVisible());

  // Privacy: the export and the removal request.
  await page.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Privacy" }).click();
  await atEveryWidth(page, () => expect(page.getByRole("button", { name: "Download my data" })).toBeVisible());
  await page.getByRole("button", { name: "Ask to remove my account and profile" }).click();
  const ask = page.getByRole("dialog", { name: "Ask to remove your account and profile?" });
  await ask.getByLabel("Reason (optional)").fill("Moving overseas");
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByTestId("removal-pending")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel my request" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel my request" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel my request" }).click();
  await expect(page.getByRole("button", { name: "Ask to remove my account and profile" })).toBeVisible();

  // Sign out: back at the door, and the portal is closed again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/portal\/sign-in$/);
  await page.goto("/portal/profile");
  await expect(page).toHaveURL(/\/portal\/sign-in$/);
});

test("each door sends the other kind of account to its own, and a failed load offers Retry", async ({ page, request, browser }) => {
  const stamp = `${Date.now()}`.slice(-7);
  const staff = await adminSession(request);
  const talent = await invitedTalent(request, staff, `D${stamp}`);

  // A talent at the staff door is taken to the portal.
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(talent.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { name: "Your talent portal" })).toBeVisible();

  // A screen whose first load fails says so, and Retry asks again.
  let failures = 1;
  await page.route("**/graphql", async (route) => {
    if (failures > 0 && isOperation(route, PortalPastBookingsDocument)) {
      failures -= 1;
      await fulfillErrors(route, "Unavailable", 503);
    } else await route.fallback();
  });
  await page.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByText("Could not load your past bookings")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("No past bookings yet.")).toBeVisible();

  // Staff at the portal's door are told where they work.
  const staffContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const other = await newLivePage(staffContext);
  await signInBrowser(other, staff);
  await other.goto("/portal");
  await expect(other).toHaveURL(/\/portal\/sign-in$/);
  await expect(other.getByText("This is a staff account")).toBeVisible();
  await expect(other.getByRole("link", { name: "Go to the admin area" })).toBeVisible();
  await staffContext.close();
});
