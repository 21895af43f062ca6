import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { isTalentUser, useSession } from "../../lib/session";
import { paths } from "../paths";
import type { LoginRedirectState } from "./RequireAdmin";

/**
 * The talent portal's door: anyone without a talent session goes to the portal's sign-in
 * page, which tells a staff member signed in that the admin area is theirs. The API answers the
 * portal's data to a talent session only; this spares everyone else a screen of errors.
 */
export function RequireTalent({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session || !isTalentUser(session.user)) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.portal.signIn()} replace state={state} />;
  }
  return <>{children}</>;
}
