import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOn } from "../../common/text";
import { type App, buildApp } from "../src/app";
import { type Prisma, PrismaClient } from "../src/db/generated/prisma/client";
import { setCategories } from "../src/services/category-links";
import { startTestApp, type TestApp } from "./helpers";

// The public reads as one SQL statement each (ADR 090): how many statements a request runs, what
// the database hands back (never a private column), and that the answers are the ones Prisma gave.

let t: TestApp;
let counted: App;
let pool: pg.Pool;
let prisma: PrismaClient;
let statements = 0;
/** Every row the database answered through the counting pool, as text. */
let answered: string[] = [];
const ids: Record<string, number> = {};
let categoryIds: number[] = [];
const today = new Date();

beforeAll(async () => {
  t = await startTestApp();
  // The app again, on the same database, through a pool that counts statements and keeps answers.
  pool = new pg.Pool({ connectionString: t.database.url, max: 4 });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  pool.query = ((...args: unknown[]) => {
    statements += 1;
    return query(...args).then((result) => {
      answered.push(JSON.stringify(result.rows));
      return result;
    });
  }) as typeof pool.query;
  prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  counted = await buildApp({ config: t.config, database: { ...t.database, prisma } });
  await counted.ready();

  const categories = await t.prisma.category.createManyAndReturn({
    data: ["Zz Voice", "Aa Actors", "Mm Models", "Qq Dancers"].map((name) => ({ name })),
    select: { id: true },
  });
  categoryIds = categories.map((category) => category.id);
  const published = { isApproved: true, isPublished: true };
  const create = async (key: string, data: Record<string, unknown>, categories: number[]) => {
    const talent = await t.prisma.talent.create({
      data: {
        email: `${key}@example.com`,
        phone: "0400 000 111",
        notes: "private note",
        ...data,
        categories: { create: categories.map((categoryId) => ({ categoryId })) },
      } as never,
    });
    ids[key] = talent.id;
  };
  await create(
    "jane",
    {
      ...published,
      firstName: "Jane",
      lastName: "\u00a0Zanzibar-Quirke",
      birthDay: 2,
      birthMonth: 3,
      birthYear: 1990,
      birthDate: new Date(Date.UTC(1990, 2, 2)),
      age: 99,
      gender: "Female",
      suburb: "Fitzroy",
      skills: ["Stage combat", "Tap"],
      createdAt: new Date(Date.UTC(2025, 0, 3)),
    },
    categoryIds.slice(0, 2),
  );
  await create(
    "kim",
    { ...published, firstName: "Kim", lastName: "Yarraville", age: 30, gender: "Female", createdAt: new Date(Date.UTC(2025, 0, 2)) },
    categoryIds.slice(0, 1),
  );
  await create(
    "hidden",
    { isApproved: true, isPublished: false, firstName: "Hidden", lastName: "Person", age: 30, gender: "Female" },
    categoryIds.slice(0, 3),
  );
  await create("pending", { firstName: "Pending", lastName: "Person", age: 30 }, categoryIds.slice(1, 2));
  await t.prisma.talentImage.createMany({
    data: [
      { talentId: ids.jane!, sequence: 1, filename: "jane-zanzibar-quirke-2.jpg", storageUrl: "/uploads/images/j2.jpg" },
      {
        talentId: ids.jane!,
        sequence: 0,
        filename: "jane-zanzibar-quirke-1.jpg",
        storageUrl: "/uploads/images/j1.jpg",
        cardUrl: "/uploads/images/j1-card.webp",
      },
      { talentId: ids.jane!, sequence: 0, filename: "jane-zanzibar-quirke-0.jpg" },
    ],
  });
});
afterAll(async () => {
  await counted?.close();
  await prisma?.$disconnect();
  await pool?.end();
  await t?.close();
});

async function run(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const before = statements;
  answered = [];
  const response = await counted.inject({
    method: "POST",
    url: "/graphql",
    payload: { query, variables },
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = response.json() as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { count: statements - before, data: body.data!, answered: answered.join("\n") };
}

const CARD =
  "id displayName lastInitial age categoryId categoryIds categories { id name } " +
  "firstImageUrl images { id sequence storageUrl cardUrl filename createdAt }";
const DIRECTORY =
  "query ($filter: TalentFilter, $limit: Int) { talentDirectory(filter: $filter, limit: " + `$limit) { total items { ${CARD} } } }`;

describe("the public reads in one statement", () => {
  it("answers a directory page, its total and every card field in one statement, for any filter", async () => {
    for (const filter of [
      {},
      { categoryId: categoryIds[0], gender: "Female", ageRange: "26-35" },
      { search: "fitz" },
      { search: "Kim Y." },
    ]) {
      const { count, data } = await run(DIRECTORY, { filter, limit: 24 });
      expect(count, JSON.stringify(filter)).toBe(1);
      expect((data.talentDirectory as { items: unknown[] }).items.length).toBeGreaterThan(0);
    }
  });

  it("answers the public list and a profile in one statement each", async () => {
    expect((await run(`{ talents(limit: 50) { ${CARD} } }`)).count).toBe(1);
    expect((await run(`query ($id: Int!) { talent(id: $id) { ${CARD} bio skills } }`, { id: ids.jane })).count).toBe(1);
  });

  it("answers the cards as Prisma shaped them: public name, age from the birth date, categories and stored images in order", async () => {
    const { data } = await run(DIRECTORY, { filter: { search: "tap" } });
    const page = data.talentDirectory as { total: number; items: Array<Record<string, unknown>> };
    expect(page.total).toBe(1);
    const names = await t.prisma.category.findMany({ where: { id: { in: categoryIds.slice(0, 2) } }, orderBy: { name: "asc" } });
    expect(page.items[0]).toEqual({
      id: ids.jane,
      displayName: "Jane Z.",
      lastInitial: "Z",
      age: ageOn({ year: 1990, month: 3, day: 2 }, today),
      categoryId: names[0]!.id,
      categoryIds: names.map((category) => category.id),
      categories: names.map(({ id, name }) => ({ id, name })),
      firstImageUrl: "/uploads/images/j1-card.webp",
      images: [
        expect.objectContaining({
          sequence: 0,
          storageUrl: "/uploads/images/j1.jpg",
          cardUrl: "/uploads/images/j1-card.webp",
          filename: null,
        }),
        expect.objectContaining({ sequence: 1, storageUrl: "/uploads/images/j2.jpg", cardUrl: null, filename: null }),
      ],
    });
    const stored = await t.prisma.talentImage.findFirstOrThrow({ where: { talentId: ids.jane, sequence: 1 } });
    expect((page.items[0]!.images as Array<{ createdAt: string }>)[1]!.createdAt).toBe(stored.createdAt.toISOString());
  });

  it("matches a search inside one field only, even across the line breaks that join the searched text", async () => {
    const found = async (search: string) => {
      const { data } = await run(DIRECTORY, { filter: { search } });
      return (data.talentDirectory as { items: Array<{ id: number }> }).items.map((item) => item.id);
    };
    expect(await found("fitzroy")).toEqual([ids.jane]);
    expect(await found("stage comb")).toEqual([ids.jane]);
    expect(await found("Fitzroy\nStage")).toEqual([]);
  });

  it("never reads a private column for a visitor: the database answers no last name, birth date, contact or file name", async () => {
    const { answered: text } = await run(DIRECTORY, { filter: {} });
    expect(text).toContain("Jane");
    for (const secret of ["Zanzibar", "Quirke", "1990", "example.com", "0400 000 111", "private note", "jane-zanzibar"]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("shows staff the image file names through the public list, still in one statement after the session", async () => {
    const token = await t.adminToken();
    const anonymous = await run(`query ($id: Int!) { talent(id: $id) { id images { filename } } }`, { id: ids.jane });
    const staff = await run(`query ($id: Int!) { talent(id: $id) { id images { filename } } }`, { id: ids.jane }, token);
    expect(anonymous.data.talent).toEqual({ id: ids.jane, images: [{ filename: null }, { filename: null }] });
    expect(staff.data.talent).toEqual({
      id: ids.jane,
      images: [{ filename: "jane-zanzibar-quirke-1.jpg" }, { filename: "jane-zanzibar-quirke-2.jpg" }],
    });
    expect(staff.count - anonymous.count).toBeLessThanOrEqual(1);
  });

  it("is null for a talent visitors cannot see, in one statement", async () => {
    for (const id of [ids.hidden, ids.pending]) {
      const { count, data } = await run(`query ($id: Int!) { talent(id: $id) { ${CARD} } }`, { id });
      expect(data.talent).toBeNull();
      expect(count).toBe(1);
    }
  });
});

describe("category talent counts", () => {
  const CATEGORIES = "{ categories { id talentCount } }";

  async function expected(where: Prisma.TalentWhereInput) {
    const rows = await t.prisma.category.findMany({
      select: { id: true, _count: { select: { talents: { where: { talent: where } } } } },
      orderBy: { name: "asc" },
    });
    return rows.map((row) => ({ id: row.id, talentCount: row._count.talents }));
  }

  it("counts published talents for visitors and every talent for staff, as counting relation by relation did", async () => {
    const visitor = await run(CATEGORIES);
    expect((visitor.data.categories as unknown[]).length).toBe(4);
    expect(visitor.data.categories).toEqual(await expected({ isApproved: true, isPublished: true }));
    const staff = await run(CATEGORIES, {}, await t.adminToken());
    expect(staff.data.categories).toEqual(await expected({}));
    expect(visitor.data.categories).not.toEqual(staff.data.categories);
  });

  it("keeps the counts true through publishing, unpublishing, re-categorising, deleting talents and categories", async () => {
    const token = await t.adminToken();
    const agree = async (step: string) => {
      expect((await run(CATEGORIES)).data.categories, `${step}: visitor`).toEqual(await expected({ isApproved: true, isPublished: true }));
      expect((await run(CATEGORIES, {}, token)).data.categories, `${step}: staff`).toEqual(await expected({}));
    };
    const extra = await t.prisma.category.create({ data: { name: "Counted" } });
    await agree("a new category");
    const a = await t.prisma.talent.create({
      data: {
        firstName: "Count",
        lastName: "A",
        email: "count-a@example.com",
        categories: { create: [{ categoryId: extra.id }, { categoryId: categoryIds[0]! }] },
      },
    });
    await agree("a pending talent in two categories");
    await t.prisma.talent.update({ where: { id: a.id }, data: { isApproved: true, isPublished: true } });
    await agree("published");
    await t.prisma.talent.update({
      where: { id: a.id },
      data: { categories: setCategories([extra.id, categoryIds[0]!], [categoryIds[1]!]) },
    });
    await agree("re-categorised while published");
    await t.prisma.talent.update({ where: { id: a.id }, data: { isPublished: false } });
    await agree("unpublished");
    await t.prisma.talent.update({ where: { id: a.id }, data: { isPublished: true, categories: { create: [{ categoryId: extra.id }] } } });
    await agree("published again with one more category");
    await t.prisma.talent.delete({ where: { id: a.id } });
    await agree("a published talent deleted");
    await t.prisma.category.delete({ where: { id: extra.id } });
    await agree("a category deleted");
  });

  it("answers the categories with their counts in one statement, and the counts under the talents of a directory page", async () => {
    expect((await run(CATEGORIES)).count).toBe(1);
    expect((await run(CATEGORIES, {}, await t.adminToken())).count).toBeLessThanOrEqual(2);
    const nested = await run(`{ talents(limit: 50) { id categories { id talentCount } } }`);
    expect(nested.count).toBe(2);
  });
});
