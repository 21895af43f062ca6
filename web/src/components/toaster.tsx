import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * The one toast queue of the app: features call `toaster.create(...)`. It lives here rather than
 * in app/ because features may import components/ but never app/.
 */
export const toaster = createToaster({
  placement: "bottom-end",
  // The specification allows one toast at a time; later ones wait their turn.
  max: 1,
  // Public toasts go away on their own after 5 s (docs/product.md#site-wide).
  duration: 5000,
  pauseOnPageIdle: true,
});

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
