/** The last name's first letter, upper case: all of it a visitor may see. */
export function lastInitial(lastName: string): string {
  return lastName.trim().charAt(0).toUpperCase();
}

/** Public display name: first name plus the last name's initial and a full stop ('Jane D.'). */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastInitial(lastName);
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Uppercase initials of a name, for an avatar without a picture: first and last word ('Jane van Dyke' → 'JD'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (word.match(/[\p{L}\p{N}]/u)?.[0] ?? "") : "");
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toUpperCase();
}

/** The calendar date of birth parts (UTC midnight), or null unless all three are known. */
export function birthDateOf(parts: { birthDay: number | null; birthMonth: number | null; birthYear: number | null }): Date | null {
  const { birthDay: d, birthMonth: m, birthYear: y } = parts;
  return d != null && m != null && y != null ? new Date(Date.UTC(y, m - 1, d)) : null;
}

/** The calendar date 'today' as yyyy-mm-dd in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A count in plain English, the one pluralizer of the app: '1 talent', '0 talents', '3 talents'.
 * `plural` only for nouns that do not take an s ('1 person', '2 people').
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? singular : plural}`;
}

/** Whole years between a birth date and a day (both calendar dates, UTC); see age.ts. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date = new Date()): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age;
}
