import { capitalized } from "#common/facts";
import { DIRECTORY_PAGE_SIZE } from "#common/api-limits";
import { AGE_RANGES, EYE_COLORS, GENDER_FILTERS, HAIR_COLORS, HEIGHT_RANGES, STATES } from "#common/options";
import { DIRECTORY_CHOICES, type DirectoryChoiceKey } from "#common/directory-filters";
import { REGIONS, STATE_NAMES } from "#common/places/regions";

// The directory's filters as the address carries them (docs/product.md#talent-directory): the same
// parameter names are read and written, 'all' and blanks mean "no filter", and with no filter the
// address is plain /talents. `page` (how many pages of 24 are shown) is this app's own addition,
// so that Back from a profile finds the same rows on screen.

export const PAGE_SIZE = DIRECTORY_PAGE_SIZE;
/** The value of a dropdown that means "no filter". */
export const ALL = "all";

/** The open-ended height bands read as words; the others show their value ('160-170'). */
const HEIGHT_LABELS: Partial<Record<string, string>> = { "under-160": "Under 160cm", "over-190": "Over 190cm" };

/** A dropdown's option; options with a `group` are shown under that heading. */
export type FilterOption = { value: string; label: string; group?: string };

/**
 * The location dropdown: each state under its name, the whole state first, then its regions (the
 * capital's Greater area and the rest of the state, ADR 033). The ACT is one area: the state alone.
 */
const LOCATION_OPTIONS: FilterOption[] = STATES.flatMap((state) => [
  { value: state, label: `All of ${STATE_NAMES[state]}`, group: STATE_NAMES[state] },
  ...(state === "ACT"
    ? []
    : REGIONS.filter((region) => region.state === state).map((region) => ({
        value: region.id,
        label: region.name,
        group: STATE_NAMES[state],
      }))),
]);

/** How the bar names each dropdown and shows its values. */
const BAR: Record<DirectoryChoiceKey, { label: string; allLabel: string; options: readonly FilterOption[] }> = {
  ageRange: { label: "Age", allLabel: "All Ages", options: AGE_RANGES.map((value) => ({ value, label: value })) },
  gender: { label: "Gender", allLabel: "All Genders", options: GENDER_FILTERS.map((value) => ({ value, label: value })) },
  location: { label: "Location", allLabel: "All Locations", options: LOCATION_OPTIONS },
  eyeColor: { label: "Eye Color", allLabel: "All Eye Colors", options: EYE_COLORS.map((value) => ({ value, label: capitalized(value) })) },
  hairColor: {
    label: "Hair Color",
    allLabel: "All Hair Colors",
    options: HAIR_COLORS.map((value) => ({ value, label: capitalized(value) })),
  },
  heightRange: {
    label: "Height",
    allLabel: "All Heights",
    options: HEIGHT_RANGES.map((value) => ({ value, label: HEIGHT_LABELS[value] ?? value })),
  },
};

/**
 * The dropdown filters in the order the bar shows them (the directory's choices,
 * common/directory-filters.ts), each with its parameter and options. The colours are every value
 * the editor offers (common/options.ts), in display case.
 */
export const SELECT_FILTERS = DIRECTORY_CHOICES.map(({ key }) => ({ key, ...BAR[key] }));

export type SelectKey = DirectoryChoiceKey;

export type Filters = {
  search: string;
  /** A category id, or null for all categories. */
  category: number | null;
} & Record<SelectKey, string>;

export const EMPTY_FILTERS: Filters = {
  search: "",
  category: null,
  ...(Object.fromEntries(DIRECTORY_CHOICES.map(({ key }) => [key, ALL])) as Record<SelectKey, string>),
};

const FILTER_PARAMS = ["category", "search", ...SELECT_FILTERS.map((filter) => filter.key)] as const;

/** Reads the filters from the address. Unknown option values and a non-numeric category are ignored. */
export function readFilters(params: URLSearchParams): Filters {
  const filters: Filters = { ...EMPTY_FILTERS };
  const category = params.get("category")?.trim() ?? "";
  if (/^\d+$/.test(category) && Number(category) > 0 && Number(category) <= 2_147_483_647) filters.category = Number(category);
  filters.search = params.get("search")?.trim() ?? "";
  for (const filter of SELECT_FILTERS) {
    const value = params.get(filter.key);
    if (value && filter.options.some((option) => option.value === value)) filters[filter.key] = value;
  }
  return filters;
}

/** How many pages of 24 to show: the address's `page`, at least 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 1000) : 1;
}

/**
 * The address for a set of filters and pages: only set filters, in the spec's parameter order;
 * `page` only above 1. Parameters that are not filters (a campaign tag, say) are kept.
 */
export function writeFilters(filters: Filters, page = 1, previous?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (previous) {
    for (const [key, value] of previous) {
      if (!(FILTER_PARAMS as readonly string[]).includes(key) && key !== "page") params.append(key, value);
    }
  }
  if (filters.category !== null) params.set("category", String(filters.category));
  const search = filters.search.trim();
  if (search) params.set("search", search);
  for (const filter of SELECT_FILTERS) {
    const value = filters[filter.key];
    if (value && value !== ALL) params.set(filter.key, value);
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

export function hasActiveFilters(filters: Filters): boolean {
  return writeFilters(filters).size > 0;
}

/** The API's filter: only the filters that are set and not 'all' are sent. */
export function toApiFilter(filters: Filters): {
  categoryId?: number;
  search?: string;
} & Partial<Record<SelectKey, string>> {
  const api: ReturnType<typeof toApiFilter> = {};
  if (filters.category !== null) api.categoryId = filters.category;
  const search = filters.search.trim();
  if (search) api.search = search;
  for (const filter of SELECT_FILTERS) {
    const value = filters[filter.key];
    if (value && value !== ALL) api[filter.key] = value;
  }
  return api;
}
