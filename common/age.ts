// A talent's age, said once: the years from the birth date when it is known, else the
// age as entered; and the directory's age bands as birth-date bounds, made from the same rule so a
// talent the band's filter finds has an age in the band. The SQL copy the public statements use
// (talent_age in prisma/sql-functions, where the birth date never leaves the database) is held to
// ageOn by api/test/sql-functions.test.ts.
import { ageOn } from "./text";

export type AgeParts = { age: number | null; birthDay: number | null; birthMonth: number | null; birthYear: number | null };

/** The age from the birth date when all of it is known, else the age as entered. */
export function talentAge(talent: AgeParts, today: Date = new Date()): number | null {
  const { birthDay: day, birthMonth: month, birthYear: year } = talent;
  if (day != null && month != null && year != null) return ageOn({ year, month, day }, today);
  return talent.age;
}

/** The calendar day `years` years before `today` (UTC); 29 February falls back to the 28th. */
export function yearsBefore(today: Date, years: number): Date {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The birth dates whose ageOn `today` is within [min, max]: born on or before `bornBy` (at least
 * `min`) and, with a `max`, after `bornAfter` (at most `max`). yyyy-mm-dd.
 */
export function birthDateBounds(
  { min, max }: { min: number; max: number | null },
  today: Date,
): { bornBy: string; bornAfter: string | null } {
  return { bornBy: isoDay(yearsBefore(today, min)), bornAfter: max === null ? null : isoDay(yearsBefore(today, max + 1)) };
}
