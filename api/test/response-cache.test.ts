import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MUTATION_INVALIDATES } from "../src/cache/invalidation";
import { PUBLIC_QUERIES } from "../src/cache/response-cache";
import { loadConfig } from "../src/config";
import { schema } from "../src/schema";
import { startTestApp, type TestApp } from "./helpers";

// The cache is observed from outside: a row changed behind the schema's back (straight in the
// database) stays invisible while an answer is cached, and shows once a write through the schema
// has invalidated it.

let t: TestApp;
let admin: string;
let categoryId: number;
let shown: number;
let hidden: number;

const PUBLISHED = { isApproved: true, isPublished: true, publishedAt: new Date("2024-06-01T00:00:00Z") };
const DIRECTORY = `query ($filter: TalentFilter) { talentDirectory(filter: $filter) { total items { id firstName } } }`;
const CATEGORIES = `{ categories { id name talentCount } }`;
const PROFILE = `query ($id: Int!) { talent(id: $id) { id firstName } }`;

type Page = { total: number; items: Array<{ id: number; firstName: string }> };

async function directory(token?: string): Promise<Page> {
  const result = await t.gql<{ talentDirectory: Page }>(DIRECTORY, { filter: { categoryId } }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.talentDirectory;
}

async function categories(token?: string) {
  const result = await t.gql<{ categories: Array<{ id: number; name: string; talentCount: number }> }>(CATEGORIES, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.categories;
}

beforeAll(async () => {
  t = await startTestApp({ RESPONSE_CACHE: "true" });
  admin = await t.adminToken();
  categoryId = (await t.prisma.category.create({ data: { name: "Actors" } })).id;
  const inCategory = { categories: { create: { categoryId } } };
  shown = (
    await t.prisma.talent.create({ data: { ...PUBLISHED, ...inCategory, firstName: "Shown", lastName: "Doe", email: "s@example.com" } })
  ).id;
  hidden = (
    await t.prisma.talent.create({
      data: { ...inCategory, firstName: "Hidden", lastName: "Doe", email: "h@example.com", isApproved: true, isPublished: false },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe("the response cache", () => {
  it("keeps a directory page, and a publish shows in it at once", async () => {
    expect((await directory()).items.map((item) => item.firstName)).toEqual(["Shown"]);
    await t.prisma.talent.update({ where: { id: shown }, data: { firstName: "Renamed behind its back" } });
    expect((await directory()).items.map((item) => item.firstName)).toEqual(["Shown"]);

    const published = await t.gql(
      `mutation ($id: Int!) { publishTalent(id: $id, notify: false) { id } }`,
      { id: hidden },
      { token: admin },
    );
    expect(published.errors).toBeUndefined();
    const page = await directory();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.firstName).sort()).toEqual(["Hidden", "Renamed behind its back"]);

    // A page asked for its count alone holds no talent, and still changes with a publish.
    const total = async () => (await t.gql(`{ talentDirectory { total } }`)).data!.talentDirectory.total;
    expect(await total()).toBe(2);
    await t.gql(`mutation ($id: Int!) { unpublishTalent(id: $id, notify: false) { id } }`, { id: hidden }, { token: admin });
    expect(await total()).toBe(1);
    expect((await directory()).items.map((item) => item.id)).toEqual([shown]);
    await t.prisma.talent.update({ where: { id: shown }, data: { firstName: "Shown" } });
  });

  it("shows an edit of a listed talent in its profile and in the directory at once", async () => {
    expect((await t.gql(PROFILE, { id: shown })).data!.talent).toEqual({ id: shown, firstName: "Shown" });
    await directory();
    const edit = await t.gql(
      `mutation ($id: Int!, $input: TalentUpdateInput!) { updateTalent(id: $id, input: $input) { id } }`,
      { id: shown, input: { firstName: "Edited" } },
      { token: admin },
    );
    expect(edit.errors).toBeUndefined();
    expect((await t.gql(PROFILE, { id: shown })).data!.talent).toEqual({ id: shown, firstName: "Edited" });
    expect((await directory()).items.map((item) => item.firstName)).toEqual(["Edited"]);
  });

  it("shows a category rename, a new category and a deleted one at once", async () => {
    await categories();
    await t.gql(
      `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
      { id: categoryId, input: { name: "Screen actors" } },
      { token: admin },
    );
    expect((await categories()).map((category) => category.name)).toEqual(["Screen actors"]);
    const created = await t.gql<{ createCategory: { id: number } }>(
      `mutation { createCategory(input: { name: "Models" }) { id } }`,
      {},
      { token: admin },
    );
    expect((await categories()).map((category) => category.name).sort()).toEqual(["Models", "Screen actors"]);
    await t.gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: created.data!.createCategory.id }, { token: admin });
    expect((await categories()).map((category) => category.name)).toEqual(["Screen actors"]);
  });

  it("shows new and withdrawn news and testimonials at once", async () => {
    const news = `{ newsUpdates { title } }`;
    expect((await t.gql(news)).data!.newsUpdates).toEqual([]);
    const created = await t.gql<{ createNewsUpdate: { id: number } }>(
      `mutation { createNewsUpdate(input: { title: "Casting call", content: "We are casting.", isPublished: true }) { id } }`,
      {},
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    expect((await t.gql(news)).data!.newsUpdates).toEqual([{ title: "Casting call" }]);
    await t.gql(
      `mutation ($id: Int!) { setNewsUpdatePublished(id: $id, published: false) { id } }`,
      { id: created.data!.createNewsUpdate.id },
      { token: admin },
    );
    expect((await t.gql(news)).data!.newsUpdates).toEqual([]);

    const testimonials = `{ testimonials { clientName } }`;
    expect((await t.gql(testimonials)).data!.testimonials).toEqual([]);
    const added = await t.gql(
      `mutation { createTestimonial(input: { clientName: "Sam", clientTitle: "Director", ` +
        `content: "Great talent.", isPublished: true }) { id } }`,
      {},
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    expect((await t.gql(testimonials)).data!.testimonials).toEqual([{ clientName: "Sam" }]);
  });

  it("never serves a staff answer to a visitor, nor a visitor's to staff", async () => {
    // Staff first: staff count every talent of the category, visitors the published ones.
    expect((await categories(admin))[0]!.talentCount).toBe(2);
    expect((await categories())[0]!.talentCount).toBe(1);
    // Visitor first, now that the visitors' answer is cached.
    expect((await categories(admin))[0]!.talentCount).toBe(2);
    // A non-admin account is answered as a visitor, but fresh: the cached answer is not served to it.
    const user = await t.userToken();
    const descriptions = `{ categories { description } }`;
    expect((await t.gql(descriptions)).data!.categories).toEqual([{ description: null }]);
    await t.prisma.category.update({ where: { id: categoryId }, data: { description: "Fresh" } });
    expect((await t.gql(descriptions, {}, { token: user })).data!.categories).toEqual([{ description: "Fresh" }]);
    expect((await t.gql(descriptions)).data!.categories).toEqual([{ description: null }]);
  });

  it("answers staff in full even when they send the ETag of a visitor's cached answer", async () => {
    const visitor = await t.app.inject({
      method: "POST",
      url: "/graphql",
      payload: { query: CATEGORIES },
      headers: { "content-type": "application/json" },
    });
    const etag = visitor.headers.etag as string;
    expect(etag).toMatch(/^[0-9a-f]{64}$/);
    const revalidated = await t.app.inject({
      method: "POST",
      url: "/graphql",
      payload: { query: CATEGORIES },
      headers: { "content-type": "application/json", "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const staff = await t.app.inject({
      method: "POST",
      url: "/graphql",
      payload: { query: CATEGORIES },
      headers: { "content-type": "application/json", "if-none-match": etag, authorization: `Bearer ${admin}` },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.categories[0].talentCount).toBe(2);
  });

  it("does not keep staff answers: staff see a change made behind the schema's back", async () => {
    const name = async () => (await categories(admin))[0]!.name;
    const before = await name();
    await t.prisma.category.update({ where: { id: categoryId }, data: { name: `${before} (edited)` } });
    expect(await name()).toBe(`${before} (edited)`);
  });

  it("does not keep answers that name a query outside the public ones", async () => {
    const mixed = `{ categories { name } me { id } }`;
    const first = await t.gql(mixed);
    await t.prisma.category.update({ where: { id: categoryId }, data: { name: "Changed in the database" } });
    const second = await t.gql(mixed);
    expect(first.data!.categories).not.toEqual(second.data!.categories);
    expect(second.data!.categories).toEqual([{ name: "Changed in the database" }]);
  });

  it("takes the same path for REST reads and writes as for GraphQL", async () => {
    const list = async () => (await t.app.inject({ method: "GET", url: "/api/categories" })).json() as Array<{ name: string }>;
    // A page asked for its count alone still changes with a new category.
    const count = async () => (await t.gql(`{ categoryPage { total } }`)).data!.categoryPage.total as number;
    const before = await count();
    const extra = await t.gql<{ createCategory: { id: number } }>(
      `mutation { createCategory(input: { name: "Counted" }) { id } }`,
      {},
      { token: admin },
    );
    expect(await count()).toBe(before + 1);
    await t.gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: extra.data!.createCategory.id }, { token: admin });
    expect(await count()).toBe(before);
    await t.gql(
      `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
      { id: categoryId, input: { name: "Actors" } },
      { token: admin },
    );
    expect((await list()).map((category) => category.name)).toEqual(["Actors"]);
    await t.prisma.category.update({ where: { id: categoryId }, data: { name: "Behind its back" } });
    expect((await list()).map((category) => category.name)).toEqual(["Actors"]);
    // A REST write invalidates the REST answer and the GraphQL one.
    await categories();
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/categories/${categoryId}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: "Voice" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list()).map((category) => category.name)).toEqual(["Voice"]);
    expect((await categories()).map((category) => category.name)).toEqual(["Voice"]);
    // A REST publish shows in GET /api/talents at once.
    const talents = async () =>
      ((await t.app.inject({ method: "GET", url: "/api/talents" })).json() as Array<{ id: number }>).map((talent) => talent.id);
    expect(await talents()).toEqual([shown]);
    const published = await t.app.inject({
      method: "PUT",
      url: `/api/talents/${hidden}/publish`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { publish: true, notify: false },
    });
    expect(published.statusCode).toBe(200);
    expect((await talents()).sort((a, b) => a - b)).toEqual([shown, hidden].sort((a, b) => a - b));
  });
});

describe("the invalidation table", () => {
  it("names every mutation of the schema, and only those", () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(Object.keys(MUTATION_INVALIDATES).sort()).toEqual(mutations);
  });

  it("names only queries the schema has", () => {
    const queries = new Set(Object.keys(schema.getQueryType()!.getFields()));
    expect([...PUBLIC_QUERIES].filter((name) => !queries.has(name))).toEqual([]);
  });
});

describe("RESPONSE_CACHE=false", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp({ RESPONSE_CACHE: "false" });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it("serves every answer fresh", async () => {
    const id = (await fresh.prisma.category.create({ data: { name: "First" } })).id;
    expect((await fresh.gql(CATEGORIES)).data!.categories).toEqual([{ id, name: "First", talentCount: 0 }]);
    await fresh.prisma.category.update({ where: { id }, data: { name: "Second" } });
    expect((await fresh.gql(CATEGORIES)).data!.categories).toEqual([{ id, name: "Second", talentCount: 0 }]);
  });
});

describe("configuration", () => {
  it("caches by default for 60 s, without Redis", () => {
    const config = loadConfig({});
    expect([config.responseCache, config.responseCacheTtlMs, config.redisUrl]).toEqual([true, 60_000, undefined]);
    expect(loadConfig({ RESPONSE_CACHE: "false", RESPONSE_CACHE_TTL_SECONDS: "5", REDIS_URL: "redis://127.0.0.1:6379" })).toMatchObject({
      responseCache: false,
      responseCacheTtlMs: 5000,
      redisUrl: "redis://127.0.0.1:6379",
    });
  });

  it("names the variable and the rule of a wrong value", () => {
    expect(() => loadConfig({ RESPONSE_CACHE: "off" })).toThrow(/^RESPONSE_CACHE: must be true or false$/);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_SECONDS: "0" })).toThrow(/^RESPONSE_CACHE_TTL_SECONDS: must be at least 1$/);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_SECONDS: "1.5" })).toThrow(
      /^RESPONSE_CACHE_TTL_SECONDS: must be a whole number of seconds$/,
    );
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/^REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});
