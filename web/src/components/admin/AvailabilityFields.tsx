import { Field, HStack, Input } from "@chakra-ui/react";
import type { AvailabilityDays } from "../../lib/availability";

/**
 * "Available from … to …" (docs/product.md#bookings): two day inputs, each with its own message
 * (both or neither; to on or after from). Used by the staff talent list and the package picker.
 */
export function AvailabilityFields({
  idPrefix,
  value,
  errors = {},
  onChange,
}: {
  idPrefix: string;
  value: AvailabilityDays;
  errors?: Partial<Record<keyof AvailabilityDays, string>>;
  onChange: (next: AvailabilityDays) => void;
}) {
  const field = (key: keyof AvailabilityDays, label: string) => (
    <Field.Root invalid={Boolean(errors[key])} flex={{ base: "1", sm: "initial" }} maxW={{ sm: "48" }}>
      <Field.Label htmlFor={`${idPrefix}${key}`}>{label}</Field.Label>
      <Input
        id={`${idPrefix}${key}`}
        type="date"
        value={value[key]}
        max={key === "from" && value.to ? value.to : undefined}
        min={key === "to" && value.from ? value.from : undefined}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <HStack gap="3" align="start" wrap={{ base: "wrap", sm: "nowrap" }}>
      {field("from", "Available from")}
      {field("to", "Available to")}
    </HStack>
  );
}
