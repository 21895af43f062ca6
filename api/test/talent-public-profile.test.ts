import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { PrismaClient } from "../src/db/generated/prisma/client";
import { codesOf } from "./helpers";
import { cats, ids, t, useTalentPublicScene } from "./talent-public-scene";

// The public Talent type and talentImages: what a visitor sees of a talent, and how many SQL
// statements a list costs.

useTalentPublicScene();

describe("Talent (the public type)", () => {
  const PROFILE = `query ($id: Int!) {
    talent(id: $id) {
      id firstName lastInitial displayName bio age playableAgeMin playableAgeMax playableAgeNA height eyeColor hairColor
      smoker gender suburb state skills categoryIds categoryId categories { id name }
      credits { year production role company } reels { url title provider embedUrl }
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
      credits: [{ year: 2023, production: "Ten years of theatre", role: "Lead", company: "Melbourne Theatre Company" }],
      // A provider the site frames gets its player; any other link is only a link.
      reels: [
        {
          url: "https://soundcloud.com/jane-d/voice-reel",
          title: "Voice reel",
          provider: "soundcloud",
          embedUrl: "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fjane-d%2Fvoice-reel",
        },
        { url: "https://example.com/jane-reel.mp4", title: null, provider: null, embedUrl: null },
      ],
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
      `INSERT INTO "TalentCategory" ("categoryId", "talentId") SELECT c.id, t.id FROM "Category" c, "Talent" t WHERE t.id = ANY($1::int[])`,
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
      `{ talents(limit: ${limit}) { id displayName age categoryId categoryIds categories { id ` +
      "name talentCount } firstImageUrl images { id storageUrl } } }";
    const five = await statementsFor(list(5));
    const fifty = await statementsFor(list(50));
    expect([five.rows, fifty.rows]).toEqual([5, 50]);
    expect(fifty.count).toBe(five.count);
    expect(fifty.count).toBeLessThanOrEqual(4);
  });

  it("runs the same few statements for 5 or 100 staff rows with categories, in every sort", async () => {
    const token = await t.adminToken();
    for (const sort of ["SUBMITTED", "NAME", "CATEGORY"]) {
      const list = (limit: number) =>
        `{ adminTalents(limit: ${limit}, sort: ${sort}) { id email status categoryId categories { ` +
        "id name } firstImageUrl images { id } documents { id } } }";
      const five = await statementsFor(list(5), token);
      // 100 rows: the most the cost limit lets one call ask with these lists (ADR 132).
      const all = await statementsFor(list(100), token);
      expect([five.rows, all.rows]).toEqual([5, 100]);
      expect(all.count).toBe(five.count);
      // The categories through the join model are two statements, the links and then their
      // categories (ADR 007); the category sort's keys read the first category the same way.
      expect(all.count).toBeLessThanOrEqual(sort === "CATEGORY" ? 9 : 7);
    }
  });
});
