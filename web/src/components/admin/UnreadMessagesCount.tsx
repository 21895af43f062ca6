import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { livePolling } from "../../lib/live";

export const UnreadContactMessageCountQuery = graphql(`
  query UnreadContactMessageCount {
    unreadContactMessageCount
  }
`);

/**
 * The number of unread contact messages beside 'Messages' in the sidebar. It polls on its own
 * (a count is cheap) rather than through useLiveRefresh, which would also reload the page beside it
 * and could refresh a form under the user's hands.
 */
export function UnreadMessagesCount() {
  const { data } = useQuery(UnreadContactMessageCountQuery, livePolling());
  const count = data?.unreadContactMessageCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge ms="auto" colorPalette="brand" variant="solid" borderRadius="full" data-testid="unread-messages-count">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{count} unread</VisuallyHidden>
    </Badge>
  );
}
