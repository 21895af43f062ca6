import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminSession, expectNoAxeViolations, setTheme, signInBrowser } from "./admin-helpers";
import { expectNoAxeViolations as expectNoAxeViolationsAnyRule, settleColours } from "./axe";
import { createPublishedTalent, screenshot } from "./roster-helpers";

// Credits and reels (ADR 007): entered as rows in the talent editor, refused with the row
// and field named, and shown on the public profile at a phone's and a desktop's width.

// The player is the provider's page; the test stands in for it so the run needs no network.
async function standInForPlayers(page: Page) {
  await page.route("https://player.vimeo.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
  );
}

test("a credit and a reel entered in the editor show on the public profile", async ({ page, request }) => {
  // One journey through the editor and the profile at two widths, each checked by axe in two themes.
  test.setTimeout(300_000);
  const session = await adminSession(request);
  const last = `Credits${Date.now() % 1_000_000}`;
  const id = await createPublishedTalent(request, session, "Ruby", last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talent-info/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit Talent: Ruby ${last}` })).toBeVisible();
  await page.getByRole("tab", { name: "Professional" }).click();
  const credits = page.getByRole("group", { name: "Credits" });
  await expect(credits.getByText("No credits yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add credit" }).click();
  const first = credits.getByRole("listitem").nth(0);
  await expect(first.getByLabel("Production")).toBeFocused();
  await first.getByLabel("Production").fill("Harbour Lights");
  await first.getByLabel("Year").fill("2025");
  await first.getByLabel("Role").fill("Guest role");
  await first.getByLabel("Company").fill("Screen Australia");

  // A second row left without its production is refused, named by its number.
  await page.getByRole("button", { name: "Add credit" }).click();
  const second = credits.getByRole("listitem").nth(1);
  await second.getByLabel("Role").fill("Lead");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(second.getByText("Credit 2: Production is required.")).toBeVisible();
  await second.getByLabel("Production").fill("Low Tide");
  await second.getByLabel("Year").fill("2023");
  await second.getByLabel("Company").fill("Short film");

  await page.getByRole("button", { name: "Add reel" }).click();
  const reel = page.getByRole("group", { name: "Reels" }).getByRole("listitem").nth(0);
  await reel.getByLabel("Link").fill("https://vimeo.com/76979871");
  await reel.getByLabel("Title").fill("Showreel 2025");
  await page.getByRole("button", { name: "Add reel" }).click();
  await page
    .getByRole("group", { name: "Reels" })
    .getByRole("listitem")
    .nth(1)
    .getByLabel("Link")
    .fill("https://example.com/voice-reel.mp3");

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  // The pointer rests on Save: its hovered colours must read in both themes too.
  await page.getByRole("button", { name: "Save Changes" }).hover();
  await expectNoAxeViolations(page);
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await screenshot(page, `credits-editor-1280-${theme}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await screenshot(page, `credits-editor-390-${theme}`);
  }

  // The profile is the same page for a visitor and a signed-in staff member.
  const visitor = page;
  await standInForPlayers(visitor);
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(`/talents/${id}`);
    const section = visitor.getByRole("region", { name: "Credits" });
    await expect(section.getByRole("listitem")).toHaveText([
      /2025\s*Harbour Lights\s*Guest role · Screen Australia/,
      /2023\s*Low Tide\s*Lead · Short film/,
    ]);
    const reels = visitor.getByRole("region", { name: "Reels" });
    await expect(reels.locator('iframe[title="Showreel 2025"]')).toHaveAttribute("src", "https://player.vimeo.com/video/76979871");
    await expect(reels.getByRole("link", { name: "Open on Vimeo" })).toHaveAttribute("href", "https://vimeo.com/76979871");
    await expect(reels.getByRole("link", { name: /example\.com/ })).toHaveAttribute("href", "https://example.com/voice-reel.mp3");
    await reels.scrollIntoViewIfNeeded();
    await expect(visitor.frameLocator('iframe[title="Showreel 2025"]').getByText("Player")).toBeVisible();
    await expectNoAxeViolationsAnyRule(visitor);
    await settleColours(visitor);
    // The pictures show the page at rest: nothing focused, from the top.
    await visitor.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    for (const theme of ["light", "dark"] as const) {
      await setTheme(visitor, theme);
      await screenshot(visitor, `credits-profile-${width}-${theme}`);
    }
  }
});
