// The maps/places script, loaded once per page and only when the server has a key: a visitor who
// never opens the submission form, or a site without a key, downloads nothing from Google.

/** What a chosen place gives the form (docs/product.md#talent-submission, address lookup). */
export type PickedAddress = {
  houseUnitNumber: string;
  streetAddress: string;
  suburb: string;
  postcode: string;
  /** The state's short code (VIC, NSW, ...). */
  state: string;
  fullAddress: string;
};

type AddressComponent = { long_name: string; short_name: string; types: string[] };
export type Place = { address_components?: AddressComponent[]; formatted_address?: string };

export type Autocomplete = {
  addListener(event: "place_changed", handler: () => void): { remove(): void };
  getPlace(): Place;
};
export type PlacesLibrary = {
  Autocomplete: new (
    input: HTMLInputElement,
    options: { componentRestrictions: { country: string }; types: string[]; fields: string[] },
  ) => Autocomplete;
};

declare global {
  interface Window {
    google?: { maps?: { places?: PlacesLibrary; event?: { clearInstanceListeners(instance: unknown): void } } };
    __placesReady?: () => void;
  }
}

const PLACES_CALLBACK = "__placesReady";
export const PLACES_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

let loading: Promise<PlacesLibrary> | null = null;

/** Loads the script with `key` (once); resolves when its places library is ready. */
export function loadPlaces(key: string): Promise<PlacesLibrary> {
  const ready = window.google?.maps?.places;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    window[PLACES_CALLBACK] = () => {
      const places = window.google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error("The places library did not load."));
    };
    const script = document.createElement("script");
    const query = new URLSearchParams({ key, libraries: "places", loading: "async", callback: PLACES_CALLBACK, region: "AU" });
    script.src = `${PLACES_SCRIPT_URL}?${query.toString()}`;
    script.async = true;
    script.addEventListener("error", () => {
      loading = null;
      reject(new Error("The address lookup script could not be loaded."));
    });
    document.head.append(script);
  });
  return loading;
}

/** The form's address fields from a place; null for a place without address parts (nothing to fill). */
export function addressOf(place: Place): PickedAddress | null {
  const parts = place.address_components;
  if (!parts?.length) return null;
  const part = (type: string, short = false) => {
    const found = parts.find((component) => component.types.includes(type));
    return found ? (short ? found.short_name : found.long_name) : "";
  };
  return {
    houseUnitNumber: part("subpremise"),
    streetAddress: [part("street_number"), part("route")].filter(Boolean).join(" "),
    suburb: part("locality") || part("sublocality") || part("postal_town"),
    postcode: part("postal_code"),
    state: part("administrative_area_level_1", true),
    fullAddress: place.formatted_address ?? "",
  };
}

export function attachAutocomplete(places: PlacesLibrary, input: HTMLInputElement, onPick: (address: PickedAddress) => void): () => void {
  const autocomplete = new places.Autocomplete(input, {
    componentRestrictions: { country: "au" },
    types: ["address"],
    fields: ["address_components", "formatted_address"],
  });
  const listener = autocomplete.addListener("place_changed", () => {
    const address = addressOf(autocomplete.getPlace());
    if (address) onPick(address);
  });
  return () => {
    listener.remove();
    window.google?.maps?.event?.clearInstanceListeners(autocomplete);
  };
}
