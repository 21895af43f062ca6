import { lazy, Suspense, useSyncExternalStore } from "react";
import { isFailure, toaster } from "./toast-queue";

export { toaster };

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
// most pages never show one, so it loads with the first toast. The queue (toast-queue.ts) keeps toasts created
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
