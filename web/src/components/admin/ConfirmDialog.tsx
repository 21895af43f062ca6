import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Without one there is nothing left to confirm (the thing is gone): only the way out is offered. */
  confirmLabel?: string;
  /** Runs on confirm; the dialog stays open (its button busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /** The way out: "Cancel" for a question, "Close" where the dialog mostly shows something. */
  cancelLabel?: string;
  /** Deletions are red. */
  destructive?: boolean;
  /** Where focus goes on close when the button that opened the dialog is gone by then (the thing it removed). */
  finalFocus?: () => HTMLElement | null;
};

/**
 * A yes/no question before a change that cannot be taken back. An alert dialog: focus moves in
 * and stays in, Escape or Cancel closes it, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = "Cancel",
  destructive = true,
  finalFocus,
}: ConfirmDialogProps) {
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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      finalFocusEl={finalFocus}
    >
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
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              {confirmLabel && (
                <Button colorPalette={destructive ? "red" : "brand"} loading={busy} onClick={() => void confirm()}>
                  {confirmLabel}
                </Button>
              )}
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
