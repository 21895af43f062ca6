import { describe, expect, it } from "vitest";
import { CONTACT_LABELS, REQUEST_LABELS } from "../form-labels";
import { TALENT_FILE_LABELS, talentFormKeys } from "../talent-field-keys";
import { TALENT_FIELDS } from "../talent-fields";
import { contactSchema, talentRequestSchema, talentSubmissionFormSchema } from ".";

// Every message of a public form names the field it is about, in the words of the label the form
// shows: a message read alone (the error summary, a screen reader) must still say which field.

/** A label as it appears inside a sentence: without its unit or "(optional)", any case. */
const spoken = (label: string) => label.replace(/\s*\(.*\)$/, "").toLowerCase();

/** Values that break every kind of rule: missing, blank, too short, too long, wrong type, unstorable. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x",
  "x".repeat(6000),
  "\u0000ab",
  -1,
  0,
  1.5,
  true,
  {},
  [],
  [0],
  ["x"],
  "2000-01-01",
  "not-a-date",
];

type Schema = { safeParse(value: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };

/** Every message the schema gives for every bad value of every field, each with its field. */
function messages(schema: Schema, fields: readonly string[], valid: Record<string, unknown> = {}) {
  const found = new Map<string, string>();
  for (const field of fields) {
    for (const value of BAD_VALUES) {
      for (const issue of schema.safeParse({ ...valid, [field]: value }).error?.issues ?? []) {
        found.set(`${String(issue.path[0])}: ${issue.message}`, String(issue.path[0]));
      }
    }
  }
  // A rule across fields (an end before its start).
  for (const issue of schema.safeParse({ ...valid, projectStartDate: "2999-05-02", projectEndDate: "2999-05-01" }).error?.issues ?? []) {
    found.set(`${String(issue.path[0])}: ${issue.message}`, String(issue.path[0]));
  }
  return [...found].map(([key, field]) => ({ field, message: key.slice(field.length + 2) }));
}

function unnamed(found: Array<{ field: string; message: string }>, labels: Record<string, string>) {
  return found.filter(({ field, message }) => !labels[field] || !message.toLowerCase().includes(spoken(labels[field])));
}

describe("public form messages name their field", () => {
  it("the submission form", () => {
    const labels: Record<string, string> = {
      ...Object.fromEntries(talentFormKeys("submission").map((key) => [key, TALENT_FIELDS[key].label])),
      ...TALENT_FILE_LABELS,
    };
    const found = messages(talentSubmissionFormSchema, Object.keys(labels));
    expect(found.length).toBeGreaterThan(30);
    expect(unnamed(found, labels)).toEqual([]);
    expect(found).toContainEqual({ field: "smoker", message: "Smoker: please select yes or no." });
    expect(found).toContainEqual({ field: "categoryId", message: "Category: please select a talent category." });
  });

  it("the request form", () => {
    const valid = {
      clientName: "Ada",
      organizationName: "Lovelace Films",
      phone: "03 9000 0000",
      email: "ada@example.com",
      projectDescription: "A commercial.",
      projectStartDate: "",
      projectEndDate: "",
      requestedTalentIds: [3],
    };
    const found = [
      ...messages(talentRequestSchema, Object.keys(REQUEST_LABELS)),
      ...messages(talentRequestSchema, Object.keys(REQUEST_LABELS), valid),
    ];
    expect(found.length).toBeGreaterThan(12);
    expect(unnamed(found, REQUEST_LABELS)).toEqual([]);
    expect(found).toContainEqual({ field: "requestedTalentIds", message: "Talent: please select at least one talent" });
    expect(found).toContainEqual({ field: "projectEndDate", message: "Project end date must be after the start date" });
  });

  it("the contact form", () => {
    const found = messages(contactSchema, Object.keys(CONTACT_LABELS));
    expect(found.length).toBeGreaterThan(8);
    expect(unnamed(found, CONTACT_LABELS)).toEqual([]);
    expect(found).toContainEqual({ field: "email", message: "Email: please enter a valid email address." });
  });

  it("finds a message that does not name its field", () => {
    expect(unnamed([{ field: "smoker", message: "Please select an option." }], { smoker: "Smoker" })).toHaveLength(1);
  });
});
