import { Box, Container, Flex, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { CloseIcon, MenuIcon, StarIcon } from "../../components/icons";
import { NAV_LINKS, SITE } from "../../lib/site";

const MOBILE_NAV_ID = "mobile-navigation";

function BrandMark() {
  return (
    <Link asChild _hover={{ textDecoration: "none" }} color="fg" focusRingColor="brand.focusRing">
      <RouterLink to="/">
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

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h={{ base: "16", md: "20" }} align="center" justify="space-between" gap="4">
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

          <IconButton
            hideFrom="lg"
            variant="ghost"
            size="md"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
            fontSize="xl"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Flex>
      </Container>

      {menuOpen && (
        <Box as="nav" id={MOBILE_NAV_ID} aria-label="Main" hideFrom="lg" borderTopWidth="1px" bg="bg" boxShadow="md">
          <Container maxW="7xl" py="3">
            <Stack as="ul" gap="1" listStyleType="none">
              {NAV_LINKS.map((link) => (
                <Box as="li" key={link.to}>
                  <NavItem to={link.to} label={link.label} onNavigate={closeMenu} block />
                </Box>
              ))}
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}

type NavItemProps = { to: string; label: string; onNavigate?: () => void; block?: boolean };

function NavItem({ to, label, onNavigate, block = false }: NavItemProps) {
  return (
    <Link
      asChild
      display={block ? "flex" : "inline-flex"}
      px="3"
      py={block ? "3" : "2"}
      borderRadius="md"
      fontWeight="medium"
      fontSize={block ? "md" : "sm"}
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: "brand.fg", bg: "brand.subtle", textDecoration: "none" }}
      _currentPage={{ color: "brand.fg", bg: "brand.muted" }}
      focusRingColor="brand.focusRing"
    >
      {/* `end` keeps Home from looking active on every page (every path starts with "/"). */}
      <NavLink to={to} end={to === "/"} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
}
