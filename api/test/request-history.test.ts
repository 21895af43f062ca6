import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, codesOf, startTestApp, type TestApp } from "./helpers";

// The requests and clients screens: a request's status history (who, when, from, to, notes),
// the activity log of every staff change, server paging of both lists, and the register's client
// for a request's e-mail.

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = [await t.adminToken(), await t.userToken()];
});
afterAll(async () => {
  await t?.close();
});

async function arrangeRequest(clientName: string, extra: Record<string, unknown> = {}) {
  const row = await t.prisma.talentRequest.create({
    data: {
      clientName,
      organizationName: "Org",
      phone: "1",
      email: `${clientName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      projectDescription: "Project",
      ...extra,
    },
  });
  return row.id;
}

const UPDATE = `mutation ($id: Int!, $status: String!, $notes: String) {
  updateTalentRequestStatus(id: $id, status: $status, responseNotes: $notes) {
    id status responseNotes statusHistory { fromStatus toStatus notes changedById changedByEmail changedAt } } }`;
const HISTORY = `query ($id: Int!) { talentRequest(id: $id) { statusHistory { fromStatus toStatus notes changedByEmail } } }`;

describe("a request's status history", () => {
  it("records from, to, notes, who and when with each change, newest first, and logs the activity", async () => {
    const id = await arrangeRequest("Hannah History");
    const before = Date.now();
    const first = await t.gql(UPDATE, { id, status: "reviewed", notes: "Called the client" }, { token: admin });
    expect(first.errors).toBeUndefined();
    const adminRow = await t.prisma.user.findUniqueOrThrow({ where: { username: ADMIN_EMAIL } });
    const [change] = first.data!.updateTalentRequestStatus.statusHistory;
    expect(change).toMatchObject({
      fromStatus: "pending",
      toStatus: "reviewed",
      notes: "Called the client",
      changedById: adminRow.id,
      changedByEmail: ADMIN_EMAIL,
    });
    expect(new Date(change.changedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    await t.gql(UPDATE, { id, status: "approved" }, { token: admin });
    const { data } = await t.gql(HISTORY, { id }, { token: admin });
    expect(data!.talentRequest.statusHistory).toEqual([
      { fromStatus: "reviewed", toStatus: "approved", notes: null, changedByEmail: ADMIN_EMAIL },
      { fromStatus: "pending", toStatus: "reviewed", notes: "Called the client", changedByEmail: ADMIN_EMAIL },
    ]);

    const log = await t.prisma.activityLog.findMany({ where: { subjectType: "TalentRequest", subjectId: id }, orderBy: { id: "asc" } });
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.subjectLabel, entry.changedFields])).toEqual([
      ["status", ADMIN_EMAIL, "Hannah History", ["status", "responseNotes"]],
      ["status", ADMIN_EMAIL, "Hannah History", ["status"]],
    ]);
  });

  it("writes neither history nor log when the change is refused, naming the field", async () => {
    const id = await arrangeRequest("Refused Change");
    const bad = await t.gql(UPDATE, { id, status: "done" }, { token: admin });
    expect(codesOf(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(bad.errors![0]!.extensions!.fields).toEqual({ status: "Status must be one of: pending, reviewed, approved, rejected." });
    const missing = await t.gql(UPDATE, { id: 987654, status: "reviewed" }, { token: admin });
    expect(codesOf(missing)).toEqual(["NOT_FOUND"]);
    expect(await t.prisma.requestStatusChange.count({ where: { requestId: id } })).toBe(0);
    expect(await t.prisma.activityLog.count({ where: { subjectType: "TalentRequest", subjectId: id } })).toBe(0);
  });

  it("is refused to visitors and to signed-in accounts without the admin flag", async () => {
    const id = await arrangeRequest("Private History");
    await t.gql(UPDATE, { id, status: "rejected", notes: "No" }, { token: admin });
    const visitor = await t.gql(HISTORY, { id });
    expect(codesOf(visitor)).toContain("UNAUTHENTICATED");
    const nonAdmin = await t.gql(HISTORY, { id }, { token: user });
    expect(codesOf(nonAdmin)).toContain("FORBIDDEN");
    expect(visitor.data?.talentRequest ?? null).toBeNull();
    const change = await t.gql(UPDATE, { id, status: "approved" }, { token: user });
    expect(codesOf(change)).toContain("FORBIDDEN");
    expect(await t.prisma.requestStatusChange.count({ where: { requestId: id } })).toBe(1);
  });

  it("keeps the history with who did it after the staff account is deleted, and goes with its request", async () => {
    const id = await arrangeRequest("Gone Staff");
    const staff = await t.prisma.user.create({ data: { username: "gone@agency.test", passwordHash: "", isAdmin: true } });
    await t.prisma.requestStatusChange.create({
      data: { requestId: id, fromStatus: "pending", toStatus: "reviewed", changedById: staff.id, changedByEmail: staff.username },
    });
    await t.prisma.user.delete({ where: { id: staff.id } });
    const { data } = await t.gql(HISTORY, { id }, { token: admin });
    expect(data!.talentRequest.statusHistory).toEqual([
      { fromStatus: "pending", toStatus: "reviewed", notes: null, changedByEmail: "gone@agency.test" },
    ]);

    const deleted = await t.gql(`mutation ($id: Int!) { deleteTalentRequest(id: $id) }`, { id }, { token: admin });
    expect(deleted.data!.deleteTalentRequest).toBe(id);
    expect(await t.prisma.requestStatusChange.count({ where: { requestId: id } })).toBe(0);
    const log = await t.prisma.activityLog.findFirst({ where: { subjectType: "TalentRequest", subjectId: id, action: "delete" } });
    expect(log?.subjectLabel).toBe("Gone Staff");
  });
});

const REQUEST_PAGE = `query ($status: String, $limit: Int, $offset: Int) {
  talentRequestPage(status: $status, limit: $limit, offset: $offset) { total items { id clientName } } }`;
const CLIENT_PAGE = `query ($search: String, $limit: Int, $offset: Int) {
  clientPage(search: $search, limit: $limit, offset: $offset) { total items { id clientName } } }`;

describe("paging of the requests and clients lists", () => {
  it("answers requests 50 a page, newest first, with the total of the filter", async () => {
    await t.prisma.talentRequest.deleteMany();
    const base = Date.now() - 3_600_000;
    await t.prisma.talentRequest.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        clientName: `Paged ${String(i).padStart(2, "0")}`,
        organizationName: "Org",
        phone: "1",
        email: `paged${i}@example.com`,
        projectDescription: "Project",
        status: i % 5 === 0 ? "approved" : "pending",
        createdAt: new Date(base + i * 1000),
      })),
    });
    const first = await t.gql(REQUEST_PAGE, {}, { token: admin });
    expect(first.data!.talentRequestPage.total).toBe(55);
    expect(first.data!.talentRequestPage.items).toHaveLength(50);
    expect(first.data!.talentRequestPage.items[0].clientName).toBe("Paged 54");
    const second = await t.gql(REQUEST_PAGE, { offset: 50 }, { token: admin });
    expect(second.data!.talentRequestPage.items.map((row: { clientName: string }) => row.clientName)).toEqual([
      "Paged 04",
      "Paged 03",
      "Paged 02",
      "Paged 01",
      "Paged 00",
    ]);
    const approved = await t.gql(REQUEST_PAGE, { status: "approved", limit: 2 }, { token: admin });
    expect(approved.data!.talentRequestPage.total).toBe(11);
    expect(approved.data!.talentRequestPage.items.map((row: { clientName: string }) => row.clientName)).toEqual(["Paged 50", "Paged 45"]);
  });

  it("answers clients by name in any case across pages, searched, with the total", async () => {
    await t.prisma.client.createMany({
      data: [
        { clientName: "beta Films", email: "beta@example.com" },
        { clientName: "Alpha Media", email: "alpha@example.com", organizationName: "100% Studios" },
        { clientName: "Charlie Co", email: "charlie@example.com" },
        { clientName: "alpha Two", email: "alpha2@example.com" },
      ],
    });
    const first = await t.gql(CLIENT_PAGE, { limit: 2 }, { token: admin });
    expect(first.data!.clientPage).toEqual({
      total: 4,
      items: [expect.objectContaining({ clientName: "Alpha Media" }), expect.objectContaining({ clientName: "alpha Two" })],
    });
    const second = await t.gql(CLIENT_PAGE, { limit: 2, offset: 2 }, { token: admin });
    expect(second.data!.clientPage.items.map((row: { clientName: string }) => row.clientName)).toEqual(["beta Films", "Charlie Co"]);
    const searched = await t.gql(CLIENT_PAGE, { search: "ALPHA" }, { token: admin });
    expect(searched.data!.clientPage.total).toBe(2);
    // A % typed in the box is a percent sign, not 'anything'.
    const percent = await t.gql(CLIENT_PAGE, { search: "100%" }, { token: admin });
    expect(percent.data!.clientPage.items.map((row: { clientName: string }) => row.clientName)).toEqual(["Alpha Media"]);
    const noMatch = await t.gql(CLIENT_PAGE, { search: "0% s" }, { token: admin });
    expect(noMatch.data!.clientPage.total).toBe(1);
    const none = await t.gql(CLIENT_PAGE, { search: "a_p" }, { token: admin });
    expect(none.data!.clientPage).toEqual({ total: 0, items: [] });
  });

  it("refuses a bad page, naming the field", async () => {
    for (const [query, variables, field] of [
      [REQUEST_PAGE, { limit: 0 }, "limit"],
      [REQUEST_PAGE, { limit: 101 }, "limit"],
      [CLIENT_PAGE, { offset: -1 }, "offset"],
      [REQUEST_PAGE, { status: "done" }, "status"],
    ] as const) {
      const result = await t.gql(query, variables, { token: admin });
      expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
      expect(Object.keys(result.errors![0]!.extensions!.fields!)).toEqual([field]);
    }
  });

  it("is refused to visitors and to accounts without the admin flag", async () => {
    for (const query of [REQUEST_PAGE, CLIENT_PAGE]) {
      expect(codesOf(await t.gql(query, {}))).toContain("UNAUTHENTICATED");
      expect(codesOf(await t.gql(query, {}, { token: user }))).toContain("FORBIDDEN");
    }
  });
});

describe("the register's client of a request, and client changes in the log", () => {
  it("finds the client by the request's e-mail in any case, or none", async () => {
    const known = await arrangeRequest("Known Client", { email: "Known@Example.com" });
    const unknown = await arrangeRequest("Unknown Client", { email: "nobody@example.com" });
    const created = await t.gql(
      `mutation ($input: ClientInput!) { createClient(input: $input) { id clientName } }`,
      { input: { clientName: "Known Client", email: "known@example.com" } },
      { token: admin },
    );
    const clientId = created.data!.createClient.id;
    const CLIENT_OF = `query ($id: Int!) { talentRequest(id: $id) { client { id clientName } } }`;
    expect((await t.gql(CLIENT_OF, { id: known }, { token: admin })).data!.talentRequest.client).toEqual({
      id: clientId,
      clientName: "Known Client",
    });
    expect((await t.gql(CLIENT_OF, { id: unknown }, { token: admin })).data!.talentRequest.client).toBeNull();

    await t.gql(
      `mutation ($id: Int!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id } }`,
      { id: clientId, input: { clientName: "Known Client Ltd", email: "known@example.com" } },
      { token: admin },
    );
    await t.gql(`mutation ($id: Int!) { deleteClient(id: $id) }`, { id: clientId }, { token: admin });
    const log = await t.prisma.activityLog.findMany({ where: { subjectType: "Client", subjectId: clientId }, orderBy: { id: "asc" } });
    expect(log.map((entry) => [entry.action, entry.subjectLabel])).toEqual([
      ["create", "Known Client"],
      ["update", "Known Client Ltd"],
      ["delete", "Known Client Ltd"],
    ]);
  });

  it("logs nothing for a refused client", async () => {
    const before = await t.prisma.activityLog.count({ where: { subjectType: "Client" } });
    const bad = await t.gql(
      `mutation ($input: ClientInput!) { createClient(input: $input) { id } }`,
      { input: { clientName: "", email: "x" } },
      { token: admin },
    );
    expect(codesOf(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(await t.prisma.activityLog.count({ where: { subjectType: "Client" } })).toBe(before);
  });
});
