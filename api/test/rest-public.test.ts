import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../src/rest/routes";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from "./helpers";
import { expectError, expectOwnRowsCovered, restClient, type RestClient, ROW_OWNERS, rowKey } from "./rest-helpers";

// Contract of the rows the public site calls (docs/product.md#the-rest-paths), sign-in, the visitor and
// staff views of the shared lists, and the OpenAPI document and page printed from the table.

let t: TestApp;
let api: RestClient;
let admin: string;
let user: string;
let actors: number;
let published: number;

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ GOOGLE_PLACES_API_KEY: "browser-key-123" });
  api = restClient(t);
  admin = await t.adminToken();
  user = await t.userToken();
  actors = (
    await t.prisma.category.create({ data: { name: "Actors", description: "Stage and screen", imageUrl: "/uploads/images/a.jpg" } })
  ).id;
  await t.prisma.category.create({ data: { name: "Models" } });
  published = (
    await t.prisma.talent.create({
      data: {
        firstName: "Jane",
        lastName: "Doe",
        email: "jane@example.com",
        isApproved: true,
        isPublished: true,
        categories: { create: [{ categoryId: actors }] },
      },
    })
  ).id;
  await t.prisma.talent.create({
    data: { firstName: "Pat", lastName: "Pending", email: "pat@example.com", categories: { create: [{ categoryId: actors }] } },
  });
  await t.prisma.newsUpdate.createMany({
    data: [
      { title: "Out now", content: "Published news", isPublished: true, publishedAt: new Date() },
      { title: "Draft", content: "Not yet" },
    ],
  });
  await t.prisma.testimonial.createMany({
    data: [
      { clientName: "Ann Client", clientTitle: "Producer", content: "Wonderful", isPublished: true },
      { clientName: "Hidden Voice", clientTitle: "Director", content: "Not shown", isPublished: false },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/auth/login", () => {
  it("answers {token, user} with user.isAdmin, and the token opens staff calls", async () => {
    const answer = await api.call("POST", "/api/auth/login", { json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: expect.any(Number), username: ADMIN_EMAIL, isAdmin: true },
    });
    expect(answer.body.user).not.toHaveProperty("password");
    expect(answer.body.user).not.toHaveProperty("passwordHash");
    const staff = await api.call("GET", "/api/talent-requests", { token: answer.body.token });
    expect(staff.status).toBe(200);
  });

  it("signs in even when a stale token comes with the call", async () => {
    const answer = await api.call("POST", "/api/auth/login", {
      token: "expired.or.garbage",
      json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.isAdmin).toBe(true);
  });

  it("answers isAdmin false for a staff account without the flag", async () => {
    await t.userToken();
    const answer = await api.call("POST", "/api/auth/login", { json: { username: "staff@agency.test", password: "not-an-admin-1" } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ username: "staff@agency.test", isAdmin: false });
  });

  it("answers 401 'Invalid credentials' for a wrong password, never 'Invalid token'", async () => {
    const answer = await api.call("POST", "/api/auth/login", { json: { username: ADMIN_EMAIL, password: "wrong" } });
    expectError(answer, 401, "Unauthorized");
    expect(answer.body.message).toBe("Invalid credentials");
    expect(answer.text).not.toContain("Invalid token");
  });

  it("answers 400 with the form's messages for a malformed e-mail and an empty password", async () => {
    const answer = await api.call("POST", "/api/auth/login", { json: { username: "not-an-email", password: "" } });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({ username: "Please enter a valid email address.", password: "Password is required." });
  });
});

describe("GET /api/categories", () => {
  it("lists categories by name with published talent counts for visitors", async () => {
    const answer = await api.call("GET", "/api/categories");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: actors, name: "Actors", description: "Stage and screen", imageUrl: "/uploads/images/a.jpg", talentCount: 1 },
      { id: expect.any(Number), name: "Models", description: null, imageUrl: null, talentCount: 0 },
    ]);
  });

  it("counts every talent for staff", async () => {
    const answer = await api.call("GET", "/api/categories", { token: admin });
    expect(answer.body[0]).toMatchObject({ name: "Actors", talentCount: 2 });
  });
});

describe("GET /api/news-updates", () => {
  it("gives a visitor the published updates only, even when asking for drafts", async () => {
    for (const url of ["/api/news-updates", "/api/news-updates?published=true", "/api/news-updates?published=false"]) {
      const answer = await api.call("GET", url);
      expect(answer.status, url).toBe(200);
      expect(
        answer.body.map((news: { title: string }) => news.title),
        url,
      ).toEqual(["Out now"]);
    }
    const [news] = (await api.call("GET", "/api/news-updates")).body;
    expect(news).toEqual({
      id: expect.any(Number),
      title: "Out now",
      excerpt: null,
      content: "Published news",
      imageUrl: null,
      isPublished: true,
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("gives staff every update, or those the published flag asks for", async () => {
    const all = await api.call("GET", "/api/news-updates", { token: admin });
    expect(all.body.map((news: { title: string }) => news.title).sort()).toEqual(["Draft", "Out now"]);
    const drafts = await api.call("GET", "/api/news-updates?published=false", { token: admin });
    expect(drafts.body.map((news: { title: string }) => news.title)).toEqual(["Draft"]);
    const live = await api.call("GET", "/api/news-updates?published=true", { token: admin });
    expect(live.body.map((news: { title: string }) => news.title)).toEqual(["Out now"]);
  });

  it("answers 400 naming published for a value that is not a boolean", async () => {
    const answer = await api.call("GET", "/api/news-updates?published=maybe", { token: admin });
    expectError(answer, 400, "Bad Request");
    expect(Object.keys(answer.body.fields)).toEqual(["published"]);
  });
});

describe("GET /api/testimonials", () => {
  it("gives a visitor the published testimonials and staff all of them", async () => {
    const visitor = await api.call("GET", "/api/testimonials");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual([
      {
        id: expect.any(Number),
        clientName: "Ann Client",
        clientTitle: "Producer",
        companyName: null,
        content: "Wonderful",
        imageUrl: null,
        isPublished: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const staff = await api.call("GET", "/api/testimonials", { token: admin });
    expect(staff.body.map((row: { clientName: string }) => row.clientName).sort()).toEqual(["Ann Client", "Hidden Voice"]);
  });

  it("gives a signed-in non-admin the visitor's list", async () => {
    const answer = await api.call("GET", "/api/testimonials", { token: user });
    expect(answer.body.map((row: { clientName: string }) => row.clientName)).toEqual(["Ann Client"]);
  });
});

describe("GET /api/google-places-key", () => {
  it("answers the configured browser key", async () => {
    const answer = await api.call("GET", "/api/google-places-key");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ apiKey: "browser-key-123", configured: true });
  });
});

describe("POST /api/talent-requests", () => {
  const request = () => ({
    clientName: "Casey Client",
    organizationName: "Big Productions",
    phone: "03 9000 0000",
    email: "Casey@Example.com",
    projectDescription: "A commercial shoot",
    projectStartDate: today,
    projectEndDate: "",
    requestedTalentIds: [String(published)],
  });

  it("stores a visitor's request and answers 201 with its id and status, visible to staff through GraphQL", async () => {
    const answer = await api.call("POST", "/api/talent-requests", { json: request() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), status: "pending", message: "Request Submitted Successfully!" });
    const { data } = await t.gql(
      `{ talentRequests { id email projectStartDate projectEndDate requestedTalentIds status } }`,
      {},
      { token: admin },
    );
    expect(data!.talentRequests).toContainEqual({
      id: answer.body.id,
      email: "casey@example.com",
      projectStartDate: today,
      projectEndDate: null,
      requestedTalentIds: [published],
      status: "pending",
    });
  });

  it("answers 400 with the form's messages", async () => {
    const answer = await api.call("POST", "/api/talent-requests", {
      json: { projectStartDate: "2000-01-01", projectEndDate: "1999-01-01" },
    });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({
      clientName: "Client name is required",
      organizationName: "Organization name is required",
      phone: "Phone number is required",
      email: "Email: a valid email address is required",
      projectDescription: "Project description is required",
      requestedTalentIds: "Talent: please select at least one talent",
      projectStartDate: "Project start date cannot be in the past",
      projectEndDate: "Project end date must be after the start date",
    });
  });

  it("names requestedTalentIds when an id is not a number", async () => {
    const answer = await api.call("POST", "/api/talent-requests", { json: { ...request(), requestedTalentIds: ["abc"] } });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({ requestedTalentIds: 'Int cannot represent non-integer value: "abc"' });
  });

  it("refuses a talent that is not on the public site", async () => {
    const hidden = await t.prisma.talent.findFirstOrThrow({ where: { isApproved: false } });
    const answer = await api.call("POST", "/api/talent-requests", { json: { ...request(), requestedTalentIds: [hidden.id] } });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({ requestedTalentIds: `Talent ${hidden.id} is not available.` });
  });
});

describe("unknown paths", () => {
  it("answers 404 in JSON under /api, never the web app's page", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api/talents/1/nothing"],
      ["PATCH", "/api/categories/1"],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: expect.any(String), error: "Not Found" });
      expect(response.body).not.toMatch(/<html/i);
    }
  });
});

describe("OpenAPI", () => {
  it("serves an OpenAPI 3.1 document with every row's method and path", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const expected = routes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`).sort();
    expect(documented).toEqual(expected);
    // The spec's 36 paths plus the staff CSV export (ADR 008).
    expect(documented).toHaveLength(37);

    const login = document.paths["/api/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("username");
    // Public: no token needed (security: [] overrides any default).
    expect(login.security).toEqual([]);
    const submit = document.paths["/api/talents"].post;
    expect(Object.keys(submit.requestBody.content["multipart/form-data"].schema.properties)).toEqual(
      expect.arrayContaining(["data", "headshot", "fullBodyShot", "resume", "image"]),
    );
    const remove = document.paths["/api/categories/{id}"].delete;
    expect(remove.security).toEqual([{ bearer: [] }]);
    expect(remove.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    // The answers this route can give, and no file errors: it takes no file.
    expect(Object.keys(remove.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "404", "409"]));
    expect(Object.keys(remove.responses)).not.toContain("413");
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves a page for integrators listing every path", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    for (const route of routes) {
      expect(response.body).toContain(`<code>${route.path.replace(/:(\w+)/g, "{$1}")}</code>`);
    }
    expect(response.body).toContain('href="/api/openapi.json"');
  });
});

describe("coverage", () => {
  it("gives every row of the route table exactly one owning test file", () => {
    expect(Object.keys(ROW_OWNERS).sort()).toEqual(routes.map((route) => rowKey(route.method, route.path)).sort());
    expect(new Set(routes.map((route) => rowKey(route.method, route.path))).size).toBe(routes.length);
  });

  it("proved every public row of the route table", () => {
    expectOwnRowsCovered(api, "public");
  });
});
