import { z } from "zod";
import {
  AGE_RANGES,
  EYE_COLORS,
  GENDER_FILTERS,
  GENDERS,
  HAIR_COLORS,
  HEIGHT_RANGES,
  STATES,
  TALENT_STATUSES,
} from "../options";
import {
  birthDateField,
  emailField,
  idList,
  isRealDate,
  optionalInt,
  optionalOneOf,
  optionalText,
  oneOf,
  requiredText,
} from "./fields";

/** The public 'submit your profile' form (public-site.md section 5). Files are checked apart. */
export const talentSubmissionSchema = z.object({
  firstName: requiredText("First name", "First name must be at least 2 characters.", { min: 2, max: 100 }),
  lastName: requiredText("Last name", "Last name must be at least 2 characters.", { min: 2, max: 100 }),
  email: emailField("Please enter a valid email address."),
  phone: requiredText("Phone number", "Phone number is required.", { max: 40 }),
  dateOfBirth: birthDateField,
  gender: optionalOneOf(GENDERS, "Gender"),
  height: z
    .number({ error: "Height is required." })
    .int("Height must be a whole number of centimetres.")
    .min(50, "Height must be at least 50 cm.")
    .max(250, "Height must be at most 250 cm."),
  eyeColor: oneOf(EYE_COLORS, "Eye color is required."),
  hairColor: oneOf(HAIR_COLORS, "Hair color is required."),
  smoker: z.boolean({ error: "Please select an option." }),
  houseUnitNumber: optionalText("House/unit number", 20),
  location: requiredText("Address", "Address must be at least 2 characters.", { min: 2, max: 200 }),
  suburb: requiredText("Suburb", "Suburb is required.", { max: 100 }),
  postcode: requiredText("Postcode", "Postcode is required.", { max: 10 }).refine(
    (value) => /^\d{4}$/.test(value),
    "Postcode must be 4 digits.",
  ),
  state: oneOf(STATES, "State is required."),
  bio: requiredText("Bio", "Bio must be at least 10 characters.", { min: 10, max: 5000 }),
  categoryId: z
    .number({ error: "Please select a talent category." })
    .int("Please select a talent category.")
    .min(1, "Please select a talent category."),
});
export type TalentSubmissionInput = z.input<typeof talentSubmissionSchema>;

const skillsField = z
  .array(z.string({ error: "Each skill must be text." }).max(60, "Each skill must be at most 60 characters."), {
    error: "Skills must be a list of text.",
  })
  .max(50, "At most 50 skills.")
  .transform((skills) => [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))]);

/** Splits the comma-separated skills box into the stored list (trimmed, blanks dropped). */
export function splitSkills(value: string): string[] {
  return value
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/**
 * Every field staff can set on a talent (the add/edit dialog and the talent editor). Updates use
 * it partially: only the fields sent are changed.
 */
export const talentFieldsSchema = z.object({
  firstName: requiredText("First name", "First name must be at least 2 characters", { min: 2, max: 100 }),
  lastName: requiredText("Last name", "Last name must be at least 2 characters", { min: 2, max: 100 }),
  email: emailField("Please enter a valid email address"),
  phone: optionalText("Phone", 40),
  gender: optionalOneOf(GENDERS, "Gender"),
  age: optionalInt("Age", 0, 120),
  height: optionalInt("Height", 50, 250),
  birthDay: optionalInt("Birth day", 1, 31),
  birthMonth: optionalInt("Birth month", 1, 12),
  birthYear: optionalInt("Birth year", 1900, 9999),
  eyeColor: optionalOneOf(EYE_COLORS, "Eye color"),
  hairColor: optionalOneOf(HAIR_COLORS, "Hair color"),
  smoker: z.boolean({ error: "Smoker must be yes or no." }).nullish().transform((v) => v ?? null),
  houseUnitNumber: optionalText("House/unit number", 20),
  location: optionalText("Address", 200),
  suburb: optionalText("Suburb", 100),
  postcode: optionalText("Postcode", 10),
  state: optionalOneOf(STATES, "State"),
  bio: z
    .string({ error: "Bio must be text." })
    .trim()
    .max(5000, "Bio must be at most 5000 characters.")
    .refine((value) => value === "" || value.length >= 10, "Bio must be at least 10 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  experience: optionalText("Experience", 10000),
  skills: skillsField,
  playableAgeMin: z
    .number({ error: "Minimum age must be a whole number" })
    .int("Minimum age must be a whole number")
    .min(1, "Minimum age must be at least 1")
    .max(99, "Minimum age must be less than 100")
    .nullish()
    .transform((v) => v ?? null),
  playableAgeMax: z
    .number({ error: "Maximum age must be a whole number" })
    .int("Maximum age must be a whole number")
    .min(1, "Maximum age must be at least 1")
    .max(100, "Maximum age must be at most 100")
    .nullish()
    .transform((v) => v ?? null),
  playableAgeNA: z.boolean({ error: "Not applicable must be true or false." }),
  categoryIds: idList("Categories must be a list of category ids."),
  isApproved: z.boolean({ error: "Approved must be true or false." }),
  isPublished: z.boolean({ error: "Published must be true or false." }),
  notes: optionalText("Notes", 5000),
});
export type TalentFieldsInput = z.input<typeof talentFieldsSchema>;
export type TalentFields = z.output<typeof talentFieldsSchema>;

type CrossFieldValues = Partial<
  Pick<TalentFields, "playableAgeMin" | "playableAgeMax" | "playableAgeNA" | "birthDay" | "birthMonth" | "birthYear">
>;

/**
 * Rules that span fields, checked on the values a talent will have after the change. Returns
 * field → message.
 */
export function talentCrossFieldErrors(values: CrossFieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const { playableAgeMin: min, playableAgeMax: max } = values;
  if (!values.playableAgeNA && min != null && max != null && min > max) {
    errors.playableAgeMin = "Minimum age cannot be greater than maximum age";
  }
  const { birthDay: d, birthMonth: m, birthYear: y } = values;
  if (d != null && m != null && y != null) {
    const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (!isRealDate(iso)) errors.birthDay = "Date of birth is not a real date.";
    else if (iso > new Date().toISOString().slice(0, 10)) errors.birthYear = "Date of birth cannot be in the future.";
  }
  return errors;
}

/** Default values of a new talent created by staff (pending approval). */
export const talentCreateSchema = talentFieldsSchema.extend({
  skills: skillsField.default([]),
  playableAgeNA: z.boolean({ error: "Not applicable must be true or false." }).default(false),
  categoryIds: idList("Categories must be a list of category ids.").default([]),
  isApproved: z.boolean().default(false),
  isPublished: z.boolean().default(false),
});
export const talentUpdateSchema = talentFieldsSchema.partial();

/** Messages of the talent operations that are not tied to one schema rule. */
/** How messages about the submission's files name them. */
export const TALENT_FILE_LABELS = { headshot: "Headshot photo", fullBodyShot: "Full body shot", resume: "Resume/CV" } as const;

export const TALENT_MESSAGES = {
  headshotRequired: "Headshot photo is required.",
  fullBodyShotRequired: "Full body shot is required.",
  resumeRequired: "Resume/CV is required.",
  categoryRequired: "Please select a talent category.",
  submitted:
    "Thank you for your submission. Please allow 2-3 weeks for our team to review your profile; we will be in touch.",
  unknownCategories: (ids: number[]) =>
    ids.length === 1 ? `Category ${ids[0]} does not exist.` : `Categories ${ids.join(", ")} do not exist.`,
  publishNeedsApproval: "A talent must be approved before it is published.",
  alreadyApproved: (id: number) => `Talent ${id} is already approved.`,
  alreadyPublished: (id: number) => `Talent ${id} is already published.`,
  approveBeforePublish: (id: number) => `Talent ${id} must be approved before it can be published.`,
  notPublished: (id: number) => `Talent ${id} is not published.`,
} as const;

/**
 * A filter choice: 'all', blank or absent mean no filter (null); anything else must be one of
 * `values`.
 */
function filterChoice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  const message = `${label} must be one of: all, ${values.join(", ")}.`;
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value && value !== "all" ? value : null))
    .refine((value) => value === null || (values as readonly string[]).includes(value), message)
    .transform((value) => value as T[number] | null);
}

const searchText = z
  .string({ error: "Search must be text." })
  .trim()
  .max(200, "Search must be at most 200 characters.")
  .nullish()
  .transform((value) => (value ? value : null));

const categoryFilter = z
  .number({ error: "Category must be a category id." })
  .int("Category must be a category id.")
  .positive("Category must be a category id.")
  .nullish()
  .transform((value) => value ?? null);

/**
 * The public directory's filters (public-site.md, Talent listing). Eye and hair colour accept every
 * stored value, not only the ones the dropdowns offer, so a link to 'amber' still works.
 */
export const talentFilterSchema = z.object({
  categoryId: categoryFilter,
  search: searchText,
  ageRange: filterChoice(AGE_RANGES, "Age range"),
  gender: filterChoice(GENDER_FILTERS, "Gender"),
  location: filterChoice(STATES, "Location"),
  eyeColor: filterChoice(EYE_COLORS, "Eye color"),
  hairColor: filterChoice(HAIR_COLORS, "Hair color"),
  heightRange: filterChoice(HEIGHT_RANGES, "Height range"),
});
export type TalentFilterInput = z.input<typeof talentFilterSchema>;
export type TalentFilter = z.output<typeof talentFilterSchema>;

/** The staff talent list's filters (Talent Management and Talent Information). */
export const adminTalentFilterSchema = z.object({
  search: searchText,
  status: filterChoice(TALENT_STATUSES, "Status"),
  categoryId: categoryFilter,
  gender: filterChoice(GENDERS, "Gender"),
});
export type AdminTalentFilter = z.output<typeof adminTalentFilterSchema>;

/** A page of a list: `limit` rows from `offset`. */
export function pageSchema(maxLimit: number) {
  return z.object({
    limit: z
      .number({ error: `Limit must be a whole number from 1 to ${maxLimit}.` })
      .int(`Limit must be a whole number from 1 to ${maxLimit}.`)
      .min(1, `Limit must be a whole number from 1 to ${maxLimit}.`)
      .max(maxLimit, `Limit must be a whole number from 1 to ${maxLimit}.`),
    offset: z
      .number({ error: "Offset must be a whole number, 0 or more." })
      .int("Offset must be a whole number, 0 or more.")
      .min(0, "Offset must be a whole number, 0 or more."),
  });
}

/** The review dialog's approval: internal notes are optional. */
export const talentApprovalSchema = z.object({
  notes: optionalText("Notes", 5000),
});
