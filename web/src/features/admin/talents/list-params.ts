import { availability } from "#web/lib/availability";
import type { TalentTab } from "./review";

// The list's view in the URL (?tab=approved&q=mia&sort=name&dir=asc&page=2&from=2027-03-01&to=2027-03-02),
// so a staff member can bookmark or share it; absent values are the defaults and are left out of the URL.

export type SortKey = "name" | "category" | "submitted";
export type ListParams = {
  tab: TalentTab;
  search: string;
  sort: SortKey;
  direction: "ASC" | "DESC";
  page: number;
  /** "Available from … to …" (yyyy-mm-dd, or "" for none): docs/product.md#bookings. */
  from: string;
  to: string;
};

export const PAGE_SIZE = 50;
const TABS: Record<string, TalentTab> = { published: "PUBLISHED", approved: "APPROVED", pending: "PENDING", declined: "DECLINED" };
const SORTS: Record<SortKey, "NAME" | "CATEGORY" | "SUBMITTED"> = { name: "NAME", category: "CATEGORY", submitted: "SUBMITTED" };
export const DEFAULTS: ListParams = { tab: "PUBLISHED", search: "", sort: "submitted", direction: "DESC", page: 1, from: "", to: "" };

export function readParams(params: URLSearchParams): ListParams {
  const tab = TABS[params.get("tab") ?? ""] ?? DEFAULTS.tab;
  const sort = (params.get("sort") ?? "") in SORTS ? (params.get("sort") as SortKey) : DEFAULTS.sort;
  const dir = params.get("dir");
  const direction = dir === "asc" ? "ASC" : dir === "desc" ? "DESC" : sort === "submitted" ? "DESC" : "ASC";
  const page = Number(params.get("page"));
  return {
    tab,
    search: params.get("q")?.trim() ?? "",
    sort,
    direction,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    from: params.get("from")?.trim() ?? "",
    to: params.get("to")?.trim() ?? "",
  };
}

/** The URL for `next`, keeping any other parameters (such as an open review) from `current`. */
export function writeParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? out.delete(key) : out.set(key, value));
  set("tab", next.tab.toLowerCase(), DEFAULTS.tab.toLowerCase());
  set("q", next.search, "");
  set("sort", next.sort, DEFAULTS.sort);
  set("dir", next.direction.toLowerCase(), next.sort === "submitted" ? "desc" : "asc");
  set("page", String(next.page), "1");
  set("from", next.from, "");
  set("to", next.to, "");
  return out;
}

export { availability };

/** The query's variables for the view; an availability filter with an error is left out. */
export function queryVariables(params: ListParams) {
  const { range } = availability(params);
  return {
    availableFrom: range?.from ?? null,
    availableTo: range?.to ?? null,
    tab: params.tab,
    search: params.search || null,
    sort: SORTS[params.sort],
    direction: params.direction,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
  };
}
