import { useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { SetPasswordView } from "../../components/auth/SetPasswordView";
import { isTalentUser } from "../../lib/session";

/** Where a talent's invitation and reset links land: choose a password, then into the portal. */
export function PortalSetPasswordPage() {
  const navigate = useNavigate();
  return (
    <SetPasswordView
      forgotPasswordPath={paths.portal.forgotPassword()}
      resendNote="(or ask the agency to send you a new invitation)."
      onSignedIn={({ user }) => navigate(isTalentUser(user) ? paths.portal.root() : paths.admin.dashboard(), { replace: true })}
    />
  );
}
