import { paths } from "../../app/paths";

/** Back to the portal page the guard turned away, never out of the portal or to its signed-out pages. */
export function portalReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const root = paths.portal.root();
  const signedOut = [paths.portal.signIn(), paths.portal.forgotPassword(), paths.portal.setPassword("").split("?")[0]!];
  if (typeof from === "string" && (from === root || from.startsWith(`${root}/`)) && !signedOut.some((page) => from.startsWith(page)))
    return from;
  return root;
}
