import { createToaster } from "@chakra-ui/react";

/**
 * The one toast queue of the app: features call `toaster.create(...)`. It lives here rather than
 * in app/ because features may import components/ but never app/, and apart from toaster.tsx so
 * that the lazily loaded view reads it without importing its loader.
 */
export const toaster = createToaster({
  placement: "bottom-end",
  // One toast at a time (docs/product.md#site-wide).
  max: 1,
  // Public toasts go away on their own after 5 s (docs/product.md#site-wide).
  duration: 5000,
  pauseOnPageIdle: true,
});

export const isFailure = (type: string | undefined) => type === "error" || type === "warning";

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
