import { Alert, Box, Button, CloseButton, Dialog, HStack, Link, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatDateTime } from "#common/dates";
import { REQUEST_STATUSES, type RequestStatus } from "#common/options";
import { requestStatusSchema } from "#common/schemas";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { EmailDeliveryList } from "#web/components/admin/EmailDelivery";
import { PackageDialog } from "#web/components/admin/PackageDialog";
import { RequestStatusBadge, requestStatusLabel } from "#web/components/admin/RequestStatusBadge";
import { Form, SelectField, SubmitButton, TextareaField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { paths } from "#web/app/paths";
import { RequestJob } from "./RequestJob";
import { RequestPackages } from "./RequestPackages";
import type { TalentRequestItem } from "./RequestsPage";

const RequestDetailsQuery = graphql(`
  query AdminRequestDetails($id: Int!) {
    talentRequest(id: $id) {
      id
      emails {
        ...EmailDelivery
      }
      statusHistory {
        id
        fromStatus
        toStatus
        notes
        changedByEmail
        changedAt
      }
    }
  }
`);
const UpdateRequestStatusMutation = graphql(`
  mutation UpdateRequestStatus($id: Int!, $status: String!, $responseNotes: String) {
    updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) {
      id
      status
      responseNotes
    }
  }
`);
const DeleteTalentRequestMutation = graphql(`
  mutation DeleteTalentRequest($id: Int!) {
    deleteTalentRequest(id: $id)
  }
`);

const REFETCH = { refetchQueries: ["AdminTalentRequests", "AdminRequestDetails"] };
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: requestStatusLabel(status) }));
type Values = { status: string; responseNotes: string };

type ManageRequestDialogProps = {
  request: TalentRequestItem | null;
  onClose: () => void;
  onCreateClient: (request: TalentRequestItem) => void;
};

/** The Manage dialog (docs/product.md#talent-requests): status, response notes, history, delete. */
export function ManageRequestDialog({ request, onClose, onCreateClient }: ManageRequestDialogProps) {
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Keyed by request: a fresh form each time, so notes typed earlier never linger. */}
          {request && <ManageRequest key={request.id} request={request} onClose={onClose} onCreateClient={onCreateClient} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ManageRequest({
  request,
  onClose,
  onCreateClient,
}: {
  request: TalentRequestItem;
  onClose: () => void;
  onCreateClient: (request: TalentRequestItem) => void;
}) {
  const form = useZodForm(requestStatusSchema, { defaultValues: { status: request.status as RequestStatus, responseNotes: "" } });
  const [update] = useMutation(UpdateRequestStatusMutation, REFETCH);
  const [remove] = useMutation(DeleteTalentRequestMutation, { refetchQueries: ["AdminTalentRequests"] });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [packageOpen, setPackageOpen] = useState(false);
  const details = useQuery(RequestDetailsQuery, { variables: { id: request.id }, fetchPolicy: "cache-and-network" });

  const onSubmit = async (values: { status: string; responseNotes?: string | null }) => {
    // Notes left blank are not sent, so the notes given earlier stay on the request.
    await update({
      variables: { id: request.id, status: values.status, ...(values.responseNotes ? { responseNotes: values.responseNotes } : {}) },
    });
    toaster.create({ type: "success", title: "Status Updated", description: "Request status has been updated successfully." });
    onClose();
  };

  return (
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix="manage-request-"
        // The form stands between the dialog and its body: it must pass the dialog's height down,
        // or a long body spills out of the dialog instead of scrolling inside it.
        display="flex"
        flexDirection="column"
        flex="1"
        minH="0"
        onServerError={() => toaster.create({ type: "error", title: "Update Failed", description: "Failed to update status" })}
      >
        <Dialog.Header>
          <Dialog.Title>Manage Request</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <Box>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{request.clientName}</Text>
                <RequestStatusBadge status={request.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {request.organizationName} · {request.email}
              </Text>
            </Box>

            <ClientRegisterLink request={request} onCreateClient={() => onCreateClient(request)} />
            <EmailDeliveryList emails={details.data?.talentRequest?.emails ?? []} label="E-mails about this request" />

            <SelectField<Values> name="status" label="Status" options={STATUS_OPTIONS} required />
            {request.responseNotes && (
              <Box fontSize="sm">
                <Text fontWeight="semibold">Current response notes</Text>
                <Text whiteSpace="pre-line" color="fg.muted">
                  {request.responseNotes}
                </Text>
              </Box>
            )}
            <TextareaField<Values>
              name="responseNotes"
              label="Response Notes"
              helperText="Optional. Kept with this status change in the history."
              rows={3}
            />

            <RequestJob requestId={request.id} status={request.status} />
            <StatusHistory requestId={request.id} />
            <RequestPackages requestId={request.id} onNewPackage={() => setPackageOpen(true)} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            Delete Request
          </Button>
          <HStack gap="2">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <SubmitButton>Update Status</SubmitButton>
          </HStack>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>

      <PackageDialog
        open={packageOpen}
        onClose={() => setPackageOpen(false)}
        clientName={request.clientName}
        clientEmail={request.email}
        requestId={request.id}
        clientId={request.client?.id ?? null}
        // Talents no longer published drop out: the picker asks only for published ones.
        initialTalentIds={request.requestedTalents.filter((talent) => talent.exists).map((talent) => talent.id)}
        projectDays={
          request.projectStartDate ? { from: request.projectStartDate, to: request.projectEndDate ?? request.projectStartDate } : null
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete Request"
        confirmLabel="Delete"
        onConfirm={async () => {
          try {
            await remove({ variables: { id: request.id } });
            toaster.create({ type: "success", title: "Request Deleted", description: "Talent request has been deleted successfully." });
            onClose();
          } catch (failure) {
            toaster.create({ type: "error", title: "Delete Failed", description: "Failed to delete request" });
            throw failure;
          }
        }}
      >
        {`Are you sure you want to delete the request from ${request.clientName}?`}
      </ConfirmDialog>
    </Dialog.Content>
  );
}

function ClientRegisterLink({ request, onCreateClient }: { request: TalentRequestItem; onCreateClient: () => void }) {
  if (request.client) {
    return (
      <Text fontSize="sm">
        {"In the client register: "}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={`${paths.admin.clients()}?client=${request.client.id}`}>{`View client ${request.client.clientName}`}</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">Not in the client register yet.</Text>
      <Button size="xs" variant="outline" onClick={onCreateClient}>
        Create client
      </Button>
    </HStack>
  );
}

function StatusHistory({ requestId }: { requestId: number }) {
  const { data, loading, error } = useQuery(RequestDetailsQuery, { variables: { id: requestId }, fetchPolicy: "cache-and-network" });
  const history = data?.talentRequest?.statusHistory ?? [];
  return (
    <Box as="section" aria-labelledby="status-history-heading">
      <Text id="status-history-heading" fontWeight="semibold" mb="2">
        Status History
      </Text>
      {error && !data ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>Failed to fetch the status history</Alert.Title>
        </Alert.Root>
      ) : loading && !data ? (
        <Skeleton h="10" aria-label="Loading the status history" />
      ) : history.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No status changes yet.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" fontSize="sm">
          {history.map((change) => (
            <Box as="li" key={change.id} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
              <Text>
                <Text
                  as="span"
                  fontWeight="medium"
                >{`${requestStatusLabel(change.fromStatus)} → ${requestStatusLabel(change.toStatus)}`}</Text>
                {` by ${change.changedByEmail}`}
              </Text>
              <Text color="fg.muted">
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
              </Text>
              {change.notes && <Text whiteSpace="pre-line">{change.notes}</Text>}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
