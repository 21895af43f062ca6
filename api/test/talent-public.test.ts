import { describe, expect, it } from "vitest";
import { codesOf } from "./helpers";
import { LOCATION_MESSAGE } from "../../common/schemas/talent";
import { cats, t, useTalentPublicScene } from "./talent-public-scene";

// The public directory's list (talents): what it shows and how each filter narrows it.

useTalentPublicScene();

const LIST = `query ($filter: TalentFilter, $limit: Int, $offset: Int) {
  talents(filter: $filter, limit: $limit, offset: $offset) { id firstName }
}`;

/** The first names the directory answers for a filter, newest first. */
async function namesFor(filter: Record<string, unknown>, page: { limit?: number; offset?: number } = {}) {
  const result = await t.gql<{ talents: Array<{ firstName: string }> }>(LIST, { filter, ...page });
  expect(result.errors).toBeUndefined();
  return result.data!.talents.map((talent) => talent.firstName);
}

const ALL_PUBLIC = ["Kim", "Sam", "Alex", "Tom", "Jane"];

describe("talents (the directory)", () => {
  it("lists only approved and published talents, newest first", async () => {
    expect(await namesFor({})).toEqual(ALL_PUBLIC);
  });

  it("gives staff the same public list", async () => {
    const result = await t.gql(LIST, {}, { token: await t.adminToken() });
    expect(result.data!.talents.map((talent: { firstName: string }) => talent.firstName)).toEqual(ALL_PUBLIC);
  });

  it("pages with limit and offset", async () => {
    expect(await namesFor({}, { limit: 2, offset: 1 })).toEqual(["Sam", "Alex"]);
    expect(await namesFor({}, { offset: 5 })).toEqual([]);
  });

  it("filters by category", async () => {
    expect(await namesFor({ categoryId: cats.Actors })).toEqual(["Tom", "Jane"]);
    expect(await namesFor({ categoryId: cats.Extras })).toEqual(["Sam"]);
    expect(await namesFor({ categoryId: 999_999 })).toEqual([]);
  });

  it("searches first name, suburb, bio and skills in any case, trimmed, but never the last name", async () => {
    expect(await namesFor({ search: "jane" })).toEqual(["Jane"]);
    expect(await namesFor({ search: "BROWN" })).toEqual([]);
    expect(await namesFor({ search: "Tom B." })).toEqual(["Tom"]);
    expect(await namesFor({ search: " bondi " })).toEqual(["Tom"]);
    expect(await namesFor({ search: "melbourne" })).toEqual(["Jane"]);
    expect(await namesFor({ search: "COMBAT" })).toEqual(["Jane"]);
    expect(await namesFor({ search: "sing" })).toEqual(["Jane"]);
  });

  it("ignores a blank search and treats LIKE wildcards as plain characters", async () => {
    expect(await namesFor({ search: "   " })).toEqual(ALL_PUBLIC);
    expect(await namesFor({ search: "%" })).toEqual([]);
    expect(await namesFor({ search: "_" })).toEqual([]);
  });

  it("never matches private fields or hidden talents in a search", async () => {
    expect(await namesFor({ search: "Secret Street" })).toEqual([]);
    expect(await namesFor({ search: "jane@example.com" })).toEqual([]);
    expect(await namesFor({ search: "Zed" })).toEqual([]);
  });

  it("filters by age band, from the birth date when known (it wins over the stored age), else the stored age", async () => {
    expect(await namesFor({ ageRange: "18-25" })).toEqual(["Kim", "Jane"]);
    expect(await namesFor({ ageRange: "26-35" })).toEqual(["Sam"]);
    expect(await namesFor({ ageRange: "36-45" })).toEqual(["Tom"]);
    expect(await namesFor({ ageRange: "46-55" })).toEqual([]);
    expect(await namesFor({ ageRange: "55+" })).toEqual(["Alex"]);
  });

  it("filters by gender, state, eye colour and hair colour", async () => {
    expect(await namesFor({ gender: "Female" })).toEqual(["Kim", "Sam", "Jane"]);
    expect(await namesFor({ gender: "Male" })).toEqual(["Tom"]);
    expect(await namesFor({ gender: "Non-binary" })).toEqual(["Alex"]);
    expect(await namesFor({ location: "VIC" })).toEqual(["Sam", "Jane"]);
    expect(await namesFor({ location: "ACT" })).toEqual([]);
    expect(await namesFor({ eyeColor: "blue" })).toEqual(["Jane"]);
    expect(await namesFor({ eyeColor: "hazel" })).toEqual(["Sam"]);
    expect(await namesFor({ hairColor: "black" })).toEqual(["Tom"]);
    expect(await namesFor({ hairColor: "other" })).toEqual(["Kim"]);
  });

  it("filters by height band: minimum inclusive, maximum exclusive", async () => {
    expect(await namesFor({ heightRange: "under-160" })).toEqual(["Tom"]);
    expect(await namesFor({ heightRange: "160-170" })).toEqual(["Jane"]);
    expect(await namesFor({ heightRange: "170-180" })).toEqual(["Kim", "Sam"]);
    expect(await namesFor({ heightRange: "180-190" })).toEqual([]);
    expect(await namesFor({ heightRange: "over-190" })).toEqual(["Alex"]);
  });

  it("combines filters", async () => {
    expect(await namesFor({ gender: "Female", location: "VIC", ageRange: "18-25" })).toEqual(["Jane"]);
  });

  it("treats 'all' and '' as no filter", async () => {
    const none = { ageRange: "all", gender: "", location: "all", eyeColor: "all", hairColor: "", heightRange: "all", search: "" };
    expect(await namesFor(none)).toEqual(ALL_PUBLIC);
  });

  it("rejects unknown filter values, naming each field", async () => {
    const result = await t.gql(LIST, {
      filter: {
        ageRange: "17-20",
        gender: "Other",
        location: "XX",
        eyeColor: "purple",
        hairColor: "pink",
        heightRange: "tall",
        categoryId: 0,
      },
      limit: 501,
      offset: -1,
    });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      ageRange: "Age range must be one of: all, 18-25, 26-35, 36-45, 46-55, 55+.",
      gender: "Gender must be one of: all, Male, Female, Non-binary.",
      location: LOCATION_MESSAGE,
      eyeColor: "Eye color must be one of: all, brown, blue, green, hazel, grey, amber, other.",
      hairColor: "Hair color must be one of: all, black, brown, blonde, red, auburn, grey, white, other.",
      heightRange: "Height range must be one of: all, under-160, 160-170, 170-180, 180-190, over-190.",
      categoryId: "Category must be a category id.",
      limit: "Limit must be a whole number from 1 to 500.",
      offset: "Offset must be a whole number, 0 or more.",
    });
  });
});
