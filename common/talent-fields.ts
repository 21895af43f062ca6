import { z } from "zod";
import { EYE_COLORS, GENDERS, HAIR_COLORS, STATES } from "./options";
import { birthDateField, emailField, idList, oneOf, optionalInt, optionalOneOf, optionalText, requiredText } from "./schemas/fields";

// The talent's fields, one row each: the one place a field is spelt out. The zod schemas
// (schemas/talent.ts), the GraphQL inputs and both talent types, staff editing, the REST shim and
// the forms are built from it (docs/adding-a-talent-field.md, ADR 010). Browser-safe: no server
// imports here.

/** The GraphQL type of a field's value; for rows with `output: "expose"` also of its output. */
export type TalentFieldType = "String" | "Int" | "Boolean" | "[String]" | "[Int]" | "Date";
/** The forms that write a talent: the public submission and the staff editor (and its add/edit dialog). */
export type TalentForm = "submission" | "staff";

export type TalentFieldSpec = {
  /** The specification's wording, for labels. */
  label: string;
  type: TalentFieldType;
  /** public: a visitor may see it (the Talent type); staff: only staff (AdminTalent). */
  audience: "public" | "staff";
  /** Stored in the Talent column of the same name; false for a form field the server turns into others. */
  column: boolean;
  /**
   * How the talent types show it: `expose` builds the field from this row; `resolver` means the type
   * writes it by hand (computed, signed or a relation); `none`: it is not shown.
   */
  output: "expose" | "resolver" | "none";
  /** The column always has a value (NOT NULL); the output is then non-null. */
  notNull?: true;
  description?: string;
  /** Replaces `description` on the input fields. */
  inputDescription?: string;
  /** The values a choice may take (blank means none). */
  options?: readonly string[];
  /** What a new talent holds when staff do not give the field (else null); matches the column's default. */
  initial?: boolean | readonly [];
  /** REST: `yesNo` answers true/false as Yes/No; `jsonAsText` takes structured JSON as its text. */
  rest?: "yesNo" | "jsonAsText";
  /** The rule of each form the field is in; a form without a rule does not have the field. */
  rules: Partial<Record<TalentForm, z.ZodType>>;
};

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

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

export const TALENT_FIELDS = {
  firstName: {
    label: "First name", type: "String", audience: "public", column: true, output: "expose", notNull: true,
    rules: {
      submission: requiredText("First name", "First name must be at least 2 characters.", { min: 2, max: 100 }),
      staff: requiredText("First name", "First name must be at least 2 characters", { min: 2, max: 100 }),
    },
  },
  // Visitors see only its initial (Talent.lastInitial).
  lastName: {
    label: "Last name", type: "String", audience: "staff", column: true, output: "expose", notNull: true,
    rules: {
      submission: requiredText("Last name", "Last name must be at least 2 characters.", { min: 2, max: 100 }),
      staff: requiredText("Last name", "Last name must be at least 2 characters", { min: 2, max: 100 }),
    },
  },
  email: {
    label: "Email", type: "String", audience: "staff", column: true, output: "expose", notNull: true,
    rules: { submission: emailField("Please enter a valid email address."), staff: emailField("Please enter a valid email address") },
  },
  phone: {
    label: "Phone", type: "String", audience: "staff", column: true, output: "expose",
    rules: { submission: requiredText("Phone number", "Phone number is required.", { max: 40 }), staff: optionalText("Phone", 40) },
  },
  // The submission's date; the server stores it as birthDay/birthMonth/birthYear and computes age.
  dateOfBirth: {
    label: "Date of birth", type: "Date", audience: "staff", column: false, output: "none",
    rules: { submission: birthDateField },
  },
  gender: {
    label: "Gender", type: "String", audience: "public", column: true, output: "expose", options: GENDERS,
    inputDescription: "Male, Female, Non-binary or Other.",
    rules: { submission: optionalOneOf(GENDERS, "Gender"), staff: optionalOneOf(GENDERS, "Gender") },
  },
  // The output is computed from the birth date when it is known.
  age: {
    label: "Age", type: "Int", audience: "public", column: true, output: "resolver",
    inputDescription: "Used when the birth date is not known.",
    rules: { staff: optionalInt("Age", 0, 120) },
  },
  height: {
    label: "Height (cm)", type: "Int", audience: "public", column: true, output: "expose",
    description: "Centimetres.",
    rules: {
      submission: z
        .number({ error: "Height is required." })
        .int("Height must be a whole number of centimetres.")
        .min(50, "Height must be at least 50 cm.")
        .max(250, "Height must be at most 250 cm."),
      staff: optionalInt("Height", 50, 250),
    },
  },
  birthDay: {
    label: "Birth day", type: "Int", audience: "staff", column: true, output: "expose",
    rules: { staff: optionalInt("Birth day", 1, 31) },
  },
  birthMonth: {
    label: "Birth month", type: "Int", audience: "staff", column: true, output: "expose",
    rules: { staff: optionalInt("Birth month", 1, 12) },
  },
  birthYear: {
    label: "Birth year", type: "Int", audience: "staff", column: true, output: "expose",
    rules: { staff: optionalInt("Birth year", 1900, 9999) },
  },
  eyeColor: {
    label: "Eye color", type: "String", audience: "public", column: true, output: "expose", options: EYE_COLORS,
    rules: { submission: oneOf(EYE_COLORS, "Eye color is required."), staff: optionalOneOf(EYE_COLORS, "Eye color") },
  },
  hairColor: {
    label: "Hair color", type: "String", audience: "public", column: true, output: "expose", options: HAIR_COLORS,
    rules: { submission: oneOf(HAIR_COLORS, "Hair color is required."), staff: optionalOneOf(HAIR_COLORS, "Hair color") },
  },
  smoker: {
    label: "Smoker", type: "Boolean", audience: "public", column: true, output: "expose", rest: "yesNo",
    rules: {
      submission: z.boolean({ error: "Please select an option." }),
      staff: z.boolean({ error: "Smoker must be yes or no." }).nullish().transform((v) => v ?? null),
    },
  },
  houseUnitNumber: {
    label: "House/unit number", type: "String", audience: "staff", column: true, output: "expose",
    rules: { submission: optionalText("House/unit number", 20), staff: optionalText("House/unit number", 20) },
  },
  location: {
    label: "Street address", type: "String", audience: "staff", column: true, output: "expose",
    description: "Street address.",
    rules: {
      submission: requiredText("Address", "Address must be at least 2 characters.", { min: 2, max: 200 }),
      staff: optionalText("Address", 200),
    },
  },
  suburb: {
    label: "Suburb", type: "String", audience: "public", column: true, output: "expose",
    rules: { submission: requiredText("Suburb", "Suburb is required.", { max: 100 }), staff: optionalText("Suburb", 100) },
  },
  postcode: {
    label: "Postcode", type: "String", audience: "staff", column: true, output: "expose",
    rules: {
      submission: requiredText("Postcode", "Postcode is required.", { max: 10 }).refine(
        (value) => /^\d{4}$/.test(value),
        "Postcode must be 4 digits.",
      ),
      staff: optionalText("Postcode", 10),
    },
  },
  state: {
    label: "State", type: "String", audience: "public", column: true, output: "expose", options: STATES,
    rules: { submission: oneOf(STATES, "State is required."), staff: optionalOneOf(STATES, "State") },
  },
  bio: {
    label: "Bio", type: "String", audience: "public", column: true, output: "expose",
    rules: {
      submission: requiredText("Bio", "Bio must be at least 10 characters.", { min: 10, max: 5000 }),
      staff: z
        .string({ error: "Bio must be text." })
        .trim()
        .max(5000, "Bio must be at most 5000 characters.")
        .refine((value) => value === "" || value.length >= 10, "Bio must be at least 10 characters")
        .nullish()
        .transform((value) => (value ? value : null)),
    },
  },
  // Text in the editor, JSON in storage (AdminTalent.experience and experienceText).
  experience: {
    label: "Experience", type: "String", audience: "staff", column: true, output: "resolver", rest: "jsonAsText",
    inputDescription: "Text; stored as a JSON string.",
    rules: { staff: optionalText("Experience", 10000) },
  },
  skills: {
    label: "Skills", type: "[String]", audience: "public", column: true, output: "expose", notNull: true, initial: [],
    rules: { staff: skillsRule },
  },
  playableAgeMin: {
    label: "Minimum age", type: "Int", audience: "public", column: true, output: "expose",
    rules: { staff: playableAge("Minimum", "Minimum age must be less than 100") },
  },
  playableAgeMax: {
    label: "Maximum age", type: "Int", audience: "public", column: true, output: "expose",
    rules: { staff: playableAge("Maximum", "Maximum age must be at most 100") },
  },
  playableAgeNA: {
    label: "Not Applicable",
    type: "Boolean",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    rules: { staff: z.boolean({ error: "Not applicable must be true or false." }) },
  },
  // The submission's one category; the types show the first of the talent's categories.
  categoryId: {
    label: "Category", type: "Int", audience: "public", column: false, output: "resolver",
    rules: {
      submission: z
        .number({ error: "Please select a talent category." })
        .int("Please select a talent category.")
        .min(1, "Please select a talent category."),
    },
  },
  categoryIds: {
    label: "Categories", type: "[Int]", audience: "public", column: false, output: "resolver", initial: [],
    inputDescription: "Replaces the talent's categories.",
    rules: { staff: idList("Categories must be a list of category ids.") },
  },
  isApproved: {
    label: "Approved",
    type: "Boolean",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    rules: { staff: flag("Approved") },
  },
  isPublished: {
    label: "Published",
    type: "Boolean",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    inputDescription: "Needs isApproved; publishing sets publishedAt.",
    rules: { staff: flag("Published") },
  },
  notes: {
    label: "Notes", type: "String", audience: "staff", column: true, output: "expose",
    description: "Internal; never shown to the talent or the public.",
    inputDescription: "Internal notes.",
    rules: { staff: optionalText("Notes", 5000) },
  },
  // Files: set by uploads, never typed into a form.
  imageUrl: { label: "Image", type: "String", audience: "public", column: true, output: "expose", rules: {} },
  headshotUrl: { label: "Headshot photo", type: "String", audience: "public", column: true, output: "expose", rules: {} },
  fullBodyShotUrl: { label: "Full body shot", type: "String", audience: "public", column: true, output: "expose", rules: {} },
  // The output is a link signed for an hour.
  resumeUrl: { label: "Resume/CV", type: "String", audience: "staff", column: true, output: "resolver", rules: {} },
  additionalImages: {
    label: "Additional images", type: "[String]", audience: "public", column: true, output: "expose", notNull: true,
    rules: {},
  },
} as const satisfies Record<string, TalentFieldSpec>;

/**
 * Talent columns the server keeps itself, deliberately not in the table: no form writes them and
 * the talent types show them by hand.
 */
export const TALENT_SERVER_COLUMNS = ["id", "birthDate", "publishedAt", "createdAt", "updatedAt", "version"] as const;

type Table = typeof TALENT_FIELDS;
export type TalentFieldKey = keyof Table;
/** The keys of the fields in `form`, in table order. */
export type TalentFormKey<F extends TalentForm> = {
  [K in TalentFieldKey]: Table[K]["rules"] extends Record<F, z.ZodType> ? K : never;
}[TalentFieldKey];
/** The zod shape of a form: each of its fields with that form's rule. */
export type TalentFormShape<F extends TalentForm> = {
  [K in TalentFormKey<F>]: Table[K]["rules"] extends Record<F, infer Rule> ? Rule : never;
};

const ROWS = Object.entries(TALENT_FIELDS) as Array<[TalentFieldKey, TalentFieldSpec]>;

/** The row of `key`, seen through the common row type. */
export const talentField = (key: TalentFieldKey): TalentFieldSpec => TALENT_FIELDS[key];

/** The keys of the rows that match `keep`, in table order. */
export function talentFieldKeys(keep: (row: TalentFieldSpec, key: TalentFieldKey) => boolean): TalentFieldKey[] {
  return ROWS.filter(([key, row]) => keep(row, key)).map(([key]) => key);
}

export function talentFormKeys<F extends TalentForm>(form: F): Array<TalentFormKey<F>> {
  return talentFieldKeys((row) => row.rules[form] !== undefined) as Array<TalentFormKey<F>>;
}

/** The zod shape of a form, for z.object. */
export function talentFormShape<F extends TalentForm>(form: F): TalentFormShape<F> {
  return Object.fromEntries(talentFormKeys(form).map((key) => [key, talentField(key).rules[form]])) as TalentFormShape<F>;
}

/** The fields a talent type shows: every shown row for staff, the public ones for visitors. */
export function talentOutputKeys(audience: "public" | "staff", output?: "expose" | "resolver"): TalentFieldKey[] {
  return talentFieldKeys(
    (row) => row.output !== "none" && (output === undefined || row.output === output) && (audience === "staff" || row.audience === "public"),
  );
}

/** What a new talent holds for `key` when it is not given. */
export function initialTalentValue(key: TalentFieldKey): boolean | [] | null {
  const { initial } = talentField(key);
  // A fresh list each time: no caller may share (and change) the table's.
  return initial === undefined ? null : typeof initial === "boolean" ? initial : [];
}

/** Whether `form` needs the field: its rule there refuses a missing value. */
export function isRequiredIn(form: TalentForm, key: TalentFieldKey): boolean {
  const rule = talentField(key).rules[form];
  return rule !== undefined && !rule.safeParse(undefined).success;
}

/** Whether staff must give the field for a new talent: required in their form, with no initial value. */
export function isRequiredOnCreate(key: TalentFieldKey): boolean {
  return isRequiredIn("staff", key) && talentField(key).initial === undefined;
}
