import { Box, Flex } from "@chakra-ui/react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SkipLink, MAIN_CONTENT_ID } from "../../components/SkipLink";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      {/* Focusable by script only, so the skip link can move keyboard focus past the header. */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focusVisible={{ outline: "none" }} _focus={{ outline: "none" }}>
        <Outlet />
      </Box>
      <SiteFooter />
      {/* A new page starts at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </Flex>
  );
}
