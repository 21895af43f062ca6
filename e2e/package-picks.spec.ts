import { adminSession, expectNoAxeViolations, staffGraphql } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { createPublishedTalent, uniqueName } from "./roster-helpers";
import { screenshots } from "./form-helpers";

// A client's package in its own frame: no public navigation, large Yes / Maybe / No toggles, the
// picks summed up, and 'Send my picks' naming the agent and reaching staff at once.

test("a client marks talents and sends the picks to the agent; staff see when", async ({ page, request }) => {
  // Several pages, each checked with axe in two themes, on a shared two-core machine.
  test.setTimeout(360_000);
  const session = await adminSession(request);
  const names = [uniqueName("Packa"), uniqueName("Packb")];
  const ids = [
    await createPublishedTalent(request, session, names[0]!, "Rossi", ["#6a4"]),
    await createPublishedTalent(request, session, names[1]!, "Haddad", ["#a46"]),
  ];
  const title = `Winter campaign ${Date.now()}`;
  const { createClientPackage } = await staffGraphql<{ createClientPackage: { url: string; package: { id: number } } }>(
    request,
    session,
    "mutation($input: ClientPackageInput!) { createClientPackage(input: $input) { url package { id } } }",
    { input: { title, clientName: "Priya Raman", clientEmail: "priya@harbour-films.test", talentIds: ids } },
  );
  const path = new URL(createClientPackage.url).pathname;

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    // The agency's frame only: none of the public site's navigation.
    await expect(page.getByText("A private selection for you")).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Submissions" })).toHaveCount(0);
    await expect(page.getByTestId("shortlist-link")).toHaveCount(0);
  }

  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${names[0]} R.` }) });
  const yes = entry.getByRole("button", { name: "Yes" });
  const box = await yes.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // Nothing marked: sending is not offered yet, and the page says why.
  const send = page.getByRole("button", { name: "Send my picks" });
  await expect(send).toBeDisabled();
  await expect(page.getByText("Mark at least one talent Yes, Maybe or No first.")).toBeVisible();

  await yes.click();
  await expect(yes).toHaveAttribute("aria-pressed", "true");
  await expect(entry.getByRole("status")).toHaveText("Saved: Yes.");
  const summary = page.getByTestId("picks-summary");
  await expect(summary.getByText("Yes: 1")).toBeVisible();
  await expect(summary.getByText("Not marked yet: 1")).toBeVisible();
  await expect(page.getByText(/Sending tells .*@/)).toBeVisible();

  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page.getByTestId("picks-sent")).toContainText("Sent to ");
  await expect(page.getByTestId("picks-sent")).toContainText("They will be in touch");
  await screenshots(page, "package-picks");

  const { clientPackages } = await staffGraphql<{ clientPackages: Array<{ id: number; picksSentAt: string | null }> }>(
    request,
    session,
    "{ clientPackages { id picksSentAt } }",
  );
  expect(clientPackages.find((row) => row.id === createClientPackage.package.id)?.picksSentAt).toBeTruthy();
  const { emails } = await staffGraphql<{ emails: { items: Array<{ template: string; subject: string }> } }>(
    request,
    session,
    "{ emails(limit: 50) { items { template subject } } }",
  );
  expect(emails.items.some((mail) => mail.template === "package-picks" && mail.subject.includes(title))).toBe(true);
});
