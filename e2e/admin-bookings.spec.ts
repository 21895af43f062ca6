import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { expect, test } from "./fixtures";
import { adminSession, createPendingTalent, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";
import { publicTalents } from "./form-helpers";
import { rawMailsTo } from "./mail-helpers";

// The bookings calendar (docs/product.md#bookings): an approved request becomes a job with holds,
// a hold is confirmed, a second job on overlapping dates cannot confirm the same talent without an
// override, and the calendar tells each status in words. Each run picks its own far-future week,
// so runs side by side never share a day.

function uniqueWeek(): { start: string; end: string } {
  // A month of its own far ahead, and a start early enough that the three days stay in that month
  // (the agenda shows one month).
  const n = Date.now();
  const day = new Date(Date.UTC(2031 + Math.floor((n % 1200) / 12), n % 12, 3 + (n % 15)));
  const end = new Date(day.getTime() + 2 * 86_400_000);
  return { start: day.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

test("an approved request becomes a job with holds, one is confirmed, and a clash needs an override", async ({ page, request }) => {
  test.setTimeout(420_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const talents = await publicTalents(request, 2);
  expect(talents.length).toBe(2);
  const stamp = Date.now();
  const week = uniqueWeek();
  const client = `Calendar Client ${stamp}`;
  const created = await request.post("/graphql", {
    data: {
      query: "mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }",
      variables: {
        input: {
          clientName: client,
          organizationName: `Calendar Films ${stamp}`,
          phone: "0400 123 456",
          email: `calendar.${stamp}@example.com`,
          projectDescription: "Two presenters for a launch.",
          projectStartDate: week.start,
          projectEndDate: week.end,
          requestedTalentIds: talents.map((talent) => talent.id),
        },
      },
    },
  });
  const requestId = (await created.json()).data.createTalentRequest.id as number;
  await staffGraphql(request, session, 'mutation ($id: Int!) { updateTalentRequestStatus(id: $id, status: "approved") { id } }', {
    id: requestId,
  });

  // The request's Manage dialog makes the job and says what it did.
  await page.goto("/admin/requests");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: client }) });
  await card.getByRole("button", { name: /Manage/ }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Request" });
  await dialog.getByRole("button", { name: "Create job" }).click();
  await expect(dialog.getByText(/2 holds placed/)).toBeVisible();
  await dialog.getByRole("link", { name: "Open the job in the calendar" }).click();

  // The calendar shows both holds as 1st options, in words.
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Agenda" }).click();
  const calendar = page.getByTestId("calendar");
  const firstHold = calendar.getByText(new RegExp(`1st option · ${talents[0]!.firstName}`)).first();
  await expect(firstHold).toBeVisible();
  await expectNoAxeViolations(page);

  // Confirm the first talent from the keyboard.
  await firstHold.focus();
  await page.keyboard.press("Enter");
  const booking = page.getByRole("dialog");
  await booking.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed")).toBeVisible();
  await expect(calendar.getByText(new RegExp(`Confirmed · ${talents[0]!.firstName}`)).first()).toBeVisible();

  // A second job on overlapping days holds the same talent; confirming it is refused, naming the first job.
  const second = `Clash Job ${stamp}`;
  const job = await staffGraphql<{ createJob: { id: number } }>(
    request,
    session,
    "mutation ($input: JobInput!) { createJob(input: $input) { id } }",
    { input: { title: second, startDate: week.end, endDate: week.end } },
  );
  await staffGraphql(request, session, "mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { booking { id } } }", {
    input: { jobId: job.createJob.id, talentId: talents[0]!.id },
  });
  // Confirmed elsewhere on those days, the talent's new hold is the next option.
  const clashHold = calendar.getByText(new RegExp(`2nd option · ${talents[0]!.firstName}.* · ${second}`)).first();
  // No reload: the live refresh brings the other job in.
  await expect(clashHold).toBeVisible();
  await clashHold.click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("dialog").getByText(/Already confirmed for .* on overlapping dates/)).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Confirm anyway" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm anyway" }).click();
  await expect(page.getByRole("dialog").getByText("Override reason is required to confirm over another confirmed booking.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("releasing a 1st option promotes the 2nd, and confirming e-mails the talent a calendar invitation", async ({ page, request }) => {
  test.setTimeout(300_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const stamp = Date.now() % 1_000_000;
  const last = `Promo${stamp}`;
  const talentId = await createPendingTalent(request, session, "Pia", last);
  const email = `pia.${last.toLowerCase()}@example.com`;
  const week = uniqueWeek();
  const job = async (title: string) =>
    (
      await staffGraphql<{ createJob: { id: number } }>(
        request,
        session,
        "mutation ($input: JobInput!) { createJob(input: $input) { id } }",
        {
          input: { title, startDate: week.start, endDate: week.end },
        },
      )
    ).createJob.id;
  const holdOn = (jobId: number) =>
    staffGraphql(request, session, "mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { booking { id } } }", {
      input: { jobId, talentId },
    });
  const [first, second] = [`First Call ${stamp}`, `Second Call ${stamp}`];
  await holdOn(await job(first));
  await holdOn(await job(second));

  await page.goto(`/admin/calendar?date=${week.start}&talent=${talentId}`);
  await page.getByRole("button", { name: "Agenda" }).click();
  const calendar = page.getByTestId("calendar");
  await expect(calendar.getByText(`2nd option · Pia ${last} · ${second}`).first()).toBeVisible();
  await calendar.getByText(`1st option · Pia ${last} · ${first}`).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Release" }).click();
  // Staff are told which hold moved up, and on which job, so that job's client can be told.
  await expect(page.getByText(`Pia ${last} is now 1st option for "${second}".`)).toBeVisible();
  await expect(calendar.getByText(`1st option · Pia ${last} · ${second}`).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Confirming the promoted hold e-mails the talent the job with a calendar invitation.
  await calendar.getByText(`1st option · Pia ${last} · ${second}`).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed")).toBeVisible();
  const [raw] = await rawMailsTo(email, "booking-confirmed");
  const mail = await simpleParser(raw!);
  expect(mail.subject).toBe(`Booking confirmed: ${second}`);
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, "a text/calendar part").toBeDefined();
  const ics = new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
  const event = ics.getFirstSubcomponent("vevent")!;
  expect(ics.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.getFirstPropertyValue("summary")).toBe(second);
  expect(String(event.getFirstPropertyValue("dtstart"))).toBe(week.start);
  // All-day events end the day after the last (RFC 5545).
  const after = new Date(Date.parse(`${week.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(String(event.getFirstPropertyValue("dtend"))).toBe(after);
});

test("at 390 px the calendar opens on the agenda, without sideways scrolling, axe clean", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/calendar");
  await expect(page.getByRole("button", { name: "Agenda" })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /booking|Nothing|No bookings/ })
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
