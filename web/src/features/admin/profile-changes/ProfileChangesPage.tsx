import { Avatar, Box, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatDate, formatDateTime } from "#common/dates";
import { pageTitle } from "#common/site";
import { countOf } from "#common/text";
import { paths } from "#web/app/paths";
import { AdminPageHeader, QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { PendingProfileChangeCountQuery } from "#web/components/admin/PendingProfileChangesCount";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";
import { ProfileChangesListQuery } from "./operations";

// "Changes to review": what talents proposed from their portal, oldest first, and the
// talents who asked to have their account and profile removed.

export function ProfileChangesPage() {
  usePageMeta(pageTitle("Changes to review"));
  useLiveRefresh();
  const query = useQuery(ProfileChangesListQuery, { fetchPolicy: "cache-and-network" });
  useReloadWhenCountMoves(query.refetch);
  const changes = query.data?.profileChanges ?? [];
  const removals = query.data?.talentRemovalRequests ?? [];

  return (
    <Stack gap="8">
      <AdminPageHeader
        title="Changes to review"
        description="Profile changes talents propose from their portal. Nothing reaches the public profile until you approve it."
      />
      <Box as="section" aria-labelledby="proposals-heading">
        <Heading as="h2" size="lg" id="proposals-heading" mb="3">
          Proposed changes
        </Heading>
        <QueryStates
          query={query}
          isEmpty={query.data !== undefined && changes.length === 0}
          errorTitle="Failed to load the changes to review"
          loading={<SkeletonList label="Loading the changes to review" count={3} h="16" />}
          empty={
            <Stack gap="1" align="center">
              <Text fontWeight="semibold" fontSize="lg">
                Nothing to review
              </Text>
              <Text color="fg.muted">When a talent proposes a change from their portal, it waits here.</Text>
            </Stack>
          }
        >
          {() => (
            <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px" aria-label="Proposed changes, oldest first">
              {changes.map((change) => {
                const waiting = change.items.filter((item) => item.status === "PENDING").length;
                return (
                  <HStack as="li" key={change.id} gap="3" py="3" borderBottomWidth="1px" justify="space-between">
                    <HStack gap="3" minW="0">
                      <Thumb name={change.talent.name} url={change.talent.thumbUrl} />
                      <Box minW="0">
                        <Text fontWeight="medium" truncate>
                          {change.talent.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time> · {countOf(waiting, "part")} to review
                        </Text>
                      </Box>
                    </HStack>
                    <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
                      <RouterLink to={paths.admin.profileChange(change.id)} aria-label={`Review changes from ${change.talent.name}`}>
                        Review
                      </RouterLink>
                    </Button>
                  </HStack>
                );
              })}
            </Stack>
          )}
        </QueryStates>
      </Box>

      <Box as="section" aria-labelledby="removals-heading">
        <Heading as="h2" size="lg" id="removals-heading" mb="1">
          Removal requests
        </Heading>
        <Text color="fg.muted" mb="3">
          Talents who asked to have their account and profile removed. Open the talent to carry it out.
        </Text>
        {query.data &&
          (removals.length === 0 ? (
            <Text color="fg.muted">No talent has asked to be removed.</Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px" aria-label="Removal requests">
              {removals.map((request) => (
                <HStack as="li" key={request.talentId} gap="3" py="3" borderBottomWidth="1px" align="start">
                  <Thumb name={request.talent.name} url={request.talent.thumbUrl} />
                  <Box minW="0">
                    <Link asChild variant="underline" fontWeight="medium" colorPalette="brand">
                      <RouterLink to={paths.admin.talentInfoItem(request.talentId)}>{request.talent.name}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      Asked on {formatDate(request.requestedAt)}
                    </Text>
                    {request.reason && <Text fontSize="sm">“{request.reason}”</Text>}
                  </Box>
                </HStack>
              ))}
            </Stack>
          ))}
      </Box>
    </Stack>
  );
}

function Thumb({ name, url }: { name: string; url?: string | null }) {
  // Beside the name it shows: decoration for a screen reader.
  return (
    <Avatar.Root size="md" aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback name={name} />
      {url && <Avatar.Image src={url} alt="" />}
    </Avatar.Root>
  );
}

/** The sidebar's count polls; when it moves (a talent proposed, or another staff member decided), the list reloads. */
function useReloadWhenCountMoves(refetch: () => unknown) {
  const { data } = useQuery(PendingProfileChangeCountQuery, { fetchPolicy: "cache-only" });
  const count = data?.pendingProfileChangeCount;
  const seen = useRef(count);
  useEffect(() => {
    if (count !== undefined && seen.current !== undefined && count !== seen.current) void refetch();
    seen.current = count;
  }, [count, refetch]);
}
