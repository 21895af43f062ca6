import { Alert, Badge, Box, Button, CloseButton, DataList, Dialog, HStack, Link, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { EditableClient } from "#web/components/admin/ClientFormDialog";
import { PackageDialog } from "#web/components/admin/PackageDialog";
import { PackageList } from "#web/components/admin/PackageList";
import { RequestStatusBadge } from "#web/components/admin/RequestStatusBadge";
import { graphql } from "#web/gql";
import { formatDate } from "#common/dates";

const ClientDetailsQuery = graphql(`
  query AdminClientDetails($id: Int!) {
    client(id: $id) {
      id
      clientName
      organizationName
      email
      phone
      address
      notes
      isActive
      createdAt
      updatedAt
    }
  }
`);
const ClientRequestsQuery = graphql(`
  query AdminClientRequests($id: Int!) {
    clientRequests(clientId: $id) {
      id
      status
      createdAt
      projectDescription
      projectStartDate
      projectEndDate
    }
  }
`);

type ClientDetailsDialogProps = {
  clientId: number | null;
  onClose: () => void;
  onEdit: (client: EditableClient) => void;
};

/** A client's details and request history (docs/product.md#clients: the details dialog). */
export function ClientDetailsDialog({ clientId, onClose, onEdit }: ClientDetailsDialogProps) {
  return (
    <Dialog.Root
      open={clientId !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{clientId !== null && <ClientDetails key={clientId} clientId={clientId} onEdit={onEdit} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ClientDetails({ clientId, onEdit }: { clientId: number; onEdit: (client: EditableClient) => void }) {
  const { data, loading, error, refetch } = useQuery(ClientDetailsQuery, { variables: { id: clientId } });
  const client = data?.client;
  const [packageOpen, setPackageOpen] = useState(false);
  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>{client ? client.clientName : "Client Details"}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {error && !data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Failed to fetch clients</Alert.Title>
              <Alert.Description>{error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : loading && !data ? (
          <Stack gap="2" aria-busy="true" aria-label="Loading the client">
            <Skeleton h="6" />
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : !client ? (
          <Text>No clients found</Text>
        ) : (
          <Stack gap="6">
            <DataList.Root orientation="horizontal" size="sm">
              <Item label="Organization" value={client.organizationName} />
              <Item
                label="Email"
                value={
                  <Link href={`mailto:${client.email}`} color="brand.fg" textDecoration="underline" wordBreak="break-all">
                    {client.email}
                  </Link>
                }
              />
              <Item
                label="Phone"
                value={
                  client.phone ? (
                    <Link href={`tel:${client.phone.replace(/[^\d+]/g, "")}`} color="brand.fg" textDecoration="underline">
                      {client.phone}
                    </Link>
                  ) : null
                }
              />
              <Item label="Address" value={client.address} />
              <Item
                label="Status"
                value={
                  <Badge colorPalette={client.isActive ? "green" : "gray"} variant="subtle">
                    {client.isActive ? "Active" : "Inactive"}
                  </Badge>
                }
              />
              <Item label="Created" value={formatDate(client.createdAt)} />
              <Item label="Updated" value={formatDate(client.updatedAt)} />
              <Item label="Notes" value={client.notes ? <Text whiteSpace="pre-line">{client.notes}</Text> : null} />
            </DataList.Root>
            <RequestHistory clientId={client.id} />
            <Box as="section" aria-labelledby="client-packages-heading">
              <HStack justify="space-between" gap="2" mb="2" wrap="wrap">
                <Text as="h3" id="client-packages-heading" fontWeight="semibold">
                  Packages
                </Text>
                <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setPackageOpen(true)}>
                  New package
                </Button>
              </HStack>
              <PackageList clientId={client.id} headingLevel="h3" />
            </Box>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
        {client && (
          <Button colorPalette="brand" onClick={() => onEdit(client)}>
            Edit Client
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
      {client && (
        <PackageDialog
          open={packageOpen}
          onClose={() => setPackageOpen(false)}
          clientName={client.clientName}
          clientEmail={client.email}
          clientId={client.id}
        />
      )}
    </Dialog.Content>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value || <Text color="fg.muted">Not given</Text>}</DataList.ItemValue>
    </DataList.Item>
  );
}

function RequestHistory({ clientId }: { clientId: number }) {
  const { data, loading, error, refetch } = useQuery(ClientRequestsQuery, { variables: { id: clientId } });
  const requests = data?.clientRequests ?? [];
  return (
    <Box as="section" aria-labelledby="client-request-history">
      <Text as="h3" id="client-request-history" fontWeight="semibold" mb="2">
        Request History
      </Text>
      {error && !data ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>Failed to fetch client requests</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading && !data ? (
        <Skeleton h="16" aria-label="Loading the request history" />
      ) : requests.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No talent requests from this client yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Request history">
          {requests.map((request) => {
            const period = [formatDate(request.projectStartDate), formatDate(request.projectEndDate)].filter(Boolean).join(" – ");
            return (
              <Box as="li" key={request.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <RequestStatusBadge status={request.status} />
                  <Text color="fg.muted">
                    <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                  </Text>
                </HStack>
                <Text mt="1" whiteSpace="pre-line">
                  {request.projectDescription}
                </Text>
                <Text color="fg.muted">{period ? `Project period: ${period}` : "Project period: not given"}</Text>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
