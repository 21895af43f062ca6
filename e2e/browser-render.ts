import type { Page } from "@playwright/test";
import { APOLLO_STATE_ID } from "../common/server-render";

// The public pages arrive rendered by the server, from the server's own answers (ADR 128). A test
// that stands in for the API in the browser (held, failing or made-up answers, to see loading and
// error states) wants the page as the browser renders it itself: what it gets when the server's
// render is not there (no bundle, a failed or slow render) and on every page reached by a link.

const SERVER_RENDER = new RegExp(
  `<div id="root">[\\s\\S]*</div>\\s*<script type="application/json" id="${APOLLO_STATE_ID}">[\\s\\S]*?</script>`,
);

/** The page's HTML without the server's render, if it has one: an empty #root, as index.html has it. */
export function withoutServerRender(html: string): string {
  if (!html.includes(`id="${APOLLO_STATE_ID}"`)) return html; // the admin area, a client's package
  if (!SERVER_RENDER.test(html)) throw new Error("The server's render was not found to take out: has its markup changed?");
  return html.replace(SERVER_RENDER, '<div id="root"></div>');
}

/** From now on, this page's documents arrive as the browser renders them itself. */
export async function browserRendered(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(assets|uploads|graphql|api)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: withoutServerRender(html) });
    },
  );
}
