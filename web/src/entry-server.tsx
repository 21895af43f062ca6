import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import { createPublicClient, PublicClientProvider, stableStringify, type AskedQuery } from "./lib/public-graphql";

// The server's render of a public page (ADR 126): the page's HTML, the styles it uses and the
// answers it was rendered from, so the browser paints before any script has run and then hydrates
// from the same answers. Built by Vite as an SSR bundle (web/dist-server) with the same
// preact/compat aliases as the browser's build, and called by api/src/http/public-pages.ts.

export type ServerRender = {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** <style> elements for <head>, in the form Emotion's browser cache takes over without re-inserting. */
  styles: string;
  /** The public client's answers by cache key, for the browser to start from. */
  answers: Record<string, unknown>;
};

const handler = createStaticHandler(routes);

/**
 * Per address, the queries its last render asked and what it rendered from them. The next request
 * asks those queries first (answered by the response cache), so one render pass usually does;
 * when the answers are the very same, so is the page, and it is not rendered again. Exact: the
 * render depends on the address, the answers and the year (the footer's copyright) alone, and the
 * response cache forgets an answer on any write that changes it. Bounded: the least recently used
 * addresses go first.
 */
const recent = new Map<string, { queries: AskedQuery[]; answersJson: string; render: ServerRender }>();
/** About 175 KB a page (markup, styles, answers): some 17 MB when full. */
const MAX_RECENT = 100;

/** Renders that may still find a query the previous one did not reach (a query under a query's answer). */
const MAX_PASSES = 4;

/**
 * The page at `url`, or null when the server should send the page unrendered (a redirect, a query
 * that failed or never settled): the browser then renders it as it always has.
 */
export async function renderPage(url: string, graphqlFetch: typeof fetch): Promise<ServerRender | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createPublicClient({ fetch: graphqlFetch, serverRender: true, onInvalidToken: () => undefined });
  const memoKey = `${new Date().getFullYear()} ${url}`;
  const last = recent.get(memoKey);
  if (last) {
    recent.delete(memoKey); // moved to the newest place below
    await Promise.allSettled(last.queries.map(({ key, document, variables }) => client.load(key, document, variables)));
    if (client.hasErrors()) return null;
    if (stableStringify(client.snapshot()) === last.answersJson) {
      recent.set(memoKey, last);
      return last.render;
    }
  }

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const cache = createCache({ key: "css" });
    // Emotion's server mode for extraction: styles are kept on the cache, not written inline.
    cache.compat = true;
    const html = renderToString(
      (
        <CacheProvider value={cache}>
          <PublicClientProvider value={client}>
            <StrictMode>
              <AppProviders>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </StrictMode>
          </PublicClientProvider>
        </CacheProvider>
      ) as ReactElement as never,
    );
    const pending = client.pending();
    if (pending.length === 0) {
      if (client.hasErrors()) return null;
      const render = { html, styles: styleTags(cache), answers: client.snapshot() };
      recent.set(memoKey, { queries: client.asked(), answersJson: stableStringify(render.answers), render });
      if (recent.size > MAX_RECENT) recent.delete(recent.keys().next().value!);
      return render;
    }
    await Promise.allSettled(pending);
    if (client.hasErrors()) return null;
  }
  return null;
}

const safeCss = (rules: string) => rules.replace(/<\/style/gi, "<\\/style");

/**
 * The render's styles as Emotion's own server package writes them: the global ones each in a
 * `css-global NAME` element (which <Global> in the browser adopts), the rest in one `css ID ID…`
 * element (whose ids the browser's cache marks as inserted). Class styles are those registered
 * under their class name; global ones are not. A "</style" inside a rule (a style value taken from
 * data) could close the element early: CSS reads "<\/style" as the same characters.
 */
function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let classRules = "";
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${safeCss(rules)}</style>`);
    else {
      ids.push(id);
      classRules += rules;
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${ids.join(" ")}">${safeCss(classRules)}</style>`].join("");
}
