import { Fieldset, HStack, NativeSelect, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { get, useController, useFormState } from "react-hook-form";
import { MIN_BIRTH_DATE } from "#common/options";
import { useFieldId } from "../../components/form";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const FIRST_YEAR = Number(MIN_BIRTH_DATE.slice(0, 4));

/** The year picker's choices: this year back to 1900 (docs/product.md#talent-submission). */
export function birthYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

function daysIn(year: string, month: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(Number(year || 2000), Number(month), 0)).getUTCDate();
}

type Parts = { day: string; month: string; year: string };
const pad = (value: string) => value.padStart(2, "0");

/** The three choices as the schema reads them: yyyy-mm-dd, or '' until all three are made. */
export function isoFromParts({ day, month, year }: Parts): string {
  return day && month && year ? `${year}-${pad(month)}-${pad(day)}` : "";
}

function partsOf(value: unknown): Parts {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) } : { day: "", month: "", year: "" };
}

/**
 * Date of birth as day, month and year choices (en-AU order). The year list runs from this year back
 * to 1900; a date in the future is refused by the schema with its own message.
 */
export function DateOfBirthField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { field } = useController({ name });
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useFieldId(name);
  const [parts, setParts] = useState<Parts>(() => partsOf(field.value));

  const change = (key: keyof Parts, value: string) => {
    const next = { ...parts, [key]: value };
    // A day that the chosen month does not have (31 February) is cleared rather than kept hidden.
    if (next.day && Number(next.day) > daysIn(next.year, next.month)) next.day = "";
    setParts(next);
    field.onChange(isoFromParts(next));
  };

  const choose = (key: keyof Parts, text: string, options: Array<{ value: string; label: string }>, controlId?: string) => (
    <NativeSelect.Root flex={key === "month" ? "2" : "1"} invalid={Boolean(message)}>
      <NativeSelect.Field
        id={controlId}
        ref={controlId ? field.ref : undefined}
        aria-label={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        value={parts[key]}
        onChange={(event) => change(key, event.target.value)}
        onBlur={field.onBlur}
      >
        <option value="">{text}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const days = Array.from({ length: daysIn(parts.year, parts.month) }, (_, index) => String(index + 1));
  return (
    <Fieldset.Root invalid={Boolean(message)} gap="1.5">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: "var(--chakra-colors-fg-error)", marginInlineStart: "0.25rem" }}>
            *
          </span>
        )}
      </Fieldset.Legend>
      <HStack gap="2">
        {choose(
          "day",
          "Day",
          days.map((day) => ({ value: day, label: day })),
          id,
        )}
        {choose(
          "month",
          "Month",
          MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
        )}
        {choose(
          "year",
          "Year",
          birthYears().map((year) => ({ value: String(year), label: String(year) })),
        )}
      </HStack>
      {message && (
        <Fieldset.ErrorText id={`${id}-error`}>
          <VisuallyHidden>Error:</VisuallyHidden> {message}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}
