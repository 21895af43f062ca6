import { Badge, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { splitSkills, TALENT_FIELDS, type TalentFieldKey, talentFieldKeys } from "../../../../../common";
import { AddressLookup, type PickedAddress } from "../../../components/address-lookup/AddressLookup";
import { BirthDateFields } from "../../../components/admin/BirthDateFields";
import { CheckboxField, SelectField, TextareaField, TextField, useFieldId } from "../../../components/form";
import { CreditsField, ReelsField } from "./CreditsFields";
import { LONG_TEXT, type EditorValues } from "./editor-form";

// One field of the editor, its widget chosen from its row of the field table (type, options).

const HINTS: Partial<Record<TalentFieldKey, string>> = {
  skills: "Separate skills with commas.",
  notes: "Internal; never shown to the talent or the public.",
};

/** Text a staff member must fill: the field table's staff-required rows that are text. */
const REQUIRED = new Set(talentFieldKeys((row) => row.forms.staff === "required" && row.type === "String"));

export function EditorField({ name }: { name: TalentFieldKey }) {
  const row = TALENT_FIELDS[name];
  const common = { name: name as never, label: row.label, helperText: HINTS[name], required: REQUIRED.has(name) };
  if (name === "skills") return <SkillsField />;
  if (name === "credits") return <CreditsField />;
  if (name === "reels") return <ReelsField />;
  if (name === "birthDay") return <BirthDateFields<EditorValues> />;
  // Part of the date of birth control.
  if (name === "birthMonth" || name === "birthYear") return null;
  if (name === "smoker") return <SelectField<EditorValues> {...common} options={["Yes", "No"]} placeholder="Select" />;
  if ("options" in row && row.options) {
    return <SelectField<EditorValues> {...common} options={row.options} placeholder={`Select ${row.label.toLowerCase()}`} />;
  }
  if (row.type === "Boolean") return <CheckboxField<EditorValues> {...common} />;
  if (row.type === "Int") return <TextField<EditorValues> {...common} type="number" inputMode="numeric" valueAs="number" />;
  if (LONG_TEXT.has(name)) return <TextareaField<EditorValues> {...common} rows={name === "notes" ? 3 : 5} />;
  return <TextField<EditorValues> {...common} type={name === "email" ? "email" : name === "phone" ? "tel" : "text"} />;
}

function SkillsField() {
  const text = useWatch<EditorValues, "skills">({ name: "skills" }) ?? "";
  const skills = splitSkills(String(text));
  return (
    <Stack gap="2">
      <TextField<EditorValues> name="skills" label={TALENT_FIELDS.skills.label} helperText={HINTS.skills} />
      {skills.length > 0 && (
        <HStack wrap="wrap" gap="1.5" aria-label="Skills as entered">
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
