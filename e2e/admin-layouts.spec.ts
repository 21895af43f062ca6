import type { Page } from "@playwright/test";
import { ADMIN_NAV } from "../web/src/app/layouts/admin-nav";
import { ADMIN_PATTERNS } from "../web/src/app/paths";
import { adminSession, createPendingTalent, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Every admin screen holds at a phone's, a small laptop's and a desktop's width: nothing sticks out
// sideways, and no table hides columns past the edge of its box without the box saying it scrolls.
// And every screen passes axe in both themes. The screens are every route of web/src/app/paths.ts's
// ADMIN_PATTERNS (a record's :id filled in), so a new admin route is in this test the day it exists.

const WIDTHS = [390, 1024, 1280] as const;

/**
 * What sticks out: the page wider than the window, or a table cell past the edge of the box it
 * scrolls in while the box shows no scroll cue (TableBox's `data-scroll-cue` line under it).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`page ${scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const table of document.querySelectorAll("table")) {
      if (table.getClientRects().length === 0) continue;
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      if (!box) continue;
      const edge = box.getBoundingClientRect().right;
      const cue = box.parentElement?.querySelector("[data-scroll-cue]");
      if (cue && cue.getClientRects().length > 0) continue;
      const name = table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "a table";
      const clipped = [...table.querySelectorAll("th, td")].filter(
        (cell) => cell.getClientRects().length > 0 && cell.getBoundingClientRect().right - edge > 1,
      );
      if (clipped.length > 0) {
        const hidden = Math.round(table.getBoundingClientRect().right - edge);
        problems.push(`${name}: ${clipped.length} cells (${hidden} px) past the edge of its box, with no scroll cue`);
      }
    }
    return problems;
  });
}

test("every admin screen fits at 390, 1024 and 1280 px and passes axe", async ({ page, request }) => {
  test.setTimeout(900_000);
  const session = await adminSession(request);
  const id = await createPendingTalent(request, session, "Wren", `Widths${Date.now() % 100000}`);
  await signInBrowser(page, session);
  const patterns = Object.values(ADMIN_PATTERNS).map((pattern) => pattern.replace(":id", String(id)));
  // The sidebar's screens are all among the patterns; the review is a screen of its own over the list.
  expect(ADMIN_NAV.map((item) => item.to).filter((to) => !patterns.includes(to))).toEqual([]);
  const routes = [...patterns, `/admin/talents?tab=pending&review=${id}`];

  const problems: string[] = [];
  for (const route of routes) {
    // One load per screen; the widths are the same page resized (a resize is what a rotated phone
    // or a narrowed window does), so the sweep pays for one page load per screen, not per width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    // A loaded shared machine can take a while over one list: the wait is the test's, not a guess.
    await expect(page.locator("h1").first()).toBeVisible({ timeout: 60_000 });
    // Lists and dialogs arrive after the heading: wait until nothing on the page is loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
    await expectNoAxeViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
      problems.push(...(await overflowOnceLaidOut(page)).map((problem) => `${route} at ${width}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});

/**
 * What still sticks out once the page has followed the resize. Layouts that change by breakpoint in
 * script re-render after it, some on a debounce (the calendar redraws its grid 100 ms after the
 * window settles), so a problem counts only if it is still there when the wait runs out.
 */
async function overflowOnceLaidOut(page: Page): Promise<string[]> {
  let problems: string[] = [];
  await expect
    .poll(async () => (problems = await overflow(page)), { timeout: 5_000 })
    .toEqual([])
    .catch(() => undefined); // the test's closing assertion lists what is left
  return problems;
}
