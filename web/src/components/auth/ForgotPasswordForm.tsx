import { Alert, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { z } from "zod";
import { passwordResetRequestSchema } from "#common/schemas/account";
import { Form, SubmitButton, TextField, useZodForm } from "../form";
import { graphql } from "../../gql";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

type Values = z.input<typeof passwordResetRequestSchema>;

/**
 * 'Reset it here', for staff and talents alike: the answer is the server's one sentence, the same
 * whether the address has an account or not; the e-mailed link leads to the account's own door.
 */
export function ForgotPasswordForm({ signInPath }: { signInPath: string }) {
  const [request] = useMutation(RequestPasswordResetMutation);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: "" } });
  return (
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
          <RouterLink to={signInPath}>Back to login</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
