// What a proposal sends: only the fields the talent changed, compared after both sides went through
// the same rules (trimmed, blanks as null, skills as a list), so retyping a value as it was, or a
// stray space, proposes nothing.

import { talentFieldKeys } from "#common/talent-field-keys";

type Values = Record<string, unknown>;

/** Fields typed as numbers: one not held starts empty, which the form's rule reads as no value. */
const NUMBERS = new Set<string>(talentFieldKeys((row) => row.type === "Int"));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys of `keys` whose value in `next` differs from `initial`, with their new values. */
export function changedFields(keys: readonly string[], initial: Values, next: Values): Values {
  return Object.fromEntries(keys.filter((key) => !same(initial[key], next[key])).map((key) => [key, next[key] ?? null]));
}

/** The form's starting values from what the API holds: text fields as "", skills as "a, b", numbers as given. */
export function formDefaults(
  keys: readonly string[],
  held: Record<string, unknown>,
): Record<string, string | number | undefined | File[] | number[]> {
  const values: Record<string, string | number | undefined | File[] | number[]> = { newPhotos: [], removeImageIds: [] };
  for (const key of keys) {
    const value = held[key];
    if (Array.isArray(value)) values[key] = value.join(", ");
    else if (typeof value === "number") values[key] = value;
    else if (NUMBERS.has(key)) values[key] = undefined;
    else values[key] = typeof value === "string" ? value : "";
  }
  return values;
}
