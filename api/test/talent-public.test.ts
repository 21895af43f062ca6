import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { PrismaClient } from "../src/db/generated/prisma/client";
import { yearsBefore } from "../src/services/sql/talent-filter";
import { codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
const ids: Record<string, number> = {};
const cats: Record<string, number> = {};

const today = new Date();
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** Birth parts and birthDate for someone born on `date`. */
const born = (date: Date) => ({
  birthYear: date.getUTCFullYear(),
  birthMonth: date.getUTCMonth() + 1,
  birthDay: date.getUTCDate(),
  birthDate: date,
});
const PUBLISHED = { isApproved: true, isPublished: true, publishedAt: new Date("2024-06-01T00:00:00Z") };

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ["Actors", "Models", "Extras"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;

  const jane = await t.prisma.talent.create({
    data: {
      ...PUBLISHED,
      firstName: "Jane",
      lastName: "doe",
      email: "jane@example.com",
      phone: "0400 000 001",
      gender: "Female",
      age: 99,
      ...born(yearsBefore(today, 25)),
      height: 160,
      eyeColor: "blue",
      hairColor: "blonde",
      smoker: false,
      houseUnitNumber: "4",
      location: "12 Secret Street",
      suburb: "Richmond",
      postcode: "3121",
      state: "VIC",
      bio: "Experienced stage actor from Melbourne.",
      experience: "Ten years of theatre",
      skills: ["Stage combat", "Singing"],
      playableAgeMin: 20,
      playableAgeMax: 30,
      resumeUrl: "/uploads/documents/jane.pdf",
      notes: "Internal: great audition",
      createdAt: new Date("2024-01-01T00:00:00Z"),
      categories: { connect: [{ id: cats.Models! }, { id: cats.Actors! }] },
      images: {
        create: [
          { filename: "j2.jpg", sequence: 2, storageUrl: "/uploads/images/j2.jpg", cardUrl: "/uploads/images/j2-card.webp" },
          { filename: "waiting.jpg", sequence: 0 },
          { filename: "j1.jpg", sequence: 1, storageUrl: "/uploads/images/j1.jpg" },
        ],
      },
      documents: {
        create: [
          {
            filename: "cv.pdf",
            title: "Resume",
            documentType: "resume",
            fileType: "pdf",
            storageUrl: "/uploads/documents/jane.pdf",
            fileSize: 10,
          },
        ],
      },
    },
  });
  ids.jane = jane.id;
  const arrange = async (key: string, data: Parameters<typeof t.prisma.talent.create>[0]["data"]) => {
    ids[key] = (await t.prisma.talent.create({ data })).id;
  };
  await arrange("tom", {
    ...PUBLISHED,
    firstName: "Tom",
    lastName: "Brown",
    email: "tom@example.com",
    gender: "Male",
    age: 40,
    height: 159,
    eyeColor: "brown",
    hairColor: "black",
    suburb: "Bondi",
    state: "NSW",
    imageUrl: "https://cdn.example.com/tom.jpg",
    headshotUrl: "https://cdn.example.com/tom-head.jpg",
    createdAt: new Date("2024-02-01T00:00:00Z"),
    categories: { connect: [{ id: cats.Actors! }] },
  });
  await arrange("alex", {
    ...PUBLISHED,
    firstName: "Alex",
    lastName: "Smith",
    email: "alex@example.com",
    gender: "Non-binary",
    ...born(yearsBefore(today, 56)),
    height: 190,
    eyeColor: "green",
    hairColor: "red",
    state: "QLD",
    headshotUrl: "/uploads/images/alex-head.jpg",
    playableAgeNA: true,
    createdAt: new Date("2024-03-01T00:00:00Z"),
  });
  await arrange("sam", {
    ...PUBLISHED,
    firstName: "Sam",
    lastName: "Young",
    email: "sam@example.com",
    gender: "Female",
    age: 60,
    ...born(yearsBefore(today, 26)),
    height: 170,
    eyeColor: "hazel",
    hairColor: "grey",
    state: "VIC",
    createdAt: new Date("2024-04-01T00:00:00Z"),
    categories: { connect: [{ id: cats.Extras! }] },
  });
  await arrange("kim", {
    ...PUBLISHED,
    firstName: "Kim",
    lastName: "Lee",
    email: "kim@example.com",
    gender: "Female",
    ...born(addDays(yearsBefore(today, 26), 1)),
    height: 175,
    eyeColor: "grey",
    hairColor: "other",
    state: "WA",
    fullBodyShotUrl: "/uploads/images/kim-body.jpg",
    createdAt: new Date("2024-05-01T00:00:00Z"),
  });
  await arrange("approvedOnly", {
    firstName: "Zed",
    lastName: "Approved",
    email: "zed@example.com",
    gender: "Female",
    state: "VIC",
    isApproved: true,
    isPublished: false,
    images: { create: [{ filename: "z.jpg", storageUrl: "/uploads/images/z.jpg" }] },
  });
  await arrange("pendingButFlagged", {
    firstName: "Pat",
    lastName: "Pending",
    email: "pat@example.com",
    gender: "Female",
    isApproved: false,
    isPublished: true,
  });
  await arrange("unpublished", {
    firstName: "Una",
    lastName: "Unpublished",
    email: "una@example.com",
    isApproved: true,
    isPublished: false,
    publishedAt: new Date("2024-01-01T00:00:00Z"),
  });
});
afterAll(async () => {
  await t?.close();
});

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
      location: "Location must be one of: all, NSW, VIC, QLD, WA, SA, TAS, NT, ACT.",
      eyeColor: "Eye color must be one of: all, brown, blue, green, hazel, grey, amber, other.",
      hairColor: "Hair color must be one of: all, black, brown, blonde, red, auburn, grey, white, other.",
      heightRange: "Height range must be one of: all, under-160, 160-170, 170-180, 180-190, over-190.",
      categoryId: "Category must be a category id.",
      limit: "Limit must be a whole number from 1 to 500.",
      offset: "Offset must be a whole number, 0 or more.",
    });
  });
});

describe("Talent (the public type)", () => {
  const PROFILE = `query ($id: Int!) {
    talent(id: $id) {
      id firstName lastInitial displayName bio age playableAgeMin playableAgeMax playableAgeNA height eyeColor hairColor
      smoker gender suburb state skills categoryIds categoryId categories { id name }
      images { filename sequence storageUrl } firstImageUrl imageUrl headshotUrl fullBodyShotUrl additionalImages
    }
  }`;

  it("shows the public facts, the last initial only, the computed age and the stored images in order", async () => {
    const result = await t.gql(PROFILE, { id: ids.jane });
    expect(result.errors).toBeUndefined();
    expect(result.data!.talent).toEqual({
      id: ids.jane,
      firstName: "Jane",
      lastInitial: "D",
      displayName: "Jane D.",
      bio: "Experienced stage actor from Melbourne.",
      age: 25,
      playableAgeMin: 20,
      playableAgeMax: 30,
      playableAgeNA: false,
      height: 160,
      eyeColor: "blue",
      hairColor: "blonde",
      smoker: false,
      gender: "Female",
      suburb: "Richmond",
      state: "VIC",
      skills: ["Stage combat", "Singing"],
      categoryIds: [cats.Actors, cats.Models],
      categoryId: cats.Actors,
      categories: [
        { id: cats.Actors, name: "Actors" },
        { id: cats.Models, name: "Models" },
      ],
      images: [
        // File names often carry the full name: visitors get null.
        { filename: null, sequence: 1, storageUrl: "/uploads/images/j1.jpg" },
        { filename: null, sequence: 2, storageUrl: "/uploads/images/j2.jpg" },
      ],
      firstImageUrl: "/uploads/images/j1.jpg",
      imageUrl: null,
      headshotUrl: null,
      fullBodyShotUrl: null,
      additionalImages: [],
    });
  });

  it("falls back to the stored age, and from images to imageUrl, headshotUrl, fullBodyShotUrl for firstImageUrl", async () => {
    const result = await t.gql(`{
      a: talent(id: ${ids.tom}) { age categoryId firstImageUrl }
      b: talent(id: ${ids.alex}) { age categoryId categoryIds firstImageUrl }
      c: talent(id: ${ids.kim}) { firstImageUrl }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { age: 40, categoryId: cats.Actors, firstImageUrl: "https://cdn.example.com/tom.jpg" },
      b: { age: 56, categoryId: null, categoryIds: [], firstImageUrl: "/uploads/images/alex-head.jpg" },
      c: { firstImageUrl: "/uploads/images/kim-body.jpg" },
    });
  });

  it("prefers an image's card copy for firstImageUrl", async () => {
    const image = await t.prisma.talentImage.findFirstOrThrow({ where: { filename: "j1.jpg" } });
    await t.prisma.talentImage.update({ where: { id: image.id }, data: { cardUrl: "/uploads/images/j1-card.webp" } });
    const result = await t.gql(`{ talent(id: ${ids.jane}) { firstImageUrl } }`);
    expect(result.data!.talent.firstImageUrl).toBe("/uploads/images/j1-card.webp");
    await t.prisma.talentImage.update({ where: { id: image.id }, data: { cardUrl: null } });
  });

  it("is null for talents that are not approved and published, and for unknown ids", async () => {
    for (const key of ["approvedOnly", "pendingButFlagged", "unpublished"]) {
      const result = await t.gql(`query ($id: Int!) { talent(id: $id) { id } }`, { id: ids[key] });
      expect(result.errors).toBeUndefined();
      expect(result.data!.talent).toBeNull();
    }
    const missing = await t.gql(`{ talent(id: 999999) { id } }`);
    expect(missing.data!.talent).toBeNull();
  });

  const PRIVATE_FIELDS = [
    "lastName",
    "email",
    "phone",
    "birthDay",
    "birthMonth",
    "birthYear",
    "birthDate",
    "houseUnitNumber",
    "location",
    "postcode",
    "resumeUrl",
    "documents",
    "experience",
    "notes",
    "isApproved",
    "isPublished",
    "publishedAt",
    "status",
    "createdAt",
  ];

  it.each(PRIVATE_FIELDS)("has no '%s' field, in a list or a profile", async (field) => {
    const selection = field === "documents" ? "documents { id }" : field;
    for (const query of [`{ talents { id ${selection} } }`, `{ talent(id: ${ids.jane}) { id ${selection} } }`]) {
      const result = await t.gql(query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toContain(`Cannot query field "${field}" on type "Talent".`);
    }
  });

  it("keeps AdminTalent out of reach without the admin scope", async () => {
    const queries = [`{ adminTalents { id email } }`, `{ adminTalent(id: ${ids.jane}) { id email } }`];
    for (const query of queries) {
      const visitor = await t.gql(query);
      expect(codesOf(visitor)).toEqual(["UNAUTHENTICATED"]);
      expect(JSON.stringify(visitor.data)).not.toContain("jane@example.com");
      const forged = await t.gql(query, {}, { token: "not-a-token" });
      expect(codesOf(forged)).toEqual(["UNAUTHENTICATED"]);
      expect(forged.errors![0]!.message).toBe("Invalid token");
      const staff = await t.gql(query, {}, { token: await t.userToken() });
      expect(codesOf(staff)).toEqual(["FORBIDDEN"]);
      expect(JSON.stringify(staff.data)).not.toContain("jane@example.com");
    }
  });
});

describe("talentImages", () => {
  const IMAGES = `query ($id: Int!) { talentImages(talentId: $id) { filename sequence storageUrl } }`;

  it("lists a public talent's stored images by sequence", async () => {
    const result = await t.gql(IMAGES, { id: ids.jane });
    expect(result.data!.talentImages.map((image: { storageUrl: string }) => image.storageUrl)).toEqual([
      "/uploads/images/j1.jpg",
      "/uploads/images/j2.jpg",
    ]);
    expect(result.data!.talentImages.map((image: { filename: string | null }) => image.filename)).toEqual([null, null]);
    const staff = await t.gql(IMAGES, { id: ids.jane }, { token: await t.adminToken() });
    expect(staff.data!.talentImages.map((image: { filename: string }) => image.filename)).toEqual(["j1.jpg", "j2.jpg"]);
  });

  it("is empty for hidden talents and unknown ids", async () => {
    for (const id of [ids.approvedOnly, 999_999]) {
      const result = await t.gql(IMAGES, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data!.talentImages).toEqual([]);
    }
  });
});

describe("SQL statements per list", () => {
  let counted: App;
  let pool: pg.Pool;
  let prisma: PrismaClient;
  let statements = 0;

  beforeAll(async () => {
    // The app again, on the same database, through a pool that counts every statement it runs.
    pool = new pg.Pool({ connectionString: t.database.url, max: 4 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      statements += 1;
      return query(...args);
    }) as typeof pool.query;
    prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    counted = await buildApp({ config: t.config, database: { ...t.database, prisma } });
    await counted.ready();

    const talents = await t.prisma.talent.createManyAndReturn({
      data: Array.from({ length: 200 }, (_, index) => ({
        firstName: `Bulk${index}`,
        lastName: `Talent${index}`,
        email: `bulk${index}@example.com`,
        isApproved: true,
        isPublished: true,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
      })),
      select: { id: true },
    });
    const talentIds = talents.map((talent) => talent.id);
    await t.prisma.$executeRawUnsafe(
      `INSERT INTO "_CategoryToTalent" ("A", "B") SELECT c.id, t.id FROM "Category" c, "Talent" t WHERE t.id = ANY($1::int[])`,
      talentIds,
    );
    await t.prisma.talentImage.createMany({
      data: talentIds.flatMap((talentId) =>
        [0, 1].map((sequence) => ({
          talentId,
          sequence,
          filename: `${talentId}-${sequence}.jpg`,
          storageUrl: `/uploads/images/${talentId}-${sequence}.jpg`,
          cardUrl: `/uploads/images/${talentId}-${sequence}-card.webp`,
        })),
      ),
    });
  });
  afterAll(async () => {
    await counted?.close();
    await prisma?.$disconnect();
    await pool?.end();
  });

  async function statementsFor(query: string, token?: string) {
    const before = statements;
    const response = await counted.inject({
      method: "POST",
      url: "/graphql",
      payload: { query },
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = response.json();
    expect(body.errors).toBeUndefined();
    return { count: statements - before, rows: (Object.values(body.data)[0] as unknown[]).length };
  }

  it("runs the same few statements for 5 or 50 directory talents with categories, images and firstImageUrl", async () => {
    const list = (limit: number) =>
      `{ talents(limit: ${limit}) { id displayName age categoryId categoryIds categories { id name talentCount } firstImageUrl images { id storageUrl } } }`;
    const five = await statementsFor(list(5));
    const fifty = await statementsFor(list(50));
    expect([five.rows, fifty.rows]).toEqual([5, 50]);
    expect(fifty.count).toBe(five.count);
    expect(fifty.count).toBeLessThanOrEqual(4);
  });

  it("runs the same few statements for 5 or all 208 staff rows with categories, in every sort", async () => {
    const token = await t.adminToken();
    for (const sort of ["SUBMITTED", "NAME", "CATEGORY"]) {
      const list = (limit: number) =>
        `{ adminTalents(limit: ${limit}, sort: ${sort}) { id email status categoryId categories { id name } firstImageUrl images { id } documents { id } } }`;
      const five = await statementsFor(list(5), token);
      const all = await statementsFor(list(1000), token);
      expect([five.rows, all.rows]).toEqual([5, 208]);
      expect(all.count).toBe(five.count);
      expect(all.count).toBeLessThanOrEqual(7);
    }
  });
});
