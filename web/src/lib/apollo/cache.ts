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

/** A page of the directory as the cache keeps it: every item loaded so far, in order. */
type DirectoryPage = { __typename?: string; total: number; items: Reference[] };

/**
 * `Query.talentDirectory`: one list per filter (keyArgs), to which each answer is written at its
 * offset. 'Load more' asks the next offset with fetchMore and the page it gets is appended; a page
 * asked again replaces what stood from its offset on (the rows after it may have moved), so the
 * first page asked again (a refetch, another screen starting over) starts the list anew. The
 * query reads the whole list whatever its own offset and limit: the component asks offset 0.
 */
export const directoryPagination: FieldPolicy<DirectoryPage, DirectoryPage> = {
  keyArgs: ["filter"],
  merge(existing, incoming, { args }) {
    const offset = typeof args?.offset === "number" ? args.offset : 0;
    const kept = existing ? existing.items.slice(0, offset) : [];
    return { ...incoming, items: [...kept, ...incoming.items] };
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(ENTITIES.map((typename) => [typename, { keyFields: byId }])),
      Query: {
        fields: {
          talentDirectory: directoryPagination,
        },
      },
    },
  });
}
