import { Badge, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import {
  splitSkills,
  TALENT_FIELDS,
  type TalentFieldKey,
  talentField,
  talentFieldKeys,
  talentFormPlace,
  talentWidget,
} from "../../../../../common";
import { AddressLookup, type PickedAddress } from "../../../components/address-lookup/AddressLookup";
import { BirthDateFields } from "../../../components/admin/BirthDateFields";
import { CheckboxField, SelectField, TextareaField, TextField, useFieldId } from "../../../components/form";
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

/** The talent's categories as tiles to tick (Professional tab). */
export function CategoryTiles({ categories }: { categories: ReadonlyArray<{ id: number; name: string }> }) {
  const { control } = useFormContext<EditorValues>();
  const {
    field: { ref, ...field },
  } = useController({ control, name: "categoryIds" });
  const id = useFieldId("categoryIds");
  const selected = new Set((field.value as number[] | undefined) ?? []);
  const toggle = (categoryId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(categoryId);
    else next.delete(categoryId);
    field.onChange([...next].sort((a, b) => a - b));
  };
  return (
    <Fieldset.Root id={id}>
      <Fieldset.Legend>{TALENT_FIELDS.categoryIds.label}</Fieldset.Legend>
      {categories.length === 0 ? (
        <Text color="fg.muted">No categories yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
          {categories.map((category, index) => (
            <Checkbox.Root
              key={category.id}
              checked={selected.has(category.id)}
              onCheckedChange={({ checked }) => toggle(category.id, checked === true)}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={index === 0 ? ref : undefined} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{category.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
    </Fieldset.Root>
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
