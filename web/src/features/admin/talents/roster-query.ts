import { useState } from "react";
import { graphql } from "#web/gql";

// The roster's one list query, for both saved views: All talents asks by tab and sort, Talent
// information by its filters. One operation name, so every change refetches whichever is open.

export const StaffTalentsQuery = graphql(`
  query StaffTalents(
    $tab: TalentTab
    $search: String
    $status: String
    $categoryId: Int
    $gender: String
    $sort: StaffTalentSort
    $direction: SortDirection
    $limit: Int
    $offset: Int
    $availableFrom: Date
    $availableTo: Date
  ) {
    staffTalents(
      tab: $tab
      search: $search
      status: $status
      categoryId: $categoryId
      gender: $gender
      sort: $sort
      direction: $direction
      limit: $limit
      offset: $offset
      availableFrom: $availableFrom
      availableTo: $availableTo
    ) {
      total
      counts {
        pending
        approved
        published
        unpublished
        declined
      }
      items {
        id
        ...RosterRow
      }
    }
    talentCounts {
      total
    }
  }
`);

export const RosterCategoriesQuery = graphql(`
  query RosterCategories {
    categories {
      id
      name
    }
  }
`);

/** The selected rows' ids; a selection belongs to one view of the list, so a new `scope` clears it. */
export function useRosterSelection(scope: string) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    setSelectionScope(scope);
    setSelected(new Set());
  }
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, select, clear: () => setSelected(new Set()) };
}
