import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toaster";
import { system } from "./theme";

/** The app's context: one Apollo Client (the browser's, or the server render's per request) and Chakra's theme. */
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
