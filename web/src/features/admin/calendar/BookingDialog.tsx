import {
  Alert,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Separator,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { overrideSchema, type BookingStatus } from "#common/schemas/booking";
import { bookingFormSchema } from "#common/schemas/booking-form";
import { Form, SubmitButton, SwitchField, TextareaField, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphqlErrorCode, graphqlErrorEntries } from "#web/lib/graphql-errors";
import { formatAud, statusText } from "./calendar-events";
import { getFragmentData, type FragmentType } from "#web/gql";
import {
  BookingResultFields,
  CancelBookingMutation,
  ConfirmBookingMutation,
  ReleaseBookingMutation,
  UpdateBookingMutation,
} from "#web/components/admin/bookings/operations";

const REFETCH = { refetchQueries: ["CalendarBookings"] };

type Booking = {
  id: number;
  status: BookingStatus;
  optionRank?: number | null;
  startDate: string;
  endDate: string;
  rateCents?: number | null;
  note?: string | null;
  sharedWithTalent?: boolean;
  overrideReason?: string | null;
  talent: { name: string };
  job: { title: string; location?: string | null; client?: { clientName: string; organizationName?: string | null } | null };
};

type FormValues = { rate: string; note: string; sharedWithTalent?: boolean };

const clientText = (client: Booking["job"]["client"]) =>
  client ? (client.organizationName ? `${client.clientName} (${client.organizationName})` : client.clientName) : "No client";

const dates = (start: string, end: string) => (start === end ? start : `${start} to ${end}`);

type Masked = FragmentType<typeof BookingResultFields>;
type Outcome = {
  warnings: ReadonlyArray<{ message: string }>;
  promoted: ReadonlyArray<{ talent: { name: string }; job: { title: string } }>;
};
/** What a change did beyond itself: warnings, and holds moved up to 1st option. */
function describe(outcome: Outcome): string | undefined {
  const lines = [
    ...outcome.warnings.map((warning) => warning.message),
    ...outcome.promoted.map((booking) => `${booking.talent.name} is now 1st option for "${booking.job.title}".`),
  ];
  return lines.length ? lines.join(" ") : undefined;
}

export function BookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const [confirm] = useMutation(ConfirmBookingMutation, REFETCH);
  const [release] = useMutation(ReleaseBookingMutation, REFETCH);
  const [cancel] = useMutation(CancelBookingMutation, REFETCH);
  const [update] = useMutation(UpdateBookingMutation, REFETCH);
  const [reason, setReason] = useState("");
  const [conflict, setConflict] = useState<string | null>(null);
  const [override, setOverride] = useState("");
  const [overrideError, setOverrideError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(bookingFormSchema, {
    defaultValues: {
      rate: booking?.rateCents != null ? (booking.rateCents / 100).toFixed(2) : "",
      note: booking?.note ?? "",
      sharedWithTalent: booking?.sharedWithTalent ?? false,
    },
  });

  const run = async (action: () => Promise<{ data?: unknown }>, success: string, pick: (data: never) => Outcome) => {
    setBusy(true);
    try {
      const result = await action();
      toaster.create({ type: "success", title: success, description: describe(pick(result.data as never)) });
      onClose();
    } catch (error) {
      const entry = graphqlErrorEntries(error)?.[0];
      if (graphqlErrorCode(error) === "CONFLICT" && entry?.extensions?.jobTitle) {
        setConflict(entry.message);
      } else {
        toaster.create({
          type: "error",
          title: "The booking was not changed",
          description: error instanceof Error ? error.message : undefined,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const doConfirm = (withOverride: boolean) => {
    if (withOverride) {
      const parsed = overrideSchema.safeParse({ reason: override });
      if (!parsed.success) {
        setOverrideError(parsed.error.issues[0]?.message ?? "Override reason is required.");
        return;
      }
      setOverrideError(null);
    }
    const variables = { id: booking!.id, override: withOverride ? { reason: override } : null };
    void run(
      () => confirm({ variables }),
      "Booking confirmed",
      (data: { confirmBooking: Masked }) => getFragmentData(BookingResultFields, data.confirmBooking),
    );
  };

  const live = booking && (booking.status === "HOLD" || booking.status === "CONFIRMED");
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center" scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{booking ? `${booking.talent.name} · ${booking.job.title}` : "Booking"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!booking ? (
                <Text>This booking is no longer in the calendar; it may have been changed by someone else.</Text>
              ) : (
                <Stack gap="4">
                  <DataList.Root orientation="horizontal" size="sm">
                    <Item label="Status" value={statusText(booking.status, booking.optionRank)} />
                    <Item label="Dates" value={dates(booking.startDate, booking.endDate)} />
                    <Item label="Client" value={clientText(booking.job.client)} />
                    {booking.job.location && <Item label="Location" value={booking.job.location} />}
                    <Item label="Rate" value={booking.rateCents != null ? formatAud(booking.rateCents) : "Not set"} />
                    <Item label="Rate and note" value={booking.sharedWithTalent ? "Shared with the talent" : "Staff only"} />
                    {booking.overrideReason && <Item label="Override reason" value={booking.overrideReason} />}
                  </DataList.Root>

                  {conflict && (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Double booking</Alert.Title>
                        <Alert.Description>{conflict}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {conflict && (
                    <Field.Root required invalid={Boolean(overrideError)}>
                      <Field.Label>Override reason</Field.Label>
                      <Textarea value={override} onChange={(event) => setOverride(event.target.value)} rows={2} />
                      <Field.ErrorText>{overrideError}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {live && (
                    <Stack gap="3">
                      <Field.Root>
                        <Field.Label>Reason for a release or cancellation (optional)</Field.Label>
                        <Input value={reason} onChange={(event) => setReason(event.target.value)} />
                      </Field.Root>
                      <HStack gap="2" wrap="wrap">
                        {booking.status === "HOLD" && (
                          <Button colorPalette="brand" loading={busy} onClick={() => doConfirm(Boolean(conflict))}>
                            {conflict ? "Confirm anyway" : "Confirm"}
                          </Button>
                        )}
                        <Button
                          variant="outline"
                          loading={busy}
                          onClick={() =>
                            void run(
                              () => release({ variables: { id: booking.id, reason: reason || null } }),
                              "Booking released",
                              (data: { releaseBooking: Masked }) => getFragmentData(BookingResultFields, data.releaseBooking),
                            )
                          }
                        >
                          Release
                        </Button>
                        <Button
                          variant="outline"
                          colorPalette="red"
                          loading={busy}
                          onClick={() =>
                            void run(
                              () => cancel({ variables: { id: booking.id, reason: reason || null } }),
                              "Booking cancelled",
                              (data: { cancelBooking: Masked }) => getFragmentData(BookingResultFields, data.cancelBooking),
                            )
                          }
                        >
                          Cancel booking
                        </Button>
                      </HStack>
                    </Stack>
                  )}
                  <Separator />
                  <Form
                    form={form}
                    idPrefix="booking-"
                    onSubmit={async (values) => {
                      await update({
                        variables: {
                          id: booking.id,
                          input: { rateCents: values.rate, note: values.note, sharedWithTalent: values.sharedWithTalent },
                        },
                      });
                      toaster.create({ type: "success", title: "Booking saved" });
                    }}
                  >
                    <Stack gap="3">
                      <TextField<FormValues> name="rate" label="Rate (AUD)" inputMode="decimal" helperText="The agreed fee, e.g. 1200.50" />
                      <TextareaField<FormValues> name="note" label="Note" rows={2} />
                      <SwitchField<FormValues>
                        name="sharedWithTalent"
                        label="Share rate and note with the talent"
                        helperText={
                          "The talent's portal always shows the job, dates, place and status; the rate and this note " +
                          "only when this is on."
                        }
                      />
                      <SubmitButton alignSelf="start" variant="outline">
                        Save rate and note
                      </SubmitButton>
                    </Stack>
                  </Form>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
