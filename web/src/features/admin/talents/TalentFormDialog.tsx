import { Box, Button, CloseButton, Dialog, Portal, SimpleGrid } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useWatch } from "react-hook-form";
import { talentDialogSchema, TALENT_DIALOG_KEYS, type TalentDialogKey, type TalentDialogValues } from "#common/schemas";
import { talentField } from "#common/talent-field-keys";
import { CheckboxField, Form, SelectField, TextareaField, TextField, useZodForm } from "#web/components/form";
import { BirthDateFields } from "#web/components/admin/BirthDateFields";
import { CategoriesField } from "#web/components/admin/CategoriesField";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { errorText } from "./review";
import { TALENT_LIST_QUERIES } from "./ReviewDialog";

// Talent Management's Add New Talent dialog. Its fields are the talent field table's staff fields
// (common/talent-fields.ts) less the ones this form leaves to the editor (TALENT_DIALOG_OMITS), each
// with its table label and rule; only how a field is typed in is decided here.

const CreateTalentMutation = graphql(`
  mutation CreateTalentFromDialog($input: TalentCreateInput!) {
    createTalent(input: $input) {
      id
      firstName
      lastName
    }
  }
`);

const DialogCategoriesQuery = graphql(`
  query TalentDialogCategories {
    categories {
      id
      name
    }
  }
`);

const EMPTY: TalentDialogValues = {
  firstName: "",
  lastName: "",
  email: "",
  skills: "",
  smoker: "",
  playableAgeNA: false,
  categoryIds: [],
} as TalentDialogValues;

/** Fields given a whole row; the rest share a row with a neighbour. */
const WIDE = new Set<TalentDialogKey>(["bio", "skills", "categoryIds", "location", "playableAgeNA", "birthDay"]);

function DialogField({ name }: { name: TalentDialogKey }) {
  const row = talentField(name);
  const na = useWatch<TalentDialogValues>({ name: "playableAgeNA" });
  const F = TextField<TalentDialogValues>;
  switch (name) {
    case "bio":
      return <TextareaField<TalentDialogValues> name={name} label={row.label} rows={4} helperText="At least 10 characters." />;
    case "skills":
      return <F name={name} label={row.label} helperText="Separate skills with commas, e.g. Singing, Horse riding" />;
    case "smoker":
      return <SelectField<TalentDialogValues> name={name} label={row.label} options={["Yes", "No"]} placeholder="Select" />;
    case "birthDay":
      return <BirthDateFields<TalentDialogValues> />;
    case "birthMonth":
    case "birthYear":
      // Part of the date of birth control above.
      return null;
    case "playableAgeNA":
      return <CheckboxField<TalentDialogValues> name={name} label="Playable age: Not Applicable" />;
    case "playableAgeMin":
    case "playableAgeMax":
      return na ? null : (
        <F
          name={name}
          label={`Playable age: ${row.label.toLowerCase()}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          valueAs="number"
        />
      );
    case "categoryIds":
      return <CategoryChecklist />;
  }
  if (row.options) return <SelectField<TalentDialogValues> name={name} label={row.label} options={row.options} placeholder="Select" />;
  if (row.type === "Int") return <F name={name} label={row.label} type="number" inputMode="numeric" valueAs="number" />;
  const required = name === "firstName" || name === "lastName" || name === "email";
  return <F name={name} label={row.label} type={name === "email" ? "email" : name === "phone" ? "tel" : "text"} required={required} />;
}

/** The category multi-select, with the categories it offers. */
function CategoryChecklist() {
  const { data, loading } = useQuery(DialogCategoriesQuery);
  return <CategoriesField categories={data?.categories ?? []} loading={loading} look="list" />;
}

export function TalentFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size="lg" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && <AddTalentForm onClose={onClose} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddTalentForm({ onClose }: { onClose: () => void }) {
  const form = useZodForm(talentDialogSchema, { defaultValues: EMPTY });
  const [create] = useMutation(CreateTalentMutation, { refetchQueries: TALENT_LIST_QUERIES });

  const onSubmit = async (values: Record<string, unknown>) => {
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const { data } = await create({ variables: { input: input as never } });
    toaster.create({
      type: "success",
      title: "Talent created",
      description: `${data!.createTalent.firstName} ${data!.createTalent.lastName} is pending approval.`,
    });
    onClose();
  };

  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>Add New Talent</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Form
          id="add-talent-form"
          form={form}
          onSubmit={onSubmit}
          idPrefix="add-talent-"
          onServerError={(error) => toaster.create({ type: "error", title: "Failed to create talent", description: errorText(error) })}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {TALENT_DIALOG_KEYS.filter((key) => key !== "birthMonth" && key !== "birthYear").map((key) => (
              <Box key={key} gridColumn={WIDE.has(key) ? { md: "span 2" } : undefined}>
                <DialogField name={key} />
              </Box>
            ))}
          </SimpleGrid>
        </Form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <FormSubmit />
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

/** The footer's button submits the form in the body (the footer stays in view while the body scrolls). */
function FormSubmit() {
  return (
    <Button type="submit" form="add-talent-form" colorPalette="brand">
      Create Talent
    </Button>
  );
}
