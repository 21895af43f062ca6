import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = "id title excerpt content imageUrl isPublished publishedAt createdAt updatedAt displayDate";
const LIST = `query ($published: Boolean) { newsUpdates(published: $published) { id title isPublished } }`;
const ONE = `query ($id: Int!) { newsUpdate(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: NewsUpdateInput!) { createNewsUpdate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: NewsUpdateInput!) { updateNewsUpdate(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: Int!, $published: Boolean!) { setNewsUpdatePublished(id: $id, published: $published) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteNewsUpdate(id: $id) }`;

type News = {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  displayDate: string;
};

const valid = {
  title: "Spring showcase",
  excerpt: "Our talent on stage",
  content: "A night of short plays.",
  imageUrl: "https://example.com/a.jpg",
};

async function create(input: Record<string, unknown> = valid): Promise<News> {
  const result = await t.gql<{ createNewsUpdate: News }>(CREATE, { input }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.createNewsUpdate;
}

describe("createNewsUpdate", () => {
  it("creates a draft with no publication date; its display date is the creation date", async () => {
    const before = Date.now();
    const news = await create({ ...valid, title: "  Spring showcase  ", excerpt: "  " });
    expect(news).toMatchObject({
      title: "Spring showcase",
      excerpt: null,
      content: valid.content,
      imageUrl: valid.imageUrl,
      isPublished: false,
      publishedAt: null,
    });
    expect(news.displayDate).toBe(news.createdAt);
    expect(new Date(news.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.prisma.newsUpdate.findUniqueOrThrow({ where: { id: news.id } });
    expect(row).toMatchObject({ title: "Spring showcase", isPublished: false, publishedAt: null });
  });

  it("publishes right away when isPublished is true, stamping publishedAt", async () => {
    const before = Date.now();
    const news = await create({ ...valid, isPublished: true, imageUrl: "/uploads/images/x.jpg" });
    expect(news.isPublished).toBe(true);
    expect(news.imageUrl).toBe("/uploads/images/x.jpg");
    expect(new Date(news.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(news.displayDate).toBe(news.publishedAt);
  });

  it.each([
    ["title", { ...valid, title: "   " }, "Title is required"],
    ["title", { ...valid, title: "x".repeat(201) }, "Title must be at most 200 characters."],
    ["content", { ...valid, content: "" }, "Content is required"],
    ["content", { ...valid, content: "x".repeat(20001) }, "Content must be at most 20000 characters."],
    ["excerpt", { ...valid, excerpt: "x".repeat(501) }, "Excerpt must be at most 500 characters."],
    ["imageUrl", { ...valid, imageUrl: "javascript:alert(1)" }, "Image URL must be a web address (https://...) or an uploaded file."],
    ["imageUrl", { ...valid, imageUrl: "data:text/html,<script>" }, "Image URL must be a web address (https://...) or an uploaded file."],
  ])("rejects a bad %s", async (field, input, message) => {
    const result = await t.gql(CREATE, { input }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({ [field]: message });
  });
});

describe("newsUpdates and newsUpdate", () => {
  let draft: number;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    await t.prisma.newsUpdate.deleteMany();
    const day = (d: number) => new Date(Date.UTC(2024, 0, d));
    // Created in one order, published in the other: visitors read by publication date.
    older = (
      await t.prisma.newsUpdate.create({
        data: { title: "Older", content: "c", isPublished: true, publishedAt: day(2), createdAt: day(5) },
      })
    ).id;
    newer = (
      await t.prisma.newsUpdate.create({
        data: { title: "Newer", content: "c", isPublished: true, publishedAt: day(9), createdAt: day(1) },
      })
    ).id;
    draft = (await t.prisma.newsUpdate.create({ data: { title: "Draft", content: "c", createdAt: day(3) } })).id;
  });

  it("gives visitors the published updates only, newest publication first, whatever `published` asks", async () => {
    for (const published of [undefined, true, false]) {
      const result = await t.gql<{ newsUpdates: Array<{ id: number }> }>(LIST, { published });
      expect(result.errors).toBeUndefined();
      expect(result.data!.newsUpdates.map((n) => n.id)).toEqual([newer, older]);
    }
  });

  it("treats a signed-in non-admin as a visitor", async () => {
    const result = await t.gql<{ newsUpdates: Array<{ id: number }> }>(LIST, { published: false }, { token: await t.userToken() });
    expect(result.data!.newsUpdates.map((n) => n.id)).toEqual([newer, older]);
  });

  it("gives staff every update, newest first, and narrows by `published`", async () => {
    const all = await t.gql<{ newsUpdates: Array<{ id: number }> }>(LIST, {}, { token: admin });
    expect(all.data!.newsUpdates.map((n) => n.id)).toEqual([older, draft, newer]);
    const published = await t.gql<{ newsUpdates: Array<{ id: number }> }>(LIST, { published: true }, { token: admin });
    expect(published.data!.newsUpdates.map((n) => n.id)).toEqual([newer, older]);
    const drafts = await t.gql<{ newsUpdates: Array<{ id: number }> }>(LIST, { published: false }, { token: admin });
    expect(drafts.data!.newsUpdates.map((n) => n.id)).toEqual([draft]);
  });

  it("shows visitors a published update by id and hides a draft", async () => {
    const shown = await t.gql<{ newsUpdate: News }>(ONE, { id: newer });
    expect(shown.data!.newsUpdate).toMatchObject({ id: newer, title: "Newer", displayDate: "2024-01-09T00:00:00.000Z" });
    const hidden = await t.gql<{ newsUpdate: News | null }>(ONE, { id: draft });
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.newsUpdate).toBeNull();
  });

  it("shows staff a draft by id, and answers null for an unknown id", async () => {
    const shown = await t.gql<{ newsUpdate: News }>(ONE, { id: draft }, { token: admin });
    expect(shown.data!.newsUpdate).toMatchObject({ id: draft, isPublished: false, displayDate: "2024-01-03T00:00:00.000Z" });
    const missing = await t.gql<{ newsUpdate: News | null }>(ONE, { id: 999999 }, { token: admin });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.newsUpdate).toBeNull();
  });
});

describe("setNewsUpdatePublished", () => {
  let news: News;
  beforeEach(async () => {
    news = await create();
  });

  const publish = async (id: number, published: boolean) => {
    const result = await t.gql<{ setNewsUpdatePublished: News }>(PUBLISH, { id, published }, { token: admin });
    expect(result.errors).toBeUndefined();
    return result.data!.setNewsUpdatePublished;
  };

  it("stamps publishedAt each time a draft is published and keeps it when withdrawn", async () => {
    const first = await publish(news.id, true);
    expect(first.isPublished).toBe(true);
    expect(first.publishedAt).not.toBeNull();
    expect(first.displayDate).toBe(first.publishedAt);

    const again = await publish(news.id, true);
    expect(again.publishedAt).toBe(first.publishedAt);

    const withdrawn = await publish(news.id, false);
    expect(withdrawn).toMatchObject({ isPublished: false, publishedAt: first.publishedAt });
    expect((await t.gql<{ newsUpdate: News | null }>(ONE, { id: news.id })).data!.newsUpdate).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    const republished = await publish(news.id, true);
    expect(new Date(republished.publishedAt!).getTime()).toBeGreaterThan(new Date(first.publishedAt!).getTime());
    expect((await t.gql<{ newsUpdate: News | null }>(ONE, { id: news.id })).data!.newsUpdate?.id).toBe(news.id);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    const result = await t.gql(PUBLISH, { id: 999999, published: true }, { token: admin });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
  });
});

describe("updateNewsUpdate", () => {
  it("replaces the fields and keeps the publication state when isPublished is left out", async () => {
    const news = await create({ ...valid, isPublished: true });
    const result = await t.gql<{ updateNewsUpdate: News }>(
      UPDATE,
      { id: news.id, input: { title: "Renamed", content: "New text", excerpt: null, imageUrl: "" } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateNewsUpdate).toMatchObject({
      id: news.id,
      title: "Renamed",
      content: "New text",
      excerpt: null,
      imageUrl: null,
      isPublished: true,
      publishedAt: news.publishedAt,
    });
  });

  it("publishes and withdraws through isPublished like the toggle", async () => {
    const news = await create();
    const published = await t.gql<{ updateNewsUpdate: News }>(
      UPDATE,
      { id: news.id, input: { ...valid, isPublished: true } },
      { token: admin },
    );
    expect(published.data!.updateNewsUpdate.isPublished).toBe(true);
    const stamp = published.data!.updateNewsUpdate.publishedAt;
    expect(stamp).not.toBeNull();
    const withdrawn = await t.gql<{ updateNewsUpdate: News }>(
      UPDATE,
      { id: news.id, input: { ...valid, isPublished: false } },
      { token: admin },
    );
    expect(withdrawn.data!.updateNewsUpdate).toMatchObject({ isPublished: false, publishedAt: stamp });
  });

  it("validates like create", async () => {
    const news = await create();
    const result = await t.gql(UPDATE, { id: news.id, input: { ...valid, title: "", content: " " } }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({ title: "Title is required", content: "Content is required" });
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    const result = await t.gql(UPDATE, { id: 999999, input: valid }, { token: admin });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
  });
});

describe("deleteNewsUpdate", () => {
  it("deletes and answers the id", async () => {
    const news = await create();
    const result = await t.gql<{ deleteNewsUpdate: number }>(DELETE, { id: news.id }, { token: admin });
    expect(result.data!.deleteNewsUpdate).toBe(news.id);
    expect(await t.prisma.newsUpdate.findUnique({ where: { id: news.id } })).toBeNull();
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    const result = await t.gql(DELETE, { id: 999999 }, { token: admin });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
  });
});

describe("staff operations without the admin scope", () => {
  const operations: Array<[string, string, Record<string, unknown>]> = [
    ["createNewsUpdate", CREATE, { input: valid }],
    ["updateNewsUpdate", UPDATE, { id: 1, input: valid }],
    ["setNewsUpdatePublished", PUBLISH, { id: 1, published: true }],
    ["deleteNewsUpdate", DELETE, { id: 1 }],
  ];

  it.each(operations)(
    "%s is UNAUTHENTICATED without a token and with a bad one, FORBIDDEN for a non-admin",
    async (_name, query, variables) => {
      const count = await t.prisma.newsUpdate.count();
      expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
      const bad = await t.gql(query, variables, { token: "not-a-token" });
      expect(codesOf(bad)).toEqual(["UNAUTHENTICATED"]);
      expect(bad.errors![0]!.message).toBe("Invalid token");
      expect(codesOf(await t.gql(query, variables, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
      expect(await t.prisma.newsUpdate.count()).toBe(count);
    },
  );
});

describe("the activity log", () => {
  it("records each staff change of a news update once, with its title", async () => {
    await t.prisma.activityLog.deleteMany({ where: { subjectType: "NewsUpdate" } });
    const news = await create({ ...valid, title: "Logged update" });
    await t.gql(PUBLISH, { id: news.id, published: true }, { token: admin });
    // Publishing what is already published changes nothing, so nothing is logged.
    await t.gql(PUBLISH, { id: news.id, published: true }, { token: admin });
    await t.gql(UPDATE, { id: news.id, input: { ...valid, title: "Logged update, edited" } }, { token: admin });
    await t.gql(PUBLISH, { id: news.id, published: false }, { token: admin });
    await t.gql(DELETE, { id: news.id }, { token: admin });
    const log = await t.prisma.activityLog.findMany({ where: { subjectType: "NewsUpdate", subjectId: news.id }, orderBy: { id: "asc" } });
    expect(log.map((entry) => [entry.action, entry.subjectLabel])).toEqual([
      ["create", "Logged update"],
      ["publish", "Logged update"],
      ["update", "Logged update, edited"],
      ["unpublish", "Logged update, edited"],
      ["delete", "Logged update, edited"],
    ]);
  });
});
