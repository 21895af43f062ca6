import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SkipLink, MAIN_CONTENT_ID } from "../../components/SkipLink";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

// Each part of the page is a Suspense boundary of its own, so React hydrates a server-rendered page
// part by part (selective hydration): the part a visitor reaches for first is hydrated first, and
// the click or key that reached it is replayed once it is.
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      {/* Focusable by script only, so the skip link can move keyboard focus past the header. */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focusVisible={{ outline: "none" }} _focus={{ outline: "none" }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
      {/* A new page starts at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </Flex>
  );
}
