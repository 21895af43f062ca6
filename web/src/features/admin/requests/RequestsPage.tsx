import { Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { pageTitle, SITE } from "#common/site";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ClientFormDialog } from "#web/components/admin/ClientFormDialog";
import { PageControls } from "#web/components/admin/PageControls";
import { RequestStatusBadge } from "#web/components/admin/RequestStatusBadge";
import { graphql } from "#web/gql";
import type { AdminTalentRequestsQuery } from "#web/gql/graphql";
import { REGISTER_PAGE_SIZE } from "#common/api-limits";
import { formatDate } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";
import { paths } from "#web/app/paths";
import { ManageRequestDialog } from "./ManageRequestDialog";

const AdminTalentRequestsQueryDoc = graphql(`
  query AdminTalentRequests($offset: Int) {
    talentRequestPage(offset: $offset) {
      total
      items {
        id
        clientName
        organizationName
        phone
        email
        projectDescription
        projectStartDate
        projectEndDate
        status
        responseNotes
        createdAt
        requestedTalents {
          id
          name
          exists
        }
        client {
          id
          clientName
        }
      }
    }
  }
`);

export type TalentRequestItem = AdminTalentRequestsQuery["talentRequestPage"]["items"][number];

/** The server's page size for this list. */
const PAGE_SIZE = REGISTER_PAGE_SIZE;
const REQUESTS_POLL_MS = 1000;
export const REQUEST_LIST_QUERIES = ["AdminTalentRequests"];

/** A reply draft in the staff member's own mail program, addressed and greeted. */
export function replyMailto(request: Pick<TalentRequestItem, "email" | "clientName" | "organizationName">): string {
  const subject = `Your talent request – ${SITE.name}`;
  const body =
    `Dear ${request.clientName},\n\nThank you for your talent ` +
    `request${request.organizationName ? ` on behalf of ${request.organizationName}` : ""}.\n\n\n\nKind ` +
    `regards,\n${SITE.name}\n${SITE.phone}`;
  return `mailto:${request.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function RequestsPage() {
  usePageMeta(pageTitle("Talent Requests"));
  // New requests from the public site must show within 3 seconds: a 2-second poll plus two round
  // trips on a busy server can miss that, so this inbox asks every second (the stamp is one row).
  useLiveRefresh(REQUESTS_POLL_MS);
  const [offset, setOffset] = useState(0);
  const { data, loading, error, refetch } = useQuery(AdminTalentRequestsQueryDoc, {
    variables: { offset },
    notifyOnNetworkStatusChange: true,
  });
  const [managingId, setManagingId] = useState<number | null>(null);
  const [clientFrom, setClientFrom] = useState<TalentRequestItem | null>(null);
  const page = data?.talentRequestPage;
  const requests = page?.items ?? [];
  // The live list may drop the request being managed (deleted elsewhere): the dialog then closes.
  const managing = requests.find((request) => request.id === managingId) ?? null;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Talent Requests
          </Heading>
          <Text color="fg.muted">Requests for talent sent from the website, newest first.</Text>
        </Box>
        <Button variant="outline" loading={loading && Boolean(data)} loadingText="Refreshing" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Flex>

      <QueryStates
        query={{ data, loading, error, refetch }}
        isEmpty={requests.length === 0}
        errorTitle="Failed to fetch talent requests"
        loading={<SkeletonList label="Loading talent requests" count={3} h="40" />}
        empty={
          <>
            <Heading as="h2" size="md">
              No Talent Requests
            </Heading>
            <Text color="fg.muted" mt="1">
              Requests sent from the Request Talent page appear here.
            </Text>
          </>
        }
      >
        {() => (
          <Stack gap="4">
            <PageControls
              offset={offset}
              pageSize={PAGE_SIZE}
              shown={requests.length}
              total={page!.total}
              noun="requests"
              placement="above"
              onOffsetChange={setOffset}
            />
            <Stack as="ul" listStyleType="none" gap="4" aria-label="Talent requests">
              {requests.map((request) => (
                <RequestCard key={request.id} request={request} onManage={() => setManagingId(request.id)} />
              ))}
            </Stack>
            <PageControls
              offset={offset}
              pageSize={PAGE_SIZE}
              shown={requests.length}
              total={page!.total}
              noun="requests"
              placement="below"
              onOffsetChange={setOffset}
            />
          </Stack>
        )}
      </QueryStates>

      <ManageRequestDialog
        request={managing}
        onClose={() => setManagingId(null)}
        onCreateClient={(request) => {
          setManagingId(null);
          setClientFrom(request);
        }}
      />
      <ClientFormDialog
        open={clientFrom !== null}
        onClose={() => setClientFrom(null)}
        client={null}
        initial={
          clientFrom
            ? {
                clientName: clientFrom.clientName,
                organizationName: clientFrom.organizationName,
                email: clientFrom.email,
                phone: clientFrom.phone,
              }
            : undefined
        }
        refetchQueries={REQUEST_LIST_QUERIES}
      />
    </Stack>
  );
}

function RequestCard({ request, onManage }: { request: TalentRequestItem; onManage: () => void }) {
  const period = [formatDate(request.projectStartDate), formatDate(request.projectEndDate)].filter(Boolean).join(" – ");
  const headingId = `request-${request.id}-name`;
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
          <Box minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="md" id={headingId}>
                {request.clientName}
              </Heading>
              <RequestStatusBadge status={request.status} />
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {request.organizationName}
            </Text>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </Text>
        </Flex>
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Link href={`mailto:${request.email}`} color="brand.fg" textDecoration="underline" wordBreak="break-all">
            {request.email}
          </Link>
          <Link href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} color="brand.fg" textDecoration="underline">
            {request.phone}
          </Link>
        </HStack>
        <Box fontSize="sm">
          <Text fontWeight="semibold">Requested Talents</Text>
          {request.requestedTalents.length === 0 ? (
            <Text color="fg.muted">None specified</Text>
          ) : (
            <HStack as="ul" listStyleType="none" gap="1" wrap="wrap">
              {request.requestedTalents.map((talent, index) => (
                <Box as="li" key={`${talent.id}-${index}`}>
                  {talent.exists ? (
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to={paths.admin.talentInfoItem(talent.id)}>{talent.name}</RouterLink>
                    </Link>
                  ) : (
                    <Text as="span">{talent.name}</Text>
                  )}
                  {index < request.requestedTalents.length - 1 ? "," : ""}
                </Box>
              ))}
            </HStack>
          )}
        </Box>
        <Box fontSize="sm">
          <Text fontWeight="semibold">Project Description</Text>
          <Text whiteSpace="pre-line">{request.projectDescription}</Text>
          {period && <Text color="fg.muted">{`Project period: ${period}`}</Text>}
        </Box>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={replyMailto(request)} aria-label={`Email Client ${request.clientName}`}>
            Email Client
          </a>
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onManage} aria-label={`Manage the request from ${request.clientName}`}>
          Manage
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
