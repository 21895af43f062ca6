import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { EDITING_MESSAGES } from "#common/editing";

/**
 * Asks before leaving a form with unsaved edits (no lost work, ADR 040): a link, a Back button or the
 * browser's back go through the router's blocker and a confirm; closing or reloading the tab goes
 * through beforeunload, where browsers show their own wording.
 */
export function useUnsavedChangesGuard(dirty: boolean, ask: (message: string) => boolean = (message) => window.confirm(message)) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (ask(EDITING_MESSAGES.unsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = EDITING_MESSAGES.unsavedChanges;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
