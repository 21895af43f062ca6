import { adminSession, staffGraphql } from "./admin-helpers";
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, screenshots } from "./form-helpers";
import { isOperation } from "./graphql-answers";
import { ShortlistTalentsDocument } from "../web/src/gql/graphql";
import { createPublishedTalent, uniqueName } from "./roster-helpers";

// The home page's row of faces, /shortlist (review, compare, remove, clear, request them) and the
// request's summary of what was sent, at phone and desktop widths.

const SHORTLIST_KEY = "shortlist";

async function twoTalents(page: Page) {
  const session = await adminSession(page.request);
  const first = uniqueName("Shortlista");
  const second = uniqueName("Shortlistb");
  const ids = [
    await createPublishedTalent(page.request, session, first, "Nguyen", ["#a05040"]),
    await createPublishedTalent(page.request, session, second, "Okoro", ["#4060a0"]),
  ];
  const { talents } = await staffGraphql<{ talents: Array<{ id: number; displayName: string }> }>(
    page.request,
    session,
    "query($ids: [Int!]!) { talents(filter: { ids: $ids }) { id displayName } }",
    { ids },
  );
  const names = ids.map((id) => talents.find((talent) => talent.id === id)!.displayName);
  return ids.map((id, index) => ({ id, name: names[index]! }));
}

for (const width of [390, 1280]) {
  test(`home at ${width} px: a row of faces under the hero, each category named once, two tiles a row on phones`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const faces = page.getByTestId("home-faces");
    // Generous: under load the page may arrive unrendered and ask for the row itself.
    await expect(faces.getByTestId("talent-card").first()).toBeVisible({ timeout: 90_000 });
    await expect(faces.getByTestId("talent-card")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Featured faces" })).toBeVisible();
    // The row starts within the first two screens, under the hero.
    const top = await faces.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    console.log(`home ${width}px: row of faces starts at ${Math.round(top)} px`);
    expect(top).toBeLessThan(1800);

    const section = page.getByRole("region", { name: "Our Talent Categories" });
    const cards = section.getByTestId("category-card");
    await expect(cards.first()).toBeVisible();
    const name = (await cards.first().getByRole("heading").textContent())!.trim();
    await expect(section.getByText(name, { exact: true })).toHaveCount(1);
    if (width === 390) {
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(Math.round(a!.y)).toBe(Math.round(b!.y));
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`home ${width}px: page height ${height} px`);
    await expectNoAxeViolations(page);
    if (width === 1280) await screenshots(page, "home-faces");
  });
}

test("the shortlist: empty, then review, compare, remove, request, and the request's summary", async ({ page }) => {
  // Several pages, each checked with axe in two themes, on a shared two-core machine.
  test.setTimeout(360_000);
  const [first, second] = await twoTalents(page);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/shortlist");
  await expect(page.getByRole("heading", { name: "Your shortlist is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the directory" })).toHaveAttribute("href", "/talents");
  await expectNoAxeViolations(page);

  await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)), [SHORTLIST_KEY, [first, second]] as const);
  await page.reload();
  const items = page.getByTestId("shortlist-item");
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId("shortlist-summary")).toHaveText("2 talents on your shortlist");
  await expect(items.first().getByRole("heading")).toHaveText(first!.name);
  const compare = page.getByRole("region", { name: "Compare side by side" });
  await expect(compare.getByRole("columnheader", { name: first!.name })).toBeVisible();
  await expect(compare.getByRole("columnheader", { name: second!.name })).toBeAttached();
  await expect(compare.getByRole("rowheader", { name: "Height" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "shortlist");

  // The header's Shortlist goes to this page, with the count.
  await expect(page.getByTestId("shortlist-link")).toHaveAttribute("href", "/shortlist");
  await expect(page.getByTestId("shortlist-count")).toHaveText("2");

  await page.getByRole("button", { name: `Remove ${second!.name} from shortlist` }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId("shortlist-count")).toHaveText("1");
  await expect(compare).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Request these talents" }).click();
  await expect(page).toHaveURL(/\/request$/);
  const picked = page.getByTestId("talent-picker-list").getByRole("checkbox", { checked: true });
  await expect(picked).toHaveCount(1);
  await expect(picked.first()).toHaveAccessibleName(first!.name);

  const client = `Grace ${Date.now()}`;
  await page.getByLabel("Client Name").fill(client);
  await page.getByLabel("Organization Name").fill("Hopper Pictures");
  await page.getByLabel("Phone").fill("03 9000 0000");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Project Description").fill("A short film shot in Footscray over two weekends.");
  await page.getByLabel("Project Start Date").fill("2999-05-01");
  await page.getByRole("button", { name: "Submit Request" }).click();

  const summary = page.getByTestId("request-summary");
  await expect(summary.getByRole("heading", { name: "Request Submitted Successfully!" })).toBeFocused();
  await expect(summary.getByText("A short film shot in Footscray over two weekends.")).toBeVisible();
  await expect(summary.getByText("From 1 May 2999")).toBeVisible();
  await expect(summary.getByText(`${client}, Hopper Pictures`)).toBeVisible();
  await expect(summary.getByText("grace@example.com")).toBeVisible();
  await expect(summary.getByTestId("sent-talent")).toHaveText([first!.name]);
  await expect(summary.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(summary.getByText(/by the end of the second business day/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "request-summary");
  await expect(summary.getByRole("button", { name: "Submit another request" })).toBeVisible();
  await summary.getByRole("link", { name: "Back to the directory" }).click();
  await expect(page).toHaveURL(/\/talents$/);

  // Clear empties the list and the header's count.
  await page.goto("/shortlist");
  await page.getByRole("button", { name: "Clear shortlist" }).click();
  await expect(page.getByRole("heading", { name: "Your shortlist is empty" })).toBeVisible();
  await expect(page.getByTestId("shortlist-count")).toHaveText("0");
});

test("the shortlist says when it cannot load, and offers to try again", async ({ page }) => {
  await page.goto("/shortlist");
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ id: 1, name: "Anyone A." }])), SHORTLIST_KEY);
  await page.route("**/graphql", (route) =>
    isOperation(route, ShortlistTalentsDocument) ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole("alert").getByRole("heading", { name: "We could not load your shortlist" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
});
