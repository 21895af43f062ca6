import { graphql } from "../gql";

// One part of a talent's proposed profile change, as both sides show it: the staff review
// (features/admin/profile-changes) and the talent's own list (features/portal).
export const ProfileChangeItemFields = graphql(`
  fragment ProfileChangeItemFields on ProfileChangeItem {
    id
    kind
    field
    label
    before
    after
    photoUrl
    status
    message
    decidedAt
  }
`);
