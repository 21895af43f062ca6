import { pageTitle } from "#common/site";
import { paths } from "../../app/paths";
import { AuthCard } from "../../components/auth/AuthCard";
import { ForgotPasswordForm } from "../../components/auth/ForgotPasswordForm";
import { usePageMeta } from "../../lib/page-meta";

export function PortalForgotPasswordPage() {
  usePageMeta(pageTitle("Reset your password"));
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address you sign in to the talent portal with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm signInPath={paths.portal.signIn()} />
    </AuthCard>
  );
}
