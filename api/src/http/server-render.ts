import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { PAGE_SCRIPTS_ID, SERVER_ANSWERS_ID, SERVER_RENDERED_ATTRIBUTE } from "../../../common/server-render";

// The public pages rendered on the server (ADR 126): web/dist-server/entry-server.js, built by
// `npm run build` next to the browser's bundle, renders a page from the API's answers; this file
// loads it, bounds its time and puts its output into index.html. Anything amiss (no bundle, a
// failed or slow render) sends the page unrendered, as before: the browser then renders it itself.

/** What web/src/entry-server.tsx exports. */
export type ServerRender = { html: string; styles: string; answers: Record<string, unknown> };
type RenderPage = (url: string, graphqlFetch: typeof fetch) => Promise<ServerRender | null>;

/** Past this the visitor is better served by the unrendered page (its scripts are already on their way). */
const RENDER_TIMEOUT_MS = 3000;

export function serverRenderer(webServerDir: string, log: Pick<FastifyBaseLogger, "error">, timeoutMs = RENDER_TIMEOUT_MS) {
  const entry = path.join(webServerDir, "entry-server.js");
  let loaded: Promise<RenderPage | null> | undefined;
  const load = () =>
    (loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            log.error({ err: error }, "The server render bundle failed to load; pages go out unrendered");
            return null;
          },
        )
      : Promise.resolve(null));

  return async function render(url: string, graphqlFetch: typeof fetch): Promise<ServerRender | null> {
    const renderPage = await load();
    if (!renderPage) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log.error({ url }, `Server render took over ${timeoutMs} ms; the page goes out unrendered`);
        resolve(null);
      }, timeoutMs);
    });
    try {
      return await Promise.race([renderPage(url, graphqlFetch), timeout]);
    } catch (error) {
      log.error({ err: error, url }, "Server render failed; the page goes out unrendered");
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * JSON inside <script>: every "<" escaped, so no text in the answers (a bio saying "</script>")
 * can end the element or open a comment; JSON.parse reads the escapes back.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

// The tags Vite's build and route-preloads.ts write for the app's entry and the chunks it needs.
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The page's scripts as a list in a data block (#page-scripts) instead of tags that load them with
 * the page: the loader in index.html fetches them once the page has loaded and runs them when the
 * visitor first reaches for the page (ADR 127). A page without the entry's tag is left as it is.
 */
export function withScriptsOnIntent(html: string): string {
  const entry = html.match(MODULE_SCRIPT);
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const block = `\n    <script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson({ entry: entry[1], modules })}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, () => block);
}

/** index.html with the render: its styles at the end of <head>, its markup and answers in <body>. */
export function withServerRender(html: string, render: ServerRender): string {
  const root = '<div id="root"></div>';
  const headEnd = html.search(/<\/head>/i);
  if (!html.includes(root) || headEnd === -1) return html;
  const withStyles = `${withScriptsOnIntent(html.slice(0, headEnd))}${render.styles}\n  ${html.slice(headEnd)}`;
  return withStyles.replace(
    root,
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${render.html}</div>\n    <script type="application/json" id="${SERVER_ANSWERS_ID}">${scriptJson(render.answers)}</script>`,
  );
}
