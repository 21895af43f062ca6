import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_MAX_LIMIT, DIRECTORY_PAGE_SIZE } from "../../common/schemas";
import { codesOf, startTestApp, testImage, type TestApp } from "./helpers";

let t: TestApp;
const PUBLIC_COUNT = 30;
const publicIds: number[] = [];
let olivia: number;
let hidden: number;

const PUBLISHED = { isApproved: true, isPublished: true, publishedAt: new Date("2024-06-01T00:00:00Z") };

beforeAll(async () => {
  t = await startTestApp();
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));
  for (let i = 0; i < PUBLIC_COUNT - 1; i += 1) {
    const talent = await t.prisma.talent.create({
      data: { ...PUBLISHED, firstName: `Person${i}`, lastName: "Doe", email: `p${i}@example.com`, createdAt: day(i) },
    });
    publicIds.push(talent.id);
  }
  olivia = (
    await t.prisma.talent.create({
      data: {
        ...PUBLISHED,
        firstName: "Olivia",
        lastName: "Bennett-Hargreaves",
        email: "olivia@example.com",
        suburb: "Fitzroy",
        bio: "Screen actor and voice artist.",
        createdAt: day(100),
      },
    })
  ).id;
  publicIds.push(olivia);
  hidden = (
    await t.prisma.talent.create({
      data: { firstName: "Hidden", lastName: "Doe", email: "h@example.com", isApproved: true, isPublished: false, createdAt: day(200) },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const DIRECTORY = `query ($filter: TalentFilter, $limit: Int, $offset: Int) {
  talentDirectory(filter: $filter, limit: $limit, offset: $offset) { total items { id firstName } }
}`;

type Page = { total: number; items: Array<{ id: number; firstName: string }> };

async function directory(variables: Record<string, unknown>): Promise<Page> {
  const result = await t.gql<{ talentDirectory: Page }>(DIRECTORY, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.talentDirectory;
}

describe("talentDirectory", () => {
  it("answers a page of 24 by default with the total of every public talent, newest first", async () => {
    const page = await directory({});
    expect(DIRECTORY_PAGE_SIZE).toBe(24);
    expect(page.total).toBe(PUBLIC_COUNT);
    expect(page.items).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(page.items[0]!.id).toBe(olivia);
    expect(page.items.map((item) => item.id)).not.toContain(hidden);
  });

  it("pages on with offset to the last, shorter page, keeping the total", async () => {
    const first = await directory({ limit: 24, offset: 0 });
    const second = await directory({ limit: 24, offset: 24 });
    expect(second.total).toBe(PUBLIC_COUNT);
    expect(second.items).toHaveLength(PUBLIC_COUNT - 24);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(PUBLIC_COUNT);
    expect(all.sort()).toEqual([...publicIds].sort());
  });

  it("counts the filtered talents, not the page", async () => {
    const page = await directory({ filter: { search: "person1" }, limit: 3 });
    // Person1 and Person10 to Person19.
    expect(page.total).toBe(11);
    expect(page.items).toHaveLength(3);
  });

  it(`caps the page at ${DIRECTORY_MAX_LIMIT} and rejects a negative offset, naming the fields`, async () => {
    expect((await directory({ limit: DIRECTORY_MAX_LIMIT })).items).toHaveLength(PUBLIC_COUNT);
    const result = await t.gql(DIRECTORY, { limit: DIRECTORY_MAX_LIMIT + 1, offset: -1 });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      limit: `Limit must be a whole number from 1 to ${DIRECTORY_MAX_LIMIT}.`,
      offset: "Offset must be a whole number, 0 or more.",
    });
  });
});

describe("the ids filter (the request page's selected talents)", () => {
  it("answers only the public talents among the ids, with their count", async () => {
    const wanted = [publicIds[3]!, olivia, hidden, 999_999];
    const page = await directory({ filter: { ids: wanted } });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id).sort()).toEqual([publicIds[3]!, olivia].sort());
  });

  it("combines with a search, and an empty list matches nobody", async () => {
    expect((await directory({ filter: { ids: [publicIds[3]!, olivia], search: "olivia" } })).items.map((i) => i.id)).toEqual([olivia]);
    expect(await directory({ filter: { ids: [] } })).toEqual({ total: 0, items: [] });
  });

  it("rejects bad ids and too many of them", async () => {
    const bad = await t.gql(DIRECTORY, { filter: { ids: [0] } });
    expect(bad.errors![0]!.extensions!.fields).toEqual({ "ids.0": "Talent ids must be positive whole numbers." });
    const many = await t.gql(DIRECTORY, { filter: { ids: Array.from({ length: 101 }, (_, i) => i + 1) } });
    expect(many.errors![0]!.extensions!.fields).toEqual({ ids: "At most 100 talent ids at a time." });
  });
});

describe("the public search and last names (only what a visitor sees, ADR 033)", () => {
  const OLIVIA_LAST = "Bennett-Hargreaves";

  it("never finds a talent by the full last name or any prefix longer than the initial", async () => {
    for (let length = 2; length <= OLIVIA_LAST.length; length += 1) {
      const prefix = OLIVIA_LAST.slice(0, length);
      const page = await directory({ filter: { search: prefix } });
      expect(
        page.items.map((item) => item.id),
        `search "${prefix}"`,
      ).not.toContain(olivia);
    }
    expect((await directory({ filter: { search: "hargreaves" } })).total).toBe(0);
    expect((await directory({ filter: { search: "Olivia Be" } })).total).toBe(0);
  });

  it("keeps the REST directory to the same rule", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/talents?search=${encodeURIComponent(OLIVIA_LAST)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("finds a talent by first name, by the public name with its initial, and by public facts", async () => {
    for (const search of ["olivia", "Olivia B", "olivia b.", "fitzroy", "voice artist"]) {
      expect(
        (await directory({ filter: { search } })).items.map((item) => item.id),
        search,
      ).toEqual([olivia]);
    }
    expect((await directory({ filter: { search: "Olivia D." } })).total).toBe(0);
  });

  it("still lets staff search the last name in their own list", async () => {
    const result = await t.gql(`{ adminTalents(search: "hargreaves") { id } }`, {}, { token: await t.adminToken() });
    expect(result.data!.adminTalents).toEqual([{ id: olivia }]);
  });
});

describe("image sizes for srcset", () => {
  it("answers the cover image's original, card and thumb copies with their pixel sizes", async () => {
    const bytes = await testImage("jpeg", 1200, 900);
    const stored = await t.app.services.storage.saveImage("photo", new File([new Uint8Array(bytes)], "p.jpg"));
    const talent = publicIds[0]!;
    await t.prisma.talentImage.createMany({
      data: [
        { talentId: talent, filename: "waiting.jpg", sequence: 0 },
        {
          talentId: talent,
          filename: "p.jpg",
          sequence: 1,
          storageUrl: stored.storageUrl,
          cardUrl: stored.cardUrl,
          thumbUrl: stored.thumbUrl,
        },
      ],
    });
    const result = await t.gql(
      `query ($id: Int!) { talent(id: $id) {
        coverImage { original { url width height } card { url width height } thumb { url width height } }
        images { card { width height } } } }`,
      { id: talent },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.talent.coverImage).toEqual({
      original: { url: stored.storageUrl, width: 1200, height: 900 },
      card: { url: stored.cardUrl, width: 600, height: 450 },
      thumb: { url: stored.thumbUrl, width: 160, height: 160 },
    });
    expect(result.data!.talent.images).toEqual([{ card: { width: 600, height: 450 } }]);
  });

  it("answers null sizes for a file that is not there, and no cover image without a stored file", async () => {
    const talent = publicIds[1]!;
    await t.prisma.talentImage.create({
      data: { talentId: talent, filename: "gone.jpg", storageUrl: "/uploads/images/gone.jpg", cardUrl: "/uploads/images/gone-card.webp" },
    });
    const result = await t.gql(
      "query ($ids: [Int!]) { talentDirectory(filter: { ids: $ids }) { items { id coverImage { " +
        "card { url width height } thumb { url } } } } }",
      {
        ids: [talent, publicIds[2]!],
      },
    );
    const byId = Object.fromEntries(
      result.data!.talentDirectory.items.map((item: { id: number; coverImage: unknown }) => [item.id, item.coverImage]),
    );
    expect(byId[talent]).toEqual({ card: { url: "/uploads/images/gone-card.webp", width: null, height: null }, thumb: null });
    expect(byId[publicIds[2]!]).toBeNull();
  });
});
