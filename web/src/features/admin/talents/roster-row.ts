import { graphql, type FragmentType, getFragmentData } from "#web/gql";
import { paths } from "#web/app/paths";

// One row of the roster, whichever saved view shows it (All talents or Talent information): the
// same facts, the same fragment, so the two lists cannot drift apart again.

export const RosterRowFragment = graphql(`
  fragment RosterRow on AdminTalent {
    id
    firstName
    lastName
    email
    location
    suburb
    state
    status
    isApproved
    isPublished
    featured
    createdAt
    firstImageUrl
    categories {
      id
      name
    }
  }
`);

export type RosterRowRef = FragmentType<typeof RosterRowFragment>;
export type RosterTalent = ReturnType<typeof readRosterRows>[number];

export const readRosterRows = (rows: readonly RosterRowRef[]) => rows.map((row) => getFragmentData(RosterRowFragment, row));

export const talentName = (talent: { firstName: string; lastName: string }) => `${talent.firstName} ${talent.lastName}`;

/** Where a talent is: suburb and state when known, else the free-text location. */
export const talentPlace = (talent: { suburb?: string | null; state?: string | null; location?: string | null }) =>
  [talent.suburb, talent.state].filter(Boolean).join(", ") || talent.location || "";

/**
 * The editor's address and the router state that goes with it: the list it was opened from, so the
 * sidebar keeps that list as the current item and Back to List returns to it (view and all).
 */
export function editorLink(id: number, from: { pathname: string; search: string }) {
  return { to: paths.admin.talentInfoItem(id), state: { navFrom: from.pathname, backTo: `${from.pathname}${from.search}` } };
}
