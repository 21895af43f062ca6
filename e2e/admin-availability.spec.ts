import { expect, test } from "./fixtures";
import { adminSession, createPendingTalent, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";
import { publicTalents } from "./form-helpers";

// Staff choose talent by their bookings (docs/product.md#bookings): the talent's page lists what is
// coming and takes book-outs, the roster filters "available from … to …", and a job names its
// client. Each run uses talent of its own and days of its own, so runs side by side never meet.

/** yyyy-mm-dd, `days` from today (the talent page lists the coming year). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const auDate = (day: string) =>
  new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

test("a confirmed talent shows the booking on their page and drops out of the list on the booked days only", async ({ page, request }) => {
  test.setTimeout(300_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const stamp = Date.now() % 1_000_000;
  const last = `Avail${stamp}`;
  const talentId = await createPendingTalent(request, session, "Ava", last);
  // Days of this run's own, 60 to 250 days ahead.
  const offset = 60 + (stamp % 190);
  const [start, end, free] = [inDays(offset), inDays(offset + 1), inDays(offset + 3)];

  // Nothing yet: the empty states.
  await page.goto(`/admin/talent-info/${talentId}`);
  const section = page.getByRole("region", { name: "Bookings" });
  await expect(section.getByText("No upcoming bookings.")).toBeVisible();
  await expect(section.getByText("No upcoming book-outs.")).toBeVisible();

  const client = `Avail Client ${stamp}`;
  const { createClient } = await staffGraphql<{ createClient: { id: number } }>(
    request,
    session,
    "mutation ($input: ClientInput!) { createClient(input: $input) { id } }",
    { input: { clientName: client, email: `avail.${stamp}@example.com` } },
  );
  const title = `Avail Shoot ${stamp}`;
  const { createJob } = await staffGraphql<{ createJob: { id: number } }>(
    request,
    session,
    "mutation ($input: JobInput!) { createJob(input: $input) { id } }",
    { input: { title, startDate: start, endDate: end, clientId: createClient.id } },
  );
  const { placeHold } = await staffGraphql<{ placeHold: { booking: { id: number } } }>(
    request,
    session,
    "mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { booking { id } } }",
    { input: { jobId: createJob.id, talentId, rateCents: 150000 } },
  );
  await staffGraphql(request, session, "mutation ($id: Int!) { confirmBooking(id: $id) { booking { id } } }", {
    id: placeHold.booking.id,
  });

  // The talent's page: the booking in words, and a book-out added and removed.
  await page.reload();
  await expect(section.getByRole("link", { name: title })).toBeVisible();
  await expect(section.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(section.getByText(`${auDate(start)} – ${auDate(end)} · $1,500.00`)).toBeVisible();
  await expect(section.getByText("Talent's calendar feed").first()).toBeVisible();
  await section.getByRole("button", { name: "Add book-out" }).click();
  const dialog = page.getByRole("dialog", { name: "Book out" });
  await dialog.getByLabel("Start date").fill(free);
  await dialog.getByLabel("End date").fill(free);
  await dialog.getByLabel("Note").fill("Dentist");
  await dialog.getByRole("button", { name: "Save book-out" }).click();
  await expect(section.getByText("Dentist")).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: `Remove the book-out ${auDate(free)}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete book-out" }).click();
  await expect(section.getByText("No upcoming book-outs.")).toBeVisible();

  // The job's link opens the calendar on its days; the booking there names the client.
  await section.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?date=${start}&talent=${talentId}`));
  await page.getByRole("button", { name: "Agenda" }).click();
  await page.getByTestId("calendar").getByText(`Confirmed · Ava ${last} · ${title}`).first().click();
  await expect(page.getByRole("dialog").getByText(client)).toBeVisible();
  await page.keyboard.press("Escape");

  // The roster: gone on the booked days, there on a free one; one day alone is refused by name.
  const row = page.getByRole("link", { name: `Ava ${last}` });
  await page.goto(`/admin/talents?tab=pending&q=${last}`);
  await expect(row.first()).toBeVisible();
  await page.getByLabel("Available from").fill(end);
  await expect(page.getByText("Available to is required with available from.")).toBeVisible();
  await expect(row.first()).toBeVisible();
  await page.getByLabel("Available to").fill(end);
  await expect(page.getByText("No talents found").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`from=${end}&to=${end}`));
  await expectNoAxeViolations(page);
  await page.getByLabel("Available from").fill(free);
  await expect(page.getByText("Available to must be on or after available from.")).toBeVisible();
  await page.getByLabel("Available to").fill(free);
  await expect(row.first()).toBeVisible();
});

test("a new job takes a client from the register, found by typing", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const stamp = Date.now() % 1_000_000;
  const client = `Picked Client ${stamp}`;
  await staffGraphql(request, session, "mutation ($input: ClientInput!) { createClient(input: $input) { id } }", {
    input: { clientName: client, organizationName: `Picked Films ${stamp}`, email: `picked.${stamp}@example.com` },
  });
  const day = inDays(300 + (stamp % 50));
  await page.goto("/admin/calendar");
  await page.getByRole("button", { name: "New job" }).click();
  const dialog = page.getByRole("dialog", { name: "New job" });
  await dialog.getByLabel("Title").fill(`Picked Job ${stamp}`);
  await dialog.getByLabel("Find a client").fill(`Picked Client ${stamp}`);
  await expect(dialog.getByText("1 client.")).toBeVisible();
  await dialog.getByLabel("Client (optional)").selectOption({ label: `${client} (Picked Films ${stamp})` });
  await dialog.getByLabel("Start date").fill(day);
  await dialog.getByLabel("End date").fill(day);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByText(`Job "Picked Job ${stamp}" created`)).toBeVisible();
  const { jobs } = await staffGraphql<{ jobs: Array<{ client: { clientName: string } | null }> }>(
    request,
    session,
    "query ($search: String) { jobs(search: $search) { client { clientName } } }",
    { search: `Picked Job ${stamp}` },
  );
  expect(jobs).toEqual([{ client: { clientName: client } }]);
});

test("a request's package picker starts on talent free on the project dates", async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const [talent] = await publicTalents(request, 1);
  const stamp = Date.now() % 1_000_000;
  // Far-off days of this run's own: a published talent is shared with other specs, their days are not.
  const day = new Date(Date.UTC(2040 + (stamp % 20), stamp % 12, 1 + (stamp % 27))).toISOString().slice(0, 10);
  const title = `Busy Day ${stamp}`;
  const { createJob } = await staffGraphql<{ createJob: { id: number } }>(
    request,
    session,
    "mutation ($input: JobInput!) { createJob(input: $input) { id } }",
    { input: { title, startDate: day, endDate: day } },
  );
  const { placeHold } = await staffGraphql<{ placeHold: { booking: { id: number } } }>(
    request,
    session,
    "mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { booking { id } } }",
    { input: { jobId: createJob.id, talentId: talent!.id } },
  );
  await staffGraphql(request, session, "mutation ($id: Int!) { confirmBooking(id: $id) { booking { id } } }", { id: placeHold.booking.id });
  const client = `Picker Client ${stamp}`;
  await request.post("/graphql", {
    data: {
      query: "mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }",
      variables: {
        input: {
          clientName: client,
          organizationName: `Picker Films ${stamp}`,
          phone: "0400 123 456",
          email: `picker.${stamp}@example.com`,
          projectDescription: "One presenter for a launch.",
          projectStartDate: day,
          projectEndDate: day,
          requestedTalentIds: [talent!.id],
        },
      },
    },
  });

  await page.goto("/admin/requests");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: client }) });
  await card.getByRole("button", { name: /Manage/ }).click();
  await page.getByRole("dialog", { name: "Manage Request" }).getByRole("button", { name: "New package" }).click();
  const dialog = page.getByRole("dialog", { name: "New package" });
  await expect(dialog.getByRole("checkbox", { name: "Only available on the project dates" })).toBeChecked();
  await expect(dialog.getByLabel("Available from")).toHaveValue(day);
  // The requested talent is kept, marked; a search leaves them out of what can be added.
  const chosen = dialog.getByRole("list", { name: "Talent in the package" });
  await expect(chosen.getByText("Not available on these dates")).toBeVisible();
  await chosen.getByRole("button", { name: `Remove ${talent!.displayName}` }).click();
  await dialog.getByLabel("Find published talent").fill(talent!.displayName.split(" ")[0]!);
  await expect(dialog.getByText(/not available|is available/).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Add ${talent!.displayName}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Switched off, the same search offers them again.
  await dialog.getByText("Only available on the project dates").click();
  await expect(dialog.getByRole("button", { name: `Add ${talent!.displayName}` })).toBeVisible();
});
