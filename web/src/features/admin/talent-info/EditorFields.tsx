import { Badge, HStack, Stack } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { splitSkills } from "#common/schemas";
import { type TalentFieldKey, talentField, talentFieldKeys, talentFormPlace, talentWidget } from "#common/talent-field-keys";
import { TALENT_FIELDS } from "#common/talent-fields";
import { AddressLookup, type PickedAddress } from "#web/components/address-lookup/AddressLookup";
import { BirthDateFields } from "#web/components/admin/BirthDateFields";
import { CheckboxField, SelectField, TextareaField, TextField } from "#web/components/form";
import { CreditsField, ReelsField } from "./CreditsFields";
import type { EditorValues } from "./editor-form";

// One field of the editor, its widget chosen from its row of the field table (widget, type,
// options, and its staff place's help and height): a new row shows here with no edit (ADR 010).

/** Text a staff member must fill: the field table's staff-required rows that are text. */
const REQUIRED = new Set(talentFieldKeys((row) => row.forms.staff === "required" && row.type === "String"));

export function EditorField({ name }: { name: TalentFieldKey }) {
  const row = talentField(name);
  const place = talentFormPlace("staff", name);
  const common = { name: name as never, label: row.label, helperText: place?.hint, required: REQUIRED.has(name) };
  switch (talentWidget(name)) {
    case "tags":
      return <TagsField name={name} label={row.label} hint={place?.hint} />;
    case "credits":
      return <CreditsField />;
    case "reels":
      return <ReelsField />;
    case "birthDate":
      return <BirthDateFields<EditorValues> />;
    case "partOfBirthDate":
      // Part of the date of birth control.
      return null;
    case "yesNo":
      return <SelectField<EditorValues> {...common} options={["Yes", "No"]} placeholder="Select" />;
    case "select":
      return <SelectField<EditorValues> {...common} options={row.options ?? []} placeholder={`Select ${row.label.toLowerCase()}`} />;
    case "checkbox":
      return <CheckboxField<EditorValues> {...common} />;
    case "number":
      return <TextField<EditorValues> {...common} type="number" inputMode="numeric" valueAs="number" />;
    case "textarea":
      return <TextareaField<EditorValues> {...common} rows={place?.rows} />;
    case "email":
      return <TextField<EditorValues> {...common} type="email" />;
    case "tel":
      return <TextField<EditorValues> {...common} type="tel" />;
    default:
      return <TextField<EditorValues> {...common} type="text" />;
  }
}

/** A list typed as comma-separated text, shown back as badges. */
function TagsField({ name, label, hint }: { name: TalentFieldKey; label: string; hint?: string }) {
  const text = useWatch<EditorValues>({ name: name as never }) ?? "";
  const skills = splitSkills(String(text));
  return (
    <Stack gap="2">
      <TextField<EditorValues> name={name as never} label={label} helperText={hint} />
      {skills.length > 0 && (
        <HStack wrap="wrap" gap="1.5" aria-label={`${label} as entered`}>
          {skills.map((skill) => (
            <Badge key={skill} colorPalette="brand" variant="subtle">
              {skill}
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The Address tab's lookup (shown only when the server has a places key): a picked address fills
 * the fields below it, which can always be typed by hand.
 */
export function EditorAddressLookup() {
  const { setValue } = useFormContext<EditorValues>();
  const fill = (address: PickedAddress) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue("houseUnitNumber", address.houseUnitNumber, options);
    setValue("location", address.streetAddress, options);
    setValue("suburb", address.suburb, options);
    setValue("postcode", address.postcode, options);
    if ((TALENT_FIELDS.state.options as readonly string[]).includes(address.state)) {
      setValue("state", address.state as EditorValues["state"], options);
    }
  };
  return <AddressLookup onSelect={fill} placeholder="Start typing the address..." />;
}
