import { Kind, type SelectionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { EDITOR_TABS, editorDefaults, editorSchema, NOT_TYPED, STAFF_KEYS, TAB_FIELDS } from "./editor-form";
import { TalentEditorTableFields } from "./editor-fields.generated";
import { TalentEditorFields } from "./TalentEditor";

/** The names a fragment selects: its fields, and the fragments it spreads. */
function selected(document: typeof TalentEditorFields | typeof TalentEditorTableFields): string[] {
  const definition = document.definitions[0]!;
  const selections: readonly SelectionNode[] = "selectionSet" in definition ? definition.selectionSet!.selections : [];
  return selections.flatMap((selection) =>
    selection.kind === Kind.FIELD || selection.kind === Kind.FRAGMENT_SPREAD ? [selection.name.value] : [],
  );
}

describe("the editor form", () => {
  it("puts every staff field of the field table on exactly one tab, but the age, which is never typed", () => {
    const placed = [...EDITOR_TABS.flatMap((tab) => TAB_FIELDS[tab]), ...NOT_TYPED];
    expect(EDITOR_TABS.flatMap((tab) => TAB_FIELDS[tab])).not.toContain("age");
    expect([...placed].sort()).toEqual([...STAFF_KEYS].sort());
  });

  it("loads every field it shows: a field the fragment left out would show blank and be saved blank", () => {
    // The table's fragment is printed from the field table (schema:print --check holds it current).
    expect(selected(TalentEditorFields)).toContain("TalentEditorTableFields");
    const asked = selected(TalentEditorTableFields);
    expect(STAFF_KEYS.filter((key) => !asked.includes(key))).toEqual([]);
  });

  it("reads skills as comma-separated text, smoker as Yes/No and credits as rows, and round-trips a talent", () => {
    const values = editorDefaults({
      firstName: "Mia",
      lastName: "Tran",
      email: "mia@example.com",
      skills: ["Acting", "Dance"],
      smoker: false,
      categoryIds: [2],
      height: null,
      credits: [{ year: null, production: "Stage", role: "Lead", company: null }],
      reels: [{ url: "https://vimeo.com/76979871", title: null }],
    });
    expect(values).toMatchObject({
      skills: "Acting, Dance",
      smoker: "No",
      height: undefined,
      credits: [{ year: undefined, production: "Stage", role: "Lead", company: "" }],
      reels: [{ url: "https://vimeo.com/76979871", title: "" }],
      categoryIds: [2],
    });
    const parsed = editorSchema.parse({ ...values, skills: " Acting, , Singing ", smoker: undefined });
    expect(parsed).toMatchObject({
      skills: ["Acting", "Singing"],
      smoker: null,
      height: null,
      credits: [{ year: null, production: "Stage", role: "Lead", company: null }],
      reels: [{ url: "https://vimeo.com/76979871", title: null }],
    });
  });

  it("uses the table's messages", () => {
    const result = editorSchema.safeParse({ ...editorDefaults({}), firstName: "M", email: "nope" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages.firstName).toBe("First name must be at least 2 characters");
    expect(messages.email).toBe("Please enter a valid email address");
  });
});
