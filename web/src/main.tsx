import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { createRouter, routes } from "./app/routes";
import { SERVER_ANSWERS_ID, SERVER_RENDERED_ATTRIBUTE } from "../../common/server-render";
import { publicClient } from "./lib/public-graphql";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = () => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>
);

/** The answers the server rendered the page from (api/src/http/server-render.ts), if it did. */
function serverAnswers(): Record<string, unknown> | null {
  if (!container!.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  try {
    return JSON.parse(document.getElementById(SERVER_ANSWERS_ID)?.textContent ?? "null") as Record<string, unknown> | null;
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

/**
 * What the visitor did on the server's page before the scripts took it over: fields typed into or
 * chosen are announced to their now-listening handlers, then the held clicks are made again.
 */
function handOverEarlyInput(): void {
  container!.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  for (const field of container!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.type === "checkbox" || field.type === "radio"
          ? false // their clicks were held
          : field.value !== field.defaultValue;
    if (!changed) continue;
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
  publicClient.restore(answers);
  loadMatchedRoutes()
    .then(
      () => hydrateRoot(container, app()),
      // A chunk that failed to load: the router shows its own error, as on any other first visit.
      () => createRoot(container).render(app()),
    )
    .then(handOverEarlyInput);
} else {
  createRoot(container).render(app());
}
