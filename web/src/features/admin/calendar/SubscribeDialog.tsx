import { Button, CloseButton, Dialog, Link, Portal, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "#web/app/paths";
import { CalendarFeedPanel } from "#web/components/admin/CalendarFeedPanel";

/**
 * The staff member's own feed (the account page's panel, ADR 161) from the calendar itself, where
 * someone wanting the bookings in their phone's calendar looks for it. Only the feed's hash is
 * stored, so an active feed's address cannot be shown again: the panel offers a new one instead.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Subscribe in your calendar app</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="grid" gap="4">
              <Text fontSize="sm">
                Every hold and confirmed booking, in Google Calendar, Outlook or Apple Calendar, updated as they change. The address is
                private: anyone who has it sees the bookings.
              </Text>
              {open && <CalendarFeedPanel label="My calendar feed" />}
              <Text fontSize="sm" color="fg.muted">
                The same feed is on{" "}
                <Link asChild color="fg" textDecoration="underline">
                  <RouterLink to={paths.admin.account()}>your account page</RouterLink>
                </Link>
                .
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Done</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
