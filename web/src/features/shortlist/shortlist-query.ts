import { graphql } from "../../gql";

// The shortlisted talents by id: what the review rows and the comparison show.
export const ShortlistTalentsQuery = graphql(`
  query ShortlistTalents($ids: [Int!]!, $limit: Int!) {
    talents(filter: { ids: $ids }, limit: $limit) {
      id
      displayName
      facts {
        key
        label
        value
      }
      ...TalentCard
    }
  }
`);
