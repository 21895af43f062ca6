import { Button, CloseButton, DataList, Dialog, Portal, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { bookOutSchema } from "../../../../../common/schemas/booking";
import { SelectField, TextareaField, TextField, useZodForm } from "../../form";
import { toaster } from "../../toaster";
import { withToasts } from "../errors";
import { FormDialog, FormDialogContent } from "../FormDialog";
import { CreateBookOutMutation, DeleteBookOutMutation } from "./operations";

// A book-out, made and removed: from the calendar and from a talent's Bookings (docs/product.md#bookings).

/** Every view of bookings is asked by this one operation name, so a change refreshes them all. */
const REFETCH = { refetchQueries: ["CalendarBookings"] };

type Talent = { id: number; firstName: string; lastName: string };
type DialogProps = { open: boolean; onClose: () => void; talents: ReadonlyArray<Talent> };
type BookOutValues = { talentId: number; startDate: string; endDate: string; note: string };

const dates = (start: string, end: string) => (start === end ? start : `${start} to ${end}`);

export const talentOptions = (talents: ReadonlyArray<Talent>) =>
  talents.map((talent) => ({ value: String(talent.id), label: `${talent.firstName} ${talent.lastName}` }));

type BookOut = { id: number; startDate: string; endDate: string; note?: string | null; talent: { name: string } };

export function BookOutDialog({ bookOut, onClose }: { bookOut: BookOut | null; onClose: () => void }) {
  const [remove] = useMutation(DeleteBookOutMutation, REFETCH);
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    setBusy(true);
    try {
      await withToasts(() => remove({ variables: { id: bookOut!.id } }), {
        success: "Book-out deleted",
        failure: "Failed to delete the book-out",
      });
      onClose();
    } catch {
      // The toast said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{bookOut ? `Book-out · ${bookOut.talent.name}` : "Book-out"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {bookOut ? (
                <DataList.Root orientation="horizontal" size="sm">
                  <Item label="Dates" value={dates(bookOut.startDate, bookOut.endDate)} />
                  {bookOut.note && <Item label="Note" value={bookOut.note} />}
                </DataList.Root>
              ) : (
                <Text>This book-out is no longer in the calendar.</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              {bookOut && (
                <Button colorPalette="red" loading={busy} onClick={() => void onDelete()}>
                  Delete book-out
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

export function NewBookOutDialog({ open, onClose, talents }: DialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <NewBookOutForm onClose={onClose} talents={talents} />
    </FormDialog>
  );
}

function NewBookOutForm({ onClose, talents }: Omit<DialogProps, "open">) {
  // Opened from one talent's page, the talent is already chosen.
  const only = talents.length === 1 ? { talentId: talents[0]!.id } : {};
  const form = useZodForm(bookOutSchema, { defaultValues: { ...only, startDate: "", endDate: "", note: "" } });
  const [create] = useMutation(CreateBookOutMutation, REFETCH);
  const onSubmit = async (values: ReturnType<typeof bookOutSchema.parse>) => {
    await create({ variables: { input: values } });
    toaster.create({ type: "success", title: "Book-out saved" });
    onClose();
  };
  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="bookout-"
      title="Book out"
      submitLabel="Save book-out"
      failureTitle="Failed to save the book-out"
    >
      <SelectField<BookOutValues>
        name="talentId"
        label="Talent"
        required
        placeholder="Select a talent"
        valueAs="number"
        options={talentOptions(talents)}
      />
      <TextField<BookOutValues> name="startDate" label="Start date" type="date" required />
      <TextField<BookOutValues> name="endDate" label="End date" type="date" required />
      <TextareaField<BookOutValues> name="note" label="Note" rows={2} />
    </FormDialogContent>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
