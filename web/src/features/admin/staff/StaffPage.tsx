import { Badge, Button, Stack, Table, Text } from "@chakra-ui/react";
import { TableBox } from "#web/components/admin/TableBox";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { z } from "zod";
import { INVITATION_VALID_HOURS, inviteStaffSchema } from "#common/schemas";
import { pageTitle } from "#common/site";
import { AdminPageHeader, QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { withToasts } from "#web/components/admin/errors";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { formatDate } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

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

const STATUS: Record<string, { label: string; palette: string }> = {
  active: { label: "Active", palette: "green" },
  invited: { label: "Invitation pending", palette: "orange" },
  deactivated: { label: "Deactivated", palette: "gray" },
};

export function StaffPage() {
  usePageMeta(pageTitle("Staff"));
  useLiveRefresh();
  const query = useQuery(StaffAccountsQuery);
  const [inviting, setInviting] = useState(false);
  const [toChange, setToChange] = useState<Account | null>(null);
  const [deactivate] = useMutation(DeactivateStaffMutation, REFETCH);
  const [reactivate] = useMutation(ReactivateStaffMutation, REFETCH);
  const accounts = query.data?.staffAccounts ?? [];

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Staff"
        description="Everyone who can sign in to the admin area."
        action={
          <Button colorPalette="brand" onClick={() => setInviting(true)}>
            Invite staff member
          </Button>
        }
      />

      <QueryStates
        query={query}
        isEmpty={accounts.length === 0}
        errorTitle="Failed to fetch staff accounts"
        loading={<SkeletonList label="Loading staff accounts" count={3} h="12" />}
        empty="No staff accounts yet"
      >
        <TableBox>
          <Table.Root size="sm">
            <Table.Caption srOnly>Staff accounts</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Added</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.map((account) => {
                const status = STATUS[account.status] ?? STATUS.active!;
                return (
                  <Table.Row key={account.id}>
                    <Table.Cell fontWeight="medium" overflowWrap="anywhere">
                      {account.email}
                      {account.isSelf && (
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          {" "}
                          (you)
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell hideBelow="md">Admin</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={status.palette}>{status.label}</Badge>
                      {account.status === "invited" && account.invitationExpiresAt && (
                        <Text fontSize="xs" color="fg.muted">
                          {new Date(account.invitationExpiresAt) > new Date()
                            ? `Link valid until ${formatDate(account.invitationExpiresAt)}`
                            : "Link expired: invite again"}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{account.lastLoginAt ? formatDate(account.lastLoginAt) : "Never"}</Table.Cell>
                    <Table.Cell hideBelow="md">
                      {formatDate(account.createdAt)}
                      {account.invitedBy && (
                        <Text fontSize="xs" color="fg.muted">
                          by {account.invitedBy}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {account.isSelf ? null : account.isActive ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setToChange(account)}
                          aria-label={`Deactivate ${account.email}`}
                        >
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
        </TableBox>
      </QueryStates>

      <FormDialog open={inviting} onClose={() => setInviting(false)}>
        <InviteForm onClose={() => setInviting(false)} />
      </FormDialog>

      <ConfirmDialog
        open={toChange !== null}
        onClose={() => setToChange(null)}
        title={toChange?.isActive ? "Deactivate staff account" : "Reactivate staff account"}
        confirmLabel={toChange?.isActive ? "Deactivate" : "Reactivate"}
        destructive={toChange?.isActive ?? true}
        onConfirm={() => {
          const account = toChange!;
          return withToasts(() => (account.isActive ? deactivate : reactivate)({ variables: { id: account.id } }), {
            success: account.isActive ? "Account deactivated" : "Account reactivated",
            description: account.email,
            failure: account.isActive ? "Failed to deactivate account" : "Failed to reactivate account",
          });
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
    <FormDialogContent
      form={form}
      idPrefix="invite-"
      onSubmit={async (values) => {
        await invite({ variables: values });
        toaster.create({ type: "success", title: "Invitation sent", description: values.email });
        onClose();
      }}
      title="Invite staff member"
      submitLabel="Send invitation"
      submittingText="Sending..."
      failureTitle="Failed to send invitation"
    >
      <Text color="fg.muted" fontSize="sm">
        We email them a link to set their password. The link works for {INVITATION_VALID_HOURS} hours; inviting the same address again sends
        a new one.
      </Text>
      <TextField<InviteValues> name="email" label="Email" type="email" autoComplete="off" required />
    </FormDialogContent>
  );
}
