import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_QUERY_MAX_BYTES, QUERY_VALUE_MAX_LENGTH } from "../../common/rest";
import { linkHeader } from "../src/rest/paging";
import { routes } from "../src/rest/routes";
import { startTestApp, type TestApp } from "./helpers";

// A list's Link header names four pages, each with the call's filters: copying whatever a caller
// put in the query string made a header block of 24 KB from an 8 KB parameter, which Node's fetch
// refuses and a proxy's default buffers answer with 502. The links carry only the parameters the
// operation knows, each at most QUERY_VALUE_MAX_LENGTH characters.

let t: TestApp;
let admin: string;
let clientId: number;

/** The size of the status line and headers as they go on the wire. */
function headerBlockBytes(headers: Record<string, unknown>): number {
  let size = "HTTP/1.1 200 OK\r\n".length + 2;
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) size += Buffer.byteLength(`${name}: ${String(one)}\r\n`);
  }
  return size;
}

async function get(url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  const category = await t.prisma.category.create({ data: { name: "Actors" } });
  await t.prisma.category.createMany({ data: [{ name: "Dancers" }, { name: "Models" }] });
  for (const n of [1, 2, 3]) {
    await t.prisma.talent.create({
      data: {
        firstName: `Pub${n}`,
        lastName: "Lister",
        email: `pub${n}@example.com`,
        gender: "Male",
        isApproved: true,
        isPublished: true,
        publishedAt: new Date(),
        categories: { create: { categoryId: category.id } },
      },
    });
  }
  clientId = (await t.prisma.client.create({ data: { clientName: "Acme", email: "acme@example.com" } })).id;
});
afterAll(async () => {
  await t?.close();
});

const LONG = "x".repeat(8000);

describe("Link headers", () => {
  it("carry only the operation's parameters, whatever else the query string holds", async () => {
    const answer = await get(`/api/categories?limit=1&offset=1&x=${LONG}&utm_source=mail`);
    expect(answer.statusCode).toBe(200);
    const link = String(answer.headers.link);
    expect(link.split(", ")).toEqual([
      '</api/categories?limit=1&offset=0>; rel="first"',
      '</api/categories?limit=1&offset=0>; rel="prev"',
      '</api/categories?limit=1&offset=2>; rel="next"',
      '</api/categories?limit=1&offset=2>; rel="last"',
    ]);
    expect(headerBlockBytes(answer.headers)).toBeLessThan(8 * 1024);
  });

  it("keep the filters the operation used, under their documented names, and drop the ignored ones", async () => {
    const category = await t.prisma.category.findFirstOrThrow({ where: { name: "Actors" } });
    const answer = await get(`/api/talents?category=${category.id}&gender=Male&published=false&admin=true&limit=1&offset=1`);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers.link)).toContain(`</api/talents?categoryId=${category.id}&gender=Male&limit=1&offset=2>; rel="next"`);
    expect(String(answer.headers.link)).not.toMatch(/published|admin/);
  });

  it("stay under 8 KB on every list for visitors and staff, with every parameter at its longest", async () => {
    const lists = routes.filter((route) => route.page);
    expect(lists.length).toBeGreaterThan(5);
    for (const route of lists) {
      const path = route.path.replace(":id", String(clientId));
      const params = new URLSearchParams();
      for (const param of route.query ?? []) params.set(param.name, "é".repeat(QUERY_VALUE_MAX_LENGTH));
      params.set("junk", LONG);
      for (const token of [undefined, admin]) {
        const answer = await get(`${path}?${params}&limit=1&offset=1`, token);
        expect(answer.statusCode, `${path} ${token ? "staff" : "visitor"}`).toBeLessThan(500);
        expect(headerBlockBytes(answer.headers), path).toBeLessThan(8 * 1024);
        expect(answer.body).not.toContain(LONG);
      }
    }
    // The longest filters a list takes, at the largest page numbers: the Link header alone.
    const filters = { search: "x".repeat(LINK_QUERY_MAX_BYTES - "search=".length) };
    const link = linkHeader("/api/clients/999999999/requests", filters, 500, 999_999_999, 9_999_999_999);
    expect(link.length).toBeGreaterThan(4 * LINK_QUERY_MAX_BYTES);
    expect(link.length).toBeLessThan(8 * 1024 - 1024);
  });

  it("refuse filters longer than the links can carry with 414, in the API's error shape", async () => {
    // 200 characters the schema takes, 1,800 bytes once encoded.
    const search = "漢".repeat(QUERY_VALUE_MAX_LENGTH);
    const answer = await get(`/api/talents?search=${encodeURIComponent(search)}`);
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ message: expect.stringContaining(`${LINK_QUERY_MAX_BYTES} bytes`), error: "URI Too Long" });
    expect(answer.headers.link).toBeUndefined();
  });

  it("refuse a documented parameter over its length with 400 naming it", async () => {
    const answer = await get(`/api/clients?search=${"a".repeat(QUERY_VALUE_MAX_LENGTH + 1)}`, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: `Invalid input. search: must be at most ${QUERY_VALUE_MAX_LENGTH} characters`,
      error: "Bad Request",
      fields: { search: `must be at most ${QUERY_VALUE_MAX_LENGTH} characters` },
    });
    const atLimit = await get(`/api/clients?search=${"a".repeat(QUERY_VALUE_MAX_LENGTH)}`, admin);
    expect(atLimit.statusCode).toBe(200);
  });
});
