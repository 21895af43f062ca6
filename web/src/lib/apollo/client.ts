import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { clearSessionAndReload } from "../session";
import { createCache } from "./cache";
import { createAuthLink, createRetryLink, createSessionErrorLink } from "./links";
import { createUploadLink, hasFiles } from "./upload-link";

export type ApolloClientOptions = {
  /** Where the calls go; tests and the server's render pass their own fetch. */
  fetch?: typeof fetch;
  /** The GraphQL endpoint: "/graphql" in the browser, an absolute address on the server. */
  uri?: string;
  /** The server's render (ADR 128): no retries, no session to forget, queries answered once. */
  ssrMode?: boolean;
  /** What happens on 'Invalid token'; the browser clears the session and reloads. */
  onInvalidToken?: () => void;
};

export { clearSessionAndReload };

/** Headers of every call, JSON or multipart. */
const HEADERS = {
  // The API's CSRF guard rejects "simple" requests (GET, multipart uploads) without this header.
  "apollo-require-preflight": "true",
};

/**
 * A new client with its own cache (ADR 129). Nothing is created when this module loads: the
 * browser makes one client (main.tsx) and the server's render one per request, so no request
 * sees another's answers.
 */
export function createApolloClient({ fetch, uri = "/graphql", ssrMode = false, onInvalidToken }: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({
    uri,
    // The specification wants cookies on every call, not only same-origin ones.
    credentials: "include",
    headers: HEADERS,
    fetch,
  });
  // Operations with files go over XMLHttpRequest, for their progress; the rest over fetch.
  const transport = ApolloLink.split((operation) => hasFiles(operation.variables), createUploadLink({ uri, headers: HEADERS }), httpLink);
  const invalidToken = onInvalidToken ?? (ssrMode ? () => undefined : () => clearSessionAndReload());
  return new ApolloClient({
    // The error link sees what is left after the retries; the auth link runs for every retry.
    link: ApolloLink.from([createSessionErrorLink(invalidToken), createRetryLink({ enabled: !ssrMode }), createAuthLink(), transport]),
    cache: createCache(),
    ssrMode,
  });
}
