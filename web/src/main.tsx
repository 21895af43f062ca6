import type { NormalizedCacheObject } from "@apollo/client";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { createRouter, routes } from "./app/routes";
import { SERVER_ANSWERS_ID, SERVER_RENDERED_ATTRIBUTE } from "../../common/server-render";
import { createApolloClient } from "./lib/apollo/client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The browser's one Apollo client (ADR 129).
const client = createApolloClient();

const app = () => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>
);

/** The answers the server rendered the page from (api/src/http/server-render.ts), if it did. */
function serverAnswers(): NormalizedCacheObject | null {
  if (!container!.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  try {
    return JSON.parse(document.getElementById(SERVER_ANSWERS_ID)?.textContent ?? "null") as NormalizedCacheObject | null;
  } catch {
    return null;
  }
}

/**
 * The address's page chunks, loaded before the router starts: a route still lazy would render its
 * loading placeholder first, where the server's HTML shows the page (React Router's advice for
 * lazy routes under a server render).
 */
async function loadMatchedRoutes(): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

declare global {
  interface Window {
    /** Buttons clicked before the scripts took over the server's page (the inline script in index.html). */
    __heldClicks?: Element[];
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field the visitor changed on the server's page, and how to put the change back. */
type EarlyChange = { field: Field; restore: () => void };

/**
 * Fields typed into or chosen on the server's page before the scripts took it over. Read before
 * hydration: the first render after it gives controlled fields their state's value (empty).
 */
function earlyChanges(): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const field of container!.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      const selected = [...field.options].map((option) => option.selected);
      if (field.multiple || [...field.options].some((option, index) => selected[index] !== option.defaultSelected)) {
        changes.push({ field, restore: () => [...field.options].forEach((option, index) => (option.selected = selected[index]!)) });
      }
    } else if (field.type !== "checkbox" && field.type !== "radio" && field.type !== "file" && field.value !== field.defaultValue) {
      // (Checkboxes and radios: their clicks were held and are made again.)
      const value = field.value;
      changes.push({ field, restore: () => (field.value = value) });
    }
  }
  return changes;
}

/**
 * What the visitor did before the scripts took the page over: each changed field gets its value
 * back and is announced to its now-listening handlers, then the held clicks are made again.
 */
function handOverEarlyInput(changes: EarlyChange[]): void {
  container!.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  for (const { field, restore } of changes) {
    if (!field.isConnected) continue;
    restore();
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  for (const target of window.__heldClicks?.splice(0) ?? []) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}

const answers = serverAnswers();
if (answers) {
  // The server's page (ADR 126): start from its answers and adopt its HTML rather than redraw it.
  client.cache.restore(answers);
  /** Renders the page with `render`, keeping what the visitor changed before (read first: the render resets controlled fields). */
  const takeOver = (render: () => void) => {
    const changes = earlyChanges();
    render();
    // After the renders hydration queued (a shortlist, a theme read from storage) have run.
    setTimeout(() => handOverEarlyInput(changes));
  };
  loadMatchedRoutes().then(
    () => takeOver(() => hydrateRoot(container, app())),
    // A chunk that failed to load: the router shows its own error, as on any other first visit.
    () => takeOver(() => createRoot(container).render(app())),
  );
} else {
  createRoot(container).render(app());
}
