import { Alert, Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { z } from "zod";
import { formatDate } from "#common/dates";
import { removalRequestSchema } from "#common/schemas/portal";
import { pageTitle } from "#common/site";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { errorMessage, withToasts } from "../../components/admin/errors";
import { FormDialog, FormDialogContent } from "../../components/admin/FormDialog";
import { TextareaField, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { usePageMeta } from "../../lib/page-meta";
import { CancelRemovalRequestMutation, PortalExportLinkMutation, PortalPrivacyQuery, RequestRemovalMutation } from "./operations";
import { PortalQuery } from "./PortalStates";

// Their data, their rights (Australian Privacy Principles 12 and 13): a copy of everything held,
// and a request to be removed that staff carry out.

const REFETCH = { refetchQueries: ["PortalPrivacy"], awaitRefetchQueries: true };

export function PortalPrivacyPage() {
  usePageMeta(pageTitle("Your data and privacy"));
  const query = useQuery(PortalPrivacyQuery, { fetchPolicy: "cache-and-network" });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Your data and privacy
        </Heading>
        <Text color="fg.muted">
          Under the Australian Privacy Principles you may have a copy of the personal information the agency holds about you, and ask for it
          to be removed.
        </Text>
      </Stack>
      <ExportCard />
      <PortalQuery query={query} label="your removal request">
        {() => <RemovalCard requestedAt={query.data!.portal.removalRequestedAt ?? null} />}
      </PortalQuery>
    </Stack>
  );
}

function ExportCard() {
  const [exportLink] = useMutation(PortalExportLinkMutation);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await exportLink();
      // A signed link valid for minutes: the browser downloads the archive from it.
      if (data) window.location.assign(data.portalExportLink);
    } catch (failure) {
      toaster.create({ type: "error", title: "Could not prepare your data", description: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="portal-export-heading">
      <Card.Body gap="3">
        <Heading as="h2" id="portal-export-heading" size="lg">
          Download my data
        </Heading>
        <Text>
          One archive (.zip) with everything held about you: your profile and contact details, bookings and book-outs, your proposed
          changes, the e-mails sent to you, and your photos and documents.
        </Text>
        <Button colorPalette="brand" alignSelf="start" loading={busy} loadingText="Preparing..." onClick={() => void download()}>
          Download my data
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

const ASK_ID = "portal-removal-ask";
const CANCEL_ID = "portal-removal-cancel";
/** After the dialogs: whichever of the two buttons the request's state now shows (the other is gone). */
const removalButton = () => document.getElementById(CANCEL_ID) ?? document.getElementById(ASK_ID);

function RemovalCard({ requestedAt }: { requestedAt: string | null }) {
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancel] = useMutation(CancelRemovalRequestMutation, REFETCH);
  return (
    <Card.Root as="section" aria-labelledby="portal-removal-heading">
      <Card.Body gap="3">
        <Heading as="h2" id="portal-removal-heading" size="lg">
          Remove my account and profile
        </Heading>
        {requestedAt ? (
          <>
            <Alert.Root status="info" data-testid="removal-pending">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>You asked on {formatDate(requestedAt)} to have your account and profile removed</Alert.Title>
                <Alert.Description>The agency will carry it out and let you know. Until then you can change your mind.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button id={CANCEL_ID} variant="outline" alignSelf="start" onClick={() => setCancelling(true)}>
              Cancel my request
            </Button>
          </>
        ) : (
          <>
            <Text>
              The agency removes your profile, contact details, photos and documents, and your portal account. Past bookings stay in its
              records without your details.
            </Text>
            <Button id={ASK_ID} variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
              Ask to remove my account and profile
            </Button>
          </>
        )}
      </Card.Body>
      <FormDialog open={asking} onClose={() => setAsking(false)} finalFocus={removalButton}>
        <RemovalForm onDone={() => setAsking(false)} />
      </FormDialog>
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancel your removal request?"
        confirmLabel="Cancel my request"
        cancelLabel="Keep my request"
        destructive={false}
        finalFocus={removalButton}
        onConfirm={() => withToasts(() => cancel(), { success: "Removal request cancelled", failure: "Could not cancel the request" })}
      >
        Your account and profile stay as they are.
      </ConfirmDialog>
    </Card.Root>
  );
}

type Values = z.input<typeof removalRequestSchema>;

function RemovalForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(removalRequestSchema, { defaultValues: { reason: "" } });
  const [request] = useMutation(RequestRemovalMutation, REFETCH);
  return (
    <FormDialogContent
      form={form}
      idPrefix="removal-"
      title="Ask to remove your account and profile?"
      submitLabel="Send my request"
      submittingText="Sending..."
      failureTitle="Could not send the request"
      onSubmit={async (values) => {
        await request({ variables: { reason: values.reason ?? null } });
        toaster.create({ type: "success", title: "Request sent", description: "The agency will let you know when it is done." });
        onDone();
      }}
    >
      <Text>
        Your profile leaves the site and the agency deletes your personal details, photos, documents and this account. This cannot be undone
        once done.
      </Text>
      <TextareaField<Values> name="reason" label="Reason (optional)" rows={3} helperText="Only the agency reads it." />
    </FormDialogContent>
  );
}
