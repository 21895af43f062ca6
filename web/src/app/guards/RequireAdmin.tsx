import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { isTalentUser, useSession } from "../../lib/session";
import { paths } from "../paths";

/** Where the sign-in page sends a staff member back to: the admin page they first asked for. */
export type LoginRedirectState = { from?: string };

/**
 * The admin area's door (docs/product.md#admin-sign-in): signed out → the sign-in page,
 * a talent's session → the talent portal (ADR 171), signed in otherwise without the admin flag → the home
 * page. The API checks the admin scope on every call
 * anyway; this only spares staff a screen of errors.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.admin.login()} replace state={state} />;
  }
  if (isTalentUser(session.user)) return <Navigate to={paths.portal.root()} replace />;
  if (!session.user.isAdmin) return <Navigate to={paths.home()} replace />;
  return <>{children}</>;
}
