import { NativeSelect } from "@chakra-ui/react";
import { ALL } from "./filters";

type Props = {
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  id: string;
};

// A native select: the keyboard, screen readers and phones all know it, and its options are the
// specification's lists with 'all' first.
export function FilterSelect({ label, allLabel, value, options, onChange, id }: Props) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field id={id} aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
