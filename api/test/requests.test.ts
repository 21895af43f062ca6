import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../common/text";
import { type App, buildApp } from "../src/app";
import { PrismaClient } from "../src/db/generated/prisma/client";
import { codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;
let user: string;
const talents = { jane: 0, john: 0, hidden: 0, unapproved: 0 };

const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = [await t.adminToken(), await t.userToken()];
  const talent = (firstName: string, lastName: string, extra: Record<string, unknown>) =>
    t.prisma.talent.create({ data: { firstName, lastName, email: `${firstName}@example.com`, ...extra } }).then((row) => row.id);
  talents.jane = await talent("Jane", "doe", {
    isApproved: true,
    isPublished: true,
    imageUrl: "/uploads/jane.jpg",
    headshotUrl: "/uploads/jane-head.jpg",
  });
  talents.john = await talent("John", "Smith", { isApproved: true, isPublished: true, headshotUrl: "/uploads/john-head.jpg" });
  talents.hidden = await talent("Hidden", "Person", { isApproved: true, isPublished: false });
  talents.unapproved = await talent("New", "Face", { isApproved: false, isPublished: true });
});
afterAll(async () => {
  await t?.close();
});

const CREATE = `mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id status message } }`;
const REQUEST_FIELDS = `id clientName organizationName phone email projectDescription projectStartDate projectEndDate
  status responseNotes createdAt updatedAt requestedTalentIds requestedTalents { id name exists imageUrl }`;
const ONE = `query ($id: Int!) { talentRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const LIST = `query ($status: String) { talentRequests(status: $status) { id status clientName } }`;
const COUNTS = `{ requestCounts { total pending reviewed approved rejected } }`;
const UPDATE = `mutation ($id: Int!, $status: String!, $notes: String) {
  updateTalentRequestStatus(id: $id, status: $status, responseNotes: $notes) { id status responseNotes } }`;
const UPDATE_KEEP_NOTES =
  "mutation ($id: Int!, $status: String!) { updateTalentRequestStatus(id: $id, status: " + "$status) { id status responseNotes } }";
const DELETE = `mutation ($id: Int!) { deleteTalentRequest(id: $id) }`;

const validInput = () => ({
  clientName: "  Alice Producer ",
  organizationName: "Big Films",
  phone: "0400 000 000",
  email: "Alice@BigFilms.com",
  projectDescription: "A commercial shoot in Melbourne.",
  projectStartDate: daysFromToday(10),
  projectEndDate: daysFromToday(12),
  requestedTalentIds: [talents.john, talents.jane],
});

const fieldsOf = (result: GqlResult) => {
  expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
  return result.errors![0]!.extensions!.fields;
};

/** Arranges a request directly, `minutesAgo` in the past so the order is known. */
async function arrangeRequest(minutesAgo: number, talentIds: number[], extra: Record<string, unknown> = {}) {
  const row = await t.prisma.talentRequest.create({
    data: {
      clientName: `Client ${minutesAgo}`,
      organizationName: "Org",
      phone: "1",
      email: "client@example.com",
      projectDescription: "Project",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      requestedTalents: { create: talentIds.map((id, position) => ({ requestedId: id, talentId: id, position })) },
      ...extra,
    },
  });
  return row.id;
}

describe("createTalentRequest (public)", () => {
  it("stores a visitor's request and answers only its id, status and a message", async () => {
    const created = await t.gql(CREATE, { input: { ...validInput(), requestedTalentIds: [talents.john, talents.jane, talents.john] } });
    expect(created.errors).toBeUndefined();
    const { id, status, message } = created.data!.createTalentRequest;
    expect({ status, message }).toEqual({ status: "pending", message: "Request Submitted Successfully!" });

    const stored = await t.gql(ONE, { id }, { token: admin });
    expect(stored.errors).toBeUndefined();
    expect(stored.data!.talentRequest).toMatchObject({
      id,
      clientName: "Alice Producer",
      organizationName: "Big Films",
      phone: "0400 000 000",
      email: "alice@bigfilms.com",
      projectDescription: "A commercial shoot in Melbourne.",
      projectStartDate: daysFromToday(10),
      projectEndDate: daysFromToday(12),
      status: "pending",
      responseNotes: null,
      requestedTalentIds: [talents.john, talents.jane],
      requestedTalents: [
        { id: talents.john, name: "John S.", exists: true, imageUrl: "/uploads/john-head.jpg" },
        { id: talents.jane, name: "Jane D.", exists: true, imageUrl: "/uploads/jane.jpg" },
      ],
    });
  });

  it("accepts a request without project dates, and a one-day project starting today", async () => {
    const undated = await t.gql(CREATE, { input: { ...validInput(), projectStartDate: null, projectEndDate: undefined } });
    expect(undated.errors).toBeUndefined();
    const row = await t.prisma.talentRequest.findUniqueOrThrow({ where: { id: undated.data!.createTalentRequest.id } });
    expect([row.projectStartDate, row.projectEndDate]).toEqual([null, null]);

    const today = todayIso();
    const oneDay = await t.gql(CREATE, { input: { ...validInput(), projectStartDate: today, projectEndDate: today } });
    expect(oneDay.errors).toBeUndefined();
  });

  it("names every missing field with the form's message", async () => {
    const result = await t.gql(CREATE, {
      input: { clientName: " ", organizationName: "", phone: "", email: "not-an-email", projectDescription: "  ", requestedTalentIds: [] },
    });
    expect(fieldsOf(result)).toEqual({
      clientName: "Client name is required",
      organizationName: "Organization name is required",
      phone: "Phone number is required",
      email: "Email: a valid email address is required",
      projectDescription: "Project description is required",
      requestedTalentIds: "Talent: please select at least one talent",
    });
  });

  it("refuses a start date in the past and an end date before the start", async () => {
    const past = await t.gql(CREATE, { input: { ...validInput(), projectStartDate: daysFromToday(-1), projectEndDate: null } });
    expect(fieldsOf(past)).toEqual({ projectStartDate: "Project start date cannot be in the past" });

    const backwards = await t.gql(CREATE, {
      input: { ...validInput(), projectStartDate: daysFromToday(5), projectEndDate: daysFromToday(4) },
    });
    expect(fieldsOf(backwards)).toEqual({ projectEndDate: "Project end date must be after the start date" });

    const unreal = await t.gql(CREATE, { input: { ...validInput(), projectStartDate: "2031-02-30", projectEndDate: "12/01/2031" } });
    expect(fieldsOf(unreal)).toEqual({
      projectStartDate: "Project start date must be a date (yyyy-mm-dd)",
      projectEndDate: "Project end date must be a date (yyyy-mm-dd)",
    });
  });

  it("refuses talents a visitor cannot see (unpublished, unapproved, unknown) and stores nothing", async () => {
    const before = await t.prisma.talentRequest.count();
    const hidden = await t.gql(CREATE, { input: { ...validInput(), requestedTalentIds: [talents.jane, talents.hidden] } });
    expect(fieldsOf(hidden)).toEqual({ requestedTalentIds: `Talent ${talents.hidden} is not available.` });

    const several = await t.gql(CREATE, { input: { ...validInput(), requestedTalentIds: [talents.unapproved, 99_999] } });
    expect(fieldsOf(several)).toEqual({ requestedTalentIds: `Talents ${talents.unapproved}, 99999 are not available.` });

    const zero = await t.gql(CREATE, { input: { ...validInput(), requestedTalentIds: [0] } });
    expect(fieldsOf(zero)).toEqual({ "requestedTalentIds.0": "Talent: each talent id must be a positive whole number." });
    expect(await t.prisma.talentRequest.count()).toBe(before);
  });
});

describe("staff views of requests", () => {
  let older: number;
  let newer: number;
  let odd: number;
  beforeAll(async () => {
    await t.prisma.talentRequest.deleteMany();
    older = await arrangeRequest(30, [talents.jane], { status: "approved" });
    newer = await arrangeRequest(10, [talents.john]);
    odd = await arrangeRequest(20, [], { status: "archived" });
  });

  it("lists requests newest first, and filters by status", async () => {
    const all = await t.gql(LIST, {}, { token: admin });
    expect(all.data!.talentRequests.map((r: { id: number }) => r.id)).toEqual([newer, odd, older]);

    const approved = await t.gql(LIST, { status: "approved" }, { token: admin });
    expect(approved.data!.talentRequests).toEqual([{ id: older, status: "approved", clientName: "Client 30" }]);
  });

  it("shows an unknown stored status as pending, in the pending filter and counts too", async () => {
    const one = await t.gql(ONE, { id: odd }, { token: admin });
    expect(one.data!.talentRequest).toMatchObject({ status: "pending", requestedTalentIds: [], requestedTalents: [] });

    const pending = await t.gql(LIST, { status: "pending" }, { token: admin });
    expect(pending.data!.talentRequests.map((r: { id: number }) => r.id)).toEqual([newer, odd]);

    const counts = await t.gql(COUNTS, {}, { token: admin });
    expect(counts.data!.requestCounts).toEqual({ total: 3, pending: 2, reviewed: 0, approved: 1, rejected: 0 });
  });

  it("refuses a status filter outside the four, and reads a blank one as none", async () => {
    const result = await t.gql(LIST, { status: "done" }, { token: admin });
    expect(fieldsOf(result)).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });

    const blank = await t.gql(LIST, { status: "" }, { token: admin });
    expect(blank.data!.talentRequests).toHaveLength(3);
  });

  it("answers null for an unknown request", async () => {
    const result = await t.gql(ONE, { id: 987_654 }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.talentRequest).toBeNull();
  });

  it("shows 'Talent #id' for a talent deleted after the request", async () => {
    const gone = await t.prisma.talent.create({
      data: { firstName: "Gone", lastName: "Soon", email: "gone@example.com", isApproved: true, isPublished: true },
    });
    const id = await arrangeRequest(5, [gone.id, talents.jane]);
    await t.prisma.talent.delete({ where: { id: gone.id } });

    const result = await t.gql(ONE, { id }, { token: admin });
    expect(result.data!.talentRequest).toMatchObject({
      requestedTalentIds: [gone.id, talents.jane],
      requestedTalents: [
        { id: gone.id, name: `Talent #${gone.id}`, exists: false, imageUrl: null },
        { id: talents.jane, name: "Jane D.", exists: true, imageUrl: "/uploads/jane.jpg" },
      ],
    });
  });
});

describe("updateTalentRequestStatus and deleteTalentRequest", () => {
  it("moves between the four statuses in any order", async () => {
    const id = await arrangeRequest(1, [talents.jane]);
    for (const status of ["approved", "pending", "rejected", "reviewed", "approved", "pending"]) {
      const result = await t.gql(UPDATE_KEEP_NOTES, { id, status }, { token: admin });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateTalentRequestStatus.status).toBe(status);
      expect((await t.prisma.talentRequest.findUniqueOrThrow({ where: { id } })).status).toBe(status);
    }
  });

  it("replaces response notes when sent, keeps them when omitted, clears them when blank", async () => {
    const id = await arrangeRequest(1, [talents.jane]);
    const set = await t.gql(UPDATE, { id, status: "reviewed", notes: "  Called the client. " }, { token: admin });
    expect(set.data!.updateTalentRequestStatus).toEqual({ id, status: "reviewed", responseNotes: "Called the client." });

    const kept = await t.gql(UPDATE_KEEP_NOTES, { id, status: "approved" }, { token: admin });
    expect(kept.data!.updateTalentRequestStatus).toEqual({ id, status: "approved", responseNotes: "Called the client." });

    const cleared = await t.gql(UPDATE, { id, status: "approved", notes: "" }, { token: admin });
    expect(cleared.data!.updateTalentRequestStatus.responseNotes).toBeNull();
  });

  it("refuses an unknown status and an unknown request", async () => {
    const id = await arrangeRequest(1, [talents.jane]);
    const bad = await t.gql(UPDATE, { id, status: "closed" }, { token: admin });
    expect(fieldsOf(bad)).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });

    const missing = await t.gql(UPDATE, { id: 987_654, status: "approved" }, { token: admin });
    expect(codesOf(missing)).toEqual(["NOT_FOUND"]);
    expect(missing.errors![0]!.message).toBe("Talent request 987654 not found");
  });

  it("deletes a request with its talent list, leaving the talents", async () => {
    const id = await arrangeRequest(1, [talents.jane, talents.john]);
    const result = await t.gql(DELETE, { id }, { token: admin });
    expect(result.data).toEqual({ deleteTalentRequest: id });
    expect(await t.prisma.talentRequest.count({ where: { id } })).toBe(0);
    expect(await t.prisma.requestedTalent.count({ where: { requestId: id } })).toBe(0);
    expect(await t.prisma.talent.count({ where: { id: { in: [talents.jane, talents.john] } } })).toBe(2);

    const again = await t.gql(DELETE, { id }, { token: admin });
    expect(codesOf(again)).toEqual(["NOT_FOUND"]);
  });
});

describe("access", () => {
  const staffOperations: Array<[string, string, Record<string, unknown>]> = [
    ["talentRequests", LIST, {}],
    ["talentRequest", ONE, { id: 1 }],
    ["requestCounts", COUNTS, {}],
    ["updateTalentRequestStatus", UPDATE, { id: 1, status: "approved" }],
    ["deleteTalentRequest", DELETE, { id: 1 }],
  ];

  it.each(staffOperations)("%s: a visitor is UNAUTHENTICATED, a signed-in non-admin FORBIDDEN", async (_name, query, variables) => {
    const visitor = await t.gql(query, variables);
    expect(codesOf(visitor)).toEqual(["UNAUTHENTICATED"]);
    const nonAdmin = await t.gql(query, variables, { token: user });
    expect(codesOf(nonAdmin)).toEqual(["FORBIDDEN"]);
    const forged = await t.gql(query, variables, { token: "not.a.token" });
    expect(forged.errors![0]).toMatchObject({ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } });
  });

  it("leaves a visitor's request creation open, but what it returns reveals nothing stored", async () => {
    const result = await t.gql(`mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id email } }`, {
      input: validInput(),
    });
    expect(codesOf(result)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });
});

describe("query count", () => {
  let counted: App;
  let countingPrisma: PrismaClient;
  let pool: pg.Pool;
  let statements = 0;

  beforeAll(async () => {
    // A second app on the same database whose Prisma client counts every SQL statement it sends.
    pool = new pg.Pool({ connectionString: t.database.url, max: 2 });
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        statements += 1;
        return query(...args);
      };
    });
    countingPrisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    counted = await buildApp({ config: t.config, database: { ...t.database, prisma: countingPrisma } });
    await counted.ready();
  });
  afterAll(async () => {
    await counted?.close();
    await countingPrisma?.$disconnect();
    // The adapter does not own a pool it was given.
    await pool?.end();
  });

  async function statementsFor(query: string) {
    const before = statements;
    const response = await counted.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      payload: JSON.stringify({ query }),
    });
    const body = response.json() as GqlResult;
    expect(body.errors).toBeUndefined();
    return { count: statements - before, data: body.data as { talentRequests: Array<Record<string, unknown>> } };
  }

  it("lists 30 requests with their talents in as many SQL statements as 3", async () => {
    await t.prisma.talentRequest.deleteMany();
    const gone = await t.prisma.talent.create({ data: { firstName: "Gone", lastName: "Again", email: "g@example.com" } });
    for (let i = 0; i < 3; i++) await arrangeRequest(100 + i, [talents.jane, talents.john, gone.id]);
    await t.prisma.talent.delete({ where: { id: gone.id } });
    const query = `{ talentRequests { id status requestedTalentIds requestedTalents { id name exists imageUrl } } }`;

    const three = await statementsFor(query);
    expect(three.data.talentRequests).toHaveLength(3);
    expect(three.data.talentRequests[0]!.requestedTalents).toEqual([
      { id: talents.jane, name: "Jane D.", exists: true, imageUrl: "/uploads/jane.jpg" },
      { id: talents.john, name: "John S.", exists: true, imageUrl: "/uploads/john-head.jpg" },
      { id: gone.id, name: `Talent #${gone.id}`, exists: false, imageUrl: null },
    ]);

    for (let i = 0; i < 27; i++) await arrangeRequest(200 + i, [talents.john, talents.jane]);
    const thirty = await statementsFor(query);
    expect(thirty.data.talentRequests).toHaveLength(30);
    expect(thirty.count).toBe(three.count);
    // The counter does see the statements: the session lookup plus the list and its relations.
    expect(three.count).toBeGreaterThanOrEqual(2);
    expect(three.count).toBeLessThanOrEqual(5);
  });
});

describe("spam protection", () => {
  it("limits the public requests one address may send per hour; invalid tries do not count", async () => {
    const limited = await startTestApp({ PUBLIC_WRITES_PER_HOUR: "2" });
    try {
      const talent = await limited.prisma.talent.create({
        data: { firstName: "Ava", lastName: "Stone", email: "ava@example.com", isApproved: true, isPublished: true },
      });
      const input = {
        clientName: "Casey Producer",
        organizationName: "Southbank Films",
        phone: "0400 000 000",
        email: "casey@example.com",
        projectDescription: "A feature film shooting in Melbourne",
        requestedTalentIds: [talent.id],
      };
      expect(codesOf(await limited.gql(CREATE, { input: { ...input, email: "nope" } }))).toEqual(["BAD_USER_INPUT"]);
      for (let attempt = 0; attempt < 2; attempt++) expect((await limited.gql(CREATE, { input })).errors).toBeUndefined();
      const third = await limited.gql(CREATE, { input });
      expect(codesOf(third)).toEqual(["RATE_LIMITED"]);
      expect(third.errors![0]!.message).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
      expect(await limited.prisma.talentRequest.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
