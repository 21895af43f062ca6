import { Box, Flex } from "@chakra-ui/react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
      {/* A new page starts at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </Flex>
  );
}
