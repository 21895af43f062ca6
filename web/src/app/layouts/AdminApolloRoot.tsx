import { ApolloProvider } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { apolloClient } from "../../lib/apollo/client";

/**
 * The root of every /admin route (sign-in pages included): Apollo Client, its normalized cache and
 * links come with this lazily loaded chunk, so no public page loads them (ADR 119).
 */
export function AdminApolloRoot() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
