import { graphql } from "../../gql";

// The portal's GraphQL documents (schema.graphql, type Portal). Each screen asks one query; a
// change refetches the queries that show what it changed, by operation name. The profile form's
// fields come from the field table (PortalHeldTableFields, printed by `npm run schema:print`).

export const PortalBookingFields = graphql(`
  fragment PortalBookingFields on PortalBooking {
    id
    jobTitle
    startDate
    endDate
    startTime
    endTime
    location
    status
    optionRank
    rateCents
    note
  }
`);

export const PortalOverviewQuery = graphql(`
  query PortalOverview {
    portal {
      isApproved
      isPublished
      profile {
        id
        firstName
        lastInitial
        bio
        skills
        age
        gender
        playableAgeMin
        playableAgeMax
        playableAgeNA
        height
        eyeColor
        hairColor
        smoker
        suburb
        state
        categories {
          id
          name
        }
        coverImage {
          id
          alt
          card {
            url
            width
            height
          }
        }
      }
      upcomingBookings {
        ...PortalBookingFields
      }
      bookOuts {
        id
        startDate
        endDate
        note
        createdAt
        conflicts {
          ...PortalBookingFields
        }
      }
    }
  }
`);

export const PortalPastBookingsQuery = graphql(`
  query PortalPastBookings {
    portal {
      pastBookings {
        ...PortalBookingFields
      }
    }
  }
`);

export const PortalAddBookOutMutation = graphql(`
  mutation PortalAddBookOut($input: PortalBookOutInput!) {
    portalAddBookOut(input: $input) {
      bookOut {
        id
      }
      warnings {
        code
        message
      }
    }
  }
`);

export const PortalRemoveBookOutMutation = graphql(`
  mutation PortalRemoveBookOut($id: Int!) {
    portalRemoveBookOut(id: $id)
  }
`);

export const PortalChangeFields = graphql(`
  fragment PortalChangeFields on ProfileChange {
    id
    createdAt
    decidedAt
    status
    items {
      ...ProfileChangeItemFields
    }
  }
`);

export const PortalProfileQuery = graphql(`
  query PortalProfile {
    portal {
      profile {
        id
        images {
          id
          alt
          card {
            url
            width
            height
          }
        }
      }
      heldProfile {
        id
        ...PortalHeldTableFields
      }
      changes {
        ...PortalChangeFields
      }
    }
  }
`);

export const ProposeProfileChangeMutation = graphql(`
  mutation ProposeProfileChange($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {
    proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {
      ...PortalChangeFields
    }
  }
`);

export const WithdrawProfileChangeMutation = graphql(`
  mutation WithdrawProfileChange($id: Int!) {
    withdrawProfileChange(id: $id)
  }
`);

export const PortalPrivacyQuery = graphql(`
  query PortalPrivacy {
    portal {
      removalRequestedAt
      contact {
        email
      }
    }
  }
`);

export const PortalExportLinkMutation = graphql(`
  mutation PortalExportLink {
    portalExportLink
  }
`);

export const RequestRemovalMutation = graphql(`
  mutation RequestRemoval($reason: String) {
    requestRemoval(reason: $reason) {
      removalRequestedAt
    }
  }
`);

export const CancelRemovalRequestMutation = graphql(`
  mutation CancelRemovalRequest {
    cancelRemovalRequest {
      removalRequestedAt
    }
  }
`);
