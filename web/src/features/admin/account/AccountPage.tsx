import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, changePasswordFormSchema, PASSWORD_RULES } from "#common/schemas";
import { pageTitle } from "#common/site";
import { CalendarFeedPanel } from "#web/components/admin/CalendarFeedPanel";
import { Form, SubmitButton, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { usePageMeta } from "#web/lib/page-meta";
import { saveSession, useSession } from "#web/lib/session";
import { sessionOf } from "#web/lib/session-user";

const ChangeOwnPasswordMutation = graphql(`
  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {
    changeOwnPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function AccountPage() {
  usePageMeta(pageTitle("My Account"));
  const session = useSession();
  const [change] = useMutation(ChangeOwnPasswordMutation);
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });

  return (
    <Stack gap="6" maxW="xl">
      <Box>
        <Heading as="h1" size="2xl">
          My Account
        </Heading>
        <Text color="fg.muted">Signed in as {session?.user.username}.</Text>
      </Box>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Change password
          </Heading>
        </Card.Header>
        <Card.Body>
          <Form
            form={form}
            idPrefix="password-"
            onSubmit={async (values) => {
              const { data } = await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
              if (!data) return;
              // The server ended every other session, this one's token included: keep the new one.
              saveSession(sessionOf(data.changeOwnPassword.token, data.changeOwnPassword.user));
              toaster.create({ type: "success", title: "Password changed", description: ACCOUNT_MESSAGES.passwordChanged });
              form.reset(EMPTY);
            }}
          >
            <Stack gap="5">
              <TextField<Values> name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
              <TextField<Values>
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                helperText={PASSWORD_RULES}
                required
              />
              <TextField<Values> name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
              <Box>
                <SubmitButton submittingText="Saving...">Change password</SubmitButton>
              </Box>
            </Stack>
          </Form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            My calendar feed
          </Heading>
        </Card.Header>
        <Card.Body>
          <CalendarFeedPanel label="My calendar feed" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
