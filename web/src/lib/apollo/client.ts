import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { clearSession } from "../session";
import { createAuthLink, createRetryLink, createSessionErrorLink } from "./links";

export type ApolloClientOptions = {
  /** What happens on 'Invalid token'; the app clears the session and reloads. */
  onInvalidToken?: () => void;
  /** Where the calls go; tests pass their own fetch. */
  fetch?: typeof fetch;
};

/** What the app does on 'Invalid token': forget the session, then start the page again without it. */
export function clearSessionAndReload(reload: () => void = () => window.location.reload()): void {
  clearSession();
  reload();
}

export function createApolloClient({ onInvalidToken = () => clearSessionAndReload(), fetch }: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({
    uri: "/graphql",
    // The specification wants cookies on every call, not only same-origin ones.
    credentials: "include",
    // The API's CSRF guard rejects "simple" requests (GET, multipart uploads) without this header.
    headers: { "apollo-require-preflight": "true" },
    fetch,
  });
  return new ApolloClient({
    // The error link sees what is left after the retries; the auth link runs for every retry.
    link: ApolloLink.from([createSessionErrorLink(onInvalidToken), createRetryLink(), createAuthLink(), httpLink]),
    cache: new InMemoryCache(),
  });
}

export const apolloClient = createApolloClient();
