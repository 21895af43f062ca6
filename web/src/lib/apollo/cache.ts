import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicy } from "@apollo/client";

// The one normalized cache of the app (ADR 129): every page, public and admin, reads its entities
// from here, so an edit or a publish answered by a mutation (with the entity's id and the changed
// fields) shows in every screen that holds that entity, without asking again.

/** The entities, each stored once under `Typename:id`. */
const ENTITIES = [
  // A talent as visitors see it (directory, profile, picker, a client's package)...
  "Talent",
  // ...and as staff see it (lists, review, the editor): another type with other fields.
  "AdminTalent",
  "TalentImage",
  "TalentDocument",
  "Category",
  "TalentRequest",
  "NewsUpdate",
  "Client",
  "ClientPackage",
  "Testimonial",
  "ContactMessage",
  "StaffAccount",
] as const;

/** Keyed by id; a selection without the id (a nested summary) stays inside its parent. */
const byId: TypePolicy["keyFields"] = (object) => (object.id === undefined ? false : ["id"]);

/** The directory as the cache keeps it: every item loaded so far at its place (a gap until its page is in). */
type DirectoryList = { __typename?: string; total: number; items: Array<Reference | null | undefined> };
/** What a query reads: items without gaps. */
type DirectoryPage = { __typename?: string; total: number; items: Reference[] };

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one list. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The items from the first on, up to the first not loaded yet (a page that came in out of order waits). */
function loadedPrefix(items: DirectoryList["items"]): Reference[] {
  const end = items.findIndex((item) => item == null);
  return (end === -1 ? items : items.slice(0, end)) as Reference[];
}

/**
 * `Query.talentDirectory`: one list per filter (keyArgs: a new filter is a new list), to which
 * every answer is written at its offset. 'Load more' asks the next offset with fetchMore and the
 * page it gets is appended; a page asked again takes its own places again.
 *
 * Read at offset 0 (the list's query: DirectoryResults, the request's picker), the field is the
 * whole list loaded so far, whatever the query's limit. Read at another offset it is that page
 * alone. Either is missing (and so asked) until every item of the page asked is in: the server's render asks each page of the
 * address's page count that way (it runs no effects, so no fetchMore), and the answers fill the
 * list in whatever order they come.
 */
export const directoryPagination: FieldPolicy<DirectoryList, DirectoryList, DirectoryPage | undefined> = {
  // The filter (its keys sorted), and the field's alias: a list that selects other fields of its
  // talents (the request's picker) keeps its own, so neither reads items the other has half.
  keyArgs: (args, { field }) => `${field?.alias ? `${field.alias.value}:` : ""}${sortedJson(args?.filter ?? null)}`,
  merge(existing, incoming, { args }) {
    const offset = typeof args?.offset === "number" ? args.offset : 0;
    const items = existing ? existing.items.slice() : [];
    incoming.items.forEach((item, index) => (items[offset + index] = item));
    return { ...incoming, items };
  },
  read(existing, { args }) {
    if (!existing) return undefined;
    const offset = typeof args?.offset === "number" ? args.offset : 0;
    const end = Math.min(offset + (typeof args?.limit === "number" ? args.limit : 24), existing.total);
    const page = existing.items.slice(offset, end);
    // The page the query asks is not all in: missing, so it is asked.
    // (findIndex, unlike some, visits the holes a page that came in early leaves before it.)
    if (page.length < end - offset || page.findIndex((item) => item == null) !== -1) return undefined;
    return { ...existing, items: offset === 0 ? loadedPrefix(existing.items) : (page as Reference[]) };
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(ENTITIES.map((typename) => [typename, { keyFields: byId }])),
      // The signed-in talent's portal: one per session, so its screens' queries and the
      // mutations that answer with it (requestRemoval) share one entry.
      Portal: { keyFields: [] },
      Query: {
        fields: {
          talentDirectory: directoryPagination,
        },
      },
    },
  });
}
