import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { z } from "zod";
import { PACKAGE_DEFAULT_EXPIRY_DAYS, PACKAGE_EXPIRY_DAYS, PACKAGE_MAX_TALENTS } from "#common/packages";
import { createClientPackageSchema } from "#common/schemas/package";
import { graphql } from "../../gql";
import { formatDate } from "#common/dates";
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from "../form";
import { toaster } from "../toaster";
import { errorMessage } from "./errors";
import { PackageTalentPicker, PackageTalentSearchQuery, type Picked } from "./PackageTalentPicker";

// Staff send a client a private link to a selection of published talent. Used by the Packages page
// and, with the client's details filled in, from a talent request or a client.

const CreateClientPackageMutation = graphql(`
  mutation CreateClientPackage($input: ClientPackageInput!) {
    createClientPackage(input: $input) {
      url
      emailTransport
      package {
        id
        expiresAt
      }
    }
  }
`);

export type PackageDialogProps = {
  open: boolean;
  onClose: () => void;
  clientName?: string;
  clientEmail?: string;
  requestId?: number | null;
  clientId?: number | null;
  initialTalentIds?: readonly number[];
  /** A request's project days: the picker starts on "only talent available then". */
  projectDays?: { from: string; to: string } | null;
};

type Values = z.input<typeof createClientPackageSchema>;

export function PackageDialog(props: PackageDialogProps) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(event) => !event.open && props.onClose()}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{props.open && <PackageDialogContent {...props} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PackageDialogContent({
  onClose,
  clientName = "",
  clientEmail = "",
  requestId = null,
  clientId = null,
  initialTalentIds = [],
  projectDays = null,
}: PackageDialogProps) {
  const [created, setCreated] = useState<{ url: string; expiresAt: string; emailTransport: string } | null>(null);
  const form = useZodForm(createClientPackageSchema, {
    defaultValues: {
      title: "",
      message: "",
      clientName,
      clientEmail,
      requestId,
      clientId,
      talentIds: [...initialTalentIds],
      expiresInDays: PACKAGE_DEFAULT_EXPIRY_DAYS,
    },
  });
  const [create] = useMutation(CreateClientPackageMutation, { refetchQueries: ["ClientPackages"] });
  const initial = useQuery(PackageTalentSearchQuery, {
    variables: { ids: [...initialTalentIds], limit: PACKAGE_MAX_TALENTS },
    skip: initialTalentIds.length === 0,
  });
  const [picked, setPicked] = useState<Picked[] | null>(null);
  const chosen = picked ?? initial.data?.talents.map((talent) => ({ id: talent.id, displayName: talent.displayName })) ?? [];

  const choose = (next: Picked[]) => {
    setPicked(next);
    form.setValue(
      "talentIds",
      next.map((talent) => talent.id),
      { shouldDirty: true },
    );
  };

  if (created) {
    return (
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Package created</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Alert.Root status={created.emailTransport === "file" ? "warning" : "success"}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  {/* Said as it happened: without SMTP_URL the e-mail is only a file on the server. */}
                  {created.emailTransport === "file"
                    ? "The e-mail to the client was saved as a file on the server, not sent (no mail server is " +
                      "set up): send the link yourself. "
                    : "The link is on its way to the client by e-mail. "}
                  It works until {formatDate(created.expiresAt)}. This is the only time the link is shown: copy it now if you want to send
                  it yourself.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Field.Root>
              <Field.Label>Private link</Field.Label>
              <HStack w="full">
                <Input readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
                <Button
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard.writeText(created.url).then(
                      () => toaster.create({ type: "success", title: "Link copied" }),
                      () =>
                        toaster.create({ type: "error", title: "Could not copy the link", description: "Select it and copy it instead." }),
                    )
                  }
                >
                  Copy
                </Button>
              </HStack>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    );
  }

  return (
    <Dialog.Content>
      <Form
        form={form}
        idPrefix="package-"
        // The form stands between the dialog and its body: it must pass the dialog's height down,
        // or a long body spills out of the dialog instead of scrolling inside it.
        display="flex"
        flexDirection="column"
        flex="1"
        minH="0"
        onSubmit={async (values) => {
          const { data } = await create({ variables: { input: values } });
          if (!data) return;
          setCreated({
            url: data.createClientPackage.url,
            expiresAt: data.createClientPackage.package.expiresAt,
            emailTransport: data.createClientPackage.emailTransport,
          });
          toaster.create({ type: "success", title: "Package created", description: values.clientName });
        }}
        onServerError={(error) => toaster.create({ type: "error", title: "Failed to create package", description: errorMessage(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>New package</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <TextField<Values> name="title" label="Title" placeholder="Leads for the spring campaign" required />
            <HStack gap="4" align="start" flexDirection={{ base: "column", sm: "row" }}>
              <TextField<Values> name="clientName" label="Client name" required />
              <TextField<Values> name="clientEmail" label="Client email" type="email" required />
            </HStack>
            <TextareaField<Values> name="message" label="Message to the client" rows={3} />
            <SelectField<Values>
              name="expiresInDays"
              label="Link expires after"
              valueAs="number"
              options={PACKAGE_EXPIRY_DAYS.map((days) => ({ value: days, label: days === 1 ? "1 day" : `${days} days` }))}
            />
            <PackageTalentPicker chosen={chosen} onChange={choose} projectDays={projectDays} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton submittingText="Creating...">Create package</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
