import { TALENT_FIELDS } from "./talent-fields";
import type { PortalSection, TalentFieldSpec, TalentFieldType, TalentForm, TalentWidget } from "./talent-field-spec";

// What the code reads from the talent field table (./talent-fields.ts): its keys per form and
// audience, a row's requirements and initial value. Apart from the table so each file stays short.

export type { TalentFieldSpec, TalentFieldType, TalentForm };

export { TALENT_SERVER_COLUMNS } from "./talent-server-columns";

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

/** A form's place of a field, when that form shows it. */
export const talentFormPlace = (form: TalentForm, key: TalentFieldKey) => talentField(key).show?.[form];

/** The fields `form` shows in `section` (a submission section or an editor tab), in their order there. */
export function talentSectionKeys<F extends TalentForm>(form: F, section: string): Array<TalentFormKey<F>> {
  return talentFormKeys(form)
    .filter((key) => talentFormPlace(form, key)?.section === section)
    .sort((a, b) => talentFormPlace(form, a)!.order - talentFormPlace(form, b)!.order);
}

/** The fields the talent portal's profile form shows in `section`, in their order there. */
export function portalSectionKeys(section: PortalSection): TalentFieldKey[] {
  return talentFieldKeys((row) => row.portal?.section === section).sort(
    (a, b) => talentField(a).portal!.order - talentField(b).portal!.order,
  );
}

const WIDGET_OF_TYPE: Record<TalentFieldType, TalentWidget> = {
  String: "text",
  Int: "number",
  Boolean: "checkbox",
  "[String]": "tags",
  "[Int]": "categories",
  Date: "date",
  "[Credit]": "credits",
  "[Reel]": "reels",
};

/** How the forms take the field's value: the row's widget, else a choice for options, else by its type. */
export function talentWidget(key: TalentFieldKey): TalentWidget {
  const row = talentField(key);
  return row.widget ?? (row.options ? "select" : WIDGET_OF_TYPE[row.type]);
}
