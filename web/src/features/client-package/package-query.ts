import { graphql } from "../../gql";
import type { ClientPackageQuery as ClientPackageData } from "../../gql/graphql";

// The package page's operations: the package by its link, a pick, and 'Send my picks'.

export const ClientPackageQuery = graphql(`
  query ClientPackage($token: String!) {
    clientPackage(token: $token) {
      title
      message
      clientName
      expiresAt
      picksSentAt
      agent {
        name
      }
      talents {
        talentId
        pick
        comment
        talent {
          id
          displayName
          bio
          skills
          categories {
            id
            name
          }
          facts {
            key
            label
            value
          }
          credits {
            year
            production
            role
            company
          }
          reels {
            url
            title
            provider
            embedUrl
          }
          images {
            id
            caption
            storageUrl
            original {
              url
              width
              height
            }
            card {
              url
              width
              height
            }
          }
        }
      }
    }
  }
`);

export const SetPackagePickMutation = graphql(`
  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {
    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {
      talentId
      pick
      comment
    }
  }
`);

export const SendPackagePicksMutation = graphql(`
  mutation SendPackagePicks($token: String!) {
    sendPackagePicks(token: $token) {
      picksSentAt
    }
  }
`);

export type PackageData = NonNullable<ClientPackageData["clientPackage"]>;
export type Entry = PackageData["talents"][number];
