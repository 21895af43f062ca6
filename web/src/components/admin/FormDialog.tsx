import { Button, CloseButton, Dialog, Portal, Stack, type DialogRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form, SubmitButton } from "../form";
import { toaster } from "../toaster";
import { errorMessage } from "./errors";

/** A centred dialog whose content exists only while it is open, so each opening starts afresh. */
export function FormDialog({
  open,
  onClose,
  size,
  finalFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  size?: DialogRootProps["size"];
  /** Where focus goes on close when the button that opened the dialog is gone by then. */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={size}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FormDialogContentProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Keeps this form's field ids apart from the page's. */
  idPrefix: string;
  title: string;
  submitLabel: string;
  submittingText?: string;
  /** The toast's title when the server refuses without naming a field ('Failed to create category'). */
  failureTitle: string;
  /** A deletion: the submit button is red. */
  destructive?: boolean;
  children: ReactNode;
};

/** A form in a dialog: title, fields, Cancel and the submit button, errors by the form kit. */
export function FormDialogContent<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  idPrefix,
  title,
  submitLabel,
  submittingText,
  failureTitle,
  destructive = false,
  children,
}: FormDialogContentProps<TValues, TOutput>) {
  return (
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix={idPrefix}
        // The form stands between the dialog and its body: it passes the dialog's height down, so a
        // long body scrolls inside the dialog instead of spilling out of it (as PackageDialog does).
        display="flex"
        flexDirection="column"
        minH="0"
        flex="1"
        onServerError={(error) => toaster.create({ type: "error", title: failureTitle, description: errorMessage(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">{children}</Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton submittingText={submittingText} colorPalette={destructive ? "red" : "brand"}>
            {submitLabel}
          </SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
