import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { APOLLO_STATE_ID } from "#common/server-render";

// The public pages rendered on the server (docs/decisions/128): web/dist-server/entry-server.js,
// built by `npm run build` next to the browser's bundle, renders a page with React, React Router
// and Apollo; this file loads it, bounds its time and puts its output into index.html. Anything
// amiss (no bundle, a failed or slow render) sends the page unrendered: the browser renders it.

/** What web/src/entry-server.tsx exports. */
export type ServerRender = { html: string; hints: string; styles: string; state: unknown; modules: string[] };
type RenderPage = (url: string, graphqlFetch: typeof fetch, signal?: AbortSignal) => Promise<ServerRender | null>;

/** Past this the visitor is better served by the unrendered page, which its scripts render. */
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
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log.error({ url }, `Server render took over ${timeoutMs} ms; the page goes out unrendered`);
        controller.abort();
        resolve(null);
      }, timeoutMs);
    });
    try {
      return await Promise.race([renderPage(url, graphqlFetch, controller.signal), timeout]);
    } catch (error) {
      if (!controller.signal.aborted) log.error({ err: error, url }, "Server render failed; the page goes out unrendered");
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

/**
 * index.html with the render: its resource hints ahead of the scripts (a hint after them would wait
 * for their downloads), its styles at the end of <head>, its markup and Apollo's cache in <body>.
 */
export function withServerRender(html: string, render: Pick<ServerRender, "html" | "hints" | "styles" | "state">): string {
  const root = '<div id="root"></div>';
  const headEnd = html.search(/<\/head>/i);
  if (!html.includes(root) || headEnd === -1) return html;
  const firstScript = html.slice(0, headEnd).search(/<script type="module"/);
  const hintsAt = firstScript === -1 ? headEnd : firstScript;
  const head = `${html.slice(0, hintsAt)}${render.hints}${render.hints ? "\n    " : ""}${html.slice(hintsAt, headEnd)}`;
  const withStyles = `${head}${render.styles}\n  ${html.slice(headEnd)}`;
  return withStyles.replace(
    root,
    () =>
      `<div id="root">${render.html}</div>\n    <script type="application/json" ` +
      `id="${APOLLO_STATE_ID}">${scriptJson(render.state)}</script>`,
  );
}
