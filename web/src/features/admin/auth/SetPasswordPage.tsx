import { useNavigate } from "react-router-dom";
import { paths } from "#web/app/paths";
import { SetPasswordView } from "#web/components/auth/SetPasswordView";
import { isTalentUser } from "#web/lib/session";

/** Where staff invitation and reset links land: choose a password, then straight into the admin area. */
export function SetPasswordPage() {
  const navigate = useNavigate();
  return (
    <SetPasswordView
      forgotPasswordPath={paths.admin.forgotPassword()}
      resendNote="(an invitation can also be sent again by any staff member)."
      // A talent's link lands on the portal's page; an old one followed here still ends in the portal.
      onSignedIn={({ user }) => navigate(isTalentUser(user) ? paths.portal.root() : paths.admin.dashboard(), { replace: true })}
    />
  );
}
