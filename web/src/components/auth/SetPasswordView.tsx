import { Alert, Button, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, PASSWORD_RULES, setPasswordFormSchema } from "#common/schemas/account";
import { pageTitle } from "#common/site";
import { Form, serverFieldErrors, SubmitButton, TextField, useZodForm } from "../form";
import { toaster } from "../toaster";
import { graphql } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { saveSession, type Session } from "../../lib/session";
import { sessionOf } from "../../lib/session-user";
import { AuthCard } from "./AuthCard";

const PasswordLinkQuery = graphql(`
  query PasswordLink($token: String!) {
    passwordLink(token: $token) {
      purpose
      expiresAt
    }
  }
`);
const SetPasswordWithTokenMutation = graphql(`
  mutation SetPasswordWithToken($token: String!, $password: String!) {
    setPasswordWithToken(token: $token, password: $password) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

type Values = z.input<typeof setPasswordFormSchema>;

type SetPasswordViewProps = {
  forgotPasswordPath: string;
  /** Who else can send a new link: staff for staff, the agency for talents. */
  resendNote: string;
  /** Called once the password is set and the new session saved: where to go next. */
  onSignedIn: (session: Session) => void;
};

/** Where invitation and reset links land, staff's and talents': choose a password, then in. */
export function SetPasswordView({ forgotPasswordPath, resendNote, onSignedIn }: SetPasswordViewProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { data, loading, error, refetch } = useQuery(PasswordLinkQuery, {
    variables: { token },
    skip: !token,
    fetchPolicy: "network-only",
  });
  const [usedUp, setUsedUp] = useState(false);
  const purpose = data?.passwordLink?.purpose;
  const title = purpose === "invitation" ? "Set up your account" : "Choose a new password";
  const expired = !token || usedUp || (data !== undefined && data.passwordLink === null);
  usePageMeta(pageTitle(expired ? "Link expired" : title));
  return (
    <AuthCard title={expired ? "Link expired" : title}>
      {expired ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{ACCOUNT_MESSAGES.linkExpired}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={forgotPasswordPath}>Ask for a new link</RouterLink>
            </Link>{" "}
            {resendNote}
          </Text>
        </Stack>
      ) : error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not check the link</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading || !data ? (
        <Stack gap="4" aria-busy="true" aria-label="Checking the link">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : (
        <SetPasswordForm token={token} onExpired={() => setUsedUp(true)} onSignedIn={onSignedIn} />
      )}
    </AuthCard>
  );
}

function SetPasswordForm({
  token,
  onExpired,
  onSignedIn,
}: {
  token: string;
  onExpired: () => void;
  onSignedIn: (session: Session) => void;
}) {
  const [setPassword] = useMutation(SetPasswordWithTokenMutation);
  const form = useZodForm(setPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          const { data } = await setPassword({ variables: { token, password: values.password } });
          if (!data) return;
          const session = sessionOf(data.setPasswordWithToken.token, data.setPasswordWithToken.user);
          saveSession(session);
          toaster.create({ type: "success", title: ACCOUNT_MESSAGES.passwordSet });
          onSignedIn(session);
        } catch (failure) {
          // Used or expired while the page was open: the same page as a dead link.
          if (serverFieldErrors(failure)?.token) onExpired();
          else throw failure;
        }
      }}
    >
      <Stack gap="5">
        <TextField<Values>
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText={PASSWORD_RULES}
          required
        />
        <TextField<Values> name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
        <SubmitButton submittingText="Saving..." w="full">
          Set password and sign in
        </SubmitButton>
      </Stack>
    </Form>
  );
}
