import { type Credit, type Reel } from "#common/credits";
import { talentEditorSchema, type TalentEditorOutput, type TalentEditorValues } from "#common/schemas";
import {
  talentField,
  talentFormKeys,
  talentFormPlace,
  talentSectionKeys,
  talentWidget,
  type TalentFormKey,
} from "#common/talent-field-keys";

// The talent editor's form, derived from the one field table (common/talent-fields.ts): its schema
// (common/schemas/talent-editor.ts) and every staff field on the tab its row names (ADR 010).

export const EDITOR_TABS = ["Personal", "Address", "Physical", "Professional", "Media", "Settings"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

type StaffKey = TalentFormKey<"staff">;

/** The form's fields per tab, from the rows' staff places (Media has none: its changes are saved one by one). */
export const TAB_FIELDS = Object.fromEntries(
  EDITOR_TABS.map((tab) => [tab, tab === "Media" ? [] : talentSectionKeys("staff", tab)]),
) as Record<EditorTab, StaffKey[]>;

export const STAFF_KEYS = talentFormKeys("staff");

/**
 * Staff fields on no tab (rows with no staff place): the age is worked out from the date of birth,
 * never typed (ADR 142). The form still carries the stored value, so saving keeps an age recorded
 * without a birth date.
 */
export const NOT_TYPED: StaffKey[] = STAFF_KEYS.filter((key) => talentFormPlace("staff", key) === undefined);

export const editorSchema = talentEditorSchema;
export type EditorValues = TalentEditorValues;
export type EditorOutput = TalentEditorOutput;

/** What the form shows for a loaded talent: blank text for null, Yes/No for smoker, skills as text. */
export function editorDefaults(talent: Record<string, unknown>): EditorValues {
  const values: Record<string, unknown> = {};
  for (const key of STAFF_KEYS) {
    const value = talent[key];
    const { type, options } = talentField(key);
    const widget = talentWidget(key);
    if (widget === "tags") values[key] = ((value as string[] | null) ?? []).join(", ");
    else if (widget === "yesNo") values[key] = value === true ? "Yes" : value === false ? "No" : undefined;
    else if (type === "Int") values[key] = value ?? undefined;
    else if (type === "Boolean") values[key] = Boolean(value);
    else if (type === "[Int]") values[key] = (value as number[] | null) ?? [];
    else if (type === "[Credit]") values[key] = ((value as Credit[] | null) ?? []).map(creditFormRow);
    else if (type === "[Reel]") values[key] = ((value as Reel[] | null) ?? []).map((reel) => ({ url: reel.url, title: reel.title ?? "" }));
    else values[key] = value ?? (options ? undefined : "");
  }
  return values as EditorValues;
}

/** A credit as its row of inputs shows it: blank text for what is not known. */
export const creditFormRow = (credit: Partial<Credit>) => ({
  year: credit.year ?? undefined,
  production: credit.production ?? "",
  role: credit.role ?? "",
  company: credit.company ?? "",
});
