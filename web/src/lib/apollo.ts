import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";

/** Where the signed-in session keeps its bearer token (shared with the session code). */
export const AUTH_TOKEN_KEY = "auth_token";

function storedToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be disabled (private modes, strict cookie settings); treat that as signed out.
    return null;
  }
}

// Read on every operation, not once, so signing in or out takes effect without a new client.
const authLink = new SetContextLink((prevContext) => {
  const token = storedToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
});

const httpLink = new HttpLink({
  uri: "/graphql",
  // The specification wants cookies on every call, not only same-origin ones.
  credentials: "include",
  // The API's CSRF guard rejects "simple" requests (GET, multipart uploads) without this header.
  headers: { "apollo-require-preflight": "true" },
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}

export const apolloClient = createApolloClient();
