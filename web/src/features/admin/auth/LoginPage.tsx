import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { pageTitle } from "#common/site";
import { paths } from "#web/app/paths";
import { AuthCard } from "#web/components/auth/AuthCard";
import { SignInForm } from "#web/components/auth/SignInForm";
import { toaster } from "#web/components/toaster";
import { usePageMeta } from "#web/lib/page-meta";
import { isTalentUser, useSession } from "#web/lib/session";

/** Back to the admin page the guard turned away, never out of the admin area or back here. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const admin = paths.admin.root();
  if (typeof from === "string" && from.startsWith(`${admin}/`) && !from.startsWith(paths.admin.login())) return from;
  return paths.admin.dashboard();
}

export function LoginPage() {
  usePageMeta(pageTitle("Admin Login"));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  // An admin already signed in has nothing to do here (docs/product.md#admin-sign-in).
  if (session?.user.isAdmin) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AuthCard title="Admin Login" intro="Enter your credentials to access the admin dashboard.">
      <SignInForm
        forgotPasswordPath={paths.admin.forgotPassword()}
        submitLabel="Login"
        submittingText="Logging in..."
        onSignedIn={(signedIn) => {
          // A talent who came to the staff door is taken to their own.
          if (isTalentUser(signedIn.user)) {
            toaster.create({ type: "success", title: "Login successful", description: "This is your talent portal." });
            navigate(paths.portal.root(), { replace: true });
            return;
          }
          toaster.create({ type: "success", title: "Login successful", description: "Welcome to the admin dashboard." });
          navigate(signedIn.user.isAdmin ? returnPath(location.state) : paths.home(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
