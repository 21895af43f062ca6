import type { Page } from "@playwright/test";
import { ADMIN_NAV } from "../web/src/app/layouts/admin-nav";
import { adminSession, createPendingTalent, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Every admin screen holds at a phone's, a small laptop's and a desktop's width: nothing sticks out
// sideways, and no table hides its actions past the edge of its box. And every screen passes axe in
// both themes.

const WIDTHS = [390, 1024, 1280] as const;

/** What sticks out: the page wider than the window, or a table wider than the box it scrolls in. */
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
      const hidden = table.getBoundingClientRect().right - box.getBoundingClientRect().right;
      const name = table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "a table";
      if (hidden > 1) problems.push(`${name}: ${Math.round(hidden)} px of columns past the edge of its box`);
    }
    return problems;
  });
}

test("every admin screen fits at 390, 1024 and 1280 px and passes axe", async ({ page, request }) => {
  test.setTimeout(600_000);
  const session = await adminSession(request);
  const id = await createPendingTalent(request, session, "Wren", `Widths${Date.now() % 100000}`);
  await signInBrowser(page, session);
  const routes = [...ADMIN_NAV.map((item) => item.to), `/admin/talent-info/${id}`, `/admin/talents?tab=pending&review=${id}`];

  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator("h1").first()).toBeVisible();
      // Lists and dialogs arrive after the heading: wait until nothing on the page is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      problems.push(...(await overflow(page)).map((problem) => `${route} at ${width}: ${problem}`));
      if (width === 1280) await expectNoAxeViolations(page);
    }
  }
  expect(problems).toEqual([]);
});
