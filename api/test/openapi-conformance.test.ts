import { readFile } from "node:fs/promises";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toOpenApiPath } from "../src/rest/openapi";
import { routes } from "../src/rest/routes";
import { openApiTypes, TYPES_FILE } from "../../scripts/openapi-types";
import type { paths } from "./generated/openapi";
import { startTestApp, type TestApp, testImage } from "./helpers";
import { type Files, type Made, submissionForm, validCall, wrongTypeCall } from "./openapi-conformance-calls";
import { type Answer, Conformance } from "./openapi-conformance";
import { requestParts, rowKey, type RestCall } from "./rest-helpers";

// Every operation of the served OpenAPI document, called on a running app: its success answer
// (both forms where visitors and staff get different ones) and the error codes it documents that
// a call can produce cheaply, each answer checked against the document by Ajv (2020-12). An
// operation documented but never called, or an answer the document does not describe, fails.

/** The documented codes this file calls for every operation that documents them. */
const CALLED_CODES = ["400", "401", "403", "404", "413", "415"];
/** Documented but not called here, and where each is proved instead. */
export const NOT_CALLED: Record<string, string> = {
  "409": "needs a conflicting record per operation: rest-admin, rest-content and rest-talent-writes tests",
  "414": "needs 1.5 KB of filters: rest-link-headers.test.ts",
  "431": "needs headers over the limit on a real socket: rest-framework-errors.test.ts",
  "429": "needs the rate limit exhausted from one address: protection.test.ts",
  "500": "needs an internal fault: rest-errors.test.ts",
  "503": "needs the database stopped: database-down.test.ts",
};
/** Codes documented for an operation that no cheap call reaches, with the reason. */
const EXCUSED: Record<string, string> = {};

const ROUTES = new Map(routes.map((route) => [rowKey(route.method, route.path), route]));
const UNKNOWN_ID = 999_999_999;

let t: TestApp;
let conformance: Conformance;
let admin: string;
let user: string;
let files: Files;
const made: Made = { category: 0, talent: 0, request: 0, client: 0, news: 0, testimonial: 0 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  user = await t.userToken();
  files = { jpeg: await testImage("jpeg"), png: await testImage("png") };
  const served = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  conformance = new Conformance(served.json());
});
afterAll(async () => {
  await t?.close();
});

/** Calls a row of the route table and checks the answer against the document. */
async function call(key: string, url: string, options: RestCall & { token?: string } = {}): Promise<Answer> {
  const route = ROUTES.get(key);
  if (!route) throw new Error(`No row ${key}`);
  const { headers, payload } = await requestParts(options);
  const response = await t.app.inject({ method: route.method, url, headers, payload });
  const contentType = String(response.headers["content-type"] ?? "");
  const answer: Answer = {
    status: response.statusCode,
    body: contentType.startsWith("application/json") ? response.json() : undefined,
    text: response.body,
    contentType,
    headers: response.headers,
  };
  conformance.check(route, answer);
  return answer;
}

/** The success case of a row, as each audience the row serves. */
async function succeed(key: string, status = 200, staffOnly = false): Promise<Answer> {
  const route = ROUTES.get(key)!;
  const { url, call: options } = validCall(key, made, files);
  const tokens = route.access === "public" ? [undefined] : route.access === "staff" || staffOnly ? [admin] : [undefined, admin];
  let answer: Answer | undefined;
  for (const token of tokens) {
    answer = await call(key, url, { ...options, token });
    expect(answer.status, `${key}: ${answer.text.slice(0, 300)}`).toBe(status);
  }
  return answer!;
}

describe("the OpenAPI document, against the running app", () => {
  it("describes what each create answers", async () => {
    await succeed("POST /api/auth/login");
    made.category = (await succeed("POST /api/categories", 201)).body.id;
    made.talent = (await succeed("POST /api/talents", 201, true)).body.id;
    // The visitor's form of POST /api/talents: the submission with its files.
    const submitted = await call("POST /api/talents", "/api/talents", { form: submissionForm(made, files) });
    expect(submitted.status).toBe(201);
    await succeed("PUT /api/talents/:id/approve");
    await succeed("PUT /api/talents/:id/publish");
    made.request = (await succeed("POST /api/talent-requests", 201)).body.id;
    made.client = (await succeed("POST /api/clients", 201)).body.id;
    made.news = (await succeed("POST /api/news-updates", 201)).body.id;
    made.testimonial = (await succeed("POST /api/testimonials", 201)).body.id;
    await succeed("POST /api/upload", 201);
    await succeed("POST /api/talent-images/validate-filenames");
    await succeed("POST /api/talent-images/bulk-upload");
  });

  it("describes every read and update, for visitors and for staff", async () => {
    for (const [key, route] of ROUTES) {
      // A talent's approval and publication ran with the creates.
      if (route.method === "GET" || (route.method === "PUT" && !key.startsWith("PUT /api/talents/:id/"))) await succeed(key);
    }
    // The JSON form of a talent edit, and the unpublishing form of publish.
    const edited = await call("PUT /api/talents/:id", `/api/talents/${made.talent}`, { token: admin, json: { height: 170 } });
    expect(edited.status).toBe(200);
    const hidden = await call("PUT /api/talents/:id/publish", `/api/talents/${made.talent}/publish`, {
      token: admin,
      json: { publish: false, notify: false },
    });
    expect(hidden.status).toBe(200);
  });

  it("describes each error a call can cheaply produce", async () => {
    for (const [key, route] of ROUTES) {
      const { url, call: options } = validCall(key, made, files);
      const token = route.access === "public" ? undefined : admin;
      const operation = (conformance.document.paths as Record<string, Record<string, { responses: object }>>)[toOpenApiPath(route.path)]?.[
        route.method.toLowerCase()
      ];
      expect(operation, key).toBeDefined();
      const documented = (code: string) => code in operation!.responses;
      if (documented("401")) expect((await call(key, url, { ...options, token: "not-a-token" })).status, key).toBe(401);
      if (documented("403")) expect((await call(key, url, { ...options, token: user })).status, key).toBe(403);
      if (documented("404")) {
        const answer = await call(key, url.replace(/\/\d+(\/|$)/, `/${UNKNOWN_ID}$1`), { ...options, token });
        expect(answer.status, key).toBe(404);
      }
      if (documented("400")) {
        const wrong = wrongTypeCall(key, url, Boolean(route.page));
        expect((await call(key, wrong.url, { ...wrong.call, token })).status, key).toBe(400);
      }
      if (documented("413")) {
        const big = await call(key, url, { token, raw: JSON.stringify({ pad: "x".repeat(1024 * 1024) }) });
        expect(big.status, key).toBe(413);
      }
      if (documented("415")) {
        const plain = await call(key, url, { token, raw: "<talent/>", contentType: "application/xml" });
        expect(plain.status, key).toBe(415);
      }
    }
    // And the file rules where files are taken: over 5 MB, and not an image by its content.
    const huge = Buffer.concat([files.png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await call("POST /api/upload", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "huge.png", type: "image/png", bytes: huge }],
    });
    expect(tooBig.status).toBe(413);
    const notImage = await call("POST /api/upload", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "note.png", type: "image/png", bytes: Buffer.from("not an image") }],
    });
    expect(notImage.status).toBe(415);
  });

  it("describes every delete", async () => {
    for (const [key, route] of ROUTES) if (route.method === "DELETE") await succeed(key);
  });

  it("fails an answer the document does not describe: a status, a key or a type", () => {
    const route = ROUTES.get("GET /api/google-places-key")!;
    const answer = (status: number, body: unknown): Answer => ({
      status,
      body,
      text: JSON.stringify(body),
      contentType: "application/json; charset=utf-8",
      headers: {},
    });
    expect(() => conformance.check(route, answer(418, { message: "No", error: "I'm a teapot" }))).toThrow(/not documented/);
    expect(() => conformance.check(route, answer(200, { apiKey: null, configured: true, extra: 1 }))).toThrow(
      /must NOT have additional properties/,
    );
    expect(() => conformance.check(route, answer(200, { apiKey: 5, configured: true }))).toThrow(/must be string/);
  });

  it("leaves no documented operation or cheap error code uncalled", () => {
    expect(conformance.missing(CALLED_CODES, EXCUSED)).toEqual([]);
    if (process.env.OPENAPI_COUNT) console.log(`checked ${conformance.checked} answers`);
  });
});

describe("the generated client", () => {
  it("is what openapi-typescript generates from the served document today", async () => {
    const served = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(await readFile(TYPES_FILE, "utf8"), "run `npm run openapi:types`").toBe(await openApiTypes(served.json()));
  });

  it("makes typed calls through openapi-fetch", async () => {
    const client = createClient<paths>({
      baseUrl: "http://app.test",
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const response = await t.app.inject({
          method: request.method as "GET",
          url: url.pathname + url.search,
          headers: Object.fromEntries(request.headers),
          payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
        });
        return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers: response.headers as HeadersInit });
      },
    });
    const { data: categories, error } = await client.GET("/api/categories", { params: { query: { limit: 5 } } });
    expect(error).toBeUndefined();
    const counts: number[] = (categories ?? []).map((category) => category.talentCount);
    expect(counts.every((count) => count >= 0)).toBe(true);
    const missing = await client.GET("/api/talents/{id}", { params: { path: { id: UNKNOWN_ID } } });
    const message: string | undefined = missing.error?.message;
    expect(missing.response.status).toBe(404);
    expect(message).toMatch(/No record/);
  });
});
