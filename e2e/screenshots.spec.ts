import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { loadAllImages } from "./images";
import { answerCategories, CARD_STATE_CATEGORIES } from "./category-fixtures";

// Not assertions: full-page pictures of the shell at phone and desktop widths for a person to
// look at after a change (e2e/screenshots/ is ignored by git).
const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const PAGES = [
  { name: "home", path: "/", ready: "Discover Exceptional Talent" },
  { name: "not-found", path: "/no-such-page", ready: "Page not found" },
];

test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

for (const size of WIDTHS) {
  for (const shot of PAGES) {
    test(`screenshot ${shot.name} at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(shot.path);
      await expect(page.getByRole("heading", { name: shot.ready })).toBeVisible();
      await expect(page.getByTestId("category-card-skeleton")).toHaveCount(0);
      await loadAllImages(page);
      await page.screenshot({
        path: path.join(screenshotDir, `${shot.name}-${size.width}.png`),
        fullPage: true,
        animations: "disabled",
      });
    });
  }
}

test("screenshot the open mobile menu at 375px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-navigation")).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, "menu-open-375.png"), animations: "disabled" });
});

for (const size of WIDTHS) {
  // The demo data may hold no categories or no images; these show every card state regardless.
  test(`screenshot category card states at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const release = await answerCategories(page, CARD_STATE_CATEGORIES);
    release();
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Talent Categories" });
    await expect(section.getByTestId("category-card")).toHaveCount(CARD_STATE_CATEGORIES.length);
    await section.getByTestId("category-card").last().hover();
    await page.screenshot({
      path: path.join(screenshotDir, `categories-${size.width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  });
}
