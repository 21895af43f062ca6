import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

// The REST lists a page at a time (ADR 008): limit and offset, X-Total-Count, the RFC 8288 Link
// header, the default page, bad input, filters with paging, and what visitors and staff count.

let t: TestApp;
let admin: string;
let clientId: number;

const PUBLISHED = 55;
const HIDDEN = 3;
const MALE = 7;

type Page = { status: number; body: any; total: number | undefined; links: Record<string, string> };

/** rel -> target of a Link header ('<url>; rel="next", ...'). */
function parseLinks(header: string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of header ? header.split(", ") : []) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (!match) throw new Error(`Not a link: ${part}`);
    links[match[2]!] = match[1]!;
  }
  return links;
}

async function get(url: string, token?: string): Promise<Page> {
  const response = await t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const total = response.headers["x-total-count"];
  return {
    status: response.statusCode,
    body: response.json(),
    total: total === undefined ? undefined : Number(total),
    links: parseLinks(response.headers.link as string | undefined),
  };
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  const published = { isApproved: true, isPublished: true, publishedAt: new Date() };
  await t.prisma.talent.createMany({
    data: [
      ...Array.from({ length: PUBLISHED }, (_, index) => ({
        firstName: `Pub${index}`,
        lastName: "Lister",
        email: `pub${index}@example.com`,
        gender: index < MALE ? "Male" : "Female",
        ...published,
      })),
      ...Array.from({ length: HIDDEN }, (_, index) => ({
        firstName: `Hidden${index}`,
        lastName: "Lister",
        email: `hidden${index}@example.com`,
      })),
    ],
  });
  await t.prisma.category.createMany({ data: ["Actors", "Dancers", "Models"].map((name) => ({ name })) });
  await t.prisma.newsUpdate.createMany({
    data: [
      ...[1, 2, 3].map((n) => ({ title: `News ${n}`, content: "Text", isPublished: true, publishedAt: new Date() })),
      { title: "Draft", content: "Text" },
    ],
  });
  await t.prisma.testimonial.createMany({
    data: [
      { clientName: "One", content: "Good", isPublished: true },
      { clientName: "Two", content: "Good", isPublished: true },
      { clientName: "Hidden", content: "Draft", isPublished: false },
    ],
  });
  clientId = (await t.prisma.client.create({ data: { clientName: "Acme", email: "acme@example.com" } })).id;
  await t.prisma.client.createMany({
    data: [
      { clientName: "Beta", email: "beta@example.com" },
      { clientName: "Gamma", email: "gamma@example.com" },
    ],
  });
  const request = { clientName: "Acme", organizationName: "Acme", phone: "0400 000 000", projectDescription: "Shoot" };
  await t.prisma.talentRequest.createMany({
    data: [
      { ...request, email: "acme@example.com" },
      { ...request, email: "ACME@example.com", status: "approved" },
      { ...request, email: "other@example.com" },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/talents a page at a time", () => {
  it("answers the first 50 by default with the total and links to the first and last pages", async () => {
    const page = await get("/api/talents");
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(50);
    expect(page.total).toBe(PUBLISHED);
    expect(page.links).toEqual({
      first: "/api/talents?limit=50&offset=0",
      next: "/api/talents?limit=50&offset=50",
      last: "/api/talents?limit=50&offset=50",
    });
  });

  it("cuts the same order into pages: limit and offset, prev and next", async () => {
    const all = await get("/api/talents?limit=100");
    expect(all.body).toHaveLength(PUBLISHED);
    const page = await get("/api/talents?limit=20&offset=20");
    expect(ids(page.body)).toEqual(ids(all.body).slice(20, 40));
    expect(page.total).toBe(PUBLISHED);
    expect(page.links).toEqual({
      first: "/api/talents?limit=20&offset=0",
      prev: "/api/talents?limit=20&offset=0",
      next: "/api/talents?limit=20&offset=40",
      last: "/api/talents?limit=20&offset=40",
    });
    const last = await get(page.links.last!);
    expect(ids(last.body)).toEqual(ids(all.body).slice(40));
    expect(last.links.next).toBeUndefined();
  });

  it("answers an empty page past the end, still with the total and a way back", async () => {
    const page = await get("/api/talents?limit=10&offset=500");
    expect(page.status).toBe(200);
    expect(page.body).toEqual([]);
    expect(page.total).toBe(PUBLISHED);
    expect(page.links.prev).toBe("/api/talents?limit=10&offset=50");
    expect(page.links.next).toBeUndefined();
  });

  it("keeps the filters: the total is of the filtered list and the links carry the filter", async () => {
    const page = await get("/api/talents?gender=Male&limit=5");
    expect(page.total).toBe(MALE);
    expect(page.body).toHaveLength(5);
    expect(page.body.every((talent: { gender: string }) => talent.gender === "Male")).toBe(true);
    expect(page.links.next).toBe("/api/talents?gender=Male&limit=5&offset=5");
    const next = await get(page.links.next!);
    expect(next.body).toHaveLength(MALE - 5);
    expect(new Set([...ids(page.body), ...ids(next.body)]).size).toBe(MALE);
  });

  it("counts what the caller may see: visitors the published talents, staff every talent", async () => {
    expect((await get("/api/talents?limit=1&published=false&admin=true")).total).toBe(PUBLISHED);
    const staff = await get("/api/talents?limit=1", admin);
    expect(staff.total).toBe(PUBLISHED + HIDDEN);
    expect((await get("/api/talents?limit=1&status=pending", admin)).total).toBe(HIDDEN);
    expect(staff.links.last).toBe(`/api/talents?limit=1&offset=${PUBLISHED + HIDDEN - 1}`);
  });

  it("refuses a bad limit or offset with 400 naming the field and its rule", async () => {
    const cases: Array<[string, string | undefined, string, RegExp]> = [
      ["/api/talents?limit=0", undefined, "limit", /Limit must be a whole number from 1 to 500/],
      ["/api/talents?limit=501", undefined, "limit", /Limit must be a whole number from 1 to 500/],
      ["/api/talents?limit=101", admin, "limit", /Limit must be a whole number from 1 to 100/],
      ["/api/talents?offset=-1", undefined, "offset", /Offset must be a whole number, 0 or more/],
      ["/api/talents?offset=-1", admin, "offset", /Offset must be a whole number, 0 or more/],
      ["/api/talents?limit=ten", undefined, "limit", /Int cannot represent/],
      ["/api/talents?limit=2.5", admin, "limit", /Int cannot represent/],
      ["/api/news-updates?offset=x", undefined, "offset", /Int cannot represent/],
      ["/api/categories?limit=1000", undefined, "limit", /Limit must be a whole number from 1 to 100/],
    ];
    for (const [url, token, field, rule] of cases) {
      const answer = await get(url, token);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(rule);
      expect(Object.keys(answer.body.fields ?? {}), url).toEqual([field]);
      expect(answer.total, url).toBeUndefined();
    }
  });
});

describe("the other REST lists", () => {
  it("page categories, news, testimonials, requests, clients and a client's requests", async () => {
    const lists: Array<[string, string | undefined, number]> = [
      ["/api/categories", undefined, 3],
      ["/api/news-updates", undefined, 3],
      ["/api/news-updates", admin, 4],
      ["/api/news-updates?published=false", admin, 1],
      ["/api/testimonials", undefined, 2],
      ["/api/testimonials", admin, 3],
      ["/api/talent-requests", admin, 3],
      ["/api/talent-requests?status=approved", admin, 1],
      ["/api/clients", admin, 3],
      ["/api/clients?search=acme", admin, 1],
      [`/api/clients/${clientId}/requests`, admin, 2],
    ];
    for (const [url, token, total] of lists) {
      const whole = await get(url, token);
      expect(whole.status, url).toBe(200);
      expect(whole.body, url).toHaveLength(total);
      expect(whole.total, url).toBe(total);
      const joiner = url.includes("?") ? "&" : "?";
      const second = await get(`${url}${joiner}limit=1&offset=1`, token);
      expect(second.body, url).toEqual(total > 1 ? [whole.body[1]] : []);
      expect(second.total, url).toBe(total);
      expect(second.links.prev, url).toBe(`${url}${joiner}limit=1&offset=0`);
      expect(second.links.last, url).toBe(`${url}${joiner}limit=1&offset=${total - 1}`);
      if (total > 2) expect(second.links.next, url).toBe(`${url}${joiner}limit=1&offset=2`);
    }
  });

  it("still refuses the staff lists to visitors, before any page", async () => {
    const answer = await get("/api/clients?limit=1");
    expect(answer.status).toBe(401);
    expect(answer.total).toBeUndefined();
  });

  it("answers 404 for an unknown client's requests, whatever the page", async () => {
    const answer = await get("/api/clients/999999/requests?limit=5", admin);
    expect(answer.status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("documents limit, offset, X-Total-Count and Link on every list, and the default page", async () => {
    const document = (await get("/api/openapi.json")).body;
    const lists = [
      "/api/talents",
      "/api/categories",
      "/api/news-updates",
      "/api/testimonials",
      "/api/talent-requests",
      "/api/clients",
      "/api/clients/{id}/requests",
    ];
    for (const path of lists) {
      const operation = document.paths[path].get;
      const params = Object.fromEntries(operation.parameters.map((param: { name: string }) => [param.name, param]));
      expect(params.limit.schema, path).toEqual({ type: "integer", minimum: 1, maximum: expect.any(Number), default: 50 });
      expect(params.limit.description, path).toContain(String(params.limit.schema.maximum));
      expect(params.limit.description, path).toMatch(/at most \d+/);
      expect(params.offset.schema, path).toEqual({ type: "integer", minimum: 0, default: 0 });
      expect(Object.keys(operation.responses["200"].headers), path).toEqual(["X-Total-Count", "Link"]);
    }
    expect(document.paths["/api/talents/{id}"].get.parameters.map((param: { name: string }) => param.name)).not.toContain("limit");
  });
});
