// The public facts of a talent as the profile shows them (docs/product.md#talent-profile:
// each shown only when present). The profile page and the server's comp card both read them from here.

export type PublicFactsSource = {
  age: number | null;
  playableAgeMin: number | null;
  playableAgeMax: number | null;
  playableAgeNA: boolean;
  height: number | null;
  eyeColor: string | null;
  hairColor: string | null;
  smoker: boolean | null;
  suburb: string | null;
  state: string | null;
};

export type PublicFact = { label: string; value: string };

/** 'min - max years', 'min+ years' or 'Up to max years'; null when not applicable or unknown. */
export function playableAgeRange(talent: Pick<PublicFactsSource, "playableAgeMin" | "playableAgeMax" | "playableAgeNA">): string | null {
  const { playableAgeMin: min, playableAgeMax: max } = talent;
  if (talent.playableAgeNA) return null;
  if (min != null && max != null) return `${min} - ${max} years`;
  if (min != null) return `${min}+ years`;
  if (max != null) return `Up to ${max} years`;
  return null;
}

/** A stored lower-case value as visitors read it ('amber' → 'Amber'): the profile, the card and the filters. */
export const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The facts that are present, in the profile's order. */
export function publicFacts(talent: PublicFactsSource): PublicFact[] {
  const location = [talent.suburb, talent.state].filter(Boolean).join(", ");
  const facts: Array<[string, string | null]> = [
    ["Age", talent.age != null ? `${talent.age} years` : null],
    ["Playable Age Range", playableAgeRange(talent)],
    ["Height", talent.height != null ? `${talent.height} cm` : null],
    ["Eye Color", talent.eyeColor ? capitalized(talent.eyeColor) : null],
    ["Hair Color", talent.hairColor ? capitalized(talent.hairColor) : null],
    ["Smoker", talent.smoker == null ? null : talent.smoker ? "Yes" : "No"],
    ["Location", location || null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null).map(([label, value]) => ({ label, value }));
}

/**
 * The line under a name on a card: age, place and height, the facts a casting director scans
 * first, each only when known ('34 · Richmond VIC · 170 cm'). Formats as `publicFacts` does.
 */
export function cardFacts(talent: Pick<PublicFactsSource, "age" | "suburb" | "state" | "height">): string {
  const place = [talent.suburb, talent.state].filter(Boolean).join(" ");
  return [talent.age != null ? String(talent.age) : null, place || null, talent.height != null ? `${talent.height} cm` : null]
    .filter((fact): fact is string => fact !== null)
    .join(" · ");
}
