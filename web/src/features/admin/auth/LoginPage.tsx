import { Box, Card, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Navigate, Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { loginSchema } from "../../../../../common/schemas";
import { pageTitle, SITE } from "../../../../../common/site";
import { paths } from "../../../app/paths";
import { Form, SubmitButton, TextField, useZodForm } from "../../../components/form";
import { toaster } from "../../../components/toaster";
import { graphql } from "../../../gql";
import { usePageMeta } from "../../../lib/page-meta";
import { saveSession, useSession } from "../../../lib/session";
import type { z } from "zod";

const AdminLoginMutation = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      user {
        id
        username
        isAdmin
      }
    }
  }
`);

type LoginValues = z.input<typeof loginSchema>;

/** Back to the admin page the guard turned away, never out of the admin area or back here. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const admin = paths.admin.root();
  if (typeof from === "string" && from.startsWith(`${admin}/`) && !from.startsWith(paths.admin.login())) return from;
  return paths.admin.dashboard();
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Invalid credentials";
}

export function LoginPage() {
  usePageMeta(pageTitle("Admin Login"));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [login] = useMutation(AdminLoginMutation);
  const form = useZodForm(loginSchema, { defaultValues: { username: "", password: "" } });

  // An admin already signed in has nothing to do here (docs/product.md#admin-sign-in).
  if (session?.user.isAdmin) return <Navigate to={returnPath(location.state)} replace />;

  const onSubmit = async (values: z.output<typeof loginSchema>) => {
    const { data } = await login({ variables: values });
    if (!data) return;
    saveSession({ token: data.login.token, user: data.login.user });
    toaster.create({ type: "success", title: "Login successful", description: "Welcome to the admin dashboard." });
    navigate(data.login.user.isAdmin ? returnPath(location.state) : paths.home(), { replace: true });
  };

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Stack gap="1">
            <Text color="fg.muted" fontSize="sm">
              {SITE.name}
            </Text>
            <Heading as="h1" size="2xl">
              Admin Login
            </Heading>
            <Text color="fg.muted">Enter your credentials to access the admin dashboard.</Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <Form
            form={form}
            onSubmit={onSubmit}
            onServerError={(error) => toaster.create({ type: "error", title: "Login failed", description: errorMessage(error) })}
          >
            <Stack gap="5">
              <TextField<LoginValues> name="username" label="Email" type="email" autoComplete="username" required />
              <TextField<LoginValues> name="password" label="Password" type="password" autoComplete="current-password" required />
              <SubmitButton submittingText="Logging in..." w="full">
                Login
              </SubmitButton>
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                Forgot your password?{" "}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={paths.admin.forgotPassword()}>Reset it here</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
