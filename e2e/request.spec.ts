import { expect, test, type Page } from "./fixtures";
import { asAdmin, expectNoAxeViolations, publicTalents, screenshots } from "./form-helpers";

// /request: the shortlist and ?talent= preselect talents, the picker searches on the server and
// lists the selected first, and the request reaches staff with every chosen talent.

const SHORTLIST_KEY = "shortlist";

async function fillProject(page: Page, client: string) {
  await page.getByLabel("Client Name").fill(client);
  await page.getByLabel("Organization Name").fill("Lovelace Films");
  await page.getByLabel("Phone").fill("03 9000 0000");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Project Description").fill("A thirty-second television commercial shot in Melbourne.");
}

const picked = (page: Page) => page.getByTestId("talent-picker-list").getByRole("checkbox", { checked: true });

test("a request opens with the shortlisted talents selected, first in the list, and reaches staff with both", async ({ page, request }) => {
  const [first, second] = await publicTalents(request, 30).then((talents) => [talents[20]!, talents[25]!] as const);
  await page.addInitScript(([key, entries]) => window.localStorage.setItem(key, JSON.stringify(entries)), [
    SHORTLIST_KEY,
    [first, second].map((talent) => ({ id: talent.id, name: talent.displayName })),
  ] as const);
  const searches: string[] = [];
  page.on("request", (req) => {
    const body = req.postData() ?? "";
    if (req.url().endsWith("/graphql") && body.includes("RequestPickerSearch")) searches.push(body);
  });
  await page.goto("/request");
  await expect(picked(page)).toHaveCount(2);
  const boxes = page.getByTestId("talent-picker-list").getByRole("checkbox");
  await expect(boxes.nth(0)).toHaveAccessibleName(first.displayName);
  await expect(boxes.nth(1)).toHaveAccessibleName(second.displayName);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(page.getByText("2 talents selected")).toBeVisible();
  // Only a page of the roster is ever asked for.
  expect(searches.every((body) => /"limit":24/.test(body))).toBe(true);
  await screenshots(page, "request");

  const client = `Ada ${Date.now()}`;
  await fillProject(page, client);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { name: "Request Submitted Successfully!" })).toBeFocused();
  await expect(page.getByText("within 24-48 hours")).toBeVisible();
  await screenshots(page, "request-success");

  const { talentRequests } = await asAdmin<{ talentRequests: Array<{ clientName: string; requestedTalentIds: number[]; status: string }> }>(
    request,
    "{ talentRequests { clientName requestedTalentIds status } }",
  );
  const stored = talentRequests.find((item) => item.clientName === client);
  expect(stored).toBeDefined();
  expect(stored!.requestedTalentIds.sort()).toEqual([first.id, second.id].sort());
  expect(stored!.status).toBe("pending");

  await page.getByRole("button", { name: "Submit another request" }).click();
  await expect(page.getByLabel("Client Name")).toHaveValue("");
  await expect(picked(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Submit Request" }).waitFor();
});

test("?talent={id} preselects that talent; search finds others on the server; 'Back to the directory' goes there", async ({
  page,
  request,
}) => {
  const talents = await publicTalents(request, 48);
  const chosen = talents[40]!;
  // Other specs publish talents whose names may repeat a demo talent's ("Ruby A."): pick one whose name is its own.
  const other = talents.slice(20).find((t) => t.id !== chosen.id && talents.filter((u) => u.displayName === t.displayName).length === 1)!;
  await page.goto(`/request?talent=${chosen.id}`);
  await expect(picked(page)).toHaveCount(1);
  await expect(picked(page).first()).toHaveAccessibleName(chosen.displayName);

  await page.getByLabel("Search talent").fill(other.displayName);
  const found = page.getByTestId("talent-picker-list").getByRole("checkbox", { name: other.displayName, exact: true });
  // The server's answer to the search replaces the first page (fewer than 24 rows).
  await expect.poll(() => page.getByTestId("talent-picker-list").getByRole("checkbox").count()).toBeLessThan(10);
  await expect(found).toBeVisible();
  // By keyboard, as a person without a mouse would.
  await found.focus();
  await page.keyboard.press("Space");
  await expect(found).toBeChecked();
  await expect(page.getByText("2 talents selected")).toBeVisible();
  // Enter in the search box searches; it does not send the form.
  await page.getByLabel("Search talent").press("Enter");
  await expect(page.getByTestId("error-summary")).toHaveCount(0);

  await fillProject(page, `Grace ${Date.now()}`);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { name: "Request Submitted Successfully!" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the directory" }).click();
  await expect(page).toHaveURL(/\/talents$/);
});

test("a request without talents or details lists every problem; an end before the start is refused; past days are not offered", async ({
  page,
}) => {
  await page.goto("/request");
  await expect(page.getByTestId("talent-picker-list").getByRole("checkbox").first()).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByLabel("Project Start Date")).toHaveAttribute("min", today);
  await expect(page.getByLabel("Project End Date")).toHaveAttribute("min", today);

  // The form's part of the page may hydrate a moment after the page is alive; a date typed before
  // that reaches the input but not the form, so it is typed again until the end date follows it.
  // Cleared first: React sends no change for a value the input already holds, so typing the same
  // date again would never reach the form.
  await expect(async () => {
    await page.getByLabel("Project Start Date").fill("");
    await page.getByLabel("Project Start Date").fill("2999-05-02");
    await expect(page.getByLabel("Project End Date")).toHaveAttribute("min", "2999-05-02", { timeout: 2_000 });
  }).toPass();
  await page.getByLabel("Project End Date").fill("2999-05-01");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([
    "Client name is required",
    "Organization name is required",
    "Phone number is required",
    "Email: a valid email address is required",
    "Project description is required",
    "Project end date must be after the start date",
    "Talent: please select at least one talent",
  ]);
  await summary.getByRole("link", { name: "Talent: please select at least one talent" }).click();
  await expect(page.getByLabel("Search talent")).toBeFocused();
  await summary.getByRole("link", { name: "Project end date must be after the start date" }).click();
  await expect(page.getByLabel("Project End Date")).toBeFocused();
});

test("a search that finds nobody says so", async ({ page }) => {
  await page.goto("/request");
  await page.getByLabel("Search talent").fill("zzqqxx-nobody");
  await expect(page.getByText('No talent matches "zzqqxx-nobody".')).toBeVisible();
});

test("a failed request shows the 'Submission Failed' toast", async ({ page, request }) => {
  const [talent] = await publicTalents(request, 1);
  await page.goto(`/request?talent=${talent!.id}`);
  await expect(picked(page)).toHaveCount(1);
  await fillProject(page, "Failing Client");
  await page.route("/graphql", (route) =>
    (route.request().postData() ?? "").includes("createTalentRequest") ? route.abort("connectionreset") : route.continue(),
  );
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Submission Failed")).toBeVisible();
  await expect(page.getByLabel("Client Name")).toHaveValue("Failing Client");
});

test("the request page has no axe violations in light and dark themes", async ({ page, request }) => {
  test.setTimeout(180_000);
  const [talent] = await publicTalents(request, 1);
  await page.goto(`/request?talent=${talent!.id}`);
  await expect(picked(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await expectNoAxeViolations(page);
});
