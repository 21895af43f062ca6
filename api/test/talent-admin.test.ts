import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOn } from "../../common";
import type { Prisma } from "../src/db/generated/prisma/client";
import { codesOf, startTestApp, type TestApp, testImage } from "./helpers";

let t: TestApp;
let admin: string;
let user: string;
const cats: Record<string, number> = {};
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  user = await t.userToken();
  for (const name of ["Actors", "Models", "Presenters"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;
  png = await testImage("png");
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
/** A talent arranged directly in the database. */
async function talent(data: Partial<Prisma.TalentCreateInput> = {}) {
  serial += 1;
  return t.prisma.talent.create({
    data: { firstName: `First${serial}`, lastName: `Last${serial}`, email: `talent${serial}@example.com`, ...data },
  });
}

/** Asserts that an operation needs the admin scope: no token, a bad token and a non-admin all fail. */
async function expectAdminOnly(query: string, variables: Record<string, unknown> = {}) {
  const visitor = await t.gql(query, variables);
  expect(codesOf(visitor)).toEqual(["UNAUTHENTICATED"]);
  const forged = await t.gql(query, variables, { token: "forged.token.value" });
  expect(codesOf(forged)).toEqual(["UNAUTHENTICATED"]);
  expect(forged.errors![0]!.message).toBe("Invalid token");
  const staff = await t.gql(query, variables, { token: user });
  expect(codesOf(staff)).toEqual(["FORBIDDEN"]);
}

const fieldsOf = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
  result.errors?.[0]?.extensions?.fields;

describe("adminTalents, adminTalent and talentCounts", () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.prisma.talent.deleteMany();
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    ids.published = (
      await talent({
        firstName: "Anna",
        lastName: "Zimmer",
        email: "anna@castings.test",
        gender: "Female",
        location: "1 Harbour Road",
        suburb: "Manly",
        isApproved: true,
        isPublished: true,
        publishedAt: at(5),
        createdAt: at(1),
        categories: { connect: [{ id: cats.Presenters! }] },
      })
    ).id;
    ids.approved = (
      await talent({
        firstName: "Ben",
        lastName: "Young",
        email: "ben@example.com",
        gender: "Male",
        suburb: "Fitzroy",
        isApproved: true,
        createdAt: at(2),
        categories: { connect: [{ id: cats.Actors! }, { id: cats.Models! }] },
      })
    ).id;
    ids.unpublished = (
      await talent({
        firstName: "Cara",
        lastName: "Xu",
        email: "cara@example.com",
        gender: "Female",
        isApproved: true,
        publishedAt: at(3),
        createdAt: at(3),
        categories: { connect: [{ id: cats.Models! }] },
      })
    ).id;
    ids.pending = (
      await talent({
        firstName: "Dan",
        lastName: "Abbot",
        email: "dan@example.com",
        gender: "Other",
        location: "9 Harbour Lane",
        createdAt: at(4),
      })
    ).id;
  });

  const LIST = `query ($search: String, $status: String, $categoryId: Int, $gender: String, $sort: TalentSort, $direction: SortDirection, $limit: Int, $offset: Int) {
    adminTalents(search: $search, status: $status, categoryId: $categoryId, gender: $gender, sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
      id firstName status
    }
  }`;
  const names = async (variables: Record<string, unknown>) => {
    const result = await t.gql(LIST, variables, { token: admin });
    expect(result.errors).toBeUndefined();
    return result.data!.adminTalents.map((row: { firstName: string }) => row.firstName);
  };

  it("lists every talent for staff, newest submission first by default", async () => {
    expect(await names({})).toEqual(["Dan", "Cara", "Ben", "Anna"]);
    expect(await names({ direction: "ASC" })).toEqual(["Anna", "Ben", "Cara", "Dan"]);
  });

  it("derives each status from the flags and publishedAt", async () => {
    const result = await t.gql(LIST, {}, { token: admin });
    const statuses = Object.fromEntries(result.data!.adminTalents.map((row: { firstName: string; status: string }) => [row.firstName, row.status]));
    expect(statuses).toEqual({ Anna: "published", Ben: "approved", Cara: "unpublished", Dan: "pending" });
  });

  it("filters by status, category and gender; 'all' and '' mean no filter", async () => {
    expect(await names({ status: "published" })).toEqual(["Anna"]);
    expect(await names({ status: "approved" })).toEqual(["Ben"]);
    expect(await names({ status: "unpublished" })).toEqual(["Cara"]);
    expect(await names({ status: "pending" })).toEqual(["Dan"]);
    expect(await names({ status: "all", gender: "" })).toHaveLength(4);
    expect(await names({ categoryId: cats.Models })).toEqual(["Cara", "Ben"]);
    expect(await names({ gender: "Female" })).toEqual(["Cara", "Anna"]);
    expect(await names({ gender: "Other" })).toEqual(["Dan"]);
  });

  it("searches first name, last name, email, street address and suburb", async () => {
    expect(await names({ search: "anna" })).toEqual(["Anna"]);
    expect(await names({ search: "ABBOT" })).toEqual(["Dan"]);
    expect(await names({ search: "castings.test" })).toEqual(["Anna"]);
    expect(await names({ search: "harbour" })).toEqual(["Dan", "Anna"]);
    expect(await names({ search: "fitzroy" })).toEqual(["Ben"]);
    expect(await names({ search: "  " })).toHaveLength(4);
    expect(await names({ search: "%" })).toEqual([]);
  });

  it("sorts by name (last, first), by first category name, and pages", async () => {
    expect(await names({ sort: "NAME", direction: "ASC" })).toEqual(["Dan", "Cara", "Ben", "Anna"]);
    expect(await names({ sort: "NAME", direction: "DESC" })).toEqual(["Anna", "Ben", "Cara", "Dan"]);
    // Ben: Actors (before Models); Cara: Models; Anna: Presenters; Dan has none and comes last either way.
    expect(await names({ sort: "CATEGORY", direction: "ASC" })).toEqual(["Ben", "Cara", "Anna", "Dan"]);
    expect(await names({ sort: "CATEGORY", direction: "DESC" })).toEqual(["Anna", "Cara", "Ben", "Dan"]);
    expect(await names({ sort: "CATEGORY", direction: "ASC", limit: 2, offset: 1 })).toEqual(["Cara", "Anna"]);
    expect(await names({ sort: "NAME", direction: "ASC", limit: 2, offset: 1 })).toEqual(["Cara", "Ben"]);
    expect(await names({ sort: "SUBMITTED", limit: 2, offset: 2 })).toEqual(["Ben", "Anna"]);
  });

  it("sorts names as people read them, whatever their letter case", async () => {
    const lower = await t.prisma.talent.create({ data: { firstName: "eve", lastName: "aardvark", email: "eve@example.com" } });
    try {
      expect((await names({ sort: "NAME", direction: "ASC" }))[0]).toBe("eve");
      expect((await names({ sort: "NAME", direction: "DESC" })).at(-1)).toBe("eve");
    } finally {
      await t.prisma.talent.delete({ where: { id: lower.id } });
    }
  });

  it("rejects unknown filter values and out-of-range paging, naming each field", async () => {
    const result = await t.gql(LIST, { status: "archived", gender: "Robot", categoryId: -3, limit: 1001, offset: -1, search: "x".repeat(201) }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      status: "Status must be one of: all, published, approved, pending, unpublished.",
      gender: "Gender must be one of: all, Male, Female, Non-binary, Other.",
      categoryId: "Category must be a category id.",
      search: "Search must be at most 200 characters.",
      limit: "Limit must be a whole number from 1 to 1000.",
      offset: "Offset must be a whole number, 0 or more.",
    });
  });

  it("needs the admin scope", async () => {
    await expectAdminOnly(`{ adminTalents { id } }`);
    await expectAdminOnly(`{ adminTalent(id: ${ids.published}) { id } }`);
    await expectAdminOnly(`{ talentCounts { total } }`);
  });

  it("answers one talent with every private field, or null for an unknown id", async () => {
    await t.prisma.talent.update({
      where: { id: ids.published },
      data: {
        phone: "0400 111 222",
        birthDay: 2,
        birthMonth: 3,
        birthYear: 1990,
        birthDate: new Date("1990-03-02T00:00:00Z"),
        age: 12,
        houseUnitNumber: "7",
        postcode: "2095",
        state: "NSW",
        notes: "Strong reel",
        experience: { credits: ["Home and Away"] },
        resumeUrl: "/uploads/documents/anna.pdf",
        images: { create: [{ filename: "later.jpg", sequence: 1 }, { filename: "first.jpg", sequence: 0, storageUrl: "/uploads/images/first.jpg" }] },
        documents: {
          create: [
            { filename: "b.pdf", title: "Second", documentType: "other", fileType: "pdf", storageUrl: "/uploads/documents/b.pdf", fileSize: 2, sequence: 1 },
            { filename: "a.pdf", title: "Resume", documentType: "resume", fileType: "pdf", storageUrl: "/uploads/documents/anna.pdf", fileSize: 1, sequence: 0 },
          ],
        },
      },
    });
    const result = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) {
        id firstName lastName lastInitial displayName email phone gender age birthDay birthMonth birthYear birthDate houseUnitNumber
        location suburb postcode state experience experienceText notes isApproved isPublished publishedAt status resumeUrl
        categoryId categoryIds categories { name } images { filename } documents { title } firstImageUrl
      } }`,
      { id: ids.published },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminTalent).toEqual({
      id: ids.published,
      firstName: "Anna",
      lastName: "Zimmer",
      lastInitial: "Z",
      displayName: "Anna Z.",
      email: "anna@castings.test",
      phone: "0400 111 222",
      gender: "Female",
      age: ageOn({ year: 1990, month: 3, day: 2 }),
      birthDay: 2,
      birthMonth: 3,
      birthYear: 1990,
      birthDate: "1990-03-02",
      houseUnitNumber: "7",
      location: "1 Harbour Road",
      suburb: "Manly",
      postcode: "2095",
      state: "NSW",
      experience: { credits: ["Home and Away"] },
      experienceText: '{"credits":["Home and Away"]}',
      notes: "Strong reel",
      isApproved: true,
      isPublished: true,
      publishedAt: "2024-01-05T00:00:00.000Z",
      status: "published",
      resumeUrl: expect.stringMatching(/^\/uploads\/documents\/anna\.pdf\?expires=\d+&sig=[\w-]{43}$/),
      categoryId: cats.Presenters,
      categoryIds: [cats.Presenters],
      categories: [{ name: "Presenters" }],
      images: [{ filename: "first.jpg" }, { filename: "later.jpg" }],
      documents: [{ title: "Resume" }, { title: "Second" }],
      firstImageUrl: "/uploads/images/first.jpg",
    });
    const missing = await t.gql(`{ adminTalent(id: 999999) { id } }`, {}, { token: admin });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.adminTalent).toBeNull();
  });

  it("counts talents per status", async () => {
    const result = await t.gql(`{ talentCounts { total pending approved published unpublished } }`, {}, { token: admin });
    expect(result.data!.talentCounts).toEqual({ total: 4, pending: 1, approved: 1, published: 1, unpublished: 1 });
  });

  it("lists a talent's documents in order for staff; NOT_FOUND for an unknown talent", async () => {
    const DOCS = `query ($id: Int!) { talentDocuments(talentId: $id) { title fileType fileSize storageUrl } }`;
    const result = await t.gql(DOCS, { id: ids.published }, { token: admin });
    expect(result.data!.talentDocuments.map((doc: { title: string }) => doc.title)).toEqual(["Resume", "Second"]);
    const none = await t.gql(DOCS, { id: ids.pending }, { token: admin });
    expect(none.data!.talentDocuments).toEqual([]);
    const unknown = await t.gql(DOCS, { id: 999_999 }, { token: admin });
    expect(codesOf(unknown)).toEqual(["NOT_FOUND"]);
    await expectAdminOnly(DOCS, { id: ids.published });
  });
});

const RESULT = `id firstName lastName email phone gender age height birthDay birthMonth birthYear birthDate eyeColor hairColor smoker
  houseUnitNumber location suburb postcode state bio experience experienceText skills playableAgeMin playableAgeMax playableAgeNA
  categoryIds notes isApproved isPublished publishedAt status imageUrl images { filename sequence storageUrl cardUrl thumbUrl }`;

describe("createTalent", () => {
  const CREATE = `mutation ($input: TalentCreateInput!, $image: Upload) { createTalent(input: $input, image: $image) { ${RESULT} } }`;

  it("creates a pending talent with the fields given", async () => {
    const result = await t.gql(
      CREATE,
      {
        input: {
          firstName: " Mia ",
          lastName: "Wong",
          email: "Mia@Example.com",
          phone: "0400 999 888",
          gender: "Female",
          age: 30,
          height: 165,
          birthDay: 1,
          birthMonth: 2,
          birthYear: 2000,
          eyeColor: "amber",
          hairColor: "auburn",
          smoker: true,
          location: "3 Lygon Street",
          suburb: "Carlton",
          postcode: "3053",
          state: "VIC",
          bio: "Dancer and choreographer.",
          experience: "Lead in 'Cats' (2019)\nSecond line",
          skills: [" Tap ", "Ballet", "", "Tap"],
          playableAgeMin: 20,
          playableAgeMax: 28,
          categoryIds: [cats.Models, cats.Actors],
          notes: "Referred by Anna",
        },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createTalent).toMatchObject({
      firstName: "Mia",
      lastName: "Wong",
      email: "mia@example.com",
      age: ageOn({ year: 2000, month: 2, day: 1 }),
      birthDate: "2000-02-01",
      smoker: true,
      experience: "Lead in 'Cats' (2019)\nSecond line",
      experienceText: "Lead in 'Cats' (2019)\nSecond line",
      skills: ["Tap", "Ballet"],
      playableAgeNA: false,
      categoryIds: [cats.Actors, cats.Models],
      notes: "Referred by Anna",
      isApproved: false,
      isPublished: false,
      publishedAt: null,
      status: "pending",
      imageUrl: null,
      images: [],
    });
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id: result.data!.createTalent.id } });
    expect(stored.experience).toBe("Lead in 'Cats' (2019)\nSecond line");
    expect(stored.age).toBe(30);
  });

  it("creates an approved and published talent when asked, setting publishedAt", async () => {
    const result = await t.gql(
      CREATE,
      { input: { firstName: "Pia", lastName: "Live", email: "pia@example.com", isApproved: true, isPublished: true } },
      { token: admin },
    );
    expect(result.data!.createTalent).toMatchObject({ status: "published", isApproved: true, isPublished: true });
    expect(Date.now() - Date.parse(result.data!.createTalent.publishedAt)).toBeLessThan(60_000);
  });

  it("stores an uploaded image as imageUrl and the first image; SVG is allowed for staff", async () => {
    const result = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Ivy", lastName: "Image", email: "ivy@example.com" } },
      { image: { name: "ivy.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const created = result.data!.createTalent;
    expect(created.imageUrl).toMatch(/^\/uploads\/images\/[\w-]+\.png$/);
    expect(created.images).toEqual([
      { filename: path.basename(created.imageUrl), sequence: 0, storageUrl: created.imageUrl, cardUrl: expect.stringMatching(/-card\.webp$/), thumbUrl: expect.stringMatching(/-thumb\.webp$/) },
    ]);
    const svg = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Sol", lastName: "Vector", email: "sol@example.com" } },
      { image: { name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') } },
      { token: admin },
    );
    expect(svg.errors).toBeUndefined();
    expect(svg.data!.createTalent.imageUrl).toMatch(/\.svg$/);
  });

  it("reports every bad field at once, cross-field rules included, and writes nothing", async () => {
    const before = await t.prisma.talent.count();
    const files = await t.storedFiles();
    const result = await t.gqlUpload(
      CREATE,
      {
        input: {
          firstName: "M",
          lastName: "",
          email: "nope",
          bio: "Short",
          gender: "Robot",
          eyeColor: "purple",
          state: "XX",
          playableAgeMin: 40,
          playableAgeMax: 30,
          birthDay: 31,
          birthMonth: 2,
          birthYear: 2001,
          height: 300,
          categoryIds: [cats.Actors, 999_999],
          isPublished: true,
        },
      },
      { image: { name: "x.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      bio: "Bio must be at least 10 characters",
      gender: "Gender must be one of: Male, Female, Non-binary, Other.",
      eyeColor: "Eye color must be one of: brown, blue, green, hazel, grey, amber, other.",
      state: "State must be one of: NSW, VIC, QLD, WA, SA, TAS, NT, ACT.",
      height: "Height must be at most 250.",
      playableAgeMin: "Minimum age cannot be greater than maximum age",
      birthDay: "Date of birth is not a real date.",
      categoryIds: "Category 999999 does not exist.",
      isPublished: "A talent must be approved before it is published.",
    });
    expect(await t.prisma.talent.count()).toBe(before);
    expect(await t.storedFiles()).toEqual(files);
  });

  it("checks playable ages against their bounds with the form's messages", async () => {
    const result = await t.gql(
      CREATE,
      { input: { firstName: "Al", lastName: "Bo", email: "al@example.com", playableAgeMin: 0, playableAgeMax: 101 } },
      { token: admin },
    );
    expect(fieldsOf(result)).toEqual({ playableAgeMin: "Minimum age must be at least 1", playableAgeMax: "Maximum age must be at most 100" });
    const na = await t.gql(
      CREATE,
      { input: { firstName: "Al", lastName: "Bo", email: "al@example.com", playableAgeMin: 50, playableAgeMax: 20, playableAgeNA: true } },
      { token: admin },
    );
    expect(na.errors).toBeUndefined();
  });

  it("rejects a disguised image with UNSUPPORTED_MEDIA_TYPE and keeps nothing", async () => {
    const before = await t.prisma.talent.count();
    const files = await t.storedFiles();
    const result = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Dee", lastName: "Fake", email: "dee@example.com" } },
      { image: { name: "photo.png", type: "image/png", bytes: Buffer.from("%PDF-1.4 not an image") } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
    expect(fieldsOf(result)).toEqual({ image: "Image must be a JPEG, PNG, GIF, WebP or SVG image." });
    expect(await t.prisma.talent.count()).toBe(before);
    expect(await t.storedFiles()).toEqual(files);
  });

  it("needs the admin scope", async () => {
    await expectAdminOnly(CREATE, { input: { firstName: "No", lastName: "Body", email: "no@example.com" } });
    expect(await t.prisma.talent.count({ where: { email: "no@example.com" } })).toBe(0);
  });
});

describe("updateTalent", () => {
  const UPDATE = `mutation ($id: Int!, $input: TalentUpdateInput!, $image: Upload) { updateTalent(id: $id, input: $input, image: $image) { ${RESULT} } }`;
  const update = (id: number, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, { token: admin });

  it("changes only the fields given; null clears an optional field", async () => {
    const existing = await talent({ phone: "0400 000 000", suburb: "Carlton", bio: "A long enough biography.", skills: ["Singing"], height: 170 });
    const result = await update(existing.id, { phone: null, suburb: "Brunswick" });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateTalent).toMatchObject({
      firstName: existing.firstName,
      email: existing.email,
      phone: null,
      suburb: "Brunswick",
      bio: "A long enough biography.",
      skills: ["Singing"],
      height: 170,
    });
  });

  it("replaces the category set and round-trips experience text", async () => {
    const existing = await talent({ categories: { connect: [{ id: cats.Actors! }] } });
    const result = await update(existing.id, { categoryIds: [cats.Presenters, cats.Models], experience: "Ten years" });
    expect(result.data!.updateTalent).toMatchObject({ categoryIds: [cats.Models, cats.Presenters], experience: "Ten years", experienceText: "Ten years" });
    const cleared = await update(existing.id, { categoryIds: [], experience: null });
    expect(cleared.data!.updateTalent).toMatchObject({ categoryIds: [], experience: null, experienceText: null });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } })).experience).toBeNull();
  });

  it("sets birthDate when all birth parts are known, and clears it when one is removed", async () => {
    const existing = await talent({ birthDay: 10, birthMonth: 10 });
    const full = await update(existing.id, { birthYear: 1985 });
    expect(full.data!.updateTalent).toMatchObject({ birthDate: "1985-10-10", age: ageOn({ year: 1985, month: 10, day: 10 }) });
    const partial = await update(existing.id, { birthDay: null, age: 33 });
    expect(partial.data!.updateTalent).toMatchObject({ birthDate: null, birthDay: null, age: 33 });
  });

  it("checks cross-field rules on the values after the change", async () => {
    const existing = await talent({ playableAgeMin: 20, playableAgeMax: 30, birthDay: 31, birthMonth: 1, birthYear: 1990 });
    const result = await update(existing.id, { playableAgeMin: 40, birthMonth: 2 });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      playableAgeMin: "Minimum age cannot be greater than maximum age",
      birthDay: "Date of birth is not a real date.",
    });
    const unchanged = await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } });
    expect([unchanged.playableAgeMin, unchanged.birthMonth]).toEqual([20, 1]);
  });

  it("reports bad values of the fields given", async () => {
    const existing = await talent();
    const result = await update(existing.id, { firstName: "", email: "bad", skills: null, playableAgeNA: null, hairColor: "green", categoryIds: [999_998] });
    expect(fieldsOf(result)).toEqual({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
      skills: "Skills must be a list of text.",
      playableAgeNA: "Not applicable must be true or false.",
      hairColor: "Hair color must be one of: black, brown, blonde, red, auburn, grey, white, other.",
      categoryIds: "Category 999998 does not exist.",
    });
  });

  it("publishes only an approved talent, and sets publishedAt when it does", async () => {
    const pending = await talent();
    const refused = await update(pending.id, { isPublished: true });
    expect(codesOf(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(refused)).toEqual({ isPublished: "A talent must be approved before it is published." });

    const published = await update(pending.id, { isApproved: true, isPublished: true });
    expect(published.data!.updateTalent).toMatchObject({ status: "published" });
    const publishedAt = published.data!.updateTalent.publishedAt;
    expect(publishedAt).not.toBeNull();

    const unapprove = await update(pending.id, { isApproved: false });
    expect(fieldsOf(unapprove)).toEqual({ isPublished: "A talent must be approved before it is published." });

    const again = await update(pending.id, { isPublished: true, bio: "Still published, now with a bio." });
    expect(again.data!.updateTalent.publishedAt).toBe(publishedAt);

    const off = await update(pending.id, { isPublished: false });
    expect(off.data!.updateTalent).toMatchObject({ status: "unpublished", publishedAt });
  });

  it("adds an uploaded image after the existing ones and makes it imageUrl", async () => {
    const existing = await talent({ images: { create: [{ filename: "a.jpg", sequence: 0 }, { filename: "b.jpg", sequence: 4 }] } });
    const result = await t.gqlUpload(UPDATE, { id: existing.id, input: {} }, { image: { name: "new.png", type: "image/png", bytes: png } }, { token: admin });
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateTalent;
    expect(updated.images.map((image: { sequence: number }) => image.sequence)).toEqual([0, 4, 5]);
    expect(updated.images[2].storageUrl).toBe(updated.imageUrl);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    const result = await update(999_999, { suburb: "Nowhere" });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
    expect(result.errors![0]!.message).toBe("Talent 999999 not found");
  });

  it("needs the admin scope", async () => {
    const existing = await talent({ suburb: "Kew" });
    await expectAdminOnly(UPDATE, { id: existing.id, input: { suburb: "Hacked" } });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } })).suburb).toBe("Kew");
  });
});

describe("deleteTalent", () => {
  const DELETE = `mutation ($id: Int!) { deleteTalent(id: $id) }`;

  it("deletes the talent, its images and documents, and their stored files", async () => {
    await mkdir(path.join(t.config.uploadsDir, "images"), { recursive: true });
    await mkdir(path.join(t.config.uploadsDir, "documents"), { recursive: true });
    for (const name of ["images/del.jpg", "images/del-card.webp", "images/del-thumb.webp", "images/keep.jpg", "documents/del.pdf"]) {
      await writeFile(path.join(t.config.uploadsDir, name), "x");
    }
    const doomed = await talent({
      imageUrl: "/uploads/images/del.jpg",
      resumeUrl: "/uploads/documents/del.pdf",
      images: { create: [{ filename: "del.jpg", storageUrl: "/uploads/images/del.jpg", cardUrl: "/uploads/images/del-card.webp", thumbUrl: "/uploads/images/del-thumb.webp" }] },
      documents: { create: [{ filename: "cv.pdf", title: "Resume", documentType: "resume", fileType: "pdf", storageUrl: "/uploads/documents/del.pdf", fileSize: 1 }] },
    });
    const result = await t.gql(DELETE, { id: doomed.id }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteTalent).toBe(doomed.id);
    expect(await t.prisma.talent.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await t.prisma.talentImage.count({ where: { talentId: doomed.id } })).toBe(0);
    expect(await t.prisma.talentDocument.count({ where: { talentId: doomed.id } })).toBe(0);
    const files = await t.storedFiles();
    expect(files).toContain(path.join("images", "keep.jpg"));
    for (const name of ["del.jpg", "del-card.webp", "del-thumb.webp", "del.pdf"]) expect(files.some((file) => file.endsWith(name))).toBe(false);
  });

  it("answers NOT_FOUND for an unknown id and needs the admin scope", async () => {
    expect(codesOf(await t.gql(DELETE, { id: 999_999 }, { token: admin }))).toEqual(["NOT_FOUND"]);
    const kept = await talent();
    await expectAdminOnly(DELETE, { id: kept.id });
    expect(await t.prisma.talent.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });
});

describe("approveTalent, publishTalent, unpublishTalent", () => {
  const APPROVE = `mutation ($id: Int!, $notify: Boolean, $notes: String) { approveTalent(id: $id, notify: $notify, notes: $notes) { id status notes publishedAt } }`;
  const PUBLISH = `mutation ($id: Int!, $notify: Boolean) { publishTalent(id: $id, notify: $notify) { id status publishedAt } }`;
  const UNPUBLISH = `mutation ($id: Int!, $notify: Boolean) { unpublishTalent(id: $id, notify: $notify) { id status publishedAt } }`;
  const outboxOf = (talentId: number) => t.prisma.outboxEmail.findMany({ where: { talentId }, orderBy: { id: "asc" } });

  it("moves a talent through pending, approved, published and unpublished, queueing one e-mail per step", async () => {
    const { id } = await talent({ firstName: "Nora", email: "nora@example.com" });

    const approved = await t.gql(APPROVE, { id, notes: "  Great showreel  " }, { token: admin });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveTalent).toMatchObject({ status: "approved", notes: "Great showreel", publishedAt: null });

    const published = await t.gql(PUBLISH, { id }, { token: admin });
    expect(published.data!.publishTalent.status).toBe("published");
    const publishedAt = published.data!.publishTalent.publishedAt;
    expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000);
    expect((await t.gql(`{ talent(id: ${id}) { firstName } }`)).data!.talent).toEqual({ firstName: "Nora" });

    const unpublished = await t.gql(UNPUBLISH, { id }, { token: admin });
    expect(unpublished.data!.unpublishTalent).toEqual({ id, status: "unpublished", publishedAt });
    expect((await t.gql(`{ talent(id: ${id}) { firstName } }`)).data!.talent).toBeNull();

    const republished = await t.gql(PUBLISH, { id }, { token: admin });
    expect(republished.data!.publishTalent.status).toBe("published");

    const emails = await outboxOf(id);
    expect(emails.map((email) => email.template)).toEqual(["talent-approved", "talent-published", "talent-unpublished", "talent-published"]);
    for (const email of emails) {
      expect(email).toMatchObject({ toAddress: "nora@example.com", status: "queued", talentId: id, sentAt: null });
      expect(email.body).toMatch(/^Hi Nora,/);
      expect(email.body).toContain("Stellar Talent Management");
      expect(email.subject).toContain("Stellar Talent Management");
    }
    expect(emails[0]!.subject).toBe("Welcome to Stellar Talent Management: your profile has been approved");
    expect(emails[1]!.subject).toBe("Your profile is now live at Stellar Talent Management");
    expect(emails[2]!.subject).toBe("Your profile has been taken off the Stellar Talent Management directory");
  });

  it("queues nothing with notify false, and keeps the notes when none are given", async () => {
    const { id } = await talent({ notes: "Earlier note" });
    const approved = await t.gql(APPROVE, { id, notify: false }, { token: admin });
    expect(approved.data!.approveTalent).toMatchObject({ status: "approved", notes: "Earlier note" });
    await t.gql(PUBLISH, { id, notify: false }, { token: admin });
    await t.gql(UNPUBLISH, { id, notify: false }, { token: admin });
    expect(await outboxOf(id)).toEqual([]);
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isPublished).toBe(false);
  });

  it("refuses invalid transitions with CONFLICT, changing nothing and queueing nothing", async () => {
    const pending = await talent();
    const publishPending = await t.gql(PUBLISH, { id: pending.id }, { token: admin });
    expect(codesOf(publishPending)).toEqual(["CONFLICT"]);
    expect(publishPending.errors![0]!.message).toBe(`Talent ${pending.id} must be approved before it can be published.`);
    const unpublishPending = await t.gql(UNPUBLISH, { id: pending.id }, { token: admin });
    expect(codesOf(unpublishPending)).toEqual(["CONFLICT"]);
    expect(unpublishPending.errors![0]!.message).toBe(`Talent ${pending.id} is not published.`);

    const approved = await talent({ isApproved: true });
    const approveAgain = await t.gql(APPROVE, { id: approved.id }, { token: admin });
    expect(codesOf(approveAgain)).toEqual(["CONFLICT"]);
    expect(approveAgain.errors![0]!.message).toBe(`Talent ${approved.id} is already approved.`);
    expect(approveAgain.errors![0]!.extensions!.fields).toEqual({ status: `Talent ${approved.id} is already approved.` });

    const published = await talent({ isApproved: true, isPublished: true, publishedAt: new Date("2024-01-01T00:00:00Z") });
    const publishAgain = await t.gql(PUBLISH, { id: published.id }, { token: admin });
    expect(codesOf(publishAgain)).toEqual(["CONFLICT"]);
    expect(publishAgain.errors![0]!.message).toBe(`Talent ${published.id} is already published.`);

    for (const { id } of [pending, approved, published]) expect(await outboxOf(id)).toEqual([]);
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ isApproved: false, isPublished: false });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: published.id } })).publishedAt).toEqual(new Date("2024-01-01T00:00:00Z"));
  });

  it("rolls the change back when the e-mail cannot be queued", async () => {
    const { id } = await talent();
    await t.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox refused by the test'; END $$`);
    await t.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_mail BEFORE INSERT ON "OutboxEmail" FOR EACH ROW EXECUTE FUNCTION refuse_mail()`);
    try {
      const result = await t.gql(APPROVE, { id }, { token: admin });
      expect(result.errors).toHaveLength(1);
      expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isApproved).toBe(false);
    } finally {
      await t.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_mail ON "OutboxEmail"`);
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION refuse_mail()`);
    }
  });

  it("validates the approval notes", async () => {
    const { id } = await talent();
    const result = await t.gql(APPROVE, { id, notes: "x".repeat(5001) }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({ notes: "Notes must be at most 5000 characters." });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isApproved).toBe(false);
  });

  it("answers NOT_FOUND for unknown ids", async () => {
    for (const mutation of [APPROVE, PUBLISH, UNPUBLISH]) {
      const result = await t.gql(mutation, { id: 999_999 }, { token: admin });
      expect(codesOf(result)).toEqual(["NOT_FOUND"]);
      expect(result.errors![0]!.message).toBe("Talent 999999 not found");
    }
  });

  it("needs the admin scope", async () => {
    const { id } = await talent();
    for (const mutation of [APPROVE, PUBLISH, UNPUBLISH]) await expectAdminOnly(mutation, { id });
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id } })).toMatchObject({ isApproved: false, isPublished: false });
    expect(await outboxOf(id)).toEqual([]);
  });
});
