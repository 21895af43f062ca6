import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog stays open (its button busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /** Deletions are red. */
  destructive?: boolean;
};

/**
 * A yes/no question before a change that cannot be taken back. An alert dialog: focus moves in
 * and stays in, Escape or Cancel closes it, and focus returns to the button that opened it.
 */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, onConfirm, destructive = true }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (a toast); the dialog stays for another try or Cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === "string" ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? "red" : "brand"} loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
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
