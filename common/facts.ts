import { talentFieldKeys, type TalentFieldKey, talentField } from "./talent-field-keys";
import type { TalentFactFormat } from "./talent-field-spec";

// The public facts of a talent (docs/product.md#talent-profile: each shown only when present), built
// from the rows of the field table that have a `show.facts` place (ADR 010). The server answers them
// as Talent.facts, which the profile and the client package page show, and prints them on the comp card.

/** A talent's values by field key; what a fact does not find counts as unknown. */
export type PublicFactsSource = Readonly<Record<string, unknown>>;

export type PublicFact = { label: string; value: string };
/** A fact with the key of the field it is placed on. */
export type KeyedFact = PublicFact & { key: string };

/** 'min - max years', 'min+ years' or 'Up to max years'; null when not applicable or unknown. */
export function playableAgeRange(talent: {
  playableAgeMin?: number | null;
  playableAgeMax?: number | null;
  playableAgeNA?: boolean | null;
}): string | null {
  const { playableAgeMin: min, playableAgeMax: max } = talent;
  if (talent.playableAgeNA) return null;
  if (min != null && max != null) return `${min} - ${max} years`;
  if (min != null) return `${min}+ years`;
  if (max != null) return `Up to ${max} years`;
  return null;
}

/** A stored lower-case value as visitors read it ('amber' → 'Amber'): the profile, the card and the filters. */
export const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const known = (value: unknown) => value !== null && value !== undefined && value !== "";

/** How each format reads a value; `talent` is there for the facts made of several fields. */
const FORMATS: Record<TalentFactFormat, (value: unknown, talent: PublicFactsSource) => string | null> = {
  text: (value) => (known(value) ? String(value) : null),
  years: (value) => (known(value) ? `${String(value)} years` : null),
  cm: (value) => (known(value) ? `${String(value)} cm` : null),
  capitalized: (value) => (known(value) ? capitalized(String(value)) : null),
  yesNo: (value) => (typeof value === "boolean" ? (value ? "Yes" : "No") : null),
  list: (value) => (Array.isArray(value) && value.length ? value.join(", ") : null),
  playableAgeRange: (_value, talent) => playableAgeRange(talent),
  place: (_value, talent) => [talent.suburb, talent.state].filter(Boolean).join(", ") || null,
};

/** The other fields a format reads besides the one it is placed on. */
const FORMAT_READS: Partial<Record<TalentFactFormat, TalentFieldKey[]>> = {
  playableAgeRange: ["playableAgeMin", "playableAgeMax", "playableAgeNA"],
  place: ["suburb", "state"],
};

/** The fields with a place among the facts, in the facts' order. */
export function factKeys(): TalentFieldKey[] {
  return talentFieldKeys((row) => row.show?.facts !== undefined).sort(
    (a, b) => talentField(a).show!.facts!.order - talentField(b).show!.facts!.order,
  );
}

/** Every field the facts read: what a server must load to make them. */
export function factReads(): TalentFieldKey[] {
  return [...new Set(factKeys().flatMap((key) => [key, ...(FORMAT_READS[talentField(key).show!.facts!.format] ?? [])]))];
}

/** The facts that are present, in the profile's order, each with its field's key. */
export function keyedPublicFacts(talent: PublicFactsSource): KeyedFact[] {
  return factKeys().flatMap((key) => {
    const { label, format } = talentField(key).show!.facts!;
    const value = FORMATS[format](talent[key], talent);
    return value === null ? [] : [{ key, label, value }];
  });
}

/** The facts that are present, in the profile's order. */
export function publicFacts(talent: PublicFactsSource): PublicFact[] {
  return keyedPublicFacts(talent).map(({ label, value }) => ({ label, value }));
}

/**
 * The line under a name on a card: age, place and height, the facts a casting director scans
 * first, each only when known ('34 · Richmond VIC · 170 cm'). Formats as `publicFacts` does.
 */
export function cardFacts(talent: { age: number | null; suburb: string | null; state: string | null; height: number | null }): string {
  const place = [talent.suburb, talent.state].filter(Boolean).join(" ");
  return [talent.age != null ? String(talent.age) : null, place || null, talent.height != null ? `${talent.height} cm` : null]
    .filter((fact): fact is string => fact !== null)
    .join(" · ");
}
