import { Card, Heading, Link, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from "#common/options";
import type { talentSubmissionFormSchema, TalentSubmissionFormValues } from "#common/schemas/talent";
import { TALENT_FILE_LABELS, talentFormKeys, talentSectionKeys } from "#common/talent-field-keys";
import { TALENT_FIELDS } from "#common/talent-fields";
import type { SubmissionSection } from "#common/talent-field-spec";
import { paths } from "../../app/paths";
import { AddressLookup, type PickedAddress } from "../../components/address-lookup/AddressLookup";
import { Form, SubmitButton, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { graphql } from "../../gql";
import { FileWithPreview } from "./FileWithPreview";
import { type CategoryChoices, SubmissionField, submissionDefaults } from "./SubmissionField";
import { useMutation, useQuery } from "@apollo/client/react";

const SubmissionCategoriesQuery = graphql(`
  query SubmissionCategories {
    categories {
      id
      name
    }
  }
`);

const SubmitTalentMutation = graphql(`
  mutation SubmitTalent($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
    submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) {
      id
      message
    }
  }
`);

// The rules load with the form, not before the page (the form kit's SchemaSource, ADR 128).
const loadSchema = (): Promise<typeof talentSubmissionFormSchema> =>
  import("#common/schemas/talent").then((module) => module.talentSubmissionFormSchema);
const PHOTO_HELP = "JPEG, PNG, GIF or WebP, max 5MB. Recommended size 800x1000 px.";
const RESUME_HELP = "PDF, DOC or DOCX, max 5MB.";
const FAILED_DEFAULT = "There was an error submitting your profile. Please try again.";
const DEFAULT_VALUES = submissionDefaults(talentFormKeys("submission"));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header>
        <Heading id={id} as="h2" size="lg" color="brand.fg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The 'submit your profile' form; `onSubmitted` gets the server's confirmation. */
export function SubmissionForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const form = useZodForm(loadSchema, {
    defaultValues: DEFAULT_VALUES,
  });
  const { data: categoryData, loading: categoriesLoading } = useQuery(SubmissionCategoriesQuery);
  const categories: CategoryChoices = {
    options: (categoryData?.categories ?? []).map((category) => ({ value: category.id, label: category.name })),
    loading: categoriesLoading,
  };
  // The table's rows in one of the form's sections, in their order there.
  const fields = (section: SubmissionSection) =>
    talentSectionKeys("submission", section).map((key) => <SubmissionField key={key} name={key} categories={categories} />);
  const [progress, setProgress] = useState<number | null>(null);
  // The files go as a multipart request with its progress (lib/apollo/upload-link.ts).
  const [submitTalent] = useMutation(SubmitTalentMutation, { context: { onProgress: setProgress } });

  const fillAddress = (address: PickedAddress) => {
    const options = { shouldDirty: true } as const;
    form.setValue("houseUnitNumber", address.houseUnitNumber, options);
    form.setValue("location", address.streetAddress, options);
    form.setValue("suburb", address.suburb, options);
    form.setValue("postcode", address.postcode, options);
    if ((TALENT_FIELDS.state.options as readonly string[]).includes(address.state)) {
      form.setValue("state", address.state as TalentSubmissionFormValues["state"], options);
    }
  };

  const submit = async (values: TalentSubmissionFormValues) => {
    const { headshot, fullBodyShot, resume, ...input } = values;
    setProgress(0);
    try {
      const { data } = await submitTalent({ variables: { input, headshot, fullBodyShot, resume } });
      if (data) onSubmitted(data.submitTalent.message);
    } finally {
      setProgress(null);
    }
  };

  const failed = (error: unknown) =>
    toaster.create({
      type: "error",
      title: "Submission failed",
      description: error instanceof Error && error.message ? error.message : FAILED_DEFAULT,
    });

  return (
    <Form form={form} onSubmit={submit} onServerError={failed} aria-label="Talent profile">
      <Stack gap="8">
        <Section title="Personal Information">
          {fields("personal")}
          <AddressLookup onSelect={fillAddress} gridColumn={{ md: "span 2" }} />
          {fields("address")}
        </Section>

        <Section title="Professional Information">{fields("professional")}</Section>

        <Section title="Photos and Documents">
          {/* All three are required: the schema refuses a submission without any (common/schemas/forms.test.ts). */}
          <FileWithPreview
            name="headshot"
            label={TALENT_FILE_LABELS.headshot}
            accept={IMAGE_ACCEPT}
            helperText={PHOTO_HELP}
            required
            preview
          />
          <FileWithPreview
            name="fullBodyShot"
            label={TALENT_FILE_LABELS.fullBodyShot}
            accept={IMAGE_ACCEPT}
            helperText={PHOTO_HELP}
            required
            preview
          />
          <FileWithPreview name="resume" label={TALENT_FILE_LABELS.resume} accept={DOCUMENT_ACCEPT} helperText={RESUME_HELP} required />
        </Section>

        <Text fontSize="sm" color="fg.muted">
          We use your details only to consider and manage your representation. Read our{" "}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.privacy()}>Privacy Policy</RouterLink>
          </Link>{" "}
          to see what we keep, for how long, and how to ask for it to be deleted.
        </Text>

        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" aria-label="Upload progress">
            <Progress.Label mb="2">Uploading your files</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText mt="1" />
          </Progress.Root>
        )}

        <SubmitButton submittingText="Submitting..." size="lg" alignSelf={{ base: "stretch", md: "flex-start" }}>
          Submit Profile
        </SubmitButton>
      </Stack>
    </Form>
  );
}
