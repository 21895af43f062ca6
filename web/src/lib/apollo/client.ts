import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { clearSessionAndReload } from "../session";
import { createAuthLink, createRetryLink, createSessionErrorLink } from "./links";

export type ApolloClientOptions = {
  /** What happens on 'Invalid token'; the app clears the session and reloads. */
  onInvalidToken?: () => void;
  /** Where the calls go; tests pass their own fetch. */
  fetch?: typeof fetch;
  /** The API's address; the server's render asks in process, with an absolute one. */
  uri?: string;
  /** The server's render: queries are asked once and never refetched. */
  ssrMode?: boolean;
};

// Shared with the public pages' client (lib/public-graphql), which handles 'Invalid token' the same way.
export { clearSessionAndReload };

export function createApolloClient({
  onInvalidToken = () => clearSessionAndReload(),
  fetch,
  uri = "/graphql",
  ssrMode = false,
}: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({
    uri,
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
    ssrMode,
  });
}

export const apolloClient = createApolloClient();
