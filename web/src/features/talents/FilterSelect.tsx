import { chakra, NativeSelect, Stack } from "@chakra-ui/react";
import { ALL, type FilterOption } from "./filters";

type Props = {
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  id: string;
  /** A visible label above the box (the drawer); the bar's row names each box by its 'All …' option. */
  showLabel?: boolean;
};

// A native select: the keyboard, screen readers and phones all know it, and its options are the
// specification's lists with 'all' first.
export function FilterSelect({ label, allLabel, value, options, onChange, id, showLabel = false }: Props) {
  const select = (
    <NativeSelect.Root size={showLabel ? "lg" : "md"}>
      <NativeSelect.Field
        id={id}
        aria-label={showLabel ? undefined : label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        bg="bg"
      >
        <option value={ALL}>{allLabel}</option>
        {groups(options).map(([group, members]) =>
          group === undefined ? (
            members.map(optionOf)
          ) : (
            <optgroup key={group} label={group}>
              {members.map(optionOf)}
            </optgroup>
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!showLabel) return select;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      {select}
    </Stack>
  );
}

const optionOf = (option: FilterOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/** The options in runs of the same group, in their order (ungrouped options are a run of their own). */
function groups(options: readonly FilterOption[]): Array<[string | undefined, FilterOption[]]> {
  const runs: Array<[string | undefined, FilterOption[]]> = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last[0] === option.group) last[1].push(option);
    else runs.push([option.group, [option]]);
  }
  return runs;
}
