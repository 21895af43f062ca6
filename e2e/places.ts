import type { Page } from "@playwright/test";
import type { Place } from "../web/src/components/address-lookup/places";
import { PlacesKeyDocument } from "../web/src/gql/graphql";
import { withoutServerRender } from "./browser-render";
import { fulfillData, isOperation } from "./graphql-answers";

/**
 * The e2e server has no Places key. This stands in for a server that has one: the document's
 * Content-Security-Policy lets Google's script in, the key query answers 'test-key', and Google's
 * script is a fake whose window.__pick(place) plays a visitor choosing a suggestion.
 */
export async function standInForPlaces(page: Page, documentPath: string | RegExp): Promise<{ scriptUrl: () => string }> {
  let scriptUrl = "";
  await page.route(documentPath, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const policy = response.headers()["content-security-policy"] ?? "";
    await route.fulfill({
      response,
      // The server rendered the page from its own answer (no key): the browser renders it from the stand-in's.
      body: withoutServerRender(await response.text()),
      headers: {
        ...response.headers(),
        "content-security-policy": policy.replace("script-src 'self'", "script-src 'self' https://maps.googleapis.com"),
      },
    });
  });
  await page.route("/graphql", async (route) =>
    isOperation(route, PlacesKeyDocument)
      ? fulfillData(route, PlacesKeyDocument, { googlePlacesKey: { apiKey: "test-key", configured: true } })
      : route.fallback(),
  );
  await page.route("https://maps.googleapis.com/**", async (route) => {
    scriptUrl = route.request().url();
    await route.fulfill({
      contentType: "text/javascript",
      body: `
        class Autocomplete {
          constructor(input, options) { window.__lookup = { input, options, autocomplete: this }; }
          addListener(event, handler) { this.handler = handler; return { remove() {} }; }
          getPlace() { return window.__place; }
        }
        window.google = { maps: { places: { Autocomplete }, event: { clearInstanceListeners() {} } } };
        window.__pick = (place) => { window.__place = place; window.__lookup.autocomplete.handler(); };
        window[new URL(document.currentScript.src).searchParams.get("callback")]();
      `,
    });
  });
  return { scriptUrl: () => scriptUrl };
}

/** A visitor choosing a suggestion: the place is what Google's getPlace() answers, typed as the app reads it. */
export async function pickPlace(page: Page, place: Place): Promise<void> {
  await page.evaluate((chosen) => (window as unknown as { __pick: (place: Place) => void }).__pick(chosen), place);
}
