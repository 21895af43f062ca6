import { Box, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SITE } from "#common/site";
import { StarIcon } from "../../components/icons";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/SkipLink";
import { ThemeSwitch } from "../../components/ThemeSwitch";

// The frame of a client's private package (/p/{token}): the agency's name and how to reach it,
// and nothing else. A client who opens a link from their agent is there to choose talent; the
// public site's navigation (submissions, shortlist, news) would only lead them away (ADR 080).
export function PackageLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="6xl">
          <Flex h="16" align="center" justify="space-between" gap="3">
            <HStack gap="2.5">
              <Flex align="center" justify="center" boxSize="9" borderRadius="full" bg="brand.solid" color="accent.300" flexShrink={0}>
                <StarIcon />
              </Flex>
              <Box>
                <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: "md", sm: "lg" }} lineHeight="1.1">
                  {SITE.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  A private selection for you
                </Text>
              </Box>
            </HStack>
            <ThemeSwitch />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Box as="footer" borderTopWidth="1px" py="5" bg="bg.subtle">
        <Container maxW="6xl">
          <Text fontSize="sm" color="fg.muted">
            {SITE.name} ·{" "}
            <Link href={SITE.phoneHref} color="fg" textDecoration="underline">
              {SITE.phone}
            </Link>{" "}
            ·{" "}
            <Link href={`mailto:${SITE.email}`} color="fg" textDecoration="underline">
              {SITE.email}
            </Link>
          </Text>
        </Container>
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}
