// First: registers the Chakra recipes the admin area needs (tables, stats, ...) before any renders.
import "../theme-extra";
import { Badge, Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { Outlet, Link as RouterLink, ScrollRestoration, useLocation, useNavigate } from "react-router-dom";
import { PendingProfileChangesCount } from "../../components/admin/PendingProfileChangesCount";
import { UnreadMessagesCount } from "../../components/admin/UnreadMessagesCount";
import { CloseIcon, MenuIcon } from "../../components/icons";
import { ThemeSwitch } from "../../components/ThemeSwitch";
import { clearSession } from "../../lib/session";
import { SITE } from "#common/site";
import { RequireAdmin } from "../guards/RequireAdmin";
import { paths } from "../paths";
import { ADMIN_NAV, currentNavItem } from "./admin-nav";

const MAIN_ID = "admin-main";
const MOBILE_NAV_ID = "admin-mobile-navigation";

/** Every admin page but the sign-in page sits in this frame, behind the admin guard. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminFrame />
    </RequireAdmin>
  );
}

function AdminFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const client = useApolloClient();
  const navigate = useNavigate();

  const logout = async () => {
    clearSession();
    // Staff data must not outlive the session in the cache of a shared computer.
    await client.clearStore();
    navigate(paths.admin.login(), { replace: true });
  };

  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        borderRadius="md"
        _focusVisible={{ top: "2" }}
      >
        Skip to main content
      </Link>
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
        <Flex h="16" px={{ base: "3", md: "6" }} align="center" justify="space-between" gap="3">
          <HStack gap="3" minW="0">
            <IconButton
              hideFrom="lg"
              variant="ghost"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_NAV_ID}
              onClick={() => setMenuOpen((open) => !open)}
              fontSize="xl"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
            <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: "md", md: "lg" }} truncate hideBelow="sm">
              {SITE.name}
            </Text>
            <Badge colorPalette="brand" variant="solid" size="md">
              Admin
            </Badge>
          </HStack>
          <HStack gap={{ base: "1", md: "3" }}>
            <ThemeSwitch />
            {/* On a phone the theme switch needs the room; the site is one tap away in the browser. */}
            <Button asChild variant="ghost" size="sm" hideBelow="sm">
              <RouterLink to={paths.home()}>View Site</RouterLink>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              Logout
            </Button>
          </HStack>
        </Flex>
        {menuOpen && (
          <Box as="nav" id={MOBILE_NAV_ID} aria-label="Admin" hideFrom="lg" borderTopWidth="1px" bg="bg" boxShadow="md" px="3" py="2">
            <AdminNavList onNavigate={closeMenu} />
          </Box>
        )}
      </Box>
      <Flex flex="1" minH="0">
        <Box as="nav" aria-label="Admin" hideBelow="lg" w="60" flexShrink={0} borderRightWidth="1px" bg="bg.subtle" px="3" py="4">
          <Box position="sticky" top="20">
            <AdminNavList />
          </Box>
        </Box>
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" px={{ base: "4", md: "8" }} py={{ base: "5", md: "8" }} outline="none">
          <Outlet />
        </Box>
      </Flex>
      <ScrollRestoration />
    </Flex>
  );
}

function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const current = currentNavItem(location.pathname, (location.state as { navFrom?: unknown } | null)?.navFrom);
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {ADMIN_NAV.map((item) => (
        <Box as="li" key={item.to}>
          <Link
            asChild
            display="flex"
            alignItems="center"
            px="3"
            py="2"
            borderRadius="md"
            fontWeight="medium"
            fontSize="sm"
            color="fg"
            textDecoration="none"
            _hover={{ bg: "brand.subtle", textDecoration: "none" }}
            _currentPage={{ color: "brand.fg", bg: "brand.muted", fontWeight: "semibold" }}
            focusRingColor="brand.focusRing"
          >
            <RouterLink to={item.to} onClick={onNavigate} aria-current={item.to === current ? "page" : undefined}>
              {item.label}
              {item.count === "unreadMessages" && <UnreadMessagesCount />}
              {item.count === "pendingProfileChanges" && <PendingProfileChangesCount />}
            </RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
