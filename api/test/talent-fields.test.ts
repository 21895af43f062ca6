import { GraphQLError, GraphQLInputObjectType, GraphQLNonNull, GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TALENT_SERVER_COLUMNS, talentFieldKeys, talentFormKeys, talentOutputKeys } from "../../common/talent-field-keys";
import { TALENT_FIELDS } from "../../common/talent-fields";
import { getDatamodel } from "../src/db/generated/pothos-types";
import { InputErrors, validate } from "../src/errors";
import { submissionInput, talentInput } from "../src/rest/inputs";
import { ADMIN_TALENT_FIELDS, adminTalent, PUBLIC_TALENT_FIELDS, publicTalent } from "../src/rest/shapes";
import { schema } from "../src/schema";

// What the API builds from the table of the talent's fields (common/talent-fields.ts). No database.

const columns = getDatamodel().datamodel.models.Talent!.fields.filter((field) => field.kind === "scalar");
const objectType = (name: string) => schema.getType(name) as GraphQLObjectType;
const inputType = (name: string) => schema.getType(name) as GraphQLInputObjectType;
const staffOnly = talentFieldKeys((row) => row.audience === "staff");

describe("the table and the data model", () => {
  it("has a row for every Talent column, or names it as kept by the server", () => {
    const inTable = talentFieldKeys((row) => row.column);
    expect(columns.map((column) => column.name).sort()).toEqual([...inTable, ...TALENT_SERVER_COLUMNS].sort());
    expect(talentFieldKeys((row) => !row.column)).toEqual(["dateOfBirth", "categoryId", "categoryIds"]);
  });

  it("gives each exposed column the column's type and nullability", () => {
    // Rows of objects are one JSON column (ADR 007).
    const prismaType = {
      String: "String",
      Int: "Int",
      Boolean: "Boolean",
      "[String]": "String",
      "[Int]": "Int",
      Date: "DateTime",
      "[Credit]": "Json",
      "[Reel]": "Json",
    };
    for (const key of talentOutputKeys("staff", "expose")) {
      const row = TALENT_FIELDS[key];
      const column = columns.find((field) => field.name === key)!;
      expect([column.type, column.isList], key).toEqual([prismaType[row.type], row.type.startsWith("[") && column.type !== "Json"]);
      expect(column.isRequired, key).toBe("notNull" in row);
    }
  });
});

describe("the GraphQL types built from the table", () => {
  it("shows visitors the public fields and none of the staff-only ones", () => {
    const talent = objectType("Talent").getFields();
    for (const key of talentOutputKeys("public")) expect(talent, key).toHaveProperty(key);
    for (const key of staffOnly) expect(talent, key).not.toHaveProperty(key);
  });

  it("shows staff every field", () => {
    const admin = objectType("AdminTalent").getFields();
    for (const key of talentOutputKeys("staff")) expect(admin, key).toHaveProperty(key);
  });

  it("builds each form's input from the form's rows", () => {
    const fieldsOf = (name: string) => Object.keys(inputType(name).getFields()).sort();
    expect(fieldsOf("TalentSubmissionInput")).toEqual(talentFormKeys("submission").sort());
    expect(fieldsOf("TalentCreateInput")).toEqual(talentFormKeys("staff").sort());
    expect(fieldsOf("TalentUpdateInput")).toEqual(talentFormKeys("staff").sort());
    const required = (name: string) =>
      Object.values(inputType(name).getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => field.name);
    expect(required("TalentCreateInput").sort()).toEqual(["email", "firstName", "lastName"]);
    // Nullable, so the server reports each missing field with its own message.
    expect(required("TalentSubmissionInput")).toEqual([]);
    expect(required("TalentUpdateInput")).toEqual([]);
  });
});

describe("the REST shim's talent conversions", () => {
  it("turns the old form's strings into what the schema takes, and drops what no form has", () => {
    const input = talentInput({
      firstName: "Jane",
      height: "170",
      smoker: "yes",
      playableAgeNA: "false",
      skills: "singing, , dancing ",
      categoryIds: "3,5",
      gender: "",
      experience: { years: 4 },
      id: 9,
      publishedAt: "2020-01-01",
      password: "x",
    });
    expect(input).toEqual({
      firstName: "Jane",
      height: 170,
      smoker: true,
      playableAgeNA: false,
      skills: ["singing", "dancing"],
      categoryIds: [3, 5],
      gender: null,
      credits: [{ production: '{"years":4}', role: null, company: null, year: null }],
    });
  });

  it("takes the management dialog's single category as the category list", () => {
    expect(talentInput({ categoryId: "4" })).toEqual({ categoryIds: [4] });
    expect(talentInput({ categoryId: "" })).toEqual({ categoryIds: [] });
  });

  it("takes the submission's birth parts as its date of birth and refuses staff-only fields by name", () => {
    const input = submissionInput({ firstName: "Jane", birthDay: "4", birthMonth: "7", birthYear: "1995", height: "168", smoker: "No" });
    expect(input).toEqual({ firstName: "Jane", height: 168, smoker: false, dateOfBirth: "1995-07-04" });
    // Refused rather than dropped, so a client that thinks it set them learns it did not (ADR 008).
    expect(() => submissionInput({ firstName: "Jane", isApproved: "true" })).toThrow(/isApproved: is set by the agency's staff/);
    expect(() => submissionInput({ firstName: "Jane", notes: "x" })).toThrow(/notes: is set by the agency's staff/);
  });

  it("asks visitors' queries for no staff-only field", () => {
    const asked = new Set(PUBLIC_TALENT_FIELDS.replace(/[{}]/g, " ").split(/\s+/));
    for (const key of staffOnly) expect(asked.has(key), key).toBe(false);
    for (const key of talentOutputKeys("staff")) expect(ADMIN_TALENT_FIELDS.split(/\s+/), key).toContain(key);
  });

  it("answers smoker as Yes/No and a visitor's last name as its initial", () => {
    expect(publicTalent({ id: 1, lastInitial: "D", smoker: true })).toEqual({ id: 1, lastName: "D.", smoker: "Yes" });
    expect(adminTalent({ id: 1, lastName: "Doe", smoker: false })).toEqual({ id: 1, lastName: "Doe", smoker: "No" });
    expect(adminTalent({ id: 1, smoker: null })).toEqual({ id: 1, smoker: null });
  });
});

describe("InputErrors", () => {
  const name = z.object({ name: z.string({ error: "Name is required." }) });
  const page = z.object({ limit: z.number({ error: "Limit must be a number." }), name: z.number({ error: "second" }) });

  it("gathers the fields of several checks into one BAD_USER_INPUT, keeping each field's first message", () => {
    const errors = new InputErrors();
    expect(errors.parse(name, {})).toBeUndefined();
    expect(errors.parse(page, {})).toBeUndefined();
    errors.add("file", "File is required.");
    expect(errors.has("limit")).toBe(true);
    let thrown: unknown;
    try {
      errors.throwIfAny();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { name: "Name is required.", limit: "Limit must be a number.", file: "File is required." },
    });
  });

  it("passes when nothing failed, and validate() is the one-schema case", () => {
    const errors = new InputErrors();
    expect(errors.parse(name, { name: "Jane" })).toEqual({ name: "Jane" });
    expect(() => errors.throwIfAny()).not.toThrow();
    expect(validate(name, { name: "Jane" })).toEqual({ name: "Jane" });
    expect(() => validate(name, {})).toThrow("Invalid input. name: Name is required.");
  });
});
