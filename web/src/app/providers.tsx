import { ChakraProvider } from "@chakra-ui/react";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toaster";
import { apolloClient } from "../lib/apollo/client";
import { system } from "./theme";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
