import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { pageTitle } from "#common/site";
import { paths } from "#web/app/paths";
import { graphql } from "#web/gql";
import { formatDate, formatDateTime } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

/** Dashboard lists show 5 talents a tab (docs/product.md#dashboard). */
const TAB_SIZE = 5;

// One request for the whole page; the counts come from one statement each (api/src/services/sql/talent-staff.ts).
const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    talentCounts {
      total
      pending
    }
    requestCounts {
      total
      pending
    }
    pendingTalents: staffTalents(tab: PENDING, sort: SUBMITTED, direction: DESC, limit: 5) {
      total
      items {
        id
        firstName
        lastName
        email
        createdAt
      }
    }
    publishedTalents: staffTalents(tab: PUBLISHED, sort: PUBLISHED, direction: DESC, limit: 5) {
      items {
        id
        firstName
        lastName
        publishedAt
        categories {
          id
          name
        }
      }
    }
    recentActivity(limit: 10) {
      id
      summary
      createdAt
    }
  }
`);

const reviewLink = (id: number) => paths.admin.talents(new URLSearchParams({ tab: "pending", review: String(id) }));

export function DashboardPage() {
  usePageMeta(pageTitle("Admin Dashboard"));
  useLiveRefresh();
  const { data, error, refetch } = useQuery(AdminDashboardQuery);

  return (
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">An overview of the roster and client requests.</Text>
      </Box>

      {error && !data && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to load the dashboard</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard label="Total Talents" value={data?.talentCounts.total} to={paths.admin.talentInfo()} />
        <StatCard label="Pending Approval" value={data?.talentCounts.pending} to={paths.admin.talents("tab=pending")} />
        <StatCard
          label="Talent Requests"
          to={paths.admin.requests()}
          value={data?.requestCounts.total}
          hint={data ? `${data.requestCounts.pending} pending` : undefined}
        />
      </SimpleGrid>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Quick Actions
          </Heading>
        </Card.Header>
        <Card.Body>
          <Flex gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.admin.talents()}>Manage Talents</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.requests()}>Manage Requests</RouterLink>
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <Tabs.Root defaultValue="submissions" variant="line" colorPalette="brand">
              <Tabs.List>
                <Tabs.Trigger value="submissions">Recent Submissions</Tabs.Trigger>
                <Tabs.Trigger value="published">Recently Published</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="submissions">
                {!data ? (
                  <ListSkeleton />
                ) : data.pendingTalents.items.length === 0 ? (
                  <Text color="fg.muted">No submissions are waiting for review.</Text>
                ) : (
                  <Stack gap="0" as="ul" listStyleType="none">
                    {data.pendingTalents.items.map((talent) => (
                      <HStack as="li" key={talent.id} justify="space-between" py="3" borderBottomWidth="1px" gap="3">
                        <Box minW="0">
                          <Text fontWeight="medium">
                            {talent.firstName} {talent.lastName}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" truncate>
                            {talent.email} · Submitted {formatDate(talent.createdAt)}
                          </Text>
                        </Box>
                        <Button asChild size="sm" variant="outline" colorPalette="brand">
                          <RouterLink to={reviewLink(talent.id)} aria-label={`Review ${talent.firstName} ${talent.lastName}`}>
                            Review
                          </RouterLink>
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                )}
                {data && data.pendingTalents.total > TAB_SIZE && (
                  <Link asChild mt="4" color="brand.fg" fontWeight="medium">
                    <RouterLink to={paths.admin.talents("tab=pending")}>
                      View all {data.pendingTalents.total} pending submissions
                    </RouterLink>
                  </Link>
                )}
              </Tabs.Content>
              <Tabs.Content value="published">
                {!data ? (
                  <ListSkeleton />
                ) : data.publishedTalents.items.length === 0 ? (
                  <Text color="fg.muted">No talents are published yet.</Text>
                ) : (
                  <Stack gap="0" as="ul" listStyleType="none">
                    {data.publishedTalents.items.map((talent) => (
                      <HStack as="li" key={talent.id} justify="space-between" py="3" borderBottomWidth="1px" gap="3">
                        <Box minW="0">
                          <Text fontWeight="medium">
                            {talent.firstName} {talent.lastName}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" truncate>
                            {talent.categories.map((category) => category.name).join(", ") || "No category"}
                            {talent.publishedAt ? ` · Published ${formatDate(talent.publishedAt)}` : ""}
                          </Text>
                        </Box>
                        <Button asChild size="sm" variant="outline">
                          <a
                            href={paths.talent(talent.id)}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`View Profile of ${talent.firstName} ${talent.lastName} (opens in a new tab)`}
                          >
                            View Profile
                          </a>
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="recent-activity-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="recent-activity-heading">
              Recent Activity
            </Heading>
          </Card.Header>
          <Card.Body>
            {!data ? (
              <ListSkeleton />
            ) : data.recentActivity.length === 0 ? (
              <Text color="fg.muted">No staff changes yet.</Text>
            ) : (
              <Stack as="ol" gap="0" listStyleType="none" aria-label="Latest staff changes">
                {data.recentActivity.map((entry) => (
                  <Box as="li" key={entry.id} py="2.5" borderBottomWidth="1px">
                    <Text fontSize="sm">{entry.summary}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

/** A count that opens its list: the whole card is the link, named by its label. */
function StatCard({ label, value, hint, to }: { label: string; value: number | undefined; hint?: string; to: string }) {
  return (
    <Card.Root asChild _hover={{ borderColor: "brand.solid" }} _focusWithin={{ borderColor: "brand.solid" }}>
      <LinkBox>
        <Card.Body gap="1">
          <LinkOverlay asChild color="fg.muted" fontSize="sm" fontWeight="medium">
            <RouterLink to={to}>{label}</RouterLink>
          </LinkOverlay>
          {value === undefined ? (
            <Skeleton h="9" w="16" />
          ) : (
            <Text fontSize="3xl" fontWeight="bold">
              {value}
            </Text>
          )}
          {hint && (
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          )}
        </Card.Body>
      </LinkBox>
    </Card.Root>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} h="10" />
      ))}
    </Stack>
  );
}
