import { CONTACT_LABELS } from "#common/form-labels";
import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ContactMessageInput, contactSchema } from "#common/schemas/content";
import { CONTACT_TOASTS } from "#common/site";
import { Form, SubmitButton, TextareaField, TextField, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { graphql } from "../../gql";
import { useMutation } from "@apollo/client/react";

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);

// The rules load with the form, not before the page (the form kit's SchemaSource).
const loadSchema = (): Promise<typeof contactSchema> => import("#common/schemas/content").then((module) => module.contactSchema);

const EMPTY: ContactMessageInput = { name: "", email: "", phone: "", subject: "", message: "" };

/** 'Send a Message': stored and e-mailed to the agency by the API; the spec's toasts say how it went. */
export function ContactForm() {
  const form = useZodForm(loadSchema, { defaultValues: EMPTY });
  const [send] = useMutation(SendContactMessageMutation);

  const submit = async (input: ContactMessageInput) => {
    await send({ variables: { input } });
    toaster.create({ type: "success", ...CONTACT_TOASTS.sent });
    form.reset(EMPTY);
  };

  return (
    <Stack gap="6">
      <Heading id="contact-form-heading" as="h2" size="xl" color="brand.fg">
        Send a Message
      </Heading>
      <Form
        form={form}
        onSubmit={submit}
        onServerError={() => toaster.create({ type: "error", ...CONTACT_TOASTS.failed })}
        aria-labelledby="contact-form-heading"
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField name="name" label={CONTACT_LABELS.name} required autoComplete="name" />
            <TextField name="email" label={CONTACT_LABELS.email} type="email" required autoComplete="email" />
            <TextField name="phone" label={CONTACT_LABELS.phone} type="tel" autoComplete="tel" />
            <TextField name="subject" label={CONTACT_LABELS.subject} required />
          </SimpleGrid>
          <TextareaField name="message" label={CONTACT_LABELS.message} required rows={6} />
          <SubmitButton submittingText="Sending..." alignSelf={{ base: "stretch", md: "flex-start" }} size="lg">
            Send Message
          </SubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}
