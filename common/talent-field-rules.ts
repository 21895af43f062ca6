import { z } from "zod";
import { EYE_COLORS, GENDERS, HAIR_COLORS, STATES } from "./options";
import { creditsRule, reelsRule } from "./schemas/credits";
import {
  birthDateField,
  emailField,
  idList,
  oneOf,
  optionalInt,
  optionalOneOf,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
} from "./schemas/fields";
import { type TalentFieldKey, type TalentForm, type TalentFormKey, talentFormKeys } from "./talent-field-keys";

// Each talent field's rule in each form it is in, keyed as the field table (./talent-fields.ts),
// which says which forms have the field and whether it is required there; a test holds the two
// together. Apart from the table so that a page can show a form before zod loads (ADR 128).

const skillsRule = z
  .array(z.string({ error: "Each skill must be text." }).max(60, "Each skill must be at most 60 characters."), {
    error: "Skills must be a list of text.",
  })
  .max(50, "At most 50 skills.")
  .transform((skills) => [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))]);

function playableAge(bound: "Minimum" | "Maximum", maxMessage: string) {
  return z
    .number({ error: `${bound} age must be a whole number` })
    .int(`${bound} age must be a whole number`)
    .min(1, `${bound} age must be at least 1`)
    .max(bound === "Minimum" ? 99 : 100, maxMessage)
    .nullish()
    .transform((v) => v ?? null);
}

/** Public-form messages that would not name their field on their own (every public message does). */
export const SUBMISSION_MESSAGES = {
  smoker: "Smoker: please select yes or no.",
  category: "Category: please select a talent category.",
} as const;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

export const TALENT_FIELD_RULES = {
  firstName: {
    submission: requiredText("First name", "First name must be at least 2 characters.", { min: 2, max: 100 }),
    staff: requiredText("First name", "First name must be at least 2 characters", { min: 2, max: 100 }),
  },
  lastName: {
    submission: requiredText("Last name", "Last name must be at least 2 characters.", { min: 2, max: 100 }),
    staff: requiredText("Last name", "Last name must be at least 2 characters", { min: 2, max: 100 }),
  },
  email: { submission: emailField("Email: please enter a valid email address."), staff: emailField("Please enter a valid email address") },
  phone: { submission: requiredPhone("Phone number", "Phone number is required."), staff: optionalPhone("Phone") },
  dateOfBirth: { submission: birthDateField },
  gender: { submission: optionalOneOf(GENDERS, "Gender"), staff: optionalOneOf(GENDERS, "Gender") },
  age: { staff: optionalInt("Age", 0, 120) },
  height: {
    submission: z
      .number({ error: "Height is required." })
      .int("Height must be a whole number of centimetres.")
      .min(50, "Height must be at least 50 cm.")
      .max(250, "Height must be at most 250 cm."),
    staff: optionalInt("Height", 50, 250),
  },
  birthDay: { staff: optionalInt("Birth day", 1, 31) },
  birthMonth: { staff: optionalInt("Birth month", 1, 12) },
  birthYear: { staff: optionalInt("Birth year", 1900, 9999) },
  eyeColor: { submission: oneOf(EYE_COLORS, "Eye color is required."), staff: optionalOneOf(EYE_COLORS, "Eye color") },
  hairColor: { submission: oneOf(HAIR_COLORS, "Hair color is required."), staff: optionalOneOf(HAIR_COLORS, "Hair color") },
  smoker: {
    submission: z.boolean({ error: SUBMISSION_MESSAGES.smoker }),
    staff: z
      .boolean({ error: "Smoker must be yes or no." })
      .nullish()
      .transform((v) => v ?? null),
  },
  houseUnitNumber: { submission: optionalText("House/unit number", 20), staff: optionalText("House/unit number", 20) },
  location: {
    submission: requiredText("Street address", "Street address must be at least 2 characters.", { min: 2, max: 200 }),
    staff: optionalText("Address", 200),
  },
  suburb: { submission: requiredText("Suburb", "Suburb is required.", { max: 100 }), staff: optionalText("Suburb", 100) },
  postcode: {
    submission: requiredText("Postcode", "Postcode is required.", { max: 10 }).refine(
      (value) => /^\d{4}$/.test(value),
      "Postcode must be 4 digits.",
    ),
    staff: optionalText("Postcode", 10),
  },
  state: { submission: oneOf(STATES, "State is required."), staff: optionalOneOf(STATES, "State") },
  bio: {
    submission: requiredText("Bio", "Bio must be at least 10 characters.", { min: 10, max: 5000 }),
    staff: z
      .string({ error: "Bio must be text." })
      .trim()
      .max(5000, "Bio must be at most 5000 characters.")
      .refine((value) => value === "" || value.length >= 10, "Bio must be at least 10 characters")
      .nullish()
      .transform((value) => (value ? value : null)),
  },
  credits: { staff: creditsRule },
  reels: { staff: reelsRule },
  skills: { staff: skillsRule },
  playableAgeMin: { staff: playableAge("Minimum", "Minimum age must be less than 100") },
  playableAgeMax: { staff: playableAge("Maximum", "Maximum age must be at most 100") },
  playableAgeNA: { staff: z.boolean({ error: "Not applicable must be true or false." }) },
  categoryId: {
    submission: z.number({ error: SUBMISSION_MESSAGES.category }).int(SUBMISSION_MESSAGES.category).min(1, SUBMISSION_MESSAGES.category),
  },
  categoryIds: { staff: idList("Categories must be a list of category ids.") },
  isApproved: { staff: flag("Approved") },
  isPublished: { staff: flag("Published") },
  featured: { staff: flag("Featured on the home page") },
  notes: { staff: optionalText("Notes", 5000) },
  imageUrl: {},
  headshotUrl: {},
  fullBodyShotUrl: {},
  resumeUrl: {},
  additionalImages: {},
} as const satisfies Record<TalentFieldKey, Partial<Record<TalentForm, z.ZodType>>>;

type Rules = typeof TALENT_FIELD_RULES;

/** The zod shape of a form: each of its fields with that form's rule. */
export type TalentFormShape<F extends TalentForm> = {
  [K in TalentFormKey<F>]: Rules[K] extends Record<F, infer Rule> ? Rule : never;
};

/** The rule of `key` in `form`, if the form has the field. */
export const talentRule = (key: TalentFieldKey, form: TalentForm): z.ZodType | undefined =>
  (TALENT_FIELD_RULES[key] as Partial<Record<TalentForm, z.ZodType>>)[form];

/** The zod shape of a form, for z.object. */
export function talentFormShape<F extends TalentForm>(form: F): TalentFormShape<F> {
  return Object.fromEntries(talentFormKeys(form).map((key) => [key, talentRule(key, form)])) as TalentFormShape<F>;
}
