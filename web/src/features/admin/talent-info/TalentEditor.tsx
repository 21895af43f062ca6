import { Alert, Box, Button, Heading, HStack, Link, Stack, Tabs, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { EDITING_MESSAGES } from "#common/editing";
import { talentWidget } from "#common/talent-field-keys";
import { paths } from "#web/app/paths";
import { Form, SubmitButton, useUnsavedChangesGuard, useZodForm } from "#web/components/form";
import { CategoriesField } from "#web/components/admin/CategoriesField";
import { toaster } from "#web/components/toaster";
import { type FragmentType, getFragmentData, graphql } from "#web/gql";
import { formatDate } from "#common/dates";
import { EDITOR_TABS, editorDefaults, editorSchema, type EditorOutput, type EditorTab, TAB_FIELDS } from "./editor-form";
import { EditorAddressLookup, EditorField } from "./EditorFields";
import { BookingsSection } from "./BookingsSection";
import { HistorySection } from "./HistorySection";
import { MediaTab } from "./MediaTab";
import { TalentEditorTableFields } from "./editor-fields.generated";
import { PortalSection } from "./PortalSection";
import { RemovalRequestBanner } from "./RemovalRequestBanner";

export const TalentEditorFields = graphql(`
  fragment TalentEditorFields on AdminTalent {
    id
    version
    createdAt
    isPublished
    firstName
    lastName
    ...TalentEditorTableFields
    ...TalentMediaFields
  }
`);

const SaveTalentInfo = graphql(`
  mutation SaveTalentInfo($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {
    updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) {
      id
      ...TalentEditorFields
    }
  }
`);

type Props = {
  talent: FragmentType<typeof TalentEditorFields>;
  categories: ReadonlyArray<{ id: number; name: string }>;
};

const isConflict = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === "CONFLICT");

export function TalentEditor({ talent: masked, categories }: Props) {
  const talent = getFragmentData(TalentEditorFields, masked);
  // Back to the list (and its view) the talent was opened from, when it was opened from one.
  const { state } = useLocation();
  const from = (state as { backTo?: unknown } | null)?.backTo;
  const backTo = typeof from === "string" && from.startsWith("/admin/") ? from : paths.admin.talentInfo();
  // The version this screen's edits are made from: kept apart from the cache, which a refetch
  // could move on without the person seeing the newer values (ADR 040).
  const [version, setVersion] = useState(talent.version);
  const [conflict, setConflict] = useState(false);
  const [tab, setTab] = useState<EditorTab>("Personal");
  const form = useZodForm(editorSchema, { defaultValues: editorDefaults(getFragmentData(TalentEditorTableFields, talent)) });
  const formArea = useRef<HTMLDivElement>(null);
  const [save] = useMutation(SaveTalentInfo, { refetchQueries: ["StaffTalents", "TalentHistory"] });
  const { isDirty, isSubmitting, errors, submitCount } = form.formState;

  useUnsavedChangesGuard(isDirty && !isSubmitting);

  // Ctrl+S / Cmd+S saves, as in any desktop editor, instead of saving the web page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        formArea.current?.querySelector("form")?.requestSubmit();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // After a refused save, show the tab holding the first field in error (adjusted while rendering).
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const first = Object.keys(errors).find((key) => key !== "root");
    const holder = first && EDITOR_TABS.find((candidate) => (TAB_FIELDS[candidate] as string[]).includes(first));
    if (holder) setTab(holder);
  }

  const onSubmit = async (values: EditorOutput) => {
    try {
      const result = await save({ variables: { id: talent.id, input: values, expectedVersion: version } });
      const saved = getFragmentData(TalentEditorFields, result.data!.updateTalent);
      setVersion(saved.version);
      setConflict(false);
      form.reset(editorDefaults(getFragmentData(TalentEditorTableFields, saved)));
      toaster.create({ type: "success", title: "Success", description: EDITING_MESSAGES.saved });
    } catch (error) {
      if (isConflict(error)) {
        // The person's edits stay in the form: nothing is reset.
        setConflict(true);
        return;
      }
      toaster.create({ type: "error", title: "Error", description: EDITING_MESSAGES.saveFailed });
      throw error;
    }
  };

  return (
    <Stack gap="6">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Edit Talent: {talent.firstName} {talent.lastName}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            ID: {talent.id} · Created {formatDate(talent.createdAt)}
          </Text>
        </Box>
        <HStack gap="4" wrap="wrap">
          <Link asChild variant="underline">
            <RouterLink to={backTo}>Back to List</RouterLink>
          </Link>
          {talent.isPublished && (
            <Link href={paths.talent(talent.id)} target="_blank" rel="noopener" variant="underline">
              View Public Profile
            </Link>
          )}
        </HStack>
      </Stack>

      <RemovalRequestBanner talentId={talent.id} />

      {conflict && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{EDITING_MESSAGES.staleVersion}</Alert.Title>
            <Alert.Description>Your edits are still in the form. Copy what you need, then reload.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Alert.Root>
      )}

      <Box ref={formArea}>
        <Form form={form} onSubmit={onSubmit} aria-label="Talent information">
          <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as EditorTab)} variant="line" colorPalette="brand">
            <Tabs.List overflowX="auto" flexWrap={{ base: "wrap", md: "nowrap" }}>
              {EDITOR_TABS.map((name) => (
                // Not shrunk: on a phone the tabs wrap onto a second line, every one in view, rather
                // than drawing one over the next; wider, the row scrolls if it must.
                <Tabs.Trigger key={name} value={name} flexShrink="0">
                  {name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {EDITOR_TABS.map((name) => (
              <Tabs.Content key={name} value={name} pt="6">
                {name === "Media" ? (
                  <MediaTab talent={talent} />
                ) : (
                  <Stack gap="5" maxW="3xl">
                    {name === "Address" && <EditorAddressLookup />}
                    {name === "Settings" && (
                      // Above both boxes: as the Published box's hint it read as a note on Approved.
                      <Text borderWidth="1px" borderRadius="md" bg="bg.subtle" px="4" py="3" fontSize="sm">
                        Both Approved and Published must be checked for the talent to appear on the public website.
                      </Text>
                    )}
                    {TAB_FIELDS[name].map((key) =>
                      talentWidget(key) === "categories" ? (
                        <CategoriesField key={key} categories={categories} look="tiles" />
                      ) : (
                        <PlayableAgeAware key={key} name={key} />
                      ),
                    )}
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <HStack mt="8" gap="3">
            <SubmitButton submittingText="Saving...">Save Changes</SubmitButton>
            <Text color="fg.muted" fontSize="sm">
              {isDirty ? "Unsaved changes · Ctrl+S saves" : "All changes saved"}
            </Text>
          </HStack>
        </Form>
      </Box>

      <PortalSection talentId={talent.id} />
      <BookingsSection talent={talent} />
      <HistorySection talentId={talent.id} />
    </Stack>
  );
}

/** Playable age min and max are hidden while Not Applicable is ticked. */
function PlayableAgeAware({ name }: { name: (typeof TAB_FIELDS)[EditorTab][number] }) {
  const notApplicable = useFormWatchNA();
  if ((name === "playableAgeMin" || name === "playableAgeMax") && notApplicable) return null;
  return <EditorField name={name} />;
}

function useFormWatchNA(): boolean {
  return Boolean(useWatch({ name: "playableAgeNA" }));
}
