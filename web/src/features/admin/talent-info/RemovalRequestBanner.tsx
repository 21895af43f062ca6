import { Alert, Button, List, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { formatDate } from "#common/dates";
import { removalConfirmSchema, type RemovalConfirmValues } from "#common/schemas/profile-review";
import { paths } from "#web/app/paths";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { RemoveTalentPersonalDataMutation, TalentPortalQuery } from "./portal-operations";

// A talent's request, from their portal, to have their account and profile removed (Australian
// Privacy Principle 13; ADR 171): a banner at the top of their page until staff carry it out.

export function RemovalRequestBanner({ talentId }: { talentId: number }) {
  const { data } = useQuery(TalentPortalQuery, { variables: { id: talentId }, fetchPolicy: "cache-first" });
  const [removing, setRemoving] = useState(false);
  const talent = data?.adminTalent;
  if (!talent?.removalRequestedAt) return null;
  const name = `${talent.firstName} ${talent.lastName}`;
  return (
    <Alert.Root status="warning" flexDirection={{ base: "column", md: "row" }} alignItems={{ md: "center" }} gap="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {name} asked on {formatDate(talent.removalRequestedAt)} to have their account and profile removed
        </Alert.Title>
        <Alert.Description>{talent.removalReason ? `Their reason: “${talent.removalReason}”` : "They gave no reason."}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="red" onClick={() => setRemoving(true)} flexShrink={0}>
        Remove personal data
      </Button>
      <FormDialog open={removing} onClose={() => setRemoving(false)} size="md">
        <RemovalDialogContent talentId={talentId} name={name} />
      </FormDialog>
    </Alert.Root>
  );
}

function RemovalDialogContent({ talentId, name }: { talentId: number; name: string }) {
  const form = useZodForm(removalConfirmSchema(name), { defaultValues: { confirmName: "" } });
  const [remove] = useMutation(RemoveTalentPersonalDataMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const onSubmit = async (values: RemovalConfirmValues) => {
    await remove({ variables: { talentId, confirmName: values.confirmName } });
    toaster.create({ type: "success", title: "Personal data removed", description: `${name}'s details and files were deleted.` });
    navigate(paths.admin.talentInfo(), { replace: true });
    // The details are gone from the server; they must not linger in this browser's cache either.
    client.cache.evict({ id: client.cache.identify({ __typename: "AdminTalent", id: talentId }) });
    client.cache.gc();
  };
  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="removal-"
      title={`Remove ${name}'s personal data?`}
      submitLabel="Remove personal data"
      submittingText="Removing..."
      failureTitle="Personal data was not removed"
      destructive
    >
      <Text>This carries out the talent&apos;s request and cannot be undone. It deletes:</Text>
      <List.Root ps="5" gap="1">
        <List.Item>their profile and contact details, address, birth date and notes;</List.Item>
        <List.Item>their photos, résumé and documents, and any proposals waiting for review;</List.Item>
        <List.Item>their talent portal account and calendar feed.</List.Item>
      </List.Root>
      <Text>Bookings history stays for the agency&apos;s records, without their name or details.</Text>
      <TextField<RemovalConfirmValues>
        name="confirmName"
        label={`Type ${name} to confirm`}
        autoComplete="off"
        helperText="The talent's full name, as shown."
        required
      />
    </FormDialogContent>
  );
}
