import { Box, Heading, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { PORTAL_MESSAGES, PORTAL_PROFILE_KEYS } from "#common/schemas/portal";
import { portalProfileFormSchema } from "#common/schemas/portal-form";
import { portalSectionKeys } from "#common/talent-field-keys";
import type { PortalSection } from "#common/talent-field-spec";
import { Form, SubmitButton, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import type { PortalProfileInput } from "../../gql/graphql";
import { ProposeProfileChangeMutation } from "./operations";
import { PhotosField, type CurrentPhoto } from "./PhotosField";
import { PortalField } from "./PortalField";
import { changedFields, formDefaults } from "./profile-diff";

// The talent's proposal: the field table's portal rows, each in the group and place its row gives,
// and photos. What is sent waits for staff; the form shows what the agency holds now, not what was
// proposed.

type Values = Record<string, unknown> & { newPhotos: File[]; removeImageIds: number[] };

/** The form's groups, in their order; which fields each holds, and where, is in the field table. */
const SECTIONS: Record<PortalSection, { title: string; columns: number }> = {
  about: { title: "About you", columns: 3 },
  address: { title: "Address", columns: 3 },
  contact: { title: "Contact details", columns: 2 },
};
/** The groups with their fields; one the table gives no field is left out. */
const GROUPS = (Object.keys(SECTIONS) as PortalSection[])
  .map((section) => ({ section, ...SECTIONS[section], keys: portalSectionKeys(section) }))
  .filter((group) => group.keys.length > 0);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4">
      <Heading as="legend" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * What the agency holds, each field through its own rule as the form's values go, so only real
 * changes differ; a held value its rule refuses (older data) is compared as held.
 */
function heldAsParsed(defaults: Record<string, unknown>, held: Record<string, unknown>): Record<string, unknown> {
  const shape = portalProfileFormSchema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;
  return Object.fromEntries(
    PORTAL_PROFILE_KEYS.map((key) => {
      const parsed = shape[key]!.safeParse(defaults[key]);
      return [key, parsed.success ? parsed.data : held[key]];
    }),
  );
}

type ProfileFormProps = { held: Record<string, unknown>; photos: readonly CurrentPhoto[]; onSent: () => void };

export function ProfileForm({ held, photos, onSent }: ProfileFormProps) {
  const [defaults] = useState(() => formDefaults(PORTAL_PROFILE_KEYS, held));
  const form = useZodForm(portalProfileFormSchema, { defaultValues: defaults as never });
  const [progress, setProgress] = useState<number | null>(null);
  // Photos go as a multipart request with its progress (lib/apollo/upload-link.ts).
  const [propose] = useMutation(ProposeProfileChangeMutation, {
    context: { onProgress: setProgress },
    refetchQueries: ["PortalProfile"],
    awaitRefetchQueries: true,
  });

  const onSubmit = async (parsed: unknown) => {
    const { newPhotos, removeImageIds, ...values } = parsed as Values;
    const input = changedFields(PORTAL_PROFILE_KEYS, heldAsParsed(defaults, held), values);
    if (Object.keys(input).length === 0 && newPhotos.length === 0 && removeImageIds.length === 0)
      throw new Error(PORTAL_MESSAGES.noChanges);
    setProgress(newPhotos.length ? 0 : null);
    try {
      await propose({
        variables: {
          input: input as PortalProfileInput,
          newPhotos: newPhotos.length ? newPhotos : null,
          removeImageIds: removeImageIds.length ? removeImageIds : null,
        },
      });
    } finally {
      setProgress(null);
    }
    toaster.create({ type: "success", title: "Sent for review", description: "The agency will review your changes." });
    // The profile is unchanged until staff approve: the form starts again from what is held.
    form.reset(defaults as never);
    onSent();
  };

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="profile-" aria-label="Propose profile changes">
      <Stack gap="8">
        {GROUPS.map(({ section, title, columns, keys }) => (
          <Group key={section} title={title}>
            <SimpleGrid columns={{ base: 1, sm: columns }} gap="4">
              {keys.map((key) => (
                <PortalField key={key} name={key} />
              ))}
            </SimpleGrid>
          </Group>
        ))}
        <Group title="Photos">
          <PhotosField photos={photos} />
        </Group>
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" aria-label="Upload progress">
            <Progress.Label mb="2">Uploading your photos</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Box>
          <SubmitButton submittingText="Sending...">Send for review</SubmitButton>
          <Text fontSize="sm" color="fg.muted" mt="2">
            Only what you changed is sent. Your public profile stays as it is until the agency approves.
          </Text>
        </Box>
      </Stack>
    </Form>
  );
}
