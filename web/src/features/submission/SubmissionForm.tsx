import { Box, Card, Heading, Link, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from "../../../../common/options";
import type { talentSubmissionFormSchema, TalentSubmissionFormValues } from "../../../../common/schemas/talent";
import { isRequiredIn, TALENT_FIELDS, TALENT_FILE_LABELS, type TalentFormKey } from "../../../../common/talent-fields";
import { paths } from "../../app/paths";
import { AddressLookup, type PickedAddress } from "../../components/address-lookup/AddressLookup";
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { graphql } from "../../gql";
import { DateOfBirthField } from "./DateOfBirthField";
import { FileWithPreview } from "./FileWithPreview";
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

type Key = TalentFormKey<"submission">;
const labelOf = (key: Key) => TALENT_FIELDS[key].label;
const required = (key: Key) => isRequiredIn("submission", key);
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const optionsOf = (key: "eyeColor" | "hairColor" | "state" | "gender") =>
  TALENT_FIELDS[key].options.map((value) => ({ value, label: key === "state" ? value : capitalise(value) }));
const SMOKER_OPTIONS = [
  { value: "false", label: "No" },
  { value: "true", label: "Yes" },
];
// The rules load with the form, not before the page (the form kit's SchemaSource, ADR 124).
const loadSchema = (): Promise<typeof talentSubmissionFormSchema> =>
  import("../../../../common/schemas/talent").then((module) => module.talentSubmissionFormSchema);
const PHOTO_HELP = "JPEG, PNG, GIF or WebP, max 5MB. Recommended size 800x1000 px.";
const RESUME_HELP = "PDF, DOC or DOCX, max 5MB.";
const FAILED_DEFAULT = "There was an error submitting your profile. Please try again.";

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
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      dateOfBirth: "",
      houseUnitNumber: "",
      location: "",
      suburb: "",
      postcode: "",
      bio: "",
    },
  });
  const { data: categoryData, loading: categoriesLoading } = useQuery(SubmissionCategoriesQuery);
  const categories = (categoryData?.categories ?? []).map((category) => ({ value: category.id, label: category.name }));
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
          <TextField name="firstName" label={labelOf("firstName")} required={required("firstName")} autoComplete="given-name" />
          <TextField name="lastName" label={labelOf("lastName")} required={required("lastName")} autoComplete="family-name" />
          <TextField name="email" label={labelOf("email")} required={required("email")} type="email" autoComplete="email" />
          <TextField name="phone" label={labelOf("phone")} required={required("phone")} type="tel" autoComplete="tel" />
          <DateOfBirthField name="dateOfBirth" label={labelOf("dateOfBirth")} required={required("dateOfBirth")} />
          <SelectField
            name="gender"
            label={labelOf("gender")}
            required={required("gender")}
            options={optionsOf("gender")}
            placeholder="Select gender"
          />
          <TextField
            name="height"
            label={labelOf("height")}
            required={required("height")}
            type="number"
            inputMode="numeric"
            valueAs="number"
          />
          <SelectField
            name="eyeColor"
            label={labelOf("eyeColor")}
            required={required("eyeColor")}
            options={optionsOf("eyeColor")}
            placeholder="Select eye color"
          />
          <SelectField
            name="hairColor"
            label={labelOf("hairColor")}
            required={required("hairColor")}
            options={optionsOf("hairColor")}
            placeholder="Select hair color"
          />
          <SelectField
            name="smoker"
            label={labelOf("smoker")}
            required={required("smoker")}
            options={SMOKER_OPTIONS}
            placeholder="Select an option"
            valueAs="boolean"
          />
          <AddressLookup onSelect={fillAddress} gridColumn={{ md: "span 2" }} />
          <TextField
            name="houseUnitNumber"
            label={labelOf("houseUnitNumber")}
            required={required("houseUnitNumber")}
            autoComplete="address-line2"
          />
          <TextField name="location" label={labelOf("location")} required={required("location")} autoComplete="address-line1" />
          <TextField name="suburb" label={labelOf("suburb")} required={required("suburb")} autoComplete="address-level2" />
          <TextField
            name="postcode"
            label={labelOf("postcode")}
            required={required("postcode")}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <SelectField
            name="state"
            label={labelOf("state")}
            required={required("state")}
            options={optionsOf("state")}
            placeholder="Select state"
          />
        </Section>

        <Section title="Professional Information">
          <SelectField
            name="categoryId"
            label={labelOf("categoryId")}
            required={required("categoryId")}
            options={categories}
            placeholder={categoriesLoading ? "Loading categories..." : "Select a category"}
            valueAs="number"
          />
          <Box gridColumn={{ md: "span 2" }}>
            <TextareaField
              name="bio"
              label={labelOf("bio")}
              required={required("bio")}
              rows={6}
              helperText="Tell us about yourself, your experience and your skills."
            />
          </Box>
        </Section>

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
