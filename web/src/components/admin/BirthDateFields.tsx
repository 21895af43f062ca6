import { Fieldset, SimpleGrid, Text } from "@chakra-ui/react";
import { type FieldValues, useWatch } from "react-hook-form";
import { ageOn } from "#common/text";
import { SelectField } from "../form";

// The date of birth as staff give it, the same in Add New Talent and in the editor: day, month and
// year pickers, and the age worked out from them. The age is never typed: two fields that can
// disagree were one too many (ADR 142).

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** The year picker spans 100 years (docs/product.md#talent-management). */
const YEARS = Array.from({ length: 100 }, (_, index) => String(new Date().getFullYear() - index));
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

type Parts = { birthDay?: number | null; birthMonth?: number | null; birthYear?: number | null };

/** 'Age: 31' when the whole date is known, else what is missing. */
export function derivedAgeText(parts: Parts, today: Date = new Date()): string {
  const { birthDay: day, birthMonth: month, birthYear: year } = parts;
  if (day == null || month == null || year == null) return "Age: worked out once the day, month and year are chosen.";
  return `Age: ${ageOn({ year, month, day }, today)}`;
}

export function BirthDateFields<T extends FieldValues & Parts>() {
  const [birthDay, birthMonth, birthYear] = useWatch<Parts>({ name: ["birthDay", "birthMonth", "birthYear"] }) as [
    number | undefined,
    number | undefined,
    number | undefined,
  ];
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Date of birth</Fieldset.Legend>
      <SimpleGrid columns={3} gap="2" mt="1">
        <SelectField<T> name={"birthDay" as never} label="Day" options={DAYS} placeholder="Day" valueAs="number" />
        <SelectField<T>
          name={"birthMonth" as never}
          label="Month"
          options={MONTHS.map((month, index) => ({ value: index + 1, label: month }))}
          placeholder="Month"
          valueAs="number"
        />
        <SelectField<T> name={"birthYear" as never} label="Year" options={YEARS} placeholder="Year" valueAs="number" />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {derivedAgeText({ birthDay, birthMonth, birthYear })}
      </Text>
    </Fieldset.Root>
  );
}
