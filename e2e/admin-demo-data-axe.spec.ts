import type { Page } from "@playwright/test";
import { adminSession, signInBrowser, staffGraphql } from "./admin-helpers";
import { expectNoAxeViolations, setTheme, settleColours } from "./axe";
import { expect, test } from "./fixtures";

// The staff screens as an office sees them on the demo data (e2e/start-server.ts seeds it): lists
// of many rows, the calendar with bookings in view. Every axe rule runs, best practices included
// (landmark-unique is one), with label-content-name-mismatch, at a desktop's and a phone's width
// in both themes. The other admin specs check their own fresh rows with the WCAG rules only.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The demo's bookings lie in the month the server was seeded in (api/src/db/demo/bookings.ts). */
const demoMonth = () => new Date().toISOString().slice(0, 7);

async function settled(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
}

/** Every axe rule, in light (all) and dark (the colour rules), at each width on the same page. */
async function checkAtEachWidth(page: Page, ready: () => Promise<void> = async () => undefined) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settled(page);
    await ready();
    await expectNoAxeViolations(page);
  }
}

const SCREENS = [
  "/admin/dashboard",
  "/admin/talents",
  "/admin/talent-info",
  "/admin/categories",
  "/admin/clients",
  "/admin/messages",
  "/admin/news",
  "/admin/testimonials",
  "/admin/packages",
  "/admin/profile-changes",
  "/admin/staff",
  "/admin/account",
];

for (const route of SCREENS) {
  test(`${route} on the demo data passes every axe rule at 1280 and 390 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await signInBrowser(page, await adminSession(request));
    await page.goto(route);
    await checkAtEachWidth(page);
  });
}

test("a demo talent with bookings, in the editor, passes every axe rule", async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const month = demoMonth();
  const { bookings } = await staffGraphql<{ bookings: Array<{ talentId: number }> }>(
    request,
    session,
    "query ($from: Date!, $to: Date!) { bookings(from: $from, to: $to) { talentId } }",
    { from: `${month}-01`, to: `${month}-28` },
  );
  expect(bookings.length).toBeGreaterThan(0);
  await page.goto(`/admin/talent-info/${bookings[0]!.talentId}`);
  await checkAtEachWidth(page, () => expect(page.getByRole("region", { name: "Bookings" }).getByRole("link").first()).toBeVisible());
});

test("the requests list, with pages to turn, passes every axe rule: each pager is a landmark of its own", async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInBrowser(page, await adminSession(request));
  // The demo's requests fill one page; the answer claims more so that both pagers offer Next, as an
  // office with a year of requests sees them. The rows are the demo's own.
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "AdminTalentRequests") return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.talentRequestPage.total = 140;
    return route.fulfill({ response, json });
  });
  await page.goto("/admin/requests");
  const pagers = page.getByRole("navigation", { name: /^Pages of requests/ });
  await expect(pagers).toHaveCount(2);
  await expect(
    page.getByRole("navigation", { name: "Pages of requests, above the list" }).getByRole("button", { name: "Next" }),
  ).toBeEnabled();
  await expect(
    page.getByRole("navigation", { name: "Pages of requests, below the list" }).getByRole("button", { name: "Next" }),
  ).toBeEnabled();
  await checkAtEachWidth(page);
});

/**
 * The lowest contrast of the month grid's other-month day numbers in the theme now on, as drawn:
 * their colour at the opacity of every box around them, over the first opaque fill behind them.
 * axe 4.11 leaves text under an opacity to a person (incomplete), so the spec measures it itself.
 */
async function otherMonthNumberContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: value.startsWith("rgba") ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const numbers = [...document.querySelectorAll<HTMLElement>(".fc-day-other .fc-daygrid-day-number")];
    if (numbers.length === 0) throw new Error("no other-month days in view");
    return Math.min(
      ...numbers.map((number) => {
        let opacity = 1;
        let background = { r: 255, g: 255, b: 255, a: 0 };
        for (let box: HTMLElement | null = number; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          opacity *= Number(style.opacity);
          if (background.a === 0 && rgba(style.backgroundColor).a === 1) background = rgba(style.backgroundColor);
        }
        const text = rgba(getComputedStyle(number).color);
        const alpha = text.a * opacity;
        const seen = {
          r: text.r * alpha + background.r * (1 - alpha),
          g: text.g * alpha + background.g * (1 - alpha),
          b: text.b * alpha + background.b * (1 - alpha),
        };
        const [light, dark] = [luminance(seen), luminance(background)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
      }),
    );
  });
}

test("the calendar's month, week and agenda with the demo's bookings pass every axe rule", async ({ page, request }) => {
  test.setTimeout(300_000);
  await signInBrowser(page, await adminSession(request));
  // The 8th holds the demo's first job; a month grid also shows the days of the months either side.
  await page.goto(`/admin/calendar?date=${demoMonth()}-08`);
  const calendar = page.getByTestId("calendar");
  const booked = () => expect(calendar.getByText(/Summer campaign shoot/).first()).toBeVisible();
  const views = page.getByRole("group", { name: "View" });
  for (const view of ["Month", "Week", "Agenda"]) {
    await page.setViewportSize(WIDTHS[0]);
    await views.getByRole("button", { name: view }).click();
    await expect(views.getByRole("button", { name: view })).toHaveAttribute("aria-pressed", "true");
    await checkAtEachWidth(page, booked);
  }
  // The other months' days, faded by FullCalendar to 2:1, read at 4.5:1 in both themes and widths.
  await views.getByRole("button", { name: "Month" }).click();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await booked();
    await settleColours(page);
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      expect(await otherMonthNumberContrast(page), `${theme} at ${size.width} px`).toBeGreaterThanOrEqual(4.5);
    }
    await setTheme(page, "light");
  }
  // The buttons say what they do and are reached by what they show.
  await expect(page.getByRole("button", { name: "Previous week" })).toHaveCount(0);
  await views.getByRole("button", { name: "Week" }).click();
  await expect(page.getByRole("button", { name: "Previous week" })).toHaveText("‹ Previous");
  await views.getByRole("button", { name: "Month" }).click();
  await expect(page.getByRole("button", { name: "Previous month" })).toHaveText("‹ Previous");
  await expect(page.getByRole("button", { name: "Next month" })).toHaveText("Next ›");
});
