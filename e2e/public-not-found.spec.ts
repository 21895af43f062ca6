import { expect, test } from "./fixtures";
import { asAdmin, expectNoAxeViolations, screenshots } from "./form-helpers";

// What a visitor meets at a dead end: a not-found screen that says what happened and offers a
// search, the directory and the home page (still a 404 for crawlers), on a phone and a desktop.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an unknown path: a 404 with a search that leads into the directory", async ({ page }) => {
      const response = await page.goto("/casting-calls/2019");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByText(/router/)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 390) await screenshots(page, "not-found");

      await page.getByRole("searchbox", { name: "Search our talent" }).fill("Ava");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/talents\?search=Ava$/);
      await expect(page.getByRole("heading", { level: 1, name: "Our Talent" })).toBeVisible();
    });

    test("an unknown talent and a draft news update: 404s that name what was missing", async ({ page, request }) => {
      const talent = await page.goto("/talents/999999");
      expect(talent?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Talent Not Found" })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search our talent" })).toBeVisible();
      await expectNoAxeViolations(page);

      const draft = (
        await asAdmin<{ createNewsUpdate: { id: number } }>(
          request,
          "mutation($i: NewsUpdateInput!) { createNewsUpdate(input: $i) { id } }",
          {
            i: { title: `Draft seen at ${width}`, content: "Not yet.", isPublished: false },
          },
        )
      ).createNewsUpdate;
      const news = await page.goto(`/news/${draft.id}`);
      expect(news?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "News update not found" })).toBeVisible();
      await page.getByRole("link", { name: "Browse All Talents" }).click();
      await expect(page).toHaveURL(/\/talents$/);
    });
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the not-found search still works as a plain form", async ({ page }) => {
    await page.goto("/no-such-page", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search our talent" }).fill("Melbourne");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/talents\?search=Melbourne$/);
  });
});

test("contact: the office's address with 'Get directions', and no map placeholder, at both widths", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    const directions = page.getByRole("link", { name: /^Get directions/ });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute(
      "href",
      /openstreetmap\.org\/search\?query=Level%202%2C%201234%20High%20Street%2C%20Malvern%20VIC%203144/,
    );
    expect((await directions.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByText(/would display here/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
