import { TableBox } from "#web/components/admin/TableBox";
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  Link,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { pageTitle } from "#common/site";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ClientFormDialog, type EditableClient } from "#web/components/admin/ClientFormDialog";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { withToasts } from "#web/components/admin/errors";
import { PageControls } from "#web/components/admin/PageControls";
import { graphql } from "#web/gql";
import type { AdminClientsQuery } from "#web/gql/graphql";
import { REGISTER_PAGE_SIZE } from "#common/api-limits";
import { formatDate } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";
import { ClientDetailsDialog } from "./ClientDetailsDialog";

const AdminClientsQueryDoc = graphql(`
  query AdminClients($search: String, $offset: Int) {
    clientPage(search: $search, offset: $offset) {
      total
      items {
        id
        clientName
        organizationName
        email
        phone
        address
        notes
        isActive
        updatedAt
        requestCount
      }
    }
  }
`);
const DeleteClientMutation = graphql(`
  mutation DeleteClient($id: Int!) {
    deleteClient(id: $id)
  }
`);

export type ClientRow = AdminClientsQuery["clientPage"]["items"][number];

/** The server's page size for this list. */
const PAGE_SIZE = REGISTER_PAGE_SIZE;
const LIST_QUERIES = ["AdminClients", "AdminClientDetails"];
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

export function ClientsPage() {
  usePageMeta(pageTitle("Client Management"));
  useLiveRefresh();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading, error, refetch } = useQuery(AdminClientsQueryDoc, { variables: { search: search || null, offset } });
  const [editing, setEditing] = useState<EditableClient | "new" | null>(null);
  const [toDelete, setToDelete] = useState<ClientRow | null>(null);
  const [remove] = useMutation(DeleteClientMutation, { refetchQueries: ["AdminClients"] });
  // Below md the table drops Organization, Email, Phone and Status (the columns hide by CSS).
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  // The open details dialog is in the address (?client=id), so the requests screen can link to it.
  const viewingId = Number(params.get("client")) || null;
  const setViewing = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("client");
        else next.set("client", String(id));
        return next;
      },
      { replace: id === null },
    );
  const page = data?.clientPage;
  const clients = page?.items ?? [];

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Client Management
          </Heading>
          <Text color="fg.muted">The agency's client register and each client's talent requests.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          Add Client
        </Button>
      </Flex>

      <Field.Root maxW={{ md: "md" }}>
        <Field.Label>Search clients</Field.Label>
        <InputGroup>
          <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Name, organization or email" />
        </InputGroup>
      </Field.Root>

      <QueryStates
        query={{ data, loading, error, refetch }}
        isEmpty={clients.length === 0}
        errorTitle="Failed to fetch clients"
        loading={<SkeletonList label="Loading clients" count={5} h="10" />}
        empty={
          <>
            <Heading as="h2" size="md">
              No clients found
            </Heading>
            {search && (
              <Text color="fg.muted" mt="1">
                {`Nothing matches "${search}".`}
              </Text>
            )}
          </>
        }
      >
        {() => (
          <Stack gap="3">
            <TableBox>
              <Table.Root size="sm">
                <Table.Caption srOnly>Clients</Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader scope="col">Client Name</Table.ColumnHeader>
                    {/* Narrower screens drop the columns the details dialog also shows, least needed first. */}
                    <Table.ColumnHeader scope="col" hideBelow="md">
                      Organization
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" hideBelow="md">
                      Email
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" hideBelow="lg">
                      Phone
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" hideBelow="md">
                      Status
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" hideBelow="2xl">
                      Last Updated
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">
                      Actions
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {clients.map((client) => (
                    <Table.Row key={client.id}>
                      {/* The admin tables keep cells on one line; here the text columns wrap so the row fits. */}
                      <Table.Cell fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere" minW="32">
                        <Link
                          as="button"
                          textAlign="start"
                          color="brand.fg"
                          textDecoration="underline"
                          whiteSpace="normal"
                          overflowWrap="anywhere"
                          onClick={() => setViewing(client.id)}
                        >
                          {client.clientName}
                        </Link>
                        {/* On a phone the name carries what the hidden columns said first (rendered only
                            there, so the page never holds the same words twice). */}
                        {narrow && (
                          <HStack gap="2" wrap="wrap" fontWeight="normal">
                            {client.organizationName && (
                              <Text fontSize="xs" color="fg.muted">
                                {client.organizationName}
                              </Text>
                            )}
                            <ActiveBadge active={client.isActive} />
                          </HStack>
                        )}
                      </Table.Cell>
                      <Table.Cell hideBelow="md" whiteSpace="normal">
                        {client.organizationName ?? ""}
                      </Table.Cell>
                      <Table.Cell hideBelow="md" whiteSpace="normal" overflowWrap="anywhere" minW="40">
                        <Link href={`mailto:${client.email}`} color="brand.fg" whiteSpace="normal" overflowWrap="anywhere">
                          {client.email}
                        </Link>
                      </Table.Cell>
                      <Table.Cell hideBelow="lg" whiteSpace="nowrap">
                        {client.phone ?? ""}
                      </Table.Cell>
                      <Table.Cell hideBelow="md">
                        <ActiveBadge active={client.isActive} />
                      </Table.Cell>
                      <Table.Cell hideBelow="2xl" whiteSpace="nowrap">
                        {formatDate(client.updatedAt)}
                      </Table.Cell>
                      <Table.Cell>
                        {/* One line of actions wherever the other columns can give way (they wrap). */}
                        <HStack gap="1" justify="flex-end" flexWrap="wrap">
                          <Button size="xs" variant="ghost" onClick={() => setViewing(client.id)} aria-label={`View ${client.clientName}`}>
                            View
                          </Button>
                          <Button size="xs" variant="ghost" onClick={() => setEditing(client)} aria-label={`Edit ${client.clientName}`}>
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => setToDelete(client)}
                            aria-label={`Delete ${client.clientName}`}
                          >
                            Delete
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableBox>
            <PageControls
              offset={offset}
              pageSize={PAGE_SIZE}
              shown={clients.length}
              total={page!.total}
              noun="clients"
              onOffsetChange={setOffset}
            />
          </Stack>
        )}
      </QueryStates>

      <ClientDetailsDialog clientId={viewingId} onClose={() => setViewing(null)} onEdit={(client) => setEditing(client)} />
      <ClientFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        client={editing === "new" ? null : editing}
        refetchQueries={LIST_QUERIES}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Client"
        confirmLabel="Delete"
        onConfirm={() =>
          withToasts(() => remove({ variables: { id: toDelete!.id } }), {
            success: "Client deleted",
            description: toDelete!.clientName,
            failure: "Failed to delete client",
          })
        }
      >
        {`Are you sure you want to delete the client ${toDelete?.clientName ?? ""}? Their talent requests are kept.`}
      </ConfirmDialog>
    </Stack>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? "green" : "gray"} variant="subtle">
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}
