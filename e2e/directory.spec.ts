import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "./fixtures";
import { loadAllImages } from "./images";
import { SITE } from "../common/site";
import { countOf } from "../common/text";
import { keyedPublicFacts } from "../common/facts";
import { COLOR_MODE_KEY } from "../web/src/lib/color-mode";
import { SHORTLIST_KEY } from "../web/src/lib/shortlist";
import { axeViolations, settleColours } from "./axe";
import { browserRendered } from "./browser-render";
import { fulfillData, isOperation } from "./graphql-answers";
import { TalentProfileDocument } from "../web/src/gql/graphql";

// The directory and profile journeys (docs/product.md#talent-directory, #talent-profile) against the real
// server and its demo data, plus the failure paths the demo data cannot show (a failing API).

// These journeys walk many screens with 48 cards each; on a shared 2-core machine the defaults
// (10 s an expectation, 30 s a test) are too tight, though nothing here waits on a clock.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

type Directory = { total: number; items: Array<{ id: number; displayName: string; firstName: string; images: Array<{ id: number }> }> };

async function directory(request: APIRequestContext, filter: Record<string, unknown> = {}, offset = 0, limit = 48): Promise<Directory> {
  const response = await request.post("/graphql", {
    data: {
      query:
        "query($f: TalentFilter, $o: Int, $l: Int) { talentDirectory(filter: $f, offset: $o, " +
        "limit: $l) { total items { id displayName firstName images { id } } } }",
      variables: { f: filter, o: offset, l: limit },
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { talentDirectory: Directory } }).data.talentDirectory;
}

async function categories(request: APIRequestContext): Promise<Array<{ id: number; name: string }>> {
  const response = await request.post("/graphql", { data: { query: "{ categories { id name } }" } });
  return ((await response.json()) as { data: { categories: Array<{ id: number; name: string }> } }).data.categories;
}

function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing \d+( of \d+)? talents?$/ });
/** The directory's count line: 'Showing 24 of 65 talents', 'Showing 3 talents', 'Showing 1 talent'. */
const showing = (shown: number, total: number) =>
  shown === total ? `Showing ${countOf(total, "talent")}` : `Showing ${shown} of ${countOf(total, "talent")}`;

/**
 * Axe in both themes, chosen the way the theme switch does (lib/color-mode: the stored preference,
 * applied by index.html's script before the app starts), so the dark run is a real dark page.
 */
async function expectNoAxeViolations(page: Page, ready: () => Promise<void>) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, theme] as const);
    await page.reload();
    await ready();
    await settleColours(page);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
    expect(await axeViolations(page, theme)).toEqual([]);
  }
  await page.evaluate((key) => localStorage.removeItem(key), COLOR_MODE_KEY);
}

const FIRST_ROW = 6; // the widest layout's first row: EAGER_CARDS in web/src/features/talents/DirectoryResults.tsx

test.describe("directory at desktop width", () => {
  test("home → directory → load more → profile → gallery by keyboard → shortlist → back restores the scroll", async ({ page, request }) => {
    const errors = trackPageErrors(page);
    const all = await directory(request);
    expect(all.total).toBeGreaterThan(24);

    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Talents", exact: true }).click();
    await expect(page).toHaveURL(/\/talents$/);
    await expect(page).toHaveTitle(`Our Talent - ${SITE.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Our Talent" })).toBeVisible();
    await expect(page.getByText("Browse our exceptional roster of professional talent for your next project")).toBeVisible();
    await expect(status(page)).toHaveText(showing(24, all.total));
    const cards = page.getByTestId("talent-card");
    await expect(cards).toHaveCount(24);
    // Newest first, with the public name only.
    await expect(cards.first().getByRole("heading")).toHaveText(all.items[0]!.displayName);

    // The first row's photos load at once, the rest lazily; every picture has its size and a srcset
    // (other specs may have published photo-less talents first).
    const firstImage = cards.getByRole("img").first();
    for (const card of (await cards.all()).slice(0, FIRST_ROW))
      for (const photo of await card.locator("img").all()) await expect(photo).toHaveAttribute("loading", "eager");
    // Photos uploaded smaller than a card (other journeys add such talents) have no larger copies.
    await expect(cards.locator("img[srcset]").first()).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(firstImage).toHaveAttribute("width", /\d+/);
    await expect(firstImage).toHaveAttribute("height", /\d+/);
    await expect(cards.getByRole("img").last()).toHaveAttribute("loading", "lazy");

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page).toHaveURL(/\/talents\?page=2$/);
    await expect(status(page)).toHaveText(showing(Math.min(48, all.total), all.total));
    await expect(cards).toHaveCount(Math.min(48, all.total));
    // The keyboard continues at the first new card.
    await expect(page.getByRole("link", { name: `View Profile of ${all.items[24]!.displayName}` })).toBeFocused();

    // Pick a talent of the second page with several photos and open it.
    const withPhotos = all.items.slice(24, 48).find((talent) => talent.images.length > 1);
    expect(withPhotos, "the demo data has a talent with several photos on page 2").toBeTruthy();
    const target = withPhotos!;
    const link = page.getByRole("link", { name: `View Profile of ${target.displayName}` });
    // Scrolled synchronously to a position the click will not change (the link in mid-screen).
    await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/talents/${target.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.displayName })).toBeVisible();
    await expect(page).toHaveTitle(`${target.displayName} - ${SITE.name}`);
    await expect(page.getByRole("link", { name: "Back to All Talents" })).toHaveAttribute("href", "/talents");

    const gallery = page.getByRole("region", { name: `Photos of ${target.displayName}` });
    const counter = gallery.getByTestId("gallery-counter");
    const total = target.images.length;
    await expect(counter).toHaveText(`1 / ${total}`);
    await gallery.getByRole("button", { name: "Next photo" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Wraps around from the first to the last.
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`1 / ${total}`);
    await gallery.getByRole("button", { name: `Show photo ${total} of ${total}` }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(gallery.getByRole("button", { name: `Show photo ${total} of ${total}` })).toHaveAttribute("aria-current", "true");

    // Shortlist from the profile: a toggle button, kept in local storage.
    const toggle = page.getByRole("button", { name: `Add ${target.displayName} to shortlist` });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), SHORTLIST_KEY)).toEqual([
      { id: target.id, name: target.displayName },
    ]);

    await expect(page.getByRole("link", { name: `Enquire about ${target.firstName}` })).toHaveAttribute(
      "href",
      `/request?talent=${target.id}`,
    );
    const compCard = page.getByRole("link", { name: "Download comp card" });
    await expect(compCard).toHaveAttribute("href", `/talents/${target.id}/comp-card.pdf`);
    const pdf = await request.get(`/talents/${target.id}/comp-card.pdf`);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");

    await page.goBack();
    await expect(page).toHaveURL(/\/talents\?page=2$/);
    await expect(cards).toHaveCount(Math.min(48, all.total));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // The card shows the same shortlist state as the profile.
    await expect(page.getByRole("button", { name: `Add ${target.displayName} to shortlist` })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: `Add ${target.displayName} to shortlist` }).click();
    await expect(page.getByRole("button", { name: `Add ${target.displayName} to shortlist` })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/talents\?page=2$/);

    expect(errors).toEqual([]);
  });

  test("filters by the controls write the address; chips and Clear All undo them", async ({ page, request }) => {
    const list = await categories(request);
    const category = list[0]!;
    const inCategory = await directory(request, { categoryId: category.id });
    const female = await directory(request, { categoryId: category.id, gender: "Female" });

    await page.goto("/talents");
    await expect(status(page)).toBeVisible();
    const bar = page.getByRole("region", { name: "Filters" });
    await bar.getByRole("combobox", { name: "Category" }).selectOption({ label: category.name });
    await expect(page).toHaveURL(`/talents?category=${category.id}`);
    await expect(status(page)).toHaveText(showing(Math.min(24, inCategory.total), inCategory.total));
    await expect(bar.getByRole("button", { name: `Remove Category: ${category.name}` })).toBeVisible();

    await bar.getByRole("combobox", { name: "Gender" }).selectOption("Female");
    await expect(page).toHaveURL(`/talents?category=${category.id}&gender=Female`);
    await expect(status(page)).toHaveText(showing(Math.min(24, female.total), female.total));

    const name = female.items[0]?.firstName ?? inCategory.items[0]!.firstName;
    await bar.getByRole("searchbox", { name: "Search talents" }).fill(`  ${name}  `);
    await bar.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`/talents?category=${category.id}&search=${encodeURIComponent(name)}&gender=Female`);
    await expect(bar.getByRole("button", { name: `Remove Search: ${name}` })).toBeVisible();

    await bar.getByRole("button", { name: `Remove Category: ${category.name}` }).click();
    await expect(page).toHaveURL(`/talents?search=${encodeURIComponent(name)}&gender=Female`);
    await expect(bar.getByRole("combobox", { name: "Category" })).toHaveValue("all");

    await bar.getByRole("button", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/talents$/);
    await expect(bar.getByRole("searchbox", { name: "Search talents" })).toHaveValue("");
    await expect(bar.getByRole("combobox", { name: "Gender" })).toHaveValue("all");
    await expect(bar.getByRole("button", { name: "Clear All" })).toHaveCount(0);

    // A blank search is no filter.
    await bar.getByRole("searchbox", { name: "Search talents" }).fill("   ");
    await bar.getByRole("searchbox", { name: "Search talents" }).press("Enter");
    await expect(page).toHaveURL(/\/talents$/);
  });

  test("filters from the address: known values preselected, unknown ones ignored, and the empty state", async ({ page, request }) => {
    const ages = await directory(request, { ageRange: "26-35", location: "VIC" });
    await page.goto("/talents?category=abc&ageRange=26-35&location=VIC&eyeColor=purple");
    const bar = page.getByRole("region", { name: "Filters" });
    await expect(bar.getByRole("combobox", { name: "Age" })).toHaveValue("26-35");
    await expect(bar.getByRole("combobox", { name: "Location" })).toHaveValue("VIC");
    await expect(bar.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    await expect(bar.getByRole("combobox", { name: "Eye Color" })).toHaveValue("all");
    if (ages.total > 0) await expect(status(page)).toHaveText(showing(Math.min(24, ages.total), ages.total));

    await page.goto("/talents?search=nobody-by-this-name-xyz");
    await expect(page.getByRole("heading", { name: "No Talents Found" })).toBeVisible();
    await expect(page.getByText("No talents match your current filters. Try adjusting your search criteria.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("the error panel appears after 3 retries 1 s apart", async ({ page }) => {
    await browserRendered(page);
    let attempts = 0;
    await page.route("**/graphql", async (route) => {
      if (route.request().postDataJSON()?.operationName === "TalentDirectory") {
        attempts += 1;
        await route.abort("connectionrefused");
      } else await route.continue();
    });
    await page.goto("/talents");
    await expect(page.getByTestId("talent-card-skeleton")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "Unable to Load Talent" })).toBeVisible();
    expect(attempts).toBe(4);
    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(status(page)).toBeVisible();
  });

  test("profile not found", async ({ page }) => {
    await page.goto("/talents/999999");
    await expect(page.getByRole("heading", { name: "Talent Not Found" })).toBeVisible();
    await expect(page.getByText("The talent profile you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Browse All Talents" }).click();
    await expect(page).toHaveURL(/\/talents$/);
  });

  test("profile skeleton, then a talent without photos, bio or categories", async ({ page }) => {
    // The demo data has no such talent: the profile's answer is made here, held until the
    // skeleton has been seen.
    await browserRendered(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (!isOperation(route, TalentProfileDocument)) return route.continue();
      await held;
      const shown = { id: 4242, firstName: "Noor", lastInitial: "K", bio: "  ", gender: "Female", skills: [] };
      // The facts are the server's, made from the fields by the same code (Talent.facts).
      const stored = {
        ...shown,
        age: null,
        playableAgeMin: null,
        playableAgeMax: 40,
        playableAgeNA: false,
        height: 165,
        eyeColor: "amber",
        hairColor: null,
        smoker: true,
        suburb: null,
        state: "WA",
      };
      await fulfillData(route, TalentProfileDocument, {
        talent: { ...shown, categories: [], facts: keyedPublicFacts(stored), credits: [], reels: [], images: [] },
      });
    });
    await page.goto("/talents/4242");
    await expect(page.getByTestId("profile-skeleton")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Noor K." })).toBeVisible();
    await expect(page).toHaveTitle(`Noor K. - ${SITE.name}`);
    await expect(page.getByText("Talent", { exact: true })).toBeVisible();
    await expect(page.getByText("Female", { exact: true })).toBeVisible();
    await expect(page.getByText("Images available upon request")).toBeVisible();
    await expect(page.getByText("Contact our talent management team to view Noor's portfolio")).toBeVisible();
    await expect(page.getByText("No bio provided")).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.locator("dt")).toHaveText(["Playable Age Range", "Height", "Eye Color", "Smoker", "Location"]);
    await expect(details.locator("dd")).toHaveText(["Up to 40 years", "165 cm", "Amber", "Yes", "WA"]);
    await expect(page.getByRole("region", { name: "Skills" })).toHaveCount(0);
    await expect(page.getByText("Interested in booking Noor? Contact our talent management team.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Enquire about Noor" })).toHaveAttribute("href", "/request?talent=4242");
    await expect(page.getByRole("link", { name: "Download comp card" })).toHaveAttribute("href", "/talents/4242/comp-card.pdf");
  });

  test("no axe violations on the directory and a profile, light and dark", async ({ page, request }) => {
    // Six reloads and full-page axe runs (48 cards) take a while on a shared 2-core machine.
    test.setTimeout(240_000);
    const { items, total } = await directory(request);
    await page.goto("/talents?page=2");
    await expectNoAxeViolations(page, () => expect(page.getByTestId("talent-card")).toHaveCount(Math.min(48, total), { timeout: 30_000 }));
    await page.goto(`/talents/${items.find((talent) => talent.images.length > 1)!.id}`);
    await expectNoAxeViolations(page, () => expect(page.getByTestId("gallery-counter")).toBeVisible());
    // The drawer and the empty state, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/talents?search=nobody-by-this-name-xyz");
    await expectNoAxeViolations(page, async () => {
      await expect(page.getByRole("heading", { name: "No Talents Found" })).toBeVisible();
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Filter Talents" })).toBeVisible();
    });
  });
});

test.describe("directory on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filter drawer: labelled filters, a live 'Show N talents', focus kept inside and given back", async ({ page, request }) => {
    const chosen = await directory(request, { ageRange: "26-35", heightRange: "over-190" });
    const everyone = await directory(request);
    await page.goto("/talents");
    await expect(status(page)).toBeVisible();
    const opener = page.getByRole("button", { name: "Filters", exact: true });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Filter Talents" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Apply filters to find the perfect talent for your project.")).toBeVisible();
    // Tabbing past the last control comes back into the drawer.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Each box has a visible label, so a chosen 'Brown' says whether it is eyes or hair.
    await expect(drawer.getByText("Eye Color", { exact: true })).toBeVisible();
    await expect(drawer.getByText("Hair Color", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: `Show ${countOf(everyone.total, "talent")}` })).toBeVisible();
    await drawer.getByRole("combobox", { name: "Age" }).selectOption("26-35");
    await drawer.getByRole("combobox", { name: "Height" }).selectOption({ label: "Over 190cm" });
    // The button counts what the draft would show, as the API answers it.
    await expect(drawer.getByRole("button", { name: `Show ${countOf(chosen.total, "talent")}` })).toBeVisible();
    // Nothing applies until the button says so.
    await expect(page).toHaveURL(/\/talents$/);
    await page.screenshot({ path: path.join(screenshotDir, "directory-drawer-390.png"), animations: "disabled" });
    await drawer.getByRole("button", { name: `Show ${countOf(chosen.total, "talent")}` }).click();
    await expect(page).toHaveURL("/talents?ageRange=26-35&heightRange=over-190");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeFocused();

    await page.getByRole("button", { name: "Filters (2)" }).click();
    await expect(drawer.getByRole("combobox", { name: "Age" })).toHaveValue("26-35");
    await drawer.getByRole("button", { name: "Reset" }).click();
    await expect(drawer.getByRole("combobox", { name: "Age" })).toHaveValue("all");
    await drawer.getByRole("button", { name: `Show ${countOf(everyone.total, "talent")}` }).click();
    await expect(page).toHaveURL(/\/talents$/);

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeFocused();
  });
});

for (const width of [390, 1280]) {
  test(`screenshots of the directory and a profile at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto("/talents");
    await expect(page.getByTestId("talent-card")).toHaveCount(24);
    await loadAllImages(page);
    await page.screenshot({ path: path.join(screenshotDir, `directory-${width}.png`), fullPage: true, animations: "disabled" });
    // The first screen as a visitor sees it (a phone's full page is too long to look at).
    await page.screenshot({ path: path.join(screenshotDir, `directory-top-${width}.png`), animations: "disabled" });
    const { items } = await directory(request);
    await page.goto(`/talents/${items.find((talent) => talent.images.length > 1)!.id}`);
    await expect(page.getByTestId("gallery-counter")).toBeVisible();
    await loadAllImages(page);
    await page.screenshot({ path: path.join(screenshotDir, `profile-${width}.png`), fullPage: true, animations: "disabled" });
    await page.evaluate((key) => localStorage.setItem(key, "dark"), COLOR_MODE_KEY);
    await page.reload();
    await expect(page.getByTestId("gallery-counter")).toBeVisible();
    await loadAllImages(page);
    await page.screenshot({ path: path.join(screenshotDir, `profile-dark-${width}.png`), fullPage: true, animations: "disabled" });
  });
}
