import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { livePolling } from "../../lib/live";

export const PendingProfileChangeCountQuery = graphql(`
  query PendingProfileChangeCount {
    pendingProfileChangeCount
  }
`);

/**
 * How many talents' proposals wait for a decision, beside 'Changes to review' in the sidebar. It
 * polls on its own, as the unread messages count does, so a talent's proposal shows without a reload.
 */
export function PendingProfileChangesCount() {
  const { data } = useQuery(PendingProfileChangeCountQuery, livePolling());
  const count = data?.pendingProfileChangeCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge ms="auto" colorPalette="brand" variant="solid" borderRadius="full" data-testid="pending-profile-changes-count">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{count} to review</VisuallyHidden>
    </Badge>
  );
}
