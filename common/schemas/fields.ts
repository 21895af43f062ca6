import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";
import { MIN_BIRTH_DATE } from "../options";
import { todayIso } from "../text";

// Building blocks for the schemas: every rule carries the message a person reads.

/**
 * Characters no person types and PostgreSQL cannot store as sent: NUL (refused by PostgreSQL's
 * text type), the other C0 control characters except tab, line feed and carriage return, and
 * halves of a surrogate pair without their other half (broken UTF-16, which would be stored as
 * U+FFFD, not as sent). Every text input of the API is checked against it (ADR 005).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule looks for
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE.test(value);

export const unstorableTextMessage = (label: string) =>
  `${label} contains characters that cannot be saved (a control character such as NUL, or a broken character). Remove them and try again.`;

/** A zod string that refuses unstorable characters, naming the field. */
export const storableString = (label: string, message: string) =>
  z.string({ error: message }).refine((value) => !hasUnstorableCharacters(value), unstorableTextMessage(label));

/** Required text: trimmed, at least `min` characters, at most `max`. */
export function requiredText(label: string, message: string, { min = 1, max = 200 } = {}) {
  return storableString(label, message).trim().min(min, message).max(max, `${label} must be at most ${max} characters.`);
}

/** Optional text: trimmed; blank becomes null so a cleared field is stored as empty. */
export function optionalText(label: string, max = 200) {
  return storableString(label, `${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email(message))
    .transform((value) => value.toLowerCase());
}

export function oneOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export function optionalOneOf<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .enum(values, { error: `${label} must be one of: ${values.join(", ")}.` })
    .nullish()
    .transform((value) => value ?? null);
}

export function optionalInt(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullish()
    .transform((value) => value ?? null);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date written yyyy-mm-dd. */
export function isoDate(message: string) {
  return z.string({ error: message }).trim().refine(isRealDate, message);
}

export const birthDateField = isoDate("Date of birth is required.")
  .refine((value) => value <= todayIso(), "Date of birth cannot be in the future.")
  .refine((value) => value >= MIN_BIRTH_DATE, "Date of birth cannot be before 1900-01-01.");

const SAFE_URL = /^(https?:\/\/[^\s"'<>]+|\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+)$/;

/** An image address: a web address or a file this server stored. Blank becomes null. */
export const imageUrlField = z
  .string({ error: "Image URL must be text." })
  .trim()
  .max(2048, "Image URL must be at most 2048 characters.")
  .refine((value) => value === "" || SAFE_URL.test(value), "Image URL must be a web address (https://...) or an uploaded file.")
  .nullish()
  .transform((value) => (value ? value : null));

export const idList = (message: string) => z.array(z.number({ error: message }).int(message).positive(message), { error: message });

/** What a phone number may look like, in the words of every phone field's message. */
export const phoneMessage = (label: string) =>
  `${label} must be a phone number: Australian (0412 345 678, 02 9876 5432, 1300 123 456) or international from + (+44 20 7946 0958).`;

/** Australian unless it starts with + and a country code (libphonenumber-js's rules for each country). */
export const isPhoneNumber = (value: string) => isValidPhoneNumber(value, "AU");

/** A required phone number: the required message when blank, the phone message when not a number. */
export function requiredPhone(label: string, requiredMessage: string) {
  return requiredText(label, requiredMessage, { max: 40 }).refine((value) => value === "" || isPhoneNumber(value), phoneMessage(label));
}

/** An optional phone number: blank becomes null; anything else must be a phone number. */
export function optionalPhone(label: string) {
  return optionalText(label, 40).refine((value) => value === null || isPhoneNumber(value), phoneMessage(label));
}

/**
 * Whether an edit sends back the phone already stored: that one is kept as it is, checked or not,
 * so a record saved before the phone rule (or under older numbering data) stays editable and its
 * number is never lost (ADR 005). A changed phone must pass the rule.
 */
export function isStoredPhone(sent: unknown, stored: string | null | undefined): boolean {
  return typeof sent === "string" && typeof stored === "string" && sent.trim() === stored.trim() && sent.trim() !== "";
}
