import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toaster";
import { system } from "./theme";

// No GraphQL provider here: the public pages use lib/public-graphql, which needs none, and Apollo
// Client comes with the admin area's own root route (layouts/AdminApolloRoot.tsx, ADR 119).
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
