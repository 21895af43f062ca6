import { describe, expect, it } from "vitest";
import { MAX_DIRECTORY_IDS } from "../options";
import {
  adminTalentFilterSchema,
  LOCATION_MESSAGE,
  pageSchema,
  splitSkills,
  talentApprovalSchema,
  talentCrossFieldErrors,
  talentFilterSchema,
  talentUpdateSchema,
} from "./talent";
import { todayIso } from "../text";

// The talent's form rules are covered in ../talent-fields.test.ts; these are the lists' filters,
// the paging and the helpers around the forms.

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? "ok" : result.error!.issues[0]!.message;

describe("the public directory's filters", () => {
  it("treats 'all', blank and none as no filter", () => {
    expect(talentFilterSchema.parse({ gender: "all", ageRange: "", location: null, search: "  " })).toEqual({
      categoryId: null,
      search: null,
      ageRange: null,
      gender: null,
      location: null,
      eyeColor: null,
      hairColor: null,
      heightRange: null,
      ids: null,
    });
  });

  it("takes listed choices, stored colours beyond the dropdowns, and refuses others naming the filter", () => {
    expect(talentFilterSchema.parse({ ageRange: "55+", heightRange: "over-190", eyeColor: "amber", hairColor: "white" })).toMatchObject({
      ageRange: "55+",
      heightRange: "over-190",
      eyeColor: "amber",
      hairColor: "white",
    });
    expect(firstMessage(talentFilterSchema.safeParse({ gender: "Other" }))).toBe("Gender must be one of: all, Male, Female, Non-binary.");
    expect(firstMessage(talentFilterSchema.safeParse({ location: "vic" }))).toBe(LOCATION_MESSAGE);
    expect(firstMessage(talentFilterSchema.safeParse({ categoryId: 0 }))).toBe("Category must be a category id.");
    expect(firstMessage(talentFilterSchema.safeParse({ search: "x".repeat(201) }))).toBe("Search must be at most 200 characters.");
  });

  it("narrows to at most 100 ids, each once", () => {
    expect(talentFilterSchema.parse({ ids: [4, 4, 2] }).ids).toEqual([4, 2]);
    const tooMany = Array.from({ length: MAX_DIRECTORY_IDS + 1 }, (_, i) => i + 1);
    expect(firstMessage(talentFilterSchema.safeParse({ ids: tooMany }))).toBe("At most 100 talent ids at a time.");
    expect(firstMessage(talentFilterSchema.safeParse({ ids: [-1] }))).toBe("Talent ids must be positive whole numbers.");
  });

  it("the staff list filters by status and any stored gender", () => {
    expect(adminTalentFilterSchema.parse({ status: "unpublished", gender: "Other" })).toMatchObject({
      status: "unpublished",
      gender: "Other",
    });
    expect(firstMessage(adminTalentFilterSchema.safeParse({ status: "draft" }))).toBe(
      "Status must be one of: all, published, approved, pending, unpublished, declined.",
    );
  });
});

describe("paging", () => {
  const page = pageSchema(48);

  it("takes 1 to the maximum rows from offset 0 on", () => {
    expect(page.parse({ limit: 48, offset: 0 })).toEqual({ limit: 48, offset: 0 });
    for (const limit of [0, 49, 1.5]) {
      expect(firstMessage(page.safeParse({ limit, offset: 0 })), String(limit)).toBe("Limit must be a whole number from 1 to 48.");
    }
    expect(firstMessage(page.safeParse({ limit: 1, offset: -1 }))).toBe("Offset must be a whole number, 0 or more.");
  });
});

describe("helpers around the talent forms", () => {
  it("splits the skills box at commas, trimming and dropping blanks", () => {
    expect(splitSkills(" Singing, , Stage combat ,Horse riding,")).toEqual(["Singing", "Stage combat", "Horse riding"]);
    expect(splitSkills("")).toEqual([]);
  });

  it("an update changes only the fields sent", () => {
    expect(talentUpdateSchema.parse({ suburb: "Malvern" })).toEqual({ suburb: "Malvern" });
    expect(talentUpdateSchema.safeParse({ firstName: "J" }).success).toBe(false);
  });

  it("checks the parts of a birth date together", () => {
    expect(talentCrossFieldErrors({ birthDay: 31, birthMonth: 4, birthYear: 1990 })).toEqual({
      birthDay: "Date of birth is not a real date.",
    });
    const nextYear = Number(todayIso().slice(0, 4)) + 1;
    expect(talentCrossFieldErrors({ birthDay: 1, birthMonth: 1, birthYear: nextYear })).toEqual({
      birthYear: "Date of birth cannot be in the future.",
    });
    expect(talentCrossFieldErrors({ birthDay: 29, birthMonth: 2, birthYear: 2000 })).toEqual({});
    expect(talentCrossFieldErrors({ birthDay: 29, birthMonth: 2 })).toEqual({});
  });

  it("an approval's notes are optional", () => {
    expect(talentApprovalSchema.parse({})).toEqual({ notes: null });
    expect(talentApprovalSchema.parse({ notes: " ok " })).toEqual({ notes: "ok" });
  });
});
