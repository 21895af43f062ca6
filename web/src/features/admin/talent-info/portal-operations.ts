import { graphql } from "#web/gql";

// The talent page's portal operations: the account's state and a removal request are asked
// apart from the editor's fragment, so an invitation never moves the version the editor saves from.

export const TalentPortalQuery = graphql(`
  query TalentPortal($id: Int!) {
    adminTalent(id: $id) {
      id
      firstName
      lastName
      email
      removalRequestedAt
      removalReason
      portalAccess {
        ...PortalAccessFields
      }
    }
  }
`);

export const PortalAccessFields = graphql(`
  fragment PortalAccessFields on PortalAccess {
    status
    username
    invitedAt
    invitationExpiresAt
    lastLoginAt
  }
`);

export const InviteTalentToPortalMutation = graphql(`
  mutation InviteTalentToPortal($talentId: Int!) {
    inviteTalentToPortal(talentId: $talentId) {
      ...PortalAccessFields
    }
  }
`);

export const RevokeTalentPortalMutation = graphql(`
  mutation RevokeTalentPortal($talentId: Int!) {
    revokeTalentPortal(talentId: $talentId) {
      ...PortalAccessFields
    }
  }
`);

export const RemoveTalentPersonalDataMutation = graphql(`
  mutation RemoveTalentPersonalData($talentId: Int!, $confirmName: String!) {
    removeTalentPersonalData(talentId: $talentId, confirmName: $confirmName)
  }
`);
