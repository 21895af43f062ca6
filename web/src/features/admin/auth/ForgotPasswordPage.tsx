import { pageTitle } from "#common/site";
import { paths } from "#web/app/paths";
import { AuthCard } from "#web/components/auth/AuthCard";
import { ForgotPasswordForm } from "#web/components/auth/ForgotPasswordForm";
import { usePageMeta } from "#web/lib/page-meta";

export function ForgotPasswordPage() {
  usePageMeta(pageTitle("Reset your password"));
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address you sign in with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm signInPath={paths.admin.login()} />
    </AuthCard>
  );
}
