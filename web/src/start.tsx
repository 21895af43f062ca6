import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router-dom";
import { APOLLO_STATE_ID } from "../../common/server-render";
import { AppProviders } from "./app/providers";
import { createRouter, routes } from "./app/routes";
import { createApolloClient } from "./lib/apollo/client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** Apollo's cache as the server's render left it (api/src/http/server-render.ts), if it rendered the page. */
function serverState(): object | null {
  const block = document.getElementById(APOLLO_STATE_ID);
  if (!block) return null;
  try {
    return JSON.parse(block.textContent ?? "null") as object | null;
  } catch {
    return null;
  }
}

/**
 * The address's route modules, loaded before the router starts: a route still lazy would render
 * its loading placeholder where the server's HTML shows the page (React Router's way to hydrate
 * lazy routes).
 */
async function loadMatchedRoutes(): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Marks the document once the app has committed its first render: the browser tests wait for it before they act. */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute("data-app-ready", ""), []);
  return null;
}

const client = createApolloClient();
const app = () => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={createRouter()} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);

const state = serverState();
if (state && container.hasChildNodes()) {
  // The server's page (docs/decisions/128): the same answers, then React adopts its HTML. As a
  // transition, hydration yields to the visitor's input; React replays a click made meanwhile.
  client.cache.restore(state as Parameters<typeof client.cache.restore>[0]);
  loadMatchedRoutes().then(
    () => startTransition(() => void hydrateRoot(container, app())),
    // A chunk that failed to load: the router shows its own error, as on any other first visit.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}
