import { Alert, Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useDeferredValue, useState } from "react";
import { useFormState } from "react-hook-form";
import type { z } from "zod";
import { PACKAGE_DEFAULT_EXPIRY_DAYS, PACKAGE_EXPIRY_DAYS, PACKAGE_MAX_TALENTS } from "../../../../common/packages";
import { createClientPackageSchema } from "../../../../common/schemas/package";
import { graphql } from "../../gql";
import { formatDate } from "../../../../common/dates";
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from "../form";
import { toaster } from "../toaster";
import { errorMessage } from "./errors";

// Staff send a client a private link to a selection of published talent. Used by the Packages page
// and, with the client's details filled in, from a talent request or a client.

const PackageTalentSearchQuery = graphql(`
  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {
    talents(filter: { search: $search, ids: $ids }, limit: $limit) {
      id
      displayName
      categories {
        id
        name
      }
    }
  }
`);
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
};

type Values = z.input<typeof createClientPackageSchema>;
type Picked = { id: number; displayName: string };

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
                    ? "The e-mail to the client was saved as a file on the server, not sent (no mail server is set up): send the link yourself. "
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
            <TalentPicker chosen={chosen} onChange={choose} />
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

/** Searches published talent on the server; the chosen ones are listed in order with Remove. */
function TalentPicker({ chosen, onChange }: { chosen: Picked[]; onChange: (next: Picked[]) => void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const { data, loading } = useQuery(PackageTalentSearchQuery, { variables: { search: deferred, limit: 8 }, skip: deferred.length < 2 });
  const chosenIds = new Set(chosen.map((talent) => talent.id));
  const results = (data?.talents ?? []).filter((talent) => !chosenIds.has(talent.id));
  const { errors } = useFormState<Values>({ name: "talentIds" });
  const error = errors.talentIds?.message ?? errors.talentIds?.root?.message;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      {/* The error summary's link for the talent list lands on the search box. */}
      <Field.Root invalid={Boolean(error)} ids={{ control: "package-talentIds" }}>
        <Field.Label>Find published talent</Field.Label>
        <Input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Type at least 2 letters of a name or skill"
          type="search"
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {deferred.length >= 2 && (
        <Box aria-live="polite">
          {loading && !data ? (
            <Text fontSize="sm" color="fg.muted">
              Searching...
            </Text>
          ) : results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No published talent matches “{deferred}”.
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Search results">
              {results.map((talent) => (
                <HStack as="li" key={talent.id} justify="space-between">
                  <Text>
                    {talent.displayName}{" "}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {talent.categories.map((category) => category.name).join(", ")}
                    </Text>
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Add ${talent.displayName}`}
                    disabled={chosen.length >= PACKAGE_MAX_TALENTS}
                    onClick={() => onChange([...chosen, { id: talent.id, displayName: talent.displayName }])}
                  >
                    Add
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Box>
      )}
      <Box>
        <Text fontWeight="medium" fontSize="sm">
          In the package ({chosen.length})
        </Text>
        {chosen.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No talent chosen yet.
          </Text>
        ) : (
          <Stack as="ol" gap="1" ps="5" aria-label="Talent in the package">
            {chosen.map((talent) => (
              <HStack as="li" key={talent.id} justify="space-between" display="list-item">
                <HStack justify="space-between">
                  <Text>{talent.displayName}</Text>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Remove ${talent.displayName}`}
                    onClick={() => onChange(chosen.filter((other) => other.id !== talent.id))}
                  >
                    Remove
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
