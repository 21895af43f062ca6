import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  TALENT_CROSS_FIELD_KEYS,
  TALENT_MESSAGES,
  talentCreateSchema,
  talentCrossFieldErrors,
  talentFieldsSchema,
  talentSubmissionSchema,
} from "./schemas";
import {
  initialTalentValue,
  isRequiredIn,
  isRequiredOnCreate,
  TALENT_FILE_LABELS,
  talentField,
  talentFieldKeys,
  talentFormKeys,
  talentOutputKeys,
  type TalentFieldKey,
  type TalentForm,
} from "./talent-field-keys";
import { TALENT_FIELD_RULES } from "./talent-field-rules";
import { TALENT_FIELDS } from "./talent-fields";

// The table of the talent's fields (talent-fields.ts) and what common/ builds from it.

describe("the talent table", () => {
  it("builds each form's schema from the rows that have a rule for it, in table order", () => {
    expect(Object.keys(talentSubmissionSchema.shape)).toEqual(talentFormKeys("submission"));
    expect(Object.keys(talentFieldsSchema.shape)).toEqual(talentFormKeys("staff"));
    expect(talentFormKeys("submission")).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "dateOfBirth",
      "gender",
      "height",
      "eyeColor",
      "hairColor",
      "smoker",
      "houseUnitNumber",
      "location",
      "suburb",
      "postcode",
      "state",
      "bio",
      "categoryId",
    ]);
  });

  it("keeps what the specification calls private away from visitors", () => {
    // docs/architecture.md#privacy: contact details, birth date, street address, postcode, resume and notes.
    const privateFields = [
      "lastName",
      "email",
      "phone",
      "birthDay",
      "birthMonth",
      "birthYear",
      "houseUnitNumber",
      "location",
      "postcode",
      "resumeUrl",
      "notes",
      "isApproved",
      "isPublished",
      // The agency's choice for its home page, not a fact about the talent (ADR 166).
      "featured",
    ];
    const visible = talentOutputKeys("public");
    for (const key of privateFields) expect(visible, key).not.toContain(key);
    expect(talentFieldKeys((row) => row.audience === "staff").sort()).toEqual([...privateFields, "dateOfBirth"].sort());
  });

  it("shows staff every field a type shows, and visitors the public ones", () => {
    const shown = talentFieldKeys((row) => row.output !== "none");
    expect(talentOutputKeys("staff")).toEqual(shown);
    expect(talentOutputKeys("public")).toEqual(shown.filter((key) => TALENT_FIELDS[key].audience === "public"));
    expect(talentOutputKeys("public")).toEqual(expect.arrayContaining(["firstName", "bio", "smoker", "suburb", "state", "skills"]));
  });

  it("exposes only stored columns as they are", () => {
    for (const key of talentOutputKeys("staff", "expose")) expect(TALENT_FIELDS[key].column, key).toBe(true);
  });

  it("needs first name, last name and e-mail for a new talent, and nothing else", () => {
    expect(talentFormKeys("staff").filter(isRequiredOnCreate)).toEqual(["firstName", "lastName", "email"]);
  });

  it("marks every submission field required except gender and house/unit number (docs/product.md#talent-submission)", () => {
    const optional = talentFormKeys("submission").filter((key) => !isRequiredIn("submission", key));
    expect(optional).toEqual(["gender", "houseUnitNumber"]);
  });

  it("gives a new talent each field's initial value when staff leave it out", () => {
    const created = talentCreateSchema.parse({ firstName: "Jane", lastName: "Doe", email: "jane@example.com" });
    expect(created).toMatchObject({ skills: [], categoryIds: [], playableAgeNA: false, isApproved: false, isPublished: false });
    expect(created.phone).toBeNull();
    expect(created.playableAgeMin).toBeNull();
    for (const key of talentFormKeys("staff")) {
      if (!isRequiredOnCreate(key)) expect(created[key as keyof typeof created], key).toEqual(initialTalentValue(key));
    }
  });

  it("lets a choice take each of its options and nothing else, in every form it is in", () => {
    const choices = talentFieldKeys((row) => row.options !== undefined);
    expect(choices).toEqual(["gender", "eyeColor", "hairColor", "state"]);
    for (const key of choices) {
      const { options = [] } = talentField(key);
      for (const rule of Object.values(TALENT_FIELD_RULES[key] as Record<string, z.ZodType>)) {
        for (const option of options) expect(rule.safeParse(option).success, `${key} ${option}`).toBe(true);
        expect(rule.safeParse("purple").success, key).toBe(false);
      }
    }
  });

  it("says which forms have each field and whether it is required there, as the field's rules do", () => {
    for (const key of Object.keys(TALENT_FIELDS) as TalentFieldKey[]) {
      const rules = TALENT_FIELD_RULES[key] as Partial<Record<TalentForm, z.ZodType>>;
      expect(Object.keys(talentField(key).forms).sort(), key).toEqual(Object.keys(rules).sort());
      for (const [form, rule] of Object.entries(rules) as Array<[TalentForm, z.ZodType]>) {
        expect(talentField(key).forms[form], `${key} in ${form}`).toBe(rule.safeParse(undefined).success ? "optional" : "required");
      }
    }
  });

  it("names the submission's files with the labels of the fields they fill", () => {
    expect(TALENT_FILE_LABELS).toEqual({ headshot: "Headshot photo", fullBodyShot: "Full body shot", resume: "Resume/CV" });
  });
});

describe("talentCrossFieldErrors", () => {
  it("reads only fields staff can set", () => {
    for (const key of TALENT_CROSS_FIELD_KEYS) expect(talentFormKeys("staff")).toContain(key);
  });

  it("refuses a published talent that is not approved, and a playable range upside down", () => {
    expect(talentCrossFieldErrors({ isPublished: true, isApproved: false })).toEqual({
      isPublished: TALENT_MESSAGES.publishNeedsApproval,
    });
    expect(talentCrossFieldErrors({ isPublished: true, isApproved: true })).toEqual({});
    expect(talentCrossFieldErrors({ playableAgeMin: 40, playableAgeMax: 20, playableAgeNA: false })).toEqual({
      playableAgeMin: "Minimum age cannot be greater than maximum age",
    });
    expect(talentCrossFieldErrors({ playableAgeMin: 40, playableAgeMax: 20, playableAgeNA: true })).toEqual({});
  });
});
