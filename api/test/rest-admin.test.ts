import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from "./helpers";
import { expectError, expectOwnRowsCovered, restClient, type RestClient } from "./rest-helpers";

// Contract of the staff rows for categories, requests, clients, news and testimonials
// (docs/product.md#the-rest-paths), and the error statuses every row shares.

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

describe("categories", () => {
  it("POST creates (201), PUT updates, DELETE removes; each change shows through GraphQL", async () => {
    const created = await api.call("POST", "/api/categories", {
      token: admin,
      json: { name: "Presenters", description: "On camera", imageUrl: "https://cdn.example.com/p.jpg" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: "Presenters",
      description: "On camera",
      imageUrl: "https://cdn.example.com/p.jpg",
      talentCount: 0,
    });
    const id = created.body.id;
    const read = async () => (await t.gql(`query ($id: Int!) { category(id: $id) { name description imageUrl } }`, { id })).data!.category;
    expect(await read()).toEqual({ name: "Presenters", description: "On camera", imageUrl: "https://cdn.example.com/p.jpg" });

    const updated = await api.call("PUT", `/api/categories/${id}`, {
      token: admin,
      json: { name: "Hosts", description: "", imageUrl: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id, name: "Hosts", description: null, imageUrl: null, talentCount: 0 });
    expect(await read()).toEqual({ name: "Hosts", description: null, imageUrl: null });

    const removed = await api.call("DELETE", `/api/categories/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, message: "Category deleted" });
    expect(await read()).toBeNull();
    expectError(await api.call("DELETE", `/api/categories/${id}`, { token: admin }), 404, "Not Found");
  });

  it("answers 400 with fields.name 'Name is required' for an empty body, and 400 for a bad image URL", async () => {
    const empty = await api.call("POST", "/api/categories", { token: admin, json: {} });
    expectError(empty, 400, "Bad Request");
    expect(empty.body.fields).toEqual({ name: "Name is required" });
    const url = await api.call("POST", "/api/categories", { token: admin, json: { name: "X", imageUrl: "javascript:alert(1)" } });
    expectError(url, 400, "Bad Request");
    expect(url.body.fields).toEqual({ imageUrl: "Image URL must be a web address (https://...) or an uploaded file." });
  });

  it("answers 409 for a duplicate name, on create and on rename", async () => {
    await api.call("POST", "/api/categories", { token: admin, json: { name: "Dancers" } });
    const other = await api.call("POST", "/api/categories", { token: admin, json: { name: "Singers" } });
    const duplicate = await api.call("POST", "/api/categories", { token: admin, json: { name: "Dancers" } });
    expectError(duplicate, 409, "Conflict");
    const message = "A category named 'Dancers' already exists.";
    expect(duplicate.body).toEqual({ message, error: "Conflict", fields: { name: message } });
    const rename = await api.call("PUT", `/api/categories/${other.body.id}`, { token: admin, json: { name: "Dancers" } });
    expectError(rename, 409, "Conflict");
    expect(await t.prisma.category.count({ where: { name: "Dancers" } })).toBe(1);
  });

  it("answers 404 for an unknown or non-numeric id", async () => {
    expectError(await api.call("PUT", "/api/categories/9999", { token: admin, json: { name: "Ghost" } }), 404, "Not Found");
    expectError(await api.call("DELETE", "/api/categories/9999", { token: admin }), 404, "Not Found");
    expectError(await api.call("PUT", "/api/categories/abc", { token: admin, json: { name: "Ghost" } }), 404, "Not Found");
    expect(await t.prisma.category.count({ where: { name: "Ghost" } })).toBe(0);
  });
});

describe("talent requests", () => {
  let jane: number;
  let requestId: number;

  beforeAll(async () => {
    jane = (
      await t.prisma.talent.create({
        data: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", isApproved: true, isPublished: true },
      })
    ).id;
    const answer = await api.call("POST", "/api/talent-requests", {
      json: {
        clientName: "Casey Client",
        organizationName: "Big Productions",
        phone: "03 9000 0000",
        email: "casey@example.com",
        projectDescription: "A commercial",
        requestedTalentIds: [jane],
      },
    });
    requestId = answer.body.id;
  });

  it("GET lists requests with status and the requested talents' names", async () => {
    const answer = await api.call("GET", "/api/talent-requests", { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: requestId,
        clientName: "Casey Client",
        organizationName: "Big Productions",
        phone: "03 9000 0000",
        email: "casey@example.com",
        projectDescription: "A commercial",
        projectStartDate: null,
        projectEndDate: null,
        status: "pending",
        responseNotes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        requestedTalentIds: [jane],
        requestedTalents: [{ id: jane, name: "Jane D.", exists: true, imageUrl: null }],
      },
    ]);
    const filtered = await api.call("GET", "/api/talent-requests?status=approved", { token: admin });
    expect(filtered.body).toEqual([]);
    const bad = await api.call("GET", "/api/talent-requests?status=lost", { token: admin });
    expectError(bad, 400, "Bad Request");
    expect(bad.body.fields).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });
  });

  it("PUT .../status sets the status and notes, visible through GraphQL", async () => {
    const answer = await api.call("PUT", `/api/talent-requests/${requestId}/status`, {
      token: admin,
      json: { status: "reviewed", responseNotes: "Called back" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: requestId, status: "reviewed", responseNotes: "Called back" });
    const { data } = await t.gql(
      `query ($id: Int!) { talentRequest(id: $id) { status responseNotes } }`,
      { id: requestId },
      { token: admin },
    );
    expect(data!.talentRequest).toEqual({ status: "reviewed", responseNotes: "Called back" });
  });

  it("PUT .../status answers 400 for a missing or unknown status and 404 for an unknown request", async () => {
    const missing = await api.call("PUT", `/api/talent-requests/${requestId}/status`, { token: admin, json: {} });
    expectError(missing, 400, "Bad Request");
    expect(missing.body.fields).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });
    const unknown = await api.call("PUT", `/api/talent-requests/${requestId}/status`, { token: admin, json: { status: "done" } });
    expectError(unknown, 400, "Bad Request");
    expect(unknown.body.fields).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });
    expectError(
      await api.call("PUT", "/api/talent-requests/9999/status", { token: admin, json: { status: "approved" } }),
      404,
      "Not Found",
    );
  });

  it("GET and DELETE are staff only; DELETE removes the request", async () => {
    expectError(await api.call("GET", "/api/talent-requests"), 401, "Unauthorized");
    expectError(await api.call("GET", "/api/talent-requests", { token: user }), 403, "Forbidden");
    expectError(await api.call("DELETE", `/api/talent-requests/${requestId}`, { token: user }), 403, "Forbidden");

    const answer = await api.call("DELETE", `/api/talent-requests/${requestId}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: requestId, message: "Request deleted" });
    const { data } = await t.gql(`query ($id: Int!) { talentRequest(id: $id) { id } }`, { id: requestId }, { token: admin });
    expect(data!.talentRequest).toBeNull();
    expectError(await api.call("DELETE", `/api/talent-requests/${requestId}`, { token: admin }), 404, "Not Found");
  });
});

describe("clients", () => {
  let clientId: number;

  it("POST adds a client (201), active by default", async () => {
    const answer = await api.call("POST", "/api/clients", {
      token: admin,
      json: {
        clientName: "Casey Client",
        organizationName: "Big Productions",
        email: "Casey@Example.com",
        phone: "03 9000",
        address: "1 Film St",
        notes: "VIP",
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      clientName: "Casey Client",
      organizationName: "Big Productions",
      email: "casey@example.com",
      phone: "03 9000",
      address: "1 Film St",
      notes: "VIP",
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    clientId = answer.body.id;
    const { data } = await t.gql(`query ($id: Int!) { client(id: $id) { email isActive } }`, { id: clientId }, { token: admin });
    expect(data!.client).toEqual({ email: "casey@example.com", isActive: true });
  });

  it("GET lists the register, searchable", async () => {
    await api.call("POST", "/api/clients", { token: admin, json: { clientName: "Alex Agency", email: "alex@example.com" } });
    const all = await api.call("GET", "/api/clients", { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.map((client: { clientName: string }) => client.clientName)).toEqual(["Alex Agency", "Casey Client"]);
    const found = await api.call("GET", "/api/clients?search=big", { token: admin });
    expect(found.body.map((client: { id: number }) => client.id)).toEqual([clientId]);
  });

  it("PUT updates the client; isActive 'false' is read as a boolean", async () => {
    const answer = await api.call("PUT", `/api/clients/${clientId}`, {
      token: admin,
      json: { clientName: "Casey C.", organizationName: "Big Productions", email: "casey@example.com", isActive: "false" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: clientId, clientName: "Casey C.", isActive: false, phone: null });
    const { data } = await t.gql(`query ($id: Int!) { client(id: $id) { clientName isActive } }`, { id: clientId }, { token: admin });
    expect(data!.client).toEqual({ clientName: "Casey C.", isActive: false });
  });

  it("answers 409 for a duplicate e-mail on create and update, 400 with the form's messages, 404 for an unknown client", async () => {
    const duplicate = await api.call("POST", "/api/clients", { token: admin, json: { clientName: "Copy", email: "CASEY@example.com" } });
    expectError(duplicate, 409, "Conflict");
    expect(duplicate.body.fields).toEqual({ email: "A client with the email casey@example.com already exists." });
    const alex = await t.prisma.client.findFirstOrThrow({ where: { email: "alex@example.com" } });
    const taken = await api.call("PUT", `/api/clients/${alex.id}`, {
      token: admin,
      json: { clientName: "Alex", email: "casey@example.com" },
    });
    expectError(taken, 409, "Conflict");

    const invalid = await api.call("POST", "/api/clients", { token: admin, json: { email: "nope" } });
    expectError(invalid, 400, "Bad Request");
    expect(invalid.body.fields).toEqual({ clientName: "Client name is required", email: "Valid email is required" });
    expectError(
      await api.call("PUT", "/api/clients/9999", { token: admin, json: { clientName: "Ghost", email: "ghost@example.com" } }),
      404,
      "Not Found",
    );
    expect(await t.prisma.client.count()).toBe(2);
  });

  it("GET .../requests answers the client's request history, newest first", async () => {
    const talent = await t.prisma.talent.create({
      data: { firstName: "Req", lastName: "Talent", email: "rt@example.com", isApproved: true, isPublished: true },
    });
    const send = (email: string, projectDescription: string) =>
      api.call("POST", "/api/talent-requests", {
        json: { clientName: "Casey", organizationName: "Big", phone: "1", email, projectDescription, requestedTalentIds: [talent.id] },
      });
    await send("Casey@example.com", "First project");
    await send("Casey@example.com", "Second project");
    await send("other@example.com", "Not theirs");
    const answer = await api.call("GET", `/api/clients/${clientId}/requests`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.map((request: { projectDescription: string }) => request.projectDescription)).toEqual([
      "Second project",
      "First project",
    ]);
    expect(answer.body[0]).toMatchObject({
      status: "pending",
      projectStartDate: null,
      projectEndDate: null,
      createdAt: expect.any(String),
    });
    expectError(await api.call("GET", "/api/clients/9999/requests", { token: admin }), 404, "Not Found");
    expectError(await api.call("GET", `/api/clients/${clientId}/requests`), 401, "Unauthorized");
  });
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

describe("errors", () => {
  it("answers 401 without a token on every staff row, and writes nothing", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["POST", "/api/categories", { name: "Sneaky" }],
      ["PUT", "/api/categories/1", { name: "Sneaky" }],
      ["DELETE", "/api/categories/1"],
      ["GET", "/api/talents/1/documents"],
      ["PUT", "/api/talents/1", { firstName: "Sneaky" }],
      ["PUT", "/api/talents/1/approve", { approve: true }],
      ["PUT", "/api/talents/1/publish", { publish: true }],
      ["DELETE", "/api/talents/1"],
      ["GET", "/api/talent-requests"],
      ["PUT", "/api/talent-requests/1/status", { status: "approved" }],
      ["DELETE", "/api/talent-requests/1"],
      ["GET", "/api/clients"],
      ["POST", "/api/clients", { clientName: "Sneaky", email: "s@example.com" }],
      ["PUT", "/api/clients/1", { clientName: "Sneaky", email: "s@example.com" }],
      ["GET", "/api/clients/1/requests"],
      ["POST", "/api/news-updates", { title: "Sneaky", content: "x" }],
      ["PUT", "/api/news-updates/1", { title: "Sneaky", content: "x" }],
      ["PUT", "/api/news-updates/1/publish", { publish: true }],
      ["DELETE", "/api/news-updates/1"],
      ["POST", "/api/testimonials", { clientName: "Sneaky", clientTitle: "x", content: "x" }],
      ["PUT", "/api/testimonials/1", { clientName: "Sneaky", clientTitle: "x", content: "x" }],
      ["DELETE", "/api/testimonials/1"],
      ["POST", "/api/talent-images/validate-filenames", { filenames: ["a.jpg"] }],
      ["DELETE", "/api/talent-images/bulk-delete"],
    ];
    for (const [method, url, json] of calls) {
      const answer = await api.call(method as "GET", url, { json });
      expect(answer.status, `${method} ${url}`).toBe(401);
      expect(answer.body, `${method} ${url}`).toEqual({ message: "Authentication required", error: "Unauthorized" });
    }
    expect(await t.prisma.category.count({ where: { name: "Sneaky" } })).toBe(0);
    expect(await t.prisma.client.count({ where: { clientName: "Sneaky" } })).toBe(0);
  });

  it("answers 401 whose text contains 'Invalid token' for a garbage or forged token", async () => {
    const garbage = await api.call("GET", "/api/clients", { token: "garbage" });
    expectError(garbage, 401, "Unauthorized");
    expect(garbage.text).toContain("Invalid token");
    const [header, payload] = admin.split(".");
    const forged = await api.call("GET", "/api/clients", { token: `${header}.${payload}.AAAA` });
    expectError(forged, 401, "Unauthorized");
    expect(forged.text).toContain("Invalid token");
  });

  it("answers 403 to a signed-in non-admin", async () => {
    const answer = await api.call("POST", "/api/categories", { token: user, json: { name: "Nope" } });
    expectError(answer, 403, "Forbidden");
    expect(answer.body.message).toBe("Admin access required");
    expect(await t.prisma.category.count({ where: { name: "Nope" } })).toBe(0);
  });

  it("answers 400 in JSON for a malformed JSON body or a body that is not an object", async () => {
    const malformed = await api.call("POST", "/api/categories", { token: admin, raw: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "The request body is not valid JSON.", error: "Bad Request" });
    const list = await api.call("POST", "/api/categories", { token: admin, raw: '["Actors"]' });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: "The request body must be a JSON object.", error: "Bad Request" });
  });

  it("answers 415 in JSON for a body type it does not read", async () => {
    const answer = await api.call("POST", "/api/categories", { token: admin, raw: "<name>Actors</name>", contentType: "application/xml" });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: expect.any(String), error: "Unsupported Media Type" });
    // Plain text is read, but it is not a JSON object.
    const text = await api.call("POST", "/api/categories", { token: admin, raw: "name=Actors", contentType: "text/plain" });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: "The request body must be a JSON object.", error: "Bad Request" });
    expect(await t.prisma.category.count({ where: { name: "Actors" } })).toBe(0);
  });
});

describe("internal failures", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers 500 with a request id and no detail when an operation fails inside", async () => {
    vi.spyOn(t.prisma.category, "findMany").mockRejectedValueOnce(new Error("connection to 10.0.0.5 refused"));
    const answer = await api.call("GET", "/api/categories");
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      message: expect.any(String),
      error: "Internal Server Error",
      requestId: expect.stringMatching(/^[\w-]+$/),
    });
    expect(answer.body.message).toBe(`Internal error (request ${answer.body.requestId})`);
    expect(answer.text).not.toContain("10.0.0.5");
  });

  it("answers 500 in the same shape when the call fails before its operation runs", async () => {
    vi.spyOn(t.prisma.user, "findUnique").mockRejectedValueOnce(new Error("connection to 10.0.0.5 refused"));
    const answer = await api.call("GET", "/api/clients", { token: admin });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      message: expect.any(String),
      error: "Internal Server Error",
      requestId: expect.stringMatching(/^[\w-]+$/),
    });
    expect(answer.body.message).toBe(`Internal error (request ${answer.body.requestId})`);
    expect(answer.text).not.toContain("10.0.0.5");
  });
});

describe("expired tokens and the sign-in limit (an app of their own)", () => {
  let other: TestApp;
  let otherApi: RestClient;

  beforeAll(async () => {
    other = await startTestApp({ TOKEN_TTL_HOURS: "0.0001" });
    otherApi = restClient(other);
  });
  afterAll(async () => {
    await other?.close();
  });

  it("answers 401 whose text contains 'Invalid token' once the token has expired", async () => {
    const token = await other.adminToken();
    await sleep(1500);
    const answer = await otherApi.call("GET", "/api/talent-requests", { token });
    expectError(answer, 401, "Unauthorized");
    expect(answer.text).toContain("Invalid token");
  });

  it("answers 429 after 10 failed sign-ins from one address, even with the right password", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await otherApi.call("POST", "/api/auth/login", { json: { username: ADMIN_EMAIL, password: `wrong-${attempt}` } });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await otherApi.call("POST", "/api/auth/login", { json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expectError(limited, 429, "Too Many Requests");
    expect(limited.body.message).toBe("Too many attempts. Try again in 15 minutes.");
  });
});

describe("coverage", () => {
  it("proved every staff row of the route table", () => {
    expectOwnRowsCovered(api, "admin");
  });
});
