import { readFileSync } from "node:fs";
import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { operationCall, REST_SAMPLE_BODIES, restRoutes, rootOperations } from "../api/test/authorization-matrix";
import { schema } from "../api/src/schema";
import { publicName } from "../common/text";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { newLivePage } from "./fixtures";
import { expect, test } from "./journey-server";
import { publishedTalent, TALENT_PASSWORD } from "./portal-helpers";

// The talent portal, end to end (ADRs 004 and 171), on a server whose mail goes out through a real
// SMTP server (e2e/journey-server.ts): staff invite a talent from the talent page; the e-mail
// arrives; the talent sets a password, signs in and books out a week; the staff calendar shows it
// and a hold in that week warns; the talent proposes a new bio and a photo; staff approve; the
// public profile shows them; the talent's data export holds all of it; and the talent's session is
// refused by every staff operation, GraphQL and REST.

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** A week of the run's own, far enough ahead that nothing else is booked there. */
function journeyWeek(): { start: string; end: string } {
  const start = new Date(Date.UTC(2032 + (Date.now() % 5), Date.now() % 11, 1 + (Date.now() % 20)));
  return { start: iso(start), end: iso(new Date(start.getTime() + 6 * 86_400_000)) };
}

/** A page in a context of its own (another person's browser), alive before it is used. */
async function newPerson(browser: Browser, origin: string): Promise<Page> {
  return newLivePage(await browser.newContext({ baseURL: origin }));
}

/** Every staff operation and route, called with the talent's session: each must be refused. */
async function staffOperationsRefuse(request: APIRequestContext, token: string): Promise<number> {
  const answers: string[] = [];
  const staffOperations = rootOperations(schema).filter((operation) => operation.scope === "admin");
  expect(staffOperations.length).toBeGreaterThan(50);
  for (const operation of staffOperations) {
    const { query, variables } = operationCall(operation);
    const response = await request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
    const code = body.errors?.[0]?.extensions?.code;
    if (code !== "FORBIDDEN" || body.data?.[operation.field.name] != null) answers.push(`${operation.name}: ${code ?? "answered"}`);
  }
  const staffRoutes = restRoutes().filter((route) => route.access === "staff");
  for (const route of staffRoutes) {
    const url = route.path.replace(/:\w+/g, "1");
    const headers = { authorization: `Bearer ${token}` };
    const data = REST_SAMPLE_BODIES[`${route.method} ${route.path}`] ?? {};
    const response = await request.fetch(url, {
      method: route.method,
      headers,
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { data }),
    });
    if (response.status() !== 403) answers.push(`${route.method} ${route.path}: ${response.status()}`);
  }
  expect(answers, "staff operations a talent's session reached").toEqual([]);
  return staffOperations.length + staffRoutes.length;
}

test("invite, set a password, book out, propose, approve, publish, export, and no way into staff operations", async ({
  page,
  request,
  browser,
  journeyServer,
}) => {
  test.setTimeout(600_000);
  const staff = await adminSession(request);
  await signInBrowser(page, staff);
  const talent = await publishedTalent(request, staff, "Journey");
  const name = `${talent.firstName} ${talent.lastName}`;
  const week = journeyWeek();

  // Staff invite from the talent page.
  await page.goto(`/admin/talent-info/${talent.id}`);
  const panel = page.getByRole("region", { name: "Talent portal" });
  await panel.getByRole("button", { name: "Invite to talent portal" }).click();
  await expect(panel.getByText(/^Invited, link valid until /)).toBeVisible();

  // The e-mail arrives through the SMTP server, with the one-time link.
  await expect.poll(() => journeyServer.mail.to(talent.email).length, { timeout: 60_000 }).toBe(1);
  const invitation = journeyServer.mail.to(talent.email)[0]!;
  const link = /https?:\/\/[^\s"<>]*(\/portal\/set-password\?token=[^\s"<>]+)/.exec(invitation.text ?? "")?.[1];
  expect(link, "the set-password link in the e-mail").toBeTruthy();

  // The talent, in their own browser: set a password, sign out, sign in with it.
  const portal = await newPerson(browser, journeyServer.origin);
  await portal.goto(link!);
  await portal.getByLabel(/^New password/).fill(TALENT_PASSWORD);
  await portal.getByLabel("Confirm new password").fill(TALENT_PASSWORD);
  await portal.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  await portal.getByRole("button", { name: "Sign out" }).click();
  await expect(portal).toHaveURL(/\/portal\/sign-in$/);
  await portal.getByLabel("Email").fill(talent.email);
  await portal.getByLabel(/^Password/).fill(TALENT_PASSWORD);
  await portal.getByRole("button", { name: "Sign in" }).click();
  await expect(portal.getByRole("heading", { name: "Your talent portal" })).toBeVisible();
  const talentToken = await portal.evaluate(() => window.localStorage.getItem("auth_token"));
  expect(talentToken).toBeTruthy();

  // A week booked out.
  await portal.getByRole("button", { name: "Add book-out" }).click();
  const bookOut = portal.getByRole("dialog", { name: "Add a book-out" });
  await bookOut.getByLabel("Start date").fill(week.start);
  await bookOut.getByLabel("End date").fill(week.end);
  await bookOut.getByLabel("Note (optional)").fill("Filming interstate");
  await bookOut.getByRole("button", { name: "Save book-out" }).click();
  await expect(bookOut).toBeHidden();
  await expect(portal.getByRole("list", { name: "Book-outs" }).getByText("Filming interstate")).toBeVisible();

  // The staff calendar shows it at once; a hold in that week warns, and both are flagged.
  await page.goto(`/admin/calendar?date=${week.start}&talent=${talent.id}`);
  await page.getByRole("button", { name: "Agenda" }).click();
  const calendar = page.getByTestId("calendar");
  await expect(calendar.getByText(`Book-out · ${name} · Filming interstate`).first()).toBeVisible();
  await page.getByRole("button", { name: "New job" }).click();
  const job = page.getByRole("dialog", { name: "New job" });
  await job.getByLabel("Title").fill("Launch shoot");
  await job.getByLabel("Start date").fill(week.start);
  await job.getByLabel("End date").fill(week.start);
  await job.getByLabel("Hold a talent (optional)").selectOption({ label: name });
  await job.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByText(/Booked out from/)).toBeVisible();
  await expect(calendar.getByText(/Launch shoot · ⚠ Booked out/).first()).toBeVisible();
  await expect(calendar.getByText(/Clashes with "Launch shoot"/).first()).toBeVisible();

  // The talent proposes a new bio and a photo.
  const bio = "Journey bio: twelve years on stage, fluent in Auslan, and happiest outdoors.";
  const photo = await sharp({ create: { width: 480, height: 600, channels: 3, background: "#b5523b" } })
    .jpeg()
    .toBuffer();
  await portal.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Profile" }).click();
  await portal.getByLabel("Bio").fill(bio);
  await portal.getByLabel("Add photos").setInputFiles({ name: "journey-headshot.jpg", mimeType: "image/jpeg", buffer: photo });
  await portal.getByRole("button", { name: "Send for review" }).click();
  await expect(portal.getByTestId("proposal").first().getByText("Waiting for review").first()).toBeVisible();

  // Staff approve both parts.
  await page.goto("/admin/profile-changes");
  await page.getByRole("link", { name: `Review changes from ${name}` }).click();
  await expect(page.getByRole("region", { name: "New photo" }).getByRole("img")).toBeVisible();
  await page.getByRole("button", { name: "Approve all" }).click();
  await page.getByRole("button", { name: "Save decisions" }).click();
  await expect(page.getByText("Nothing to review")).toBeVisible();
  await expectNoAxeViolations(page);

  // The public profile shows the new bio and the photo.
  const visitor = await newPerson(browser, journeyServer.origin);
  await visitor.goto(`/talents/${talent.id}`);
  await expect(visitor.getByText(bio)).toBeVisible();
  await expect(visitor.getByRole("img", { name: publicName(talent.firstName, talent.lastName) }).first()).toBeVisible();

  // The data export: one archive with the JSON and the files.
  await portal.getByRole("navigation", { name: "Talent portal" }).getByRole("link", { name: "Privacy" }).click();
  const downloading = portal.waitForEvent("download");
  await portal.getByRole("button", { name: "Download my data" }).click();
  const archive = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)));
  const json = strFromU8(archive["talent.json"]!);
  for (const held of [bio, "Filming interstate", week.start, talent.email, "Launch shoot"]) expect(json).toContain(held);
  const files = Object.keys(archive).filter((entry) => entry.startsWith("files/") && archive[entry]!.length > 0);
  expect(files.length).toBeGreaterThan(0);

  // Every staff operation refuses the talent's session.
  const refused = await staffOperationsRefuse(request, talentToken!);
  console.log(`A talent's session was refused by ${refused} staff operations and routes.`);
});
