import { beforeAll, describe, expect, it } from "vitest";
import { ageOn } from "../../common/text";
import { codesOf } from "./helpers";
import { admin, cats, expectAdminOnly, fieldsOf, t, talent, useTalentAdminScene } from "./talent-admin-scene";

// Staff reads of the roster: adminTalents, adminTalent and talentCounts.
useTalentAdminScene();

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
        categories: { create: [{ categoryId: cats.Presenters! }] },
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
        categories: { create: [{ categoryId: cats.Actors! }, { categoryId: cats.Models! }] },
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
        categories: { create: [{ categoryId: cats.Models! }] },
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

  const LIST = `query ($search: String, $status: String, $categoryId: Int, $gender: String,
    $sort: TalentSort, $direction: SortDirection, $limit: Int, $offset: Int) {
    adminTalents(search: $search, status: $status, categoryId: $categoryId, gender: $gender,
      sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
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
    const statuses = Object.fromEntries(
      result.data!.adminTalents.map((row: { firstName: string; status: string }) => [row.firstName, row.status]),
    );
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
    const result = await t.gql(
      LIST,
      { status: "archived", gender: "Robot", categoryId: -3, limit: 1001, offset: -1, search: "x".repeat(201) },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      status: "Status must be one of: all, published, approved, pending, unpublished, declined.",
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
        credits: [{ year: 2023, production: "Home and Away", role: "Guest role", company: "Seven Network" }],
        resumeUrl: "/uploads/documents/anna.pdf",
        images: {
          create: [
            { filename: "later.jpg", sequence: 1 },
            { filename: "first.jpg", sequence: 0, storageUrl: "/uploads/images/first.jpg" },
          ],
        },
        documents: {
          create: [
            {
              filename: "b.pdf",
              title: "Second",
              documentType: "other",
              fileType: "pdf",
              storageUrl: "/uploads/documents/b.pdf",
              fileSize: 2,
              sequence: 1,
            },
            {
              filename: "a.pdf",
              title: "Resume",
              documentType: "resume",
              fileType: "pdf",
              storageUrl: "/uploads/documents/anna.pdf",
              fileSize: 1,
              sequence: 0,
            },
          ],
        },
      },
    });
    const result = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) {
        id firstName lastName lastInitial displayName email phone gender age birthDay birthMonth birthYear birthDate houseUnitNumber
        location suburb postcode state credits { year production role company } notes isApproved isPublished publishedAt status resumeUrl
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
      credits: [{ year: 2023, production: "Home and Away", role: "Guest role", company: "Seven Network" }],
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
