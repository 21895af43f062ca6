import type { Page } from "@playwright/test";
import type { Autocomplete, Place, PlacesLibrary } from "../web/src/components/address-lookup/places";
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
      // Sent as the function's own source: the fake is typed by the app's description of Google's API.
      body: `(${fakeMapsScript.toString()})();`,
    });
  });
  return { scriptUrl: () => scriptUrl };
}

/** The hooks the fake leaves on the page for the specs: what the lookup was made with, and a pick. */
type Hooks = {
  __lookup?: { input: HTMLInputElement; options: unknown; handler?: () => void };
  __place?: Place;
  __pick?: (place: Place) => void;
};

/** Google's maps script as the page uses it (runs in the page, so it refers to nothing outside). */
function fakeMapsScript(): void {
  const hooks = window as unknown as Hooks & Record<string, () => void>;
  class FakeAutocomplete implements Autocomplete {
    constructor(input: HTMLInputElement, options: unknown) {
      hooks.__lookup = { input, options };
    }
    addListener(_event: "place_changed", handler: () => void) {
      hooks.__lookup!.handler = handler;
      return { remove() {} };
    }
    getPlace(): Place {
      return hooks.__place ?? {};
    }
  }
  const places: PlacesLibrary = { Autocomplete: FakeAutocomplete };
  window.google = { maps: { places, event: { clearInstanceListeners() {} } } };
  hooks.__pick = (place) => {
    hooks.__place = place;
    hooks.__lookup!.handler!();
  };
  hooks[new URL((document.currentScript as HTMLScriptElement).src).searchParams.get("callback")!]!();
}

/** A visitor choosing a suggestion: the place is what Google's getPlace() answers, typed as the app reads it. */
export async function pickPlace(page: Page, place: Place): Promise<void> {
  await page.evaluate((chosen) => (window as unknown as Hooks).__pick!(chosen), place);
}
