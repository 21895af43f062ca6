import { graphql } from "#web/gql";

// "Changes to review": talents' proposals from their portal, and their removal requests.

export const ProfileChangesListQuery = graphql(`
  query ProfileChangesList {
    profileChanges(status: PENDING) {
      id
      createdAt
      talent {
        id
        name
        thumbUrl
      }
      items {
        id
        status
      }
    }
    talentRemovalRequests {
      talentId
      requestedAt
      reason
      talent {
        id
        name
        thumbUrl
      }
    }
  }
`);

export const ProfileChangeReviewQuery = graphql(`
  query ProfileChangeReview($id: Int!) {
    profileChange(id: $id) {
      id
      createdAt
      decidedAt
      status
      talent {
        id
        name
        thumbUrl
      }
      items {
        id
        ...ProfileChangeItemFields
      }
    }
  }
`);

export const ReviewProfileChangeMutation = graphql(`
  mutation ReviewProfileChange($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {
    reviewProfileChange(id: $id, decisions: $decisions) {
      id
      decidedAt
      status
      items {
        id
        ...ProfileChangeItemFields
      }
    }
  }
`);
