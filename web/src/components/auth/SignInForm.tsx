import { Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import type { z } from "zod";
import { loginSchema } from "#common/schemas/content";
import { Form, SubmitButton, TextField, useZodForm } from "../form";
import { toaster } from "../toaster";
import { graphql } from "../../gql";
import { saveSession, type Session } from "../../lib/session";
import { sessionOf } from "../../lib/session-user";

// The sign-in form staff and talents share: one `login` mutation for both kinds of
// account; each door decides what a signed-in account of the other kind is told.

const SignInMutation = graphql(`
  mutation SignIn($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

type Values = z.input<typeof loginSchema>;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Invalid credentials";
}

type SignInFormProps = {
  /** Called with the new session; the caller saves it (or not) and moves on. */
  onSignedIn: (session: Session) => void;
  forgotPasswordPath: string;
  submitLabel: string;
  submittingText: string;
};

export function SignInForm({ onSignedIn, forgotPasswordPath, submitLabel, submittingText }: SignInFormProps) {
  const [login] = useMutation(SignInMutation);
  const form = useZodForm(loginSchema, { defaultValues: { username: "", password: "" } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const { data } = await login({ variables: values });
        if (!data) return;
        // Saved here, as the set-password view does: each door only decides where the account goes.
        const session = sessionOf(data.login.token, data.login.user);
        saveSession(session);
        onSignedIn(session);
      }}
      onServerError={(error) => toaster.create({ type: "error", title: "Login failed", description: errorMessage(error) })}
    >
      <Stack gap="5">
        <TextField<Values> name="username" label="Email" type="email" autoComplete="username" required />
        <TextField<Values> name="password" label="Password" type="password" autoComplete="current-password" required />
        <SubmitButton submittingText={submittingText} w="full">
          {submitLabel}
        </SubmitButton>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Forgot your password?{" "}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={forgotPasswordPath}>Reset it here</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Form>
  );
}
