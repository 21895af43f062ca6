import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { routes, type PageHandle } from "./app/routes";
import { createApolloClient } from "./lib/apollo/client";

// The server's render of a public page (docs/decisions/128): React Router's static handler matches
// the address and loads its route modules, Apollo's prerenderStatic renders the page with React's
// prerenderToNodeStream until every query it asks is answered, Emotion's server package extracts the
// styles the markup uses, and the Apollo cache goes with the page for the browser to hydrate from.
// Built by Vite as an SSR bundle (web/dist-server) and called by api/src/http/public-pages.ts.

export type ServerRender = {
  /** The page's markup, for <div id="root">. */
  html: string;
  /**
   * React's resource hints for the page (a preload of the photo it shows first, with its priority),
   * which React puts in <head> when it renders the whole document: here they lead the markup, and
   * the server puts them in <head> ahead of the scripts, so the photo is not queued behind them.
   */
  hints: string;
  /** <style> elements for <head>, which Emotion's browser cache adopts without inserting them again. */
  styles: string;
  /** Apollo's cache after the render (`cache.extract()`), for `cache.restore()` in the browser. */
  state: unknown;
  /** The modules of the matched routes, as Vite's build manifest names them: the server preloads their chunks. */
  modules: string[];
};

const handler = createStaticHandler(routes);

/**
 * The page at `url`, or null when the server should send the page unrendered (a redirect, a query
 * that failed): the browser then renders it itself. `graphqlFetch` asks the API in process, as a
 * visitor; `signal` ends a render that takes too long.
 */
export async function renderPage(url: string, graphqlFetch: typeof fetch, signal?: AbortSignal): Promise<ServerRender | null> {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return null;

  let failed = false;
  const client = createApolloClient({
    ssrMode: true,
    uri: new URL("/graphql", url).href,
    // A page rendered from a failed query would show its error state; the browser does better asking again.
    fetch: async (input, init) => {
      const response = await graphqlFetch(input, init);
      const answer = (await response
        .clone()
        .json()
        .catch(() => null)) as { errors?: unknown[] } | null;
      if (!response.ok || !answer || (answer.errors?.length ?? 0) > 0) failed = true;
      return response;
    },
  });
  const emotionCache = createCache({ key: "css" });
  const emotion = createEmotionServer(emotionCache);
  const tree = (
    <CacheProvider value={emotionCache}>
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    </CacheProvider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // Every part in place, in document order: React would otherwise send a large part after the rest,
    // hidden, and move it with an inline script, so it would never show without JavaScript.
    renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  if (aborted || failed) return null;

  const chunks = emotion.extractCriticalToChunks(result);
  const modules = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.modules ?? []);
  const hints = /^(?:<link [^>]*>)*/.exec(chunks.html)![0];
  return {
    html: chunks.html.slice(hints.length),
    hints,
    styles: emotion.constructStyleTagsFromChunks(chunks),
    state: client.extract(),
    modules,
  };
}
