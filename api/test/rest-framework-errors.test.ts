import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REST_MESSAGES } from "../../common/rest";
import { startTestApp, type TestApp } from "./helpers";

// What Fastify and Node refuse before a route runs (a path parameter over its length, a path that
// cannot be decoded, an unknown content type, broken JSON, a body or headers over the limit)
// answers in the API's own error shape, { message, error }, and never quotes the input back.

let t: TestApp;
let admin: string;
let port: number;
const MARK = "QUOTED-BACK-MARK";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

type Case = { name: string; method: "GET" | "POST" | "PUT"; url: string; headers?: Record<string, string>; payload?: string | Buffer };

const cases: Array<Case & { status: number; error: string; message: string }> = [
  {
    name: "a path parameter over its length",
    method: "PUT",
    url: `/api/talents/${MARK}${"9".repeat(200)}`,
    status: 414,
    error: "URI Too Long",
    message: REST_MESSAGES.urlTooLong,
  },
  {
    name: "a path that cannot be decoded",
    method: "GET",
    url: `/api/talents/${MARK}%E0%A4%A`,
    status: 400,
    error: "Bad Request",
    message: REST_MESSAGES.badUrl,
  },
  {
    name: "an unknown content type",
    method: "POST",
    url: "/api/categories",
    headers: { "content-type": `application/x-${MARK.toLowerCase()}` },
    payload: "x",
    status: 415,
    error: "Unsupported Media Type",
    message: REST_MESSAGES.unsupportedType,
  },
  {
    name: "broken JSON on a REST path",
    method: "POST",
    url: "/api/categories",
    headers: { "content-type": "application/json" },
    payload: `{"name": ${MARK}`,
    status: 400,
    error: "Bad Request",
    message: REST_MESSAGES.bodyNotJson,
  },
  {
    name: "broken JSON on /graphql",
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: `{"query": ${MARK}`,
    status: 400,
    error: "Bad Request",
    message: REST_MESSAGES.bodyNotJson,
  },
  {
    name: "a JSON body over the limit",
    method: "PUT",
    url: "/api/categories/1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ name: MARK, description: "x".repeat(2 * 1024 * 1024) }),
    status: 413,
    error: "Payload Too Large",
    message: REST_MESSAGES.bodyTooLarge,
  },
  {
    name: "an unknown API path",
    method: "GET",
    url: `/api/${MARK}`,
    status: 404,
    error: "Not Found",
    message: "No route for this GET request; the paths are listed at /api/docs.",
  },
  {
    name: "an id that is not a number",
    method: "GET",
    url: `/api/talents/${MARK}`,
    status: 404,
    error: "Not Found",
    message: "No record with this id: ids are whole numbers.",
  },
];

describe("framework-level refusals", () => {
  it.each(cases)("$name answers $status in the API's shape without quoting the input", async (call) => {
    const answer = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Bearer ${admin}`, ...call.headers },
      payload: call.payload,
    });
    expect(answer.statusCode).toBe(call.status);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ message: call.message, error: call.error });
    expect(answer.body).not.toContain(MARK);
    expect(answer.body).not.toMatch(/FST_|statusCode/);
  });

  it("answers headers over Node's limit with 431 in the API's shape, then closes the connection", async () => {
    const socket = connect({ port, host: "127.0.0.1" });
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${MARK}${"x".repeat(20_000)}\r\n\r\n`);
    await closed;
    const text = Buffer.concat(received).toString();
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
    expect(body).toEqual({ message: REST_MESSAGES.headersTooLarge, error: "Request Header Fields Too Large" });
    expect(text).not.toContain(MARK);
  });

  it("answers a request line Node cannot parse with 400 in the API's shape", async () => {
    const socket = connect({ port, host: "127.0.0.1" });
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(`GET /api/health ${MARK}\r\n\r\n`);
    await closed;
    const text = Buffer.concat(received).toString();
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual({ message: REST_MESSAGES.badRequest, error: "Bad Request" });
  });
});
