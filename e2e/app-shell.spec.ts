import { expect, test, type Page } from "./fixtures";
import { NAV_LINKS, SITE, SOCIAL_LINKS } from "../common/site";
import { answerCategories, CARD_STATE_CATEGORIES, type Category } from "./category-fixtures";

/** Fails the test on any uncaught error in the page: the shell must render cleanly. */
function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

test.describe("app shell at desktop width", () => {
  test("home shows the header navigation, the hero and the footer", async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto("/");

    await expect(page).toHaveTitle(`${SITE.name} - Talent Agency`);

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const link of NAV_LINKS) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    await expect(page.getByRole("heading", { level: 1, name: "Discover Exceptional Talent" })).toBeVisible();
    await expect(page.getByText("Representing Australia's most versatile and professional talent for over 20 years")).toBeVisible();
    await expect(page.getByText("Scroll to explore")).toBeVisible();
    await expect(page.getByRole("link", { name: "For Clients" })).toHaveAttribute("href", "/talents");
    await expect(page.getByRole("link", { name: "For Talent" })).toHaveAttribute("href", "/submission");

    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
    for (const link of NAV_LINKS) {
      await expect(quickLinks.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    for (const social of SOCIAL_LINKS) {
      await expect(footer.getByRole("link", { name: social.label })).toHaveAttribute("href", social.href);
    }
    await expect(footer.getByText("Malvern VIC")).toBeVisible();
    await expect(footer.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", SITE.phoneHref);
    await expect(footer.getByRole("link", { name: SITE.email })).toHaveAttribute("href", `mailto:${SITE.email}`);
    await expect(footer.getByText("Monday-Friday: 9am - 6pm AEST")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");

    expect(errors).toEqual([]);
  });

  test("the categories section shows the server's categories", async ({ page, request }) => {
    const errors = trackPageErrors(page);
    // What the API holds right now (the demo seed), asked the same way a visitor's browser does.
    const response = await request.post("/graphql", {
      data: { query: "{ categories { id name imageUrl talentCount } }" },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { categories: Category[] } };

    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Talent Categories" });
    await expect(section.getByRole("heading", { name: "Our Talent Categories" })).toBeVisible();
    await expect(section.getByText("Discover diverse talent across multiple categories to fit your specific project needs")).toBeVisible();
    await expect(section.getByTestId("category-card-skeleton")).toHaveCount(0);

    const cards = section.getByTestId("category-card");
    await expect(cards).toHaveCount(data.categories.length);
    for (const category of data.categories) {
      const card = cards.filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
      await expect(card).toContainText(`${category.talentCount} Talents`);
      await expect(card.getByRole("link", { name: "View All" })).toHaveAttribute("href", `/talents?category=${category.id}`);
    }
    await expect(section.getByRole("link", { name: "View All Categories" })).toHaveAttribute("href", "/talents");
    expect(errors).toEqual([]);
  });

  test("category cards: skeletons while loading, then image, gradient fallback and hidden broken image", async ({ page }) => {
    const release = await answerCategories(page, CARD_STATE_CATEGORIES);

    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Talent Categories" });
    await expect(section.getByTestId("category-card-skeleton")).toHaveCount(3);
    release();

    const cards = section.getByTestId("category-card");
    await expect(cards).toHaveCount(3);
    await expect(section.getByTestId("category-card-skeleton")).toHaveCount(0);

    const actors = cards.filter({ hasText: "Actors" });
    await expect(actors).toContainText("12 Talents");
    // The pictures are decoration (alt=""): the card's heading names the category, once.
    await expect(actors.locator("img")).toHaveCount(0);
    await expect(actors.getByText("Actors")).toHaveCount(1);

    const models = cards.filter({ hasText: "Models" });
    await expect(models).toContainText("1 Talents");
    await expect(models.locator("img")).toHaveCount(0); // hidden after the load error

    const presenters = cards.filter({ hasText: "Presenters" });
    await expect(presenters).toContainText("0 Talents");
    await expect(presenters.locator("img")).toBeVisible();

    const viewAll = presenters.getByRole("link", { name: "View All" });
    await presenters.hover();
    await expect(viewAll).toBeVisible();
    await viewAll.click();
    await expect(page).toHaveURL(/\/talents\?category=903$/);
  });

  test("an unknown path shows the not-found screen inside the shell", async ({ page }) => {
    const errors = trackPageErrors(page);
    const response = await page.goto("/no-such-page/at-all");
    // The server says 404 too (crawlers and link previews), with the app's not-found screen.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("We couldn't find a page at this address.")).toBeVisible();
    await expect(page.getByText(/forget to add the page/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Browse All Talents" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    expect(errors).toEqual([]);
  });
});

test.describe("app shell at phone width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    // At this width the desktop links are hidden until the menu opens.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeVisible();
    // Escape closes the drawer and focus goes back to the menu button; it opens again from the keyboard.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    for (const link of NAV_LINKS) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    }

    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Discover Exceptional Talent" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();

    // The hero keeps the specified 600 px height on small screens.
    const hero = page.getByRole("region", { name: "Discover Exceptional Talent" });
    expect((await hero.boundingBox())?.height).toBe(600);

    // Nothing may force sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
