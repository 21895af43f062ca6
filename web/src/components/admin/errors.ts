import { toaster } from "../toaster";

/** What a failed call says, for a toast's description. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : "An unknown error occurred";

/**
 * Runs a confirmed action and says how it went in a toast. A failure is thrown on, so that a
 * ConfirmDialog stays open for another try.
 */
export async function withToasts(
  action: () => Promise<unknown>,
  outcome: { success: string; description?: string; failure: string },
): Promise<void> {
  try {
    await action();
    toaster.create({ type: "success", title: outcome.success, description: outcome.description });
  } catch (failure) {
    toaster.create({ type: "error", title: outcome.failure, description: errorMessage(failure) });
    throw failure;
  }
}
