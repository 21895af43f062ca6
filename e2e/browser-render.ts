import type { Page } from "@playwright/test";
import { PAGE_SCRIPTS_ID, SERVER_ANSWERS_ID, SERVER_RENDERED_ATTRIBUTE } from "../common/server-render";

// The public pages arrive rendered by the server (ADR 126), from the server's own answers. A test
// that stands in for the API in the browser (held, failing or made-up answers, to see loading and
// error states) wants the page as the browser renders it itself: what it gets when the server's
// render is not there (no bundle, a failed or slow render) and on every page reached by a link.

const SERVER_RENDER = new RegExp(
  `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">[\\s\\S]*</div>\\s*<script type="application/json" id="${SERVER_ANSWERS_ID}">[\\s\\S]*?</script>`,
);
const PAGE_SCRIPTS = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([\\s\\S]*?)</script>`);

/**
 * The page's HTML without the server's render, if it has one: an empty #root, as index.html has it,
 * and the scripts loaded with the page (a server-rendered page lists them for later, ADR 127).
 */
export function withoutServerRender(html: string): string {
  if (!html.includes(`${SERVER_RENDERED_ATTRIBUTE}=""`)) return html; // the admin area, a client's package
  const scripts = html.match(PAGE_SCRIPTS);
  if (!SERVER_RENDER.test(html) || !scripts) throw new Error("The server's render was not found to take out: has its markup changed?");
  const { entry, modules } = JSON.parse(scripts[1]!) as { entry: string; modules: string[] };
  const tags = [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return html.replace(SERVER_RENDER, '<div id="root"></div>').replace(PAGE_SCRIPTS, () => tags.join("\n    "));
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
