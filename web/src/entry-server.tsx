import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { createApolloClient } from "./lib/apollo/client";

// The server's render of a public page (ADR 126): the page's HTML, the styles it uses and the
// answers it was rendered from, so the browser paints before any script has run and then hydrates
// from the same answers. Built by Vite as an SSR bundle (web/dist-server) with the same
// preact/compat aliases as the browser's build, and called by api/src/http/public-pages.ts.

export type ServerRender = {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** <style> elements for <head>, in the form Emotion's browser cache takes over without re-inserting. */
  styles: string;
  /** The Apollo cache's contents (`client.extract()`), for the browser's `cache.restore`. */
  answers: Record<string, unknown>;
};

const handler = createStaticHandler(routes);

/**
 * The page at `url`, or null when the server should send the page unrendered (a redirect, a query
 * that failed or never settled): the browser then renders it as it always has.
 */
export async function renderPage(url: string, graphqlFetch: typeof fetch): Promise<ServerRender | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Any failed call sends the page unrendered (the browser asks again, with its retries).
  let failed = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    try {
      const response = await graphqlFetch(input, init);
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { errors?: unknown[] } | null;
      if (!response.ok || !body || body.errors?.length) failed = true;
      return response;
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // One client per request (ADR 129): no request sees another's answers.
  const client = createApolloClient({ ssrMode: true, uri: "http://localhost/graphql", fetch });
  let cache = createCache({ key: "css" });
  const { result: html, aborted } = await prerenderStatic({
    tree: (
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    ),
    // Each pass gets a fresh style cache, so the styles are the last pass's alone.
    renderFunction: (tree) => {
      cache = createCache({ key: "css" });
      // Emotion's server mode for extraction: styles are kept on the cache, not written inline.
      cache.compat = true;
      return renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
    },
    maxRerenders: 4,
  });
  if (failed || aborted) return null;
  return { html, styles: styleTags(cache), answers: client.extract() as Record<string, unknown> };
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
