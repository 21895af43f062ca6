import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { expectError, expectOwnRowsCovered, restClient, type RestClient } from "./rest-helpers";

// Contract of the staff rows for news updates and testimonials (docs/product.md#the-rest-paths).

let t: TestApp;
let api: RestClient;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await t.adminToken();
  user = await t.userToken();
});
afterAll(async () => {
  await t?.close();
});

describe("news updates", () => {
  it("POST creates a draft and answers it with its new id (201)", async () => {
    const answer = await api.call("POST", "/api/news-updates", {
      token: admin,
      json: { title: "Big news", excerpt: "Short", content: "The long story", imageUrl: "/uploads/images/n.jpg" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      title: "Big news",
      excerpt: "Short",
      content: "The long story",
      imageUrl: "/uploads/images/n.jpg",
      isPublished: false,
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { data } = await t.gql(
      `query ($id: Int!) { newsUpdate(id: $id) { title isPublished } }`,
      { id: answer.body.id },
      { token: admin },
    );
    expect(data!.newsUpdate).toEqual({ title: "Big news", isPublished: false });
    expect((await api.call("GET", "/api/news-updates")).body).toEqual([]);
  });

  it("PUT updates the content; PUT .../publish publishes and withdraws; DELETE removes", async () => {
    const { id } = (await api.call("POST", "/api/news-updates", { token: admin, json: { title: "Draft", content: "Body" } })).body;
    const updated = await api.call("PUT", `/api/news-updates/${id}`, {
      token: admin,
      json: { title: "Edited", excerpt: "", content: "New body", imageUrl: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, title: "Edited", excerpt: null, content: "New body", isPublished: false });
    const read = async () =>
      (await t.gql(`query ($id: Int!) { newsUpdate(id: $id) { title content isPublished } }`, { id }, { token: admin })).data!.newsUpdate;
    expect(await read()).toEqual({ title: "Edited", content: "New body", isPublished: false });

    const publish = await api.call("PUT", `/api/news-updates/${id}/publish`, { token: admin, json: { publish: true } });
    expect(publish.status).toBe(200);
    expect(publish.body).toMatchObject({ id, isPublished: true, publishedAt: expect.any(String) });
    expect(await read()).toMatchObject({ isPublished: true });
    expect((await api.call("GET", "/api/news-updates")).body.map((news: { id: number }) => news.id)).toContain(id);

    const withdraw = await api.call("PUT", `/api/news-updates/${id}/publish`, { token: admin, json: { publish: false } });
    expect(withdraw.body).toMatchObject({ id, isPublished: false });
    expect(await read()).toMatchObject({ isPublished: false });
    expect((await api.call("GET", "/api/news-updates")).body.map((news: { id: number }) => news.id)).not.toContain(id);

    const removed = await api.call("DELETE", `/api/news-updates/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, message: "News update deleted" });
    const { data } = await t.gql(`query ($id: Int!) { newsUpdate(id: $id) { id } }`, { id }, { token: admin });
    expect(data!.newsUpdate).toBeNull();
  });

  it("answers 400 for missing title and content or a missing publish flag, 404 for an unknown update", async () => {
    const empty = await api.call("POST", "/api/news-updates", { token: admin, json: {} });
    expectError(empty, 400, "Bad Request");
    expect(empty.body.fields).toEqual({ title: "Title is required", content: "Content is required" });
    const { id } = (await api.call("POST", "/api/news-updates", { token: admin, json: { title: "T", content: "C" } })).body;
    const flag = await api.call("PUT", `/api/news-updates/${id}/publish`, { token: admin, json: {} });
    expectError(flag, 400, "Bad Request");
    expect(flag.body.fields).toHaveProperty("publish");
    expectError(await api.call("PUT", "/api/news-updates/9999", { token: admin, json: { title: "T", content: "C" } }), 404, "Not Found");
    expectError(await api.call("PUT", "/api/news-updates/9999/publish", { token: admin, json: { publish: true } }), 404, "Not Found");
    expectError(await api.call("DELETE", "/api/news-updates/9999", { token: admin }), 404, "Not Found");
    expectError(await api.call("POST", "/api/news-updates", { token: user, json: { title: "T", content: "C" } }), 403, "Forbidden");
  });
});

describe("testimonials", () => {
  it("POST creates (201, published by default), PUT updates, DELETE removes", async () => {
    const created = await api.call("POST", "/api/testimonials", {
      token: admin,
      json: { clientName: "Ann Client", clientTitle: "Producer", companyName: "Films Co", content: "Wonderful agency", imageUrl: "" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      clientName: "Ann Client",
      clientTitle: "Producer",
      companyName: "Films Co",
      content: "Wonderful agency",
      imageUrl: null,
      isPublished: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id;
    const read = async () => {
      const { data } = await t.gql(`{ testimonials { id clientTitle isPublished } }`, {}, { token: admin });
      return data!.testimonials.find((row: { id: number }) => row.id === id);
    };
    expect(await read()).toEqual({ id, clientTitle: "Producer", isPublished: true });
    expect((await api.call("GET", "/api/testimonials")).body.map((row: { id: number }) => row.id)).toContain(id);

    const updated = await api.call("PUT", `/api/testimonials/${id}`, {
      token: admin,
      json: { clientName: "Ann Client", clientTitle: "Director", content: "Still wonderful", isPublished: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, clientTitle: "Director", companyName: null, isPublished: false });
    expect(await read()).toEqual({ id, clientTitle: "Director", isPublished: false });
    expect((await api.call("GET", "/api/testimonials")).body.map((row: { id: number }) => row.id)).not.toContain(id);

    const removed = await api.call("DELETE", `/api/testimonials/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, message: "Testimonial deleted" });
    expect(await t.prisma.testimonial.count({ where: { id } })).toBe(0);
  });

  it("answers 400 with the form's messages and 404 for an unknown testimonial", async () => {
    const empty = await api.call("POST", "/api/testimonials", { token: admin, json: {} });
    expectError(empty, 400, "Bad Request");
    expect(empty.body.fields).toEqual({
      clientName: "Client name is required",
      clientTitle: "Client title is required",
      content: "Content is required",
    });
    expectError(
      await api.call("PUT", "/api/testimonials/9999", { token: admin, json: { clientName: "A", clientTitle: "B", content: "C" } }),
      404,
      "Not Found",
    );
    expectError(await api.call("DELETE", "/api/testimonials/9999", { token: admin }), 404, "Not Found");
  });
});

describe("coverage", () => {
  it("proved every news and testimonial row of the route table", () => {
    expectOwnRowsCovered(api, "content");
  });
});
