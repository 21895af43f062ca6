import { adminSession, signInBrowser } from "./admin-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { createPublishedTalent, uniqueName } from "./roster-helpers";

// The home page's faces chosen by staff, the self-hosted headings' typeface and the directory's
// first screen (ADR 166; docs/product.md#home and #talent-directory).

// A loaded shared two-core machine: the steps wait for what they need, for as long as the test may.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 60_000 };

/** The cards wholly inside the viewport, the page scrolled to its top, once the headings' font has swapped in. */
async function wholeCardsOnFirstScreen(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  return page
    .getByTestId("talent-card")
    .evaluateAll((cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      }),
    )
    .then((cards) => cards.length);
}

for (const [width, height, least] of [
  [1280, 900, 8],
  [390, 844, 4],
] as const) {
  test(
    `the directory's first screen at ${width}×${height} holds at least ${least} whole cards ` + "under its heading, search and filters",
    async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/talents");
      await expect(page.getByTestId("talent-card").first()).toBeVisible(SLOW);
      await expect(page.getByRole("heading", { level: 1, name: "Our Talent" })).toBeInViewport();
      await expect(page.getByRole("searchbox", { name: "Search talents" })).toBeInViewport();
      await expect(page.getByRole("button", { name: "Search" })).toBeInViewport();
      // Every filter on a wide screen; a phone has them behind one button.
      if (width >= 1024) await expect(page.getByRole("combobox", { name: "Category" })).toBeInViewport();
      else await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeInViewport();
      const whole = await wholeCardsOnFirstScreen(page);
      console.log(`directory ${width}×${height}: ${whole} whole cards on the first screen`);
      expect(whole).toBeGreaterThanOrEqual(least);
    },
  );
}

test("the headings' typeface comes from the app's own server, preloaded, and is used", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto("/");
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("href", /^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 32px "Fraunces Variable"')), SLOW).toBe(true);
  const family = await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family).toMatch(/^"Fraunces Variable"/);
  const origin = new URL(page.url()).origin;
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(origin);
});

test("staff feature a talent from the roster's row menu: the home page shows it first; unticked in the editor, it is not", async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const first = uniqueName("Fea");
  const last = uniqueName("Home");
  const id = await createPublishedTalent(request, session, first, last, ["#8a5cf6"]);
  const publicName = `${first} ${last[0]}.`;
  const firstFace = () => page.getByTestId("home-faces").getByTestId("talent-card").first().getByRole("heading");

  // Before: the demo data's featured talents lead the row.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured faces" })).toBeVisible();
  await expect(firstFace()).toBeVisible(SLOW);
  await expect(firstFace()).not.toHaveText(publicName);

  await signInBrowser(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/talent-info?search=${last}`);
  const actions = page.getByRole("button", { name: `Actions for ${first} ${last}` });
  await actions.click(SLOW);
  await page.getByRole("menuitem", { name: "Feature on home page" }).click();
  await expect(page.getByText("Featured on the home page")).toBeVisible();
  await actions.click();
  await expect(page.getByRole("menuitem", { name: "Remove from home page" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/");
  await expect(firstFace()).toHaveText(publicName, SLOW);
  await expectNoAxeViolations(page);

  // The editor shows the choice on its Settings tab; unticked and saved, the talent is the newest
  // of the rest again: after the featured ones, not first.
  await page.goto(`/admin/talent-info/${id}`);
  await page.getByRole("tab", { name: "Settings" }).click(SLOW);
  const featured = page.getByRole("checkbox", { name: "Featured on the home page" });
  await expect(featured).toBeChecked();
  await featured.uncheck({ force: true });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Talent information updated successfully")).toBeVisible();
  await page.goto("/");
  await expect(firstFace()).toBeVisible(SLOW);
  await expect(firstFace()).not.toHaveText(publicName);
  await expect(page.getByTestId("home-faces").getByRole("heading", { name: publicName })).toBeVisible();
});

test("the directory passes axe in both themes", async ({ page }) => {
  await page.goto("/talents");
  await expect(page.getByTestId("talent-card").first()).toBeVisible(SLOW);
  await expectNoAxeViolations(page);
});
