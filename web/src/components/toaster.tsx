import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * The one toast queue of the app: features call `toaster.create(...)`. It lives here rather than
 * in app/ because features may import components/ but never app/.
 */
export const toaster = createToaster({
  placement: "bottom-end",
  // One toast at a time (docs/product.md#site-wide).
  max: 1,
  // Public toasts go away on their own after 5 s (docs/product.md#site-wide).
  duration: 5000,
  pauseOnPageIdle: true,
});

const isFailure = (type: string | undefined) => type === "error" || type === "warning";

/**
 * With one toast at a time, a queue made staff who save, unpublish and delete in a row wait 5 s a
 * step to see what their last action did. A confirmation ("success") therefore replaces the
 * confirmation or notice showing, at once, as a snackbar does. A notice ("info", e.g. "No more
 * submissions in this list") follows the confirmation of the same action rather than hiding it, so
 * it waits its turn; a failure is never replaced (failures go first in the queue: Zag orders it).
 * ADR 142.
 */
const queueToast = toaster.create;
toaster.create = (data) => {
  if (data.type === "success")
    for (const shown of toaster.getVisibleToasts())
      if (shown.id && shown.id !== data.id && !isFailure(shown.type)) toaster.remove(shown.id);
  return queueToast(data);
};
// Zag's shorthand calls its own create, which would skip the rule above.
toaster.success = (data) => toaster.create({ ...data, type: "success" });

type RouterLike = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
};

/**
 * A failure belongs to the page it happened on: leaving the page dismisses error and warning toasts
 * (a "Login failed" must not outlive the sign-in that followed it). Confirmations travel on, since
 * they are often made just before the page changes ("Talent deleted", then the list), and go on
 * their own after 5 s (ADR 142).
 */
export function dismissFailuresOnLeave(router: RouterLike): void {
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    for (const toast of toaster.getVisibleToasts()) {
      if (isFailure(toast.type) && toast.id) toaster.remove(toast.id);
    }
  });
}

// The toast machinery (state machines, animations, the region) is most of what a toast costs and
// most pages never show one, so it loads with the first toast. The queue above keeps toasts created
// before it arrives, and the view shows them when it mounts.
const ToasterView = lazy(() => import("./ToasterView"));

let anyToast = false;
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    anyToast = true;
    onChange();
  });
const hasHadToast = () => anyToast || toaster.getVisibleToasts().length > 0;

/** Mounted once by the app's providers. */
export function Toaster() {
  const needed = useSyncExternalStore(subscribe, hasHadToast, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
