// First: registers every Chakra recipe (dialogs, tables, progress...) before a portal page renders,
// as the admin layout does; the public pages never load this chunk.
import "../theme-extra";
import { Badge, Box, Button, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { Suspense } from "react";
import { NavLink, Outlet, Link as RouterLink, ScrollRestoration, useNavigate } from "react-router-dom";
import { SITE } from "#common/site";
import { StarIcon } from "../../components/icons";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/SkipLink";
import { ThemeSwitch } from "../../components/ThemeSwitch";
import { clearSession } from "../../lib/session";
import { RequireTalent } from "../guards/RequireTalent";
import { paths } from "../paths";

// The talent portal's frame: the site's mark and look, the portal's four screens, Sign out.
// Phone first: the nav is one row under the header that scrolls sideways if it must.

export const PORTAL_NAV = [
  { to: paths.portal.root(), label: "Overview" },
  { to: paths.portal.bookings(), label: "Bookings" },
  { to: paths.portal.profile(), label: "Profile" },
  { to: paths.portal.privacy(), label: "Privacy" },
] as const;

export function PortalLayout() {
  return (
    <RequireTalent>
      <PortalFrame />
    </RequireTalent>
  );
}

function PortalFrame() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const signOut = async () => {
    clearSession();
    // A talent's bookings and contact details must not outlive the session on a shared phone.
    await client.clearStore();
    navigate(paths.portal.signIn(), { replace: true });
  };

  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
        <Container maxW="5xl">
          <Flex h="16" align="center" justify="space-between" gap="2">
            <Link asChild _hover={{ textDecoration: "none" }} color="fg" focusRingColor="brand.focusRing" minW="0">
              <RouterLink to={paths.home()}>
                <HStack gap="2.5" minW="0">
                  <Flex align="center" justify="center" boxSize="9" borderRadius="full" bg="brand.solid" color="accent.300" flexShrink={0}>
                    <StarIcon />
                  </Flex>
                  <Text fontFamily="heading" fontWeight="bold" fontSize="lg" lineHeight="1.1" hideBelow="md">
                    {SITE.name}
                  </Text>
                  <Box as="span" srOnly hideFrom="md">
                    {SITE.name}
                  </Box>
                </HStack>
              </RouterLink>
            </Link>
            <Badge colorPalette="brand" variant="subtle" size="md" flexShrink={0} mr="auto">
              Talent portal
            </Badge>
            <HStack gap={{ base: "1.5", md: "3" }} flexShrink={0}>
              <ThemeSwitch size="xs" />
              <Button variant="outline" size="sm" onClick={() => void signOut()}>
                Sign out
              </Button>
            </HStack>
          </Flex>
        </Container>
        <Container as="nav" aria-label="Talent portal" maxW="5xl" overflowX="auto">
          <HStack as="ul" listStyleType="none" gap="1" py="1.5">
            {PORTAL_NAV.map((item) => (
              <Box as="li" key={item.to} flexShrink={0}>
                <PortalNavLink to={item.to} label={item.label} />
              </Box>
            ))}
          </HStack>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        <Container maxW="5xl" py={{ base: "5", md: "8" }}>
          <Suspense>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" py="5" bg="bg.subtle">
        <Container maxW="5xl">
          <Text fontSize="sm" color="fg.muted">
            Questions about a booking or your profile? Call{" "}
            <Link href={SITE.phoneHref} color="fg" textDecoration="underline">
              {SITE.phone}
            </Link>{" "}
            or write to{" "}
            <Link href={`mailto:${SITE.email}`} color="fg" textDecoration="underline">
              {SITE.email}
            </Link>
            .
          </Text>
        </Container>
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}

function PortalNavLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      asChild
      display="inline-flex"
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      fontSize="sm"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: "brand.fg", bg: "brand.subtle", textDecoration: "none" }}
      _currentPage={{ color: "brand.fg", bg: "brand.muted" }}
      focusRingColor="brand.focusRing"
    >
      {/* `end`: Overview is /portal, which every portal path starts with. */}
      <NavLink to={to} end={to === paths.portal.root()}>
        {label}
      </NavLink>
    </Link>
  );
}
