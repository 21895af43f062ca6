import { Alert, Box, Button, Card, CloseButton, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import type { z } from "zod";
import { portalBookOutSchema } from "#common/schemas/portal";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { withToasts } from "../../components/admin/errors";
import { FormDialog, FormDialogContent } from "../../components/admin/FormDialog";
import { TextareaField, TextField, useZodForm } from "../../components/form";
import { toaster } from "../../components/toaster";
import { PortalAddBookOutMutation, PortalRemoveBookOutMutation } from "./operations";
import { bookingStatusWords, dateRange } from "./words";

// Book-outs: dates the talent is not available, added and removed here and seen by staff at once in
// their calendar and availability filter. A book-out over a hold or a confirmation is allowed
// (life happens), and the talent is told which work it overlaps.

/** The overview's query; the calendar's queries belong to staff sessions, not this one. */
const REFETCH = { refetchQueries: ["PortalOverview"], awaitRefetchQueries: true };

type Conflict = { id: number; jobTitle: string; status: "HOLD" | "CONFIRMED" | "RELEASED" | "CANCELLED"; optionRank?: number | null };
export type PortalBookOut = { id: number; startDate: string; endDate: string; note?: string | null; conflicts: readonly Conflict[] };
type Warning = { code: string; message: string };

const ADD_BUTTON_ID = "portal-add-bookout";

export function BookOutsSection({ bookOuts }: { bookOuts: readonly PortalBookOut[] }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PortalBookOut | null>(null);
  const [warnings, setWarnings] = useState<readonly Warning[]>([]);
  const [remove] = useMutation(PortalRemoveBookOutMutation, REFETCH);
  const lastAsked = useRef<number | null>(null);

  return (
    <Stack as="section" aria-labelledby="portal-bookouts-heading" gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" id="portal-bookouts-heading" size="lg">
            Book-outs
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Days you are not available. The agency sees them in its calendar at once.
          </Text>
        </Box>
        <Button id={ADD_BUTTON_ID} colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
          Add book-out
        </Button>
      </HStack>

      {warnings.length > 0 && (
        <Alert.Root status="warning" role="alert" data-testid="bookout-warnings">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Book-out saved, but it overlaps work</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {warnings.map((warning) => (
                  <List.Item key={`${warning.code}-${warning.message}`}>{warning.message}</List.Item>
                ))}
              </List.Root>
              <Text mt="1">The agency has been shown the conflict; call them if the work cannot go ahead.</Text>
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss the warning" onClick={() => setWarnings([])} />
        </Alert.Root>
      )}

      {bookOuts.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center">
          <Text color="fg.muted">No book-outs. Add one when you are away or unavailable.</Text>
        </Box>
      ) : (
        <Box as="ul" listStyleType="none" display="grid" gap="3" aria-label="Book-outs">
          {bookOuts.map((bookOut) => (
            <Card.Root as="li" key={bookOut.id} size="sm" variant="outline">
              <Card.Body>
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="1" minW="0">
                    <Text fontWeight="semibold">{dateRange(bookOut.startDate, bookOut.endDate)}</Text>
                    {bookOut.note && (
                      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                        {bookOut.note}
                      </Text>
                    )}
                    {bookOut.conflicts.length > 0 && (
                      <Text fontSize="sm" color="orange.fg">
                        Overlaps{" "}
                        {bookOut.conflicts
                          .map((conflict) => `${conflict.jobTitle} (${bookingStatusWords(conflict.status, conflict.optionRank)})`)
                          .join(", ")}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    flexShrink={0}
                    aria-label={`Remove book-out ${dateRange(bookOut.startDate, bookOut.endDate)}`}
                    data-bookout={bookOut.id}
                    onClick={() => {
                      lastAsked.current = bookOut.id;
                      setRemoving(bookOut);
                    }}
                  >
                    Remove
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Box>
      )}

      <FormDialog open={adding} onClose={() => setAdding(false)}>
        <AddBookOutForm
          onAdded={(added) => {
            setAdding(false);
            setWarnings(added);
          }}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this book-out?"
        // Back to its Remove button if it is still there (Cancel), else to Add book-out.
        finalFocus={() =>
          document.querySelector<HTMLElement>(`[data-bookout="${lastAsked.current}"]`) ?? document.getElementById(ADD_BUTTON_ID)
        }
        confirmLabel="Remove book-out"
        onConfirm={() =>
          withToasts(() => remove({ variables: { id: removing!.id } }), {
            success: "Book-out removed",
            failure: "Could not remove the book-out",
          })
        }
      >
        {removing
          ? "You will show as available again " +
            `${removing.startDate === removing.endDate ? "on" : "from"} ` +
            `${dateRange(removing.startDate, removing.endDate)}.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}

type Values = z.input<typeof portalBookOutSchema>;

function AddBookOutForm({ onAdded }: { onAdded: (warnings: readonly Warning[]) => void }) {
  const form = useZodForm(portalBookOutSchema, { defaultValues: { startDate: "", endDate: "", note: "" } });
  const [add] = useMutation(PortalAddBookOutMutation, REFETCH);
  return (
    <FormDialogContent
      form={form}
      idPrefix="bookout-"
      title="Add a book-out"
      submitLabel="Save book-out"
      submittingText="Saving..."
      failureTitle="Could not save the book-out"
      onSubmit={async (values) => {
        const { data } = await add({ variables: { input: values } });
        if (!data) return;
        const { warnings } = data.portalAddBookOut;
        toaster.create({ type: warnings.length ? "warning" : "success", title: "Book-out saved" });
        onAdded(warnings);
      }}
    >
      <TextField<Values> name="startDate" label="Start date" type="date" required />
      <TextField<Values> name="endDate" label="End date" type="date" required />
      <TextareaField<Values> name="note" label="Note (optional)" rows={2} helperText="For the agency, e.g. 'Overseas' or 'Exams'." />
    </FormDialogContent>
  );
}
