import { Box } from "@chakra-ui/react";
import { capitalized } from "#common/facts";
import { talentField, talentWidget, type TalentFieldKey } from "#common/talent-field-keys";
import { SelectField, TextareaField, TextField } from "../../components/form";

// One field of the portal's profile form, its input chosen from its row of the field table (widget,
// options, and its portal place's help, height, autofill hint and width): a new `portal` row shows
// here with no edit (ADR 010, ADR 171).

function Input({ name }: { name: TalentFieldKey }) {
  const row = talentField(name);
  const place = row.portal!;
  const common = { name: name as never, label: row.label, helperText: place.hint };
  const widget = talentWidget(name);
  switch (widget) {
    case "select":
      return (
        <SelectField
          {...common}
          options={(row.options ?? []).map((value) => ({ value, label: capitalized(value) }))}
          placeholder={`Select ${row.label.toLowerCase()}`}
        />
      );
    case "textarea":
      return <TextareaField {...common} rows={place.rows} />;
    case "number":
      return <TextField {...common} type="number" inputMode="numeric" valueAs="number" autoComplete={place.autoComplete} />;
    case "email":
    case "tel":
      return <TextField {...common} type={widget} autoComplete={place.autoComplete} />;
    // A list is typed as comma-separated text (common/schemas/portal-form.ts), as in the editor.
    case "text":
    case "numericText":
    case "tags":
      return <TextField {...common} type="text" autoComplete={place.autoComplete} />;
    default:
      // Yes/no, dates, credits, reels and categories need starting values and inputs of their own
      // first (profile-diff.ts, here); web/src/app/talent-field-surfaces.test.tsx renders every
      // portal row, so a row given one fails there, not in a talent's browser.
      throw new Error(`The portal's profile form has no input for ${name} (${widget}).`);
  }
}

export function PortalField({ name }: { name: TalentFieldKey }) {
  return talentField(name).portal!.wide ? (
    <Box gridColumn="1 / -1">
      <Input name={name} />
    </Box>
  ) : (
    <Input name={name} />
  );
}
