import { CombinedGraphQLErrors, ServerError, type ErrorLike } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { RetryLink } from "@apollo/client/link/retry";
import { RETRY_COUNT, RETRY_DELAY_MS } from "../retry-policy";
import { getToken } from "../session";

declare module "@apollo/client" {
  interface DefaultContext {
    /** Set by {@link WITH_RETRIES}: retry this operation when the call itself fails. */
    retry?: boolean;
  }
}

/** Adds `Authorization: Bearer <auth_token>` when a token is stored, read anew for every call. */
export function createAuthLink(readToken: () => string | null = getToken): SetContextLink {
  return new SetContextLink((prevContext) => {
    const token = readToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
  });
}

/**
 * The API's answer to a token it no longer accepts (expired, signed with another secret, user
 * gone): UNAUTHENTICATED 'Invalid token' from GraphQL, or a 401 whose text says so.
 */
export function isInvalidTokenError(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === "UNAUTHENTICATED" && entry.message.includes("Invalid token"));
  }
  if (ServerError.is(error)) return error.statusCode === 401 && error.bodyText.includes("Invalid token");
  return false;
}

/**
 * On 'Invalid token' the stored session is dropped and the page reloads (docs/product.md#session),
 * so every screen starts again as a visitor or at the sign-in page.
 */
export function createSessionErrorLink(onInvalidToken: () => void): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isInvalidTokenError(error)) onInvalidToken();
  });
}

export { RETRY_COUNT, RETRY_DELAY_MS };

/** An operation's `context` that opts it into the retries: `useQuery(Doc, { context: WITH_RETRIES })`. */
export const WITH_RETRIES = { retry: true } as const;

/** Whether a failed call might succeed if made again: no answer at all, or a server-side failure. */
function isTransient(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  // A GraphQL error is the API's considered answer; asking again gives the same one.
  return !CombinedGraphQLErrors.is(error);
}

/**
 * Retries only the operations that ask for it; everything else fails at once, as the spec says.
 * The server's render never retries (`enabled: false`): a failed query sends the page unrendered.
 */
export function createRetryLink({ delayMs = RETRY_DELAY_MS, enabled = true }: { delayMs?: number; enabled?: boolean } = {}): RetryLink {
  return new RetryLink({
    delay: () => delayMs,
    attempts: (attempt, operation, error) =>
      enabled && attempt <= RETRY_COUNT && operation.getContext().retry === true && isTransient(error),
  });
}
