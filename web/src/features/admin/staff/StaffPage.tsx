import { Alert, Badge, Box, Button, CloseButton, Dialog, Flex, Heading, Portal, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { z } from "zod";
import { INVITATION_VALID_HOURS, inviteStaffSchema } from "../../../../../common/schemas";
import { pageTitle } from "../../../../../common/site";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { Form, SubmitButton, TextField, useZodForm } from "../../../components/form";
import { toaster } from "../../../components/toaster";
import { graphql } from "../../../gql";
import { formatTableDate } from "../../../lib/format";
import { useLiveRefresh } from "../../../lib/live";
import { usePageMeta } from "../../../lib/page-meta";

const StaffAccountsQuery = graphql(`
  query StaffAccounts {
    staffAccounts {
      id
      email
      status
      isActive
      isSelf
      createdAt
      lastLoginAt
      invitedBy
      invitationExpiresAt
    }
  }
`);
const InviteStaffMutation = graphql(`
  mutation InviteStaff($email: String!) {
    inviteStaff(email: $email) {
      id
      status
    }
  }
`);
const DeactivateStaffMutation = graphql(`
  mutation DeactivateStaff($id: Int!) {
    deactivateStaff(id: $id) {
      id
      status
      isActive
    }
  }
`);
const ReactivateStaffMutation = graphql(`
  mutation ReactivateStaff($id: Int!) {
    reactivateStaff(id: $id) {
      id
      status
      isActive
    }
  }
`);

type Account = { id: number; email: string; status: string; isActive: boolean; isSelf: boolean };
type InviteValues = z.input<typeof inviteStaffSchema>;
const REFETCH = { refetchQueries: ["StaffAccounts"] };
const message = (error: unknown) => (error instanceof Error && error.message ? error.message : "An unknown error occurred");

const STATUS: Record<string, { label: string; palette: string }> = {
  active: { label: "Active", palette: "green" },
  invited: { label: "Invitation pending", palette: "orange" },
  deactivated: { label: "Deactivated", palette: "gray" },
};

export function StaffPage() {
  usePageMeta(pageTitle("Staff"));
  useLiveRefresh();
  const { data, loading, error, refetch } = useQuery(StaffAccountsQuery);
  const [inviting, setInviting] = useState(false);
  const [toChange, setToChange] = useState<Account | null>(null);
  const [deactivate] = useMutation(DeactivateStaffMutation, REFETCH);
  const [reactivate] = useMutation(ReactivateStaffMutation, REFETCH);
  const accounts = data?.staffAccounts ?? [];

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Staff
          </Heading>
          <Text color="fg.muted">Everyone who can sign in to the admin area.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setInviting(true)}>
          Invite staff member
        </Button>
      </Flex>

      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to fetch staff accounts</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading && !data ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading staff accounts">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h="12" />
          ))}
        </Stack>
      ) : accounts.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="10" textAlign="center">
          <Text>No staff accounts yet</Text>
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>Staff accounts</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader>Added</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.map((account) => {
                const status = STATUS[account.status] ?? STATUS.active!;
                return (
                  <Table.Row key={account.id}>
                    <Table.Cell fontWeight="medium">
                      {account.email}
                      {account.isSelf && (
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          {" "}
                          (you)
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>Admin</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={status.palette}>{status.label}</Badge>
                      {account.status === "invited" && account.invitationExpiresAt && (
                        <Text fontSize="xs" color="fg.muted">
                          {new Date(account.invitationExpiresAt) > new Date()
                            ? `Link valid until ${formatTableDate(account.invitationExpiresAt)}`
                            : "Link expired: invite again"}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{account.lastLoginAt ? formatTableDate(account.lastLoginAt) : "Never"}</Table.Cell>
                    <Table.Cell>
                      {formatTableDate(account.createdAt)}
                      {account.invitedBy && (
                        <Text fontSize="xs" color="fg.muted">
                          by {account.invitedBy}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {account.isSelf ? null : account.isActive ? (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToChange(account)} aria-label={`Deactivate ${account.email}`}>
                          Deactivate
                        </Button>
                      ) : (
                        <Button size="xs" variant="outline" onClick={() => setToChange(account)} aria-label={`Reactivate ${account.email}`}>
                          Reactivate
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <Dialog.Root open={inviting} onOpenChange={(event) => !event.open && setInviting(false)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>{inviting && <InviteForm onClose={() => setInviting(false)} />}</Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={toChange !== null}
        onClose={() => setToChange(null)}
        title={toChange?.isActive ? "Deactivate staff account" : "Reactivate staff account"}
        confirmLabel={toChange?.isActive ? "Deactivate" : "Reactivate"}
        destructive={toChange?.isActive ?? true}
        onConfirm={async () => {
          const account = toChange!;
          try {
            if (account.isActive) await deactivate({ variables: { id: account.id } });
            else await reactivate({ variables: { id: account.id } });
            toaster.create({ type: "success", title: account.isActive ? "Account deactivated" : "Account reactivated", description: account.email });
          } catch (failure) {
            toaster.create({ type: "error", title: account.isActive ? "Failed to deactivate account" : "Failed to reactivate account", description: message(failure) });
            throw failure;
          }
        }}
      >
        {toChange?.isActive
          ? `${toChange.email} will be signed out at once and will not be able to sign in until the account is reactivated.`
          : `${toChange?.email ?? ""} will be able to sign in again with the password it had.`}
      </ConfirmDialog>
    </Stack>
  );
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const form = useZodForm(inviteStaffSchema, { defaultValues: { email: "" } });
  const [invite] = useMutation(InviteStaffMutation, REFETCH);
  return (
    <Dialog.Content>
      <Form
        form={form}
        idPrefix="invite-"
        onSubmit={async (values) => {
          await invite({ variables: values });
          toaster.create({ type: "success", title: "Invitation sent", description: values.email });
          onClose();
        }}
        onServerError={(error) => toaster.create({ type: "error", title: "Failed to send invitation", description: message(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>Invite staff member</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <Text color="fg.muted" fontSize="sm">
              We email them a link to set their password. The link works for {INVITATION_VALID_HOURS} hours; inviting the same address again sends a new one.
            </Text>
            <TextField<InviteValues> name="email" label="Email" type="email" autoComplete="off" required />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton submittingText="Sending...">Send invitation</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
