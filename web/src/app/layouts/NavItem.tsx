import { Link } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { paths } from "../paths";

// Shared by the header and its lazily loaded mobile drawer: in the header's own module the drawer
// importing it back tied the two into a ring.

export const MOBILE_NAV_ID = "mobile-navigation";

type NavItemProps = { to: string; label: string; onNavigate?: () => void; block?: boolean };

export function NavItem({ to, label, onNavigate, block = false }: NavItemProps) {
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
      <NavLink to={to} end={to === paths.home()} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
}
