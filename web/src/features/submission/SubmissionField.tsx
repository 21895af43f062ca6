import { Box } from "@chakra-ui/react";
import { capitalized } from "#common/facts";
import { isRequiredIn, talentField, talentFormPlace, talentWidget, type TalentFormKey } from "#common/talent-field-keys";
import { SelectField, TextareaField, TextField } from "../../components/form";
import { DateOfBirthField } from "./DateOfBirthField";

// One field of the public form, its input chosen from its row of the field table (widget, options,
// its place's autofill hint, help and height): a new row shows here with no edit (ADR 010).

export type SubmissionKey = TalentFormKey<"submission">;
export type CategoryChoices = { options: Array<{ value: number; label: string }>; loading: boolean };

const YES_NO_OPTIONS = [
  { value: "false", label: "No" },
  { value: "true", label: "Yes" },
];

export function SubmissionField({ name, categories }: { name: SubmissionKey; categories: CategoryChoices }) {
  const row = talentField(name);
  const place = talentFormPlace("submission", name);
  const common = { name: name as never, label: row.label, required: isRequiredIn("submission", name) };
  switch (talentWidget(name)) {
    case "date":
      return <DateOfBirthField name={name} label={row.label} required={common.required} />;
    case "select":
      return (
        <SelectField
          {...common}
          options={(row.options ?? []).map((value) => ({ value, label: capitalized(value) }))}
          placeholder={`Select ${row.label.toLowerCase()}`}
        />
      );
    case "yesNo":
      return <SelectField {...common} options={YES_NO_OPTIONS} placeholder="Select an option" valueAs="boolean" />;
    case "category":
      return (
        <SelectField
          {...common}
          options={categories.options}
          placeholder={categories.loading ? "Loading categories..." : "Select a category"}
          valueAs="number"
        />
      );
    case "number":
      return <TextField {...common} type="number" inputMode="numeric" valueAs="number" />;
    case "textarea":
      return (
        <Box gridColumn={{ md: "span 2" }}>
          <TextareaField {...common} rows={place?.rows} helperText={place?.hint} />
        </Box>
      );
    case "email":
      return <TextField {...common} type="email" autoComplete={place?.autoComplete} />;
    case "tel":
      return <TextField {...common} type="tel" autoComplete={place?.autoComplete} />;
    case "numericText":
      return <TextField {...common} inputMode="numeric" autoComplete={place?.autoComplete} />;
    default:
      return <TextField {...common} autoComplete={place?.autoComplete} />;
  }
}

/** The form's starting values: blank text for each field typed as text, nothing for the choices. */
export function submissionDefaults(keys: readonly SubmissionKey[]): Record<string, string> {
  const typed = new Set(["text", "email", "tel", "numericText", "textarea", "date"]);
  return Object.fromEntries(keys.filter((key) => typed.has(talentWidget(key))).map((key) => [key, ""]));
}
