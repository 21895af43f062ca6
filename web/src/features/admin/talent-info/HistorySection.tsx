import { Box, Heading, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { formatDateTime } from "#common/dates";
import { graphql } from "#web/gql";

// The talent's History: every staff change to it, newest first (the activity log).

const TalentHistory = graphql(`
  query TalentHistory($id: Int!) {
    activityFor(subjectType: "Talent", subjectId: $id, limit: 50) {
      id
      createdAt
      summary
    }
  }
`);

export function HistorySection({ talentId }: { talentId: number }) {
  const { data, loading, error } = useQuery(TalentHistory, { variables: { id: talentId }, fetchPolicy: "cache-and-network" });
  return (
    <Box as="section" aria-labelledby="history-heading" borderTopWidth="1px" pt="6">
      <Heading as="h2" size="lg" id="history-heading" mb="3">
        History
      </Heading>
      {loading && !data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="5" />
          <Skeleton h="5" />
        </Stack>
      ) : error && !data ? (
        <Text color="fg.error">Failed to load the history: {error.message}</Text>
      ) : !data?.activityFor.length ? (
        <Text color="fg.muted">No changes recorded yet.</Text>
      ) : (
        <List.Root gap="2" variant="plain">
          {data.activityFor.map((entry) => (
            <List.Item key={entry.id} display="block">
              <Text as="span" color="fg.muted" fontSize="sm" mr="2">
                {formatDateTime(entry.createdAt)}
              </Text>
              {entry.summary}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
