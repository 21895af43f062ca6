import { EYE_COLORS, GENDERS, HAIR_COLORS, STATES } from "./options";
import type { TalentFieldSpec, TalentFieldType, TalentForm } from "./talent-field-spec";

// The talent's fields, one row each: the one place a field is spelt out. The zod schemas
// (schemas/talent.ts), the GraphQL inputs and both talent types, staff editing, the REST shim and
// the forms are built from it (docs/adding-a-talent-field.md, ADR 010). Browser-safe: no server
// imports here, and no zod: each field's rule per form is in ./talent-field-rules.ts, keyed the same,
// so a public form can show its fields before it loads its rules (ADR 124).

export type { TalentFieldSpec, TalentFieldType, TalentForm };

export const TALENT_FIELDS = {
  firstName: {
    label: "First name",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    forms: { submission: "required", staff: "required" },
  },
  // Visitors see only its initial (Talent.lastInitial).
  lastName: {
    label: "Last name",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    forms: { submission: "required", staff: "required" },
  },
  email: {
    label: "Email",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    portal: true,
    forms: { submission: "required", staff: "required" },
  },
  phone: {
    label: "Phone",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  // The submission's date; the server stores it as birthDay/birthMonth/birthYear and computes age.
  dateOfBirth: {
    label: "Date of birth",
    type: "Date",
    audience: "staff",
    column: false,
    output: "none",
    forms: { submission: "required" },
  },
  gender: {
    label: "Gender",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    options: GENDERS,
    inputDescription: "Male, Female, Non-binary or Other.",
    forms: { submission: "optional", staff: "optional" },
  },
  // The output is computed from the birth date when it is known.
  age: {
    label: "Age",
    type: "Int",
    audience: "public",
    column: true,
    output: "resolver",
    inputDescription: "Used when the birth date is not known.",
    forms: { staff: "optional" },
  },
  height: {
    label: "Height (cm)",
    type: "Int",
    audience: "public",
    column: true,
    output: "expose",
    description: "Centimetres.",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  birthDay: {
    label: "Birth day",
    type: "Int",
    audience: "staff",
    column: true,
    output: "expose",
    forms: { staff: "optional" },
  },
  birthMonth: {
    label: "Birth month",
    type: "Int",
    audience: "staff",
    column: true,
    output: "expose",
    forms: { staff: "optional" },
  },
  birthYear: {
    label: "Birth year",
    type: "Int",
    audience: "staff",
    column: true,
    output: "expose",
    forms: { staff: "optional" },
  },
  eyeColor: {
    label: "Eye color",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    options: EYE_COLORS,
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  hairColor: {
    label: "Hair color",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    options: HAIR_COLORS,
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  smoker: {
    label: "Smoker",
    type: "Boolean",
    audience: "public",
    column: true,
    output: "expose",
    rest: "yesNo",
    forms: { submission: "required", staff: "optional" },
  },
  houseUnitNumber: {
    label: "House/unit number",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    forms: { submission: "optional", staff: "optional" },
  },
  location: {
    label: "Street address",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    description: "Street address.",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  suburb: {
    label: "Suburb",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  postcode: {
    label: "Postcode",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  state: {
    label: "State",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    options: STATES,
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  bio: {
    label: "Bio",
    type: "String",
    audience: "public",
    column: true,
    output: "expose",
    portal: true,
    forms: { submission: "required", staff: "optional" },
  },
  // Ordered rows stored as JSON, checked by common/schemas/credits.ts (ADR 144).
  credits: {
    label: "Credits",
    type: "[Credit]",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    initial: [],
    description: "Productions the talent worked on, in the order staff put them.",
    forms: { staff: "optional" },
  },
  // Links shown with their provider's player where the site frames it (ADR 145).
  reels: {
    label: "Reels",
    type: "[Reel]",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    initial: [],
    description: "Showreels and voice reels: video and audio links.",
    forms: { staff: "optional" },
  },
  skills: {
    label: "Skills",
    type: "[String]",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    initial: [],
    portal: true,
    forms: { staff: "required" },
  },
  playableAgeMin: {
    label: "Minimum age",
    type: "Int",
    audience: "public",
    column: true,
    output: "expose",
    forms: { staff: "optional" },
  },
  playableAgeMax: {
    label: "Maximum age",
    type: "Int",
    audience: "public",
    column: true,
    output: "expose",
    forms: { staff: "optional" },
  },
  playableAgeNA: {
    label: "Not Applicable",
    type: "Boolean",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    forms: { staff: "required" },
  },
  // The submission's one category; the types show the first of the talent's categories.
  categoryId: {
    label: "Category",
    type: "Int",
    audience: "public",
    column: false,
    output: "resolver",
    forms: { submission: "required" },
  },
  categoryIds: {
    label: "Categories",
    type: "[Int]",
    audience: "public",
    column: false,
    output: "resolver",
    initial: [],
    inputDescription: "Replaces the talent's categories.",
    forms: { staff: "required" },
  },
  isApproved: {
    label: "Approved",
    type: "Boolean",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    forms: { staff: "required" },
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
    forms: { staff: "required" },
  },
  // Staff choose who leads the home page's row of faces (ADR 166): a choice of the agency, not a
  // fact about the talent, so visitors never get it as a field; the public list only orders by it.
  featured: {
    label: "Featured on the home page",
    type: "Boolean",
    audience: "staff",
    column: true,
    output: "expose",
    notNull: true,
    initial: false,
    inputDescription: "Shown first in the home page's row of faces while published; turning it on sets featuredAt.",
    forms: { staff: "required" },
  },
  notes: {
    label: "Notes",
    type: "String",
    audience: "staff",
    column: true,
    output: "expose",
    description: "Internal; never shown to the talent or the public.",
    inputDescription: "Internal notes.",
    forms: { staff: "optional" },
  },
  // Files: set by uploads, never typed into a form.
  imageUrl: { label: "Image", type: "String", audience: "public", column: true, output: "expose", forms: {} },
  headshotUrl: { label: "Headshot photo", type: "String", audience: "public", column: true, output: "expose", forms: {} },
  fullBodyShotUrl: { label: "Full body shot", type: "String", audience: "public", column: true, output: "expose", forms: {} },
  // The output is a link signed for an hour.
  resumeUrl: { label: "Resume/CV", type: "String", audience: "staff", column: true, output: "resolver", forms: {} },
  additionalImages: {
    label: "Additional images",
    type: "[String]",
    audience: "public",
    column: true,
    output: "expose",
    notNull: true,
    forms: {},
  },
} as const satisfies Record<string, TalentFieldSpec>;

/**
 * Talent columns the server keeps itself, deliberately not in the table: no form writes them and
 * the talent types show them by hand.
 */
export const TALENT_SERVER_COLUMNS = [
  "id",
  "birthDate",
  "publishedAt",
  "createdAt",
  "updatedAt",
  "version",
  // A declined submission's decision (declineTalent) and when the retention job removed its files.
  "declinedAt",
  "declineReason",
  "filesRemovedAt",
  // When staff last featured the talent: the home page's row puts the most recently featured first.
  "featuredAt",
  // The talent's request, from the portal, to remove their account and personal data (ADR 171).
  "removalRequestedAt",
  "removalReason",
] as const;

type Table = typeof TALENT_FIELDS;
export type TalentFieldKey = keyof Table;
/** The keys of the fields in `form`, in table order. */
export type TalentFormKey<F extends TalentForm> = {
  [K in TalentFieldKey]: Table[K]["forms"] extends Record<F, string> ? K : never;
}[TalentFieldKey];

const ROWS = Object.entries(TALENT_FIELDS) as Array<[TalentFieldKey, TalentFieldSpec]>;

/** The row of `key`, seen through the common row type. */
export const talentField = (key: TalentFieldKey): TalentFieldSpec => TALENT_FIELDS[key];

/** The keys of the rows that match `keep`, in table order. */
export function talentFieldKeys(keep: (row: TalentFieldSpec, key: TalentFieldKey) => boolean): TalentFieldKey[] {
  return ROWS.filter(([key, row]) => keep(row, key)).map(([key]) => key);
}

export function talentFormKeys<F extends TalentForm>(form: F): Array<TalentFormKey<F>> {
  return talentFieldKeys((row) => row.forms[form] !== undefined) as Array<TalentFormKey<F>>;
}

/** The fields a talent type shows: every shown row for staff, the public ones for visitors. */
export function talentOutputKeys(audience: "public" | "staff", output?: "expose" | "resolver"): TalentFieldKey[] {
  return talentFieldKeys(
    (row) =>
      row.output !== "none" && (output === undefined || row.output === output) && (audience === "staff" || row.audience === "public"),
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
  return talentField(key).forms[form] === "required";
}

/** Whether staff must give the field for a new talent: required in their form, with no initial value. */
export function isRequiredOnCreate(key: TalentFieldKey): boolean {
  return isRequiredIn("staff", key) && talentField(key).initial === undefined;
}

/** How messages about the submission's files name them: the labels of the fields they fill. */
export const TALENT_FILE_LABELS = {
  headshot: TALENT_FIELDS.headshotUrl.label,
  fullBodyShot: TALENT_FIELDS.fullBodyShotUrl.label,
  resume: TALENT_FIELDS.resumeUrl.label,
} as const;
