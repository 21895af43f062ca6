import { Card, Grid, Heading, Stack } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { TalentRequestInput, talentRequestSchema } from "#common/schemas/request";
import { REQUEST_LABELS } from "#common/form-labels";
import { todayIso } from "#common/text";
import { Form, SubmitButton, TextareaField, TextField, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { graphql } from "../../gql";
import type { SentRequest } from "./RequestSubmitted";
import { TalentPicker } from "./TalentPicker";
import { useMutation } from "@apollo/client/react";

const CreateTalentRequestMutation = graphql(`
  mutation CreateTalentRequest($input: TalentRequestInput!) {
    createTalentRequest(input: $input) {
      id
      message
    }
  }
`);

type Output = ReturnType<typeof talentRequestSchema.parse>;

// The rules load with the form, not before the page (the form kit's SchemaSource).
const loadSchema = (): Promise<typeof talentRequestSchema> =>
  import("#common/schemas/request").then((module) => module.talentRequestSchema);

function ProjectDates() {
  const start = useWatch<TalentRequestInput, "projectStartDate">({ name: "projectStartDate" });
  const today = todayIso();
  // The browser's date picker offers no day before today, nor an end before the start.
  const endMin = typeof start === "string" && start > today ? start : today;
  return (
    <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="5">
      <TextField name="projectStartDate" label={REQUEST_LABELS.projectStartDate} type="date" min={today} />
      <TextField name="projectEndDate" label={REQUEST_LABELS.projectEndDate} type="date" min={endMin} />
    </Grid>
  );
}

/** The request: project details and the chosen talents, sent together. */
export function RequestForm({ initialTalentIds, onSubmitted }: { initialTalentIds: number[]; onSubmitted: (sent: SentRequest) => void }) {
  const form = useZodForm(loadSchema, {
    defaultValues: {
      clientName: "",
      organizationName: "",
      phone: "",
      email: "",
      projectDescription: "",
      projectStartDate: "",
      projectEndDate: "",
      requestedTalentIds: initialTalentIds,
    },
  });
  const [create] = useMutation(CreateTalentRequestMutation);

  const submit = async (input: Output) => {
    await create({ variables: { input } });
    onSubmitted(input);
  };
  const failed = (error: unknown) =>
    toaster.create({
      type: "error",
      title: "Submission Failed",
      description: error instanceof Error && error.message ? error.message : "Please try again later.",
    });

  return (
    <Form form={form} onSubmit={submit} onServerError={failed} aria-label="Talent request">
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" alignItems="start">
        <Card.Root as="section" aria-labelledby="project-heading" variant="outline">
          <Card.Header>
            <Heading id="project-heading" as="h2" size="lg" color="brand.fg">
              Project Information
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <TextField name="clientName" label={REQUEST_LABELS.clientName} required autoComplete="name" />
              <TextField name="organizationName" label={REQUEST_LABELS.organizationName} required autoComplete="organization" />
              <TextField name="phone" label={REQUEST_LABELS.phone} type="tel" required autoComplete="tel" />
              <TextField name="email" label={REQUEST_LABELS.email} type="email" required autoComplete="email" />
              <TextareaField name="projectDescription" label={REQUEST_LABELS.projectDescription} required rows={5} />
              <ProjectDates />
            </Stack>
          </Card.Body>
        </Card.Root>
        <TalentPicker name="requestedTalentIds" />
      </Grid>
      <Stack mt="8" align={{ base: "stretch", md: "flex-start" }}>
        <SubmitButton submittingText="Submitting..." size="lg">
          Submit Request
        </SubmitButton>
      </Stack>
    </Form>
  );
}
