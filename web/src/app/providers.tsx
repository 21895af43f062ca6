import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toaster";
import { system } from "./theme";

/**
 * What every page sits in: the Apollo client its queries and writes go through (one normalized
 * cache for public and admin pages, ADR 129), the theme and the toasts. The client is made by
 * the caller (main.tsx in the browser, one per request in the server's render).
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
