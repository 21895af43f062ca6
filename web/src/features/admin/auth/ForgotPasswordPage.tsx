import { Alert, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { z } from "zod";
import { passwordResetRequestSchema } from "../../../../../common/schemas";
import { pageTitle } from "../../../../../common/site";
import { paths } from "../../../app/paths";
import { Form, SubmitButton, TextField, useZodForm } from "../../../components/form";
import { graphql } from "../../../gql";
import { usePageMeta } from "../../../lib/page-meta";
import { AuthCard } from "./AuthCard";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

type Values = z.input<typeof passwordResetRequestSchema>;

/** 'Reset it here': the answer is the server's one sentence, the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  usePageMeta(pageTitle("Reset your password"));
  const [request] = useMutation(RequestPasswordResetMutation);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: "" } });

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address you sign in with and we will send you a link to choose a new password."
    >
      <Stack gap="5">
        {answer ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your email</Alert.Title>
              <Alert.Description>{answer}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Form
            form={form}
            onSubmit={async (values) => {
              const { data } = await request({ variables: values });
              if (data) setAnswer(data.requestPasswordReset.message);
            }}
          >
            <Stack gap="5">
              <TextField<Values> name="email" label="Email" type="email" autoComplete="username" required />
              <SubmitButton submittingText="Sending..." w="full">
                Send reset link
              </SubmitButton>
            </Stack>
          </Form>
        )}
        <Text fontSize="sm" textAlign="center">
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.admin.login()}>Back to login</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
