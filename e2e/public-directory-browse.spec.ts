import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

// Browsing the directory as a casting director does between meetings: faces in the first screen,
// facts under each name, a chip for every filter, thumb-sized targets, and 'Load more' that does not
// throw the visitor back up the page. At the widths of a phone and a laptop.

const SIZES = [
  { width: 390, height: 844, columns: 2, firstScreen: 4 },
  { width: 1280, height: 900, columns: 6, firstScreen: 8 },
];

/** Cards wholly inside the window as it is now. */
const wholeCardsInView = (page: Page) =>
  page
    .getByTestId("talent-card")
    .evaluateAll(
      (cards) => cards.filter((card) => card.getBoundingClientRect().top >= 0 && card.getBoundingClientRect().bottom <= innerHeight).length,
    );

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the first screen shows whole cards in rows, each with a facts line and a 44 px heart", async ({ page }) => {
      await page.goto("/talents");
      await expect(page.getByTestId("talent-card").first()).toBeVisible();
      // Read once the layout has settled: on a loaded machine the heading's web font and the photos
      // arrive after the first cards, and a read taken in between measures a page still moving.
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => wholeCardsInView(page)).toBeGreaterThanOrEqual(size.firstScreen);
      const cardsInFirstRow = () =>
        page.getByTestId("talent-card").evaluateAll((cards) => {
          const tops = cards.slice(0, 12).map((card) => Math.round(card.getBoundingClientRect().top));
          return tops.filter((top) => top === tops[0]).length;
        });
      await expect.poll(cardsInFirstRow).toBe(size.columns);

      await expect(page.getByRole("status").filter({ hasText: /^Showing 24 of \d+ talents$/ })).toBeVisible();
      await expectNoAxeViolations(page);

      // Other specs publish talents without an age or a place, newest first, as many as a page (a
      // retried spec publishes its talents again): in an age range every card has an age.
      await page.goto("/talents?ageRange=26-35");
      const first = page.getByTestId("talent-card").first();
      await expect(first.getByTestId("talent-facts")).toHaveText(/^\d+ · [A-Za-z ]+ (NSW|VIC|QLD|WA|SA|TAS|NT|ACT)( · \d+ cm)?$/);
      const heart = first.getByRole("button", { name: /^Add .* to shortlist$/ });
      const smallerSide = async () => {
        const box = (await heart.boundingBox())!;
        return Math.min(box.width, box.height);
      };
      await expect.poll(smallerSide).toBeGreaterThanOrEqual(44);
    });

    test("every active filter is a chip that removes itself; one talent reads '1 talent'", async ({ page }) => {
      await page.goto("/talents?ageRange=26-35&gender=Female&eyeColor=brown&heightRange=over-190");
      const filters = page.getByRole("region", { name: "Filters" });
      for (const chip of ["Age: 26-35", "Gender: Female", "Eye Color: Brown", "Height: Over 190cm"]) {
        const button = filters.getByRole("button", { name: `Remove ${chip}` });
        await expect(button).toBeVisible();
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await filters.getByRole("button", { name: "Remove Eye Color: Brown" }).click();
      await expect(page).toHaveURL("/talents?ageRange=26-35&gender=Female&heightRange=over-190");
      await expect(filters.getByRole("button", { name: /^Remove Eye Color/ })).toHaveCount(0);

      await page.goto("/talents?search=Jordan%20L.");
      await expect(page.getByRole("status").filter({ hasText: /^Showing 1 talent$/ })).toBeVisible();
    });

    test("'Load more' adds the next cards below and leaves the page where it was", async ({ page }) => {
      await page.goto("/talents");
      const more = page.getByRole("button", { name: "Load more" });
      await more.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => scrollY);
      await more.click();
      await expect(page.getByTestId("talent-card").nth(24)).toBeVisible();
      await expect(page).toHaveURL(/page=2/);
      expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThan(5);
      await expect(page.getByTestId("talent-card").nth(24).getByRole("link")).toBeFocused();
    });
  });
}
