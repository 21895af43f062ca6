import { Badge, Box, Container, Flex, HStack, IconButton, Link, Text } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { HeartIcon, MenuIcon, StarIcon } from "../../components/icons";
import { ThemeSwitch } from "../../components/ThemeSwitch";
import { useShortlist } from "../../lib/shortlist";
import { NAV_LINKS, SITE } from "#common/site";
import { paths } from "../paths";
import { MOBILE_NAV_ID, NavItem } from "./NavItem";

// The drawer (focus trap, dismiss layer, animations) loads with the first tap on the menu button:
// desktop visitors never need it.
const MobileMenu = lazy(() => import("./MobileMenu"));

function BrandMark() {
  return (
    <Link asChild _hover={{ textDecoration: "none" }} color="fg" focusRingColor="brand.focusRing">
      <RouterLink to={paths.home()}>
        <HStack gap="2.5">
          <Flex
            align="center"
            justify="center"
            boxSize="9"
            borderRadius="full"
            bg="brand.solid"
            color="accent.300"
            fontSize="lg"
            flexShrink={0}
          >
            <StarIcon />
          </Flex>
          <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: "md", sm: "lg" }} lineHeight="1.1">
            {SITE.name}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

/** 'Shortlist' with the number of shortlisted talents, live across tabs; it opens the shortlist page. */
function ShortlistLink() {
  const count = useShortlist().length;
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      px="2.5"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      fontSize="sm"
      color="fg.muted"
      _hover={{ color: "brand.fg", bg: "brand.subtle", textDecoration: "none" }}
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={paths.shortlist()} data-testid="shortlist-link">
        <Box as="span" fontSize="md" color="accent.fg">
          <HeartIcon />
        </Box>
        <Box as="span" srOnly={{ base: true, sm: false }}>
          Shortlist
        </Box>
        <Badge colorPalette="brand" variant="solid" borderRadius="full" minW="5" justifyContent="center" data-testid="shortlist-count">
          {count}
        </Badge>
        <Box as="span" srOnly>
          {count === 1 ? "talent" : "talents"}
        </Box>
      </RouterLink>
    </Link>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h={{ base: "16", md: "20" }} align="center" justify="space-between" gap={{ base: "2", md: "4" }}>
          <BrandMark />

          <Box as="nav" aria-label="Main" hideBelow="lg">
            <HStack as="ul" gap="1" listStyleType="none">
              {NAV_LINKS.map((link) => (
                <Box as="li" key={link.to}>
                  <NavItem to={link.to} label={link.label} />
                </Box>
              ))}
            </HStack>
          </Box>

          <HStack gap={{ base: "1", md: "3" }}>
            <ShortlistLink />
            <Box hideBelow="lg">
              <ThemeSwitch />
            </Box>
            <IconButton
              ref={menuButton}
              hideFrom="lg"
              variant="ghost"
              size="md"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? MOBILE_NAV_ID : undefined}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
              fontSize="xl"
            >
              <MenuIcon />
            </IconButton>
          </HStack>
        </Flex>
      </Container>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </Box>
  );
}
