import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from "./helpers";

// The server's log as an operator reads it: pino's JSON lines, captured from buildApp's stream.

type LogLine = { level: number; msg: string; reqId?: string; err?: { message: string; stack: string } } & Record<string, unknown>;

let t: TestApp;
let raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);
const ERROR = 50;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: "info" }, {}, { logger: { stream: { write: (line) => raw.push(line) } } });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  raw = [];
});

/** The request line is written once the answer is sent, which can be just after inject resolves. */
async function requestLine(reqId: string): Promise<LogLine> {
  await vi.waitFor(() => expect(linesOf(reqId).some((line) => line.msg === "request")).toBe(true));
  return linesOf(reqId).find((line) => line.msg === "request")!;
}

const graphql = (query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ query, variables }),
  });

describe("an unexpected error in a resolver", () => {
  it("is masked with the request id, and logged once with its stack on the request's line", async () => {
    // A resolver that reads through Prisma (categories now read with one SQL statement of their own).
    vi.spyOn(t.prisma.newsUpdate, "findMany").mockRejectedValueOnce(new Error("connection to 10.0.0.5 refused"));
    const response = await graphql(
      `
        query Directory {
          newsUpdates {
            id
          }
        }
      `,
      { "x-request-id": "trace-graphql-1" },
    );

    expect(response.headers["x-request-id"]).toBe("trace-graphql-1");
    const [error] = response.json().errors;
    expect(error.message).toBe("Unexpected error.");
    expect(error.extensions).toMatchObject({ code: "INTERNAL_SERVER_ERROR", requestId: "trace-graphql-1" });
    expect(response.body).not.toContain("10.0.0.5");

    const request = await requestLine("trace-graphql-1");
    expect(request).toMatchObject({ method: "POST", url: "/graphql", status: response.statusCode, operation: "Directory" });
    expect(request.durationMs).toEqual(expect.any(Number));
    const errors = linesOf("trace-graphql-1").filter((line) => line.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err!.message).toBe("connection to 10.0.0.5 refused");
    expect(errors[0]!.err!.stack).toMatch(/connection to 10\.0\.0\.5 refused\n\s+at /);
    expect(errors[0]!.graphqlPath).toBe("newsUpdates");
  });

  it("is logged once when it breaks the request before execution (Yoga reports those twice)", async () => {
    const token = await t.adminToken();
    vi.spyOn(t.prisma.user, "findUnique").mockRejectedValueOnce(new Error("connection to 10.0.0.6 refused"));
    const response = await graphql(
      `
        query Clients {
          clients {
            id
          }
        }
      `,
      { "x-request-id": "trace-context-1", authorization: `Bearer ${token}` },
    );

    const [error] = response.json().errors;
    expect(error).toMatchObject({ message: "Unexpected error.", extensions: { requestId: "trace-context-1" } });
    expect(response.body).not.toContain("10.0.0.6");
    await requestLine("trace-context-1");
    const errors = linesOf("trace-context-1").filter((line) => line.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err!.stack).toMatch(/connection to 10\.0\.0\.6 refused\n\s+at /);
  });

  it("answers a REST call with the id in the body and the header, and logs it once", async () => {
    vi.spyOn(t.prisma.category, "findMany").mockRejectedValueOnce(new Error("connection to 10.0.0.7 refused"));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/categories?search=Jane%20Citizen",
      headers: { "x-request-id": "trace-rest-1" },
    });

    expect(response.statusCode).toBe(500);
    expect(response.headers["x-request-id"]).toBe("trace-rest-1");
    expect(response.json()).toEqual({
      message: "Internal error (request trace-rest-1)",
      error: "Internal Server Error",
      requestId: "trace-rest-1",
    });
    const request = await requestLine("trace-rest-1");
    expect(request).toMatchObject({ method: "GET", url: "/api/categories", status: 500 });
    expect(request.operation).toBeUndefined();
    const errors = linesOf("trace-rest-1").filter((line) => line.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err!.stack).toMatch(/connection to 10\.0\.0\.7 refused\n\s+at /);
    expect(raw.join("")).not.toContain("Jane");
  });
});

describe("request lines", () => {
  it("are one per request and carry no query string, token, password or e-mail address", async () => {
    const login = await graphql(
      `
        mutation SignIn($u: String!, $p: String!) {
          login(username: $u, password: $p) {
            token
          }
        }
      `,
      { "x-request-id": "trace-login" },
      { u: ADMIN_EMAIL, p: ADMIN_PASSWORD },
    );
    const token = login.json().data.login.token as string;
    await graphql(
      `
        {
          clients {
            email
          }
        }
      `,
      { "x-request-id": "trace-token", authorization: `Bearer ${token}` },
    );
    await t.app.inject({
      method: "GET",
      url: `/api/talents?search=${encodeURIComponent(ADMIN_EMAIL)}`,
      headers: { "x-request-id": "trace-query" },
    });

    expect(await requestLine("trace-login")).toMatchObject({ operation: "SignIn", status: 200 });
    expect((await requestLine("trace-query")).url).toBe("/api/talents");
    await requestLine("trace-token");
    for (const id of ["trace-login", "trace-token", "trace-query"]) {
      expect(linesOf(id).filter((line) => line.msg === "request")).toHaveLength(1);
    }
    const log = raw.join("");
    for (const secret of [ADMIN_PASSWORD, ADMIN_EMAIL, token, "Bearer"]) expect(log).not.toContain(secret);
  });
});

describe("a stored file", () => {
  it("is answered once, found, unchanged or missing: no warning follows the answer", async () => {
    await mkdir(path.join(t.config.uploadsDir, "documents"), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, "documents", "log-probe.pdf"), "%PDF-1.4 probe");
    const signed = t.app.services.urls.sign("/uploads/documents/log-probe.pdf");
    const found = await t.app.inject({ method: "GET", url: signed, headers: { "x-request-id": "file-found" } });
    expect(found.statusCode).toBe(200);
    const unchanged = await t.app.inject({
      method: "GET",
      url: signed,
      headers: { "x-request-id": "file-unchanged", "if-none-match": found.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    const missing = t.app.services.urls.sign("/uploads/documents/log-missing.pdf");
    expect((await t.app.inject({ method: "GET", url: missing, headers: { "x-request-id": "file-missing" } })).statusCode).toBe(404);

    for (const id of ["file-found", "file-unchanged", "file-missing"]) {
      await requestLine(id);
      // Fastify warns "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) when a route answers twice.
      expect(linesOf(id).filter((line) => line.level >= 40)).toEqual([]);
    }
  });
});

describe("request ids", () => {
  it("come back on every kind of answer", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/categories" }),
      t.app.inject({ method: "GET", url: "/api/no-such-path" }),
      t.app.inject({ method: "GET", url: "/uploads/documents/resume.pdf" }),
      graphql(`
        {
          categories {
            id
          }
        }
      `),
      t.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ query: "{ categories { id } }", variables: { padding: "x".repeat(1_100_000) } }),
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 403, 200, 413]);
    for (const answer of answers) expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{1,64}$/);
    expect(new Set(answers.map((answer) => answer.headers["x-request-id"])).size).toBe(answers.length);
  });

  it("honour a caller's id only when it is short and plain", async () => {
    for (const unsafe of ["x".repeat(65), "id with spaces", "id;rm -rf", "../etc/passwd"]) {
      const answer = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": unsafe } });
      expect(answer.headers["x-request-id"]).not.toBe(unsafe);
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const kept = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "edge_7f3A-22" } });
    expect(kept.headers["x-request-id"]).toBe("edge_7f3A-22");
  });
});
