import { Field, NativeSelect } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { jobSchema } from "#common/schemas/booking";
import { paths } from "#web/app/paths";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { TextareaField, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { getFragmentData } from "#web/gql";
import { talentOptions } from "#web/components/admin/bookings/BookOutDialogs";
import { BookingResultFields, CreateJobMutation, PlaceHoldMutation } from "#web/components/admin/bookings/operations";
import { JobClientField } from "./JobClientField";

const REFETCH = { refetchQueries: ["CalendarBookings"] };

type Talent = { id: number; firstName: string; lastName: string };
type DialogProps = { open: boolean; onClose: () => void; talents: ReadonlyArray<Talent> };
type JobValues = { title: string; location: string; notes: string; startDate: string; endDate: string; startTime: string; endTime: string };

export function NewJobDialog({ open, onClose, talents }: DialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <NewJobForm onClose={onClose} talents={talents} />
    </FormDialog>
  );
}

function NewJobForm({ onClose, talents }: Omit<DialogProps, "open">) {
  const navigate = useNavigate();
  const form = useZodForm(jobSchema, {
    defaultValues: { title: "", location: "", notes: "", startDate: "", endDate: "", startTime: "", endTime: "" },
  });
  const [holdTalent, setHoldTalent] = useState("");
  const [clientId, setClientId] = useState<number | null>(null);
  const [create] = useMutation(CreateJobMutation);
  const [hold] = useMutation(PlaceHoldMutation, REFETCH);

  const onSubmit = async (values: ReturnType<typeof jobSchema.parse>) => {
    const created = await create({ variables: { input: { ...values, clientId } } });
    const job = created.data!.createJob;
    let description: string | undefined;
    if (holdTalent) {
      const held = await hold({ variables: { input: { jobId: job.id, talentId: Number(holdTalent), rateCents: null, note: null } } });
      const result = held.data ? getFragmentData(BookingResultFields, held.data.placeHold) : null;
      description = result
        ? (result.booking.optionRank ? `Held as option ${result.booking.optionRank}. ` : "") +
          result.warnings.map((warning) => warning.message).join(" ")
        : undefined;
    }
    toaster.create({ type: "success", title: `Job "${job.title}" created`, description });
    onClose();
    void navigate(paths.admin.calendar(new URLSearchParams({ date: job.startDate })));
  };

  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="job-"
      title="New job"
      submitLabel="Create job"
      failureTitle="Failed to create the job"
    >
      <TextField<JobValues> name="title" label="Title" required />
      <JobClientField value={clientId} onChange={setClientId} />
      <TextField<JobValues> name="startDate" label="Start date" type="date" required />
      <TextField<JobValues> name="endDate" label="End date" type="date" required />
      <TextField<JobValues> name="startTime" label="Call time (HH:MM)" type="time" />
      <TextField<JobValues> name="endTime" label="Wrap time (HH:MM)" type="time" />
      <TextField<JobValues> name="location" label="Location" />
      <TextareaField<JobValues> name="notes" label="Notes (staff only)" rows={2} />
      <Field.Root>
        <Field.Label>Hold a talent (optional)</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={holdTalent} onChange={(event) => setHoldTalent(event.target.value)}>
            <option value="">No hold yet</option>
            {talentOptions(talents).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialogContent>
  );
}
