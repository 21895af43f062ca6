import { STATES, type State } from "../options";

// The places a casting director names: a state, or a region of one. The regions are the ABS
// Greater Capital City Statistical Areas (each capital's labour market, suburbs and satellite
// towns included) and the rest of each state; the ACT is one area. A talent's region is derived
// from its suburb and state on write (common/places/localities.ts, ADR 033).

export type Region = {
  /** The stored and URL value ('greater-melbourne'). */
  id: string;
  /** As the ABS names it ('Greater Melbourne'). */
  name: string;
  state: State;
  /** What a visitor types for it ('Melbourne'); null for a 'Rest of' region. */
  city: string | null;
};

export const STATE_NAMES: Record<State, string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
  WA: "Western Australia",
  SA: "South Australia",
  TAS: "Tasmania",
  NT: "Northern Territory",
  ACT: "Australian Capital Territory",
};

const CAPITALS: Record<State, { id: string; name: string; city: string }> = {
  NSW: { id: "greater-sydney", name: "Greater Sydney", city: "Sydney" },
  VIC: { id: "greater-melbourne", name: "Greater Melbourne", city: "Melbourne" },
  QLD: { id: "greater-brisbane", name: "Greater Brisbane", city: "Brisbane" },
  WA: { id: "greater-perth", name: "Greater Perth", city: "Perth" },
  SA: { id: "greater-adelaide", name: "Greater Adelaide", city: "Adelaide" },
  TAS: { id: "greater-hobart", name: "Greater Hobart", city: "Hobart" },
  NT: { id: "greater-darwin", name: "Greater Darwin", city: "Darwin" },
  ACT: { id: "australian-capital-territory", name: "Australian Capital Territory", city: "Canberra" },
};

/** Every region, state by state in the filter's order: the capital's area, then the rest of the state. */
export const REGIONS: readonly Region[] = STATES.flatMap((state) => {
  const capital: Region = { ...CAPITALS[state], state };
  // The ACT has no 'rest': the territory is its capital's area.
  if (state === "ACT") return [capital];
  return [capital, { id: `rest-of-${state.toLowerCase()}`, name: `Rest of ${state}`, state, city: null }];
});

export const REGION_IDS = REGIONS.map((region) => region.id) as [string, ...string[]];

/** The region of a suburb not in the table: the rest of its state (the ACT is all one area). */
export function fallbackRegion(state: State): string {
  return state === "ACT" ? CAPITALS.ACT.id : `rest-of-${state.toLowerCase()}`;
}

export function regionById(id: string): Region | undefined {
  return REGIONS.find((region) => region.id === id);
}

/** The location filter's values: a state ('VIC') or a region ('greater-melbourne'). */
export const LOCATION_FILTERS = [...STATES, ...REGION_IDS] as [string, ...string[]];

const normal = (text: string) => text.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();

/**
 * The place a whole search term names, if any: a state by abbreviation or name ('VIC',
 * 'victoria'), a region by its city or its own name ('Melbourne', 'Greater Melbourne'). Case and
 * spacing do not matter. Suburbs need no reading here: the searched text holds the suburb.
 */
export function placeOfSearch(term: string): { state?: State; region?: string } | null {
  const text = normal(term);
  const place: { state?: State; region?: string } = {};
  const state = STATES.find((code) => code.toLowerCase() === text || STATE_NAMES[code].toLowerCase() === text);
  if (state) place.state = state;
  const region = REGIONS.find((r) => r.name.toLowerCase() === text || r.city?.toLowerCase() === text);
  // 'Australian Capital Territory' names both; the state says it all.
  if (region && !state) place.region = region.id;
  return place.state || place.region ? place : null;
}
