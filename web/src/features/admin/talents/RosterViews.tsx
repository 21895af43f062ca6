import { HStack, Link } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { paths } from "#web/app/paths";

/** The roster's two saved views, one list: by status tab, or by the Talent Information filters. */
export function RosterViews() {
  const views = [
    { to: paths.admin.talents(), label: "All talents" },
    { to: paths.admin.talentInfo(), label: "Talent information" },
  ];
  return (
    <HStack as="nav" aria-label="Roster views" gap="1" mt="2" wrap="wrap">
      {views.map((view) => (
        <Link
          key={view.to}
          asChild
          fontSize="sm"
          px="2.5"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          color="fg.muted"
          textDecoration="none"
          _currentPage={{ color: "brand.fg", bg: "brand.subtle", borderColor: "brand.muted", fontWeight: "semibold" }}
        >
          <NavLink to={view.to} end>
            {view.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
