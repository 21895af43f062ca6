import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { expectError, expectOwnRowsCovered, restClient, type RestClient } from "./rest-helpers";

// Contract of the staff rows for categories, talent requests and clients
// (docs/product.md#the-rest-paths). News and testimonials: rest-content.test.ts; the error statuses
// every row shares: rest-errors.test.ts.

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
        phone: "03 9000 0001",
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
      phone: "03 9000 0001",
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
        json: {
          clientName: "Casey",
          organizationName: "Big",
          phone: "0400 000 001",
          email,
          projectDescription,
          requestedTalentIds: [talent.id],
        },
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

describe("coverage", () => {
  it("proved every staff row of the route table", () => {
    expectOwnRowsCovered(api, "admin");
  });
});
