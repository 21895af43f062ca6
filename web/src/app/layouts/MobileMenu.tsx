import { Box, CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import type { RefObject } from "react";
import { ThemeSwitch } from "../../components/ThemeSwitch";
import { NAV_LINKS } from "#common/site";
import { MOBILE_NAV_ID, NavItem } from "./NavItem";
// The drawer's recipe is not in the shell (../theme-recipes.ts); this chunk brings it.
import "../theme-page-recipes";

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the drawer closes (the menu button). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The navigation on small screens: a drawer that keeps focus inside until it closes (Escape too). */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      finalFocusEl={() => returnFocusTo.current}
      // The menu button's aria-controls names the content; the id goes through `ids` because the
      // dialog finds its own parts by id (an id set on Content hides it from focus trap and Escape).
      ids={{ content: MOBILE_NAV_ID }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Box as="nav" aria-label="Main">
                <Stack as="ul" gap="1" listStyleType="none">
                  {NAV_LINKS.map((link) => (
                    <Box as="li" key={link.to}>
                      <NavItem to={link.to} label={link.label} onNavigate={close} block />
                    </Box>
                  ))}
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between" borderTopWidth="1px">
              <Text fontSize="sm" color="fg.muted">
                Theme
              </Text>
              <ThemeSwitch />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
