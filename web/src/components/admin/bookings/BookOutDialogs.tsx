import { DataList } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { bookOutSchema } from "#common/schemas/booking";
import { SelectField, TextareaField, TextField, useZodForm } from "../../form";
import { toaster } from "../../toaster";
import { withToasts } from "../errors";
import { ConfirmDialog } from "../ConfirmDialog";
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
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={bookOut ? `Book-out · ${bookOut.talent.name}` : "Book-out"}
      cancelLabel="Close"
      // Deleted meanwhile (by someone else): the dialog says so and offers only Close.
      confirmLabel={bookOut ? "Delete book-out" : undefined}
      onConfirm={() =>
        withToasts(() => remove({ variables: { id: bookOut!.id } }), {
          success: "Book-out deleted",
          failure: "Failed to delete the book-out",
        })
      }
    >
      {bookOut ? (
        <DataList.Root orientation="horizontal" size="sm">
          <Item label="Dates" value={dates(bookOut.startDate, bookOut.endDate)} />
          {bookOut.note && <Item label="Note" value={bookOut.note} />}
        </DataList.Root>
      ) : (
        "This book-out is no longer in the calendar."
      )}
    </ConfirmDialog>
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
