import { Alert, Button, Link, Stack, Text } from "@chakra-ui/react";
import { Navigate, Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { pageTitle } from "#common/site";
import { paths } from "../../app/paths";
import { AuthCard } from "../../components/auth/AuthCard";
import { SignInForm } from "../../components/auth/SignInForm";
import { toaster } from "../../components/toaster";
import { usePageMeta } from "../../lib/page-meta";
import { isTalentUser, useSession, type Session } from "../../lib/session";
import { portalReturnPath } from "./return-path";

/** The talent's door: the same sign-in as staff's, and a staff account is pointed to its own. */
export function PortalSignInPage() {
  usePageMeta(pageTitle("Talent portal sign-in"));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  if (session && isTalentUser(session.user)) return <Navigate to={portalReturnPath(location.state)} replace />;

  const onSignedIn = (signedIn: Session) => {
    if (isTalentUser(signedIn.user)) {
      toaster.create({ type: "success", title: "Signed in", description: "Welcome to your talent portal." });
      navigate(portalReturnPath(location.state), { replace: true });
    }
    // A staff account: saved, and the page now says where staff go (below).
  };

  return (
    <AuthCard title="Talent portal" intro="Sign in to see your bookings, book out dates and keep your profile up to date.">
      <Stack gap="5">
        {session && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{session.user.isAdmin ? "This is a staff account" : "This account has no talent profile"}</Alert.Title>
              <Alert.Description>
                {session.user.isAdmin
                  ? "The talent portal is for the agency's talents. Staff work in the admin area."
                  : "The talent portal is for the agency's talents, invited by the agency."}
              </Alert.Description>
              {session.user.isAdmin && (
                <Button asChild size="sm" colorPalette="brand" mt="3" alignSelf="start">
                  <RouterLink to={paths.admin.dashboard()}>Go to the admin area</RouterLink>
                </Button>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <SignInForm
          forgotPasswordPath={paths.portal.forgotPassword()}
          submitLabel="Sign in"
          submittingText="Signing in..."
          onSignedIn={onSignedIn}
        />
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          No account yet? The agency invites its talents by e-mail.{" "}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.home()}>Back to the site</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
