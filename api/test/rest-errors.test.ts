import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expiredTokenLike, startTestApp, type TestApp } from "./helpers";
import { expectError, restClient, type RestClient } from "./rest-helpers";

// The error statuses every staff row shares: no token, a bad or expired token, a non-admin, a body
// it cannot read, an internal failure, and the sign-in limit.

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
    other = await startTestApp();
    otherApi = restClient(other);
  });
  afterAll(async () => {
    await other?.close();
  });

  it("answers 401 whose text contains 'Invalid token' once the token has expired", async () => {
    const token = await expiredTokenLike(other, await other.adminToken());
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
