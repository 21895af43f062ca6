import { test as base, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";

// A server-rendered page shows, with its buttons, before its scripts have run; a click on a button
// then does nothing, as for any visitor on a slow line. The specs act as a visitor does once the page
// is alive: `page.goto` and `page.reload` wait until the app has committed its first render
// (web/src/main.tsx marks <html data-app-ready>). From then on React replays any input that reaches
// a part of the page it has not hydrated yet.

export * from "@playwright/test";

async function whenAlive(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (!response || waitUntil === "commit") return;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  const body = await response.text().catch(() => "");
  if (!/<script type="module"[^>]* src="\/(assets\/index-|src\/main)/.test(body)) return; // GraphiQL, the REST docs: not the app
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** Makes `page.goto` and `page.reload` wait until the app is alive; every page of a spec needs it. */
export function aliveOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await whenAlive(page, response, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await whenAlive(page, response, options?.waitUntil);
    return response;
  };
  return page;
}

/**
 * A second person's page (a visitor beside staff): a new page of the browser (a context of its own)
 * or of a context, alive on navigation like the test's own page. A form filled before the scripts
 * run is sent by the browser itself and comes back empty, which is what made such specs flaky.
 */
export async function newLivePage(from: Browser | BrowserContext): Promise<Page> {
  return aliveOnNavigation(await from.newPage());
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(aliveOnNavigation(page));
  },
});
