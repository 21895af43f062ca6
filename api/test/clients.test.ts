import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { PrismaClient } from "../src/db/generated/prisma/client";
import { codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";

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

const CLIENT_FIELDS = `id clientName organizationName email phone address notes isActive createdAt updatedAt requestCount`;
const CREATE = `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteClient(id: $id) }`;
const LIST = `query ($search: String) { clients(search: $search) { id clientName } }`;
const ONE = `query ($id: Int!) { client(id: $id) { ${CLIENT_FIELDS}
  requests { id status createdAt projectDescription projectStartDate projectEndDate requestedTalents { name } } } }`;
const HISTORY = `query ($clientId: Int!) { clientRequests(clientId: $clientId) { id status email } }`;

const fieldsOf = (result: GqlResult) => {
  expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
  return result.errors![0]!.extensions!.fields;
};

async function createClient(input: Record<string, unknown>) {
  const result = await t.gql(CREATE, { input }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.createClient as { id: number } & Record<string, unknown>;
}

/** Arranges a request sent from `email`, `minutesAgo` in the past. */
async function arrangeRequest(email: string, minutesAgo: number, extra: Record<string, unknown> = {}) {
  const row = await t.prisma.talentRequest.create({
    data: {
      clientName: "Someone",
      organizationName: "Org",
      phone: "0400 000 001",
      email,
      projectDescription: `Project ${minutesAgo}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...extra,
    },
  });
  return row.id;
}

describe("createClient", () => {
  it("stores a client with the e-mail lower-cased, blanks as empty, and active by default", async () => {
    const client = await createClient({
      clientName: "  Dana Director ",
      organizationName: "",
      email: " Dana@Studio.COM ",
      phone: "03 9000 0000",
      address: "1 High St, Malvern VIC",
      notes: null,
    });
    expect(client).toMatchObject({
      clientName: "Dana Director",
      organizationName: null,
      email: "dana@studio.com",
      phone: "03 9000 0000",
      address: "1 High St, Malvern VIC",
      notes: null,
      isActive: true,
      requestCount: 0,
    });
    const inactive = await createClient({ clientName: "Sleepy", email: "sleepy@example.com", isActive: false });
    expect(inactive.isActive).toBe(false);
  });

  it("names the fields that break the form's rules", async () => {
    const result = await t.gql(CREATE, { input: { clientName: "   ", email: "not-an-email" } }, { token: admin });
    expect(fieldsOf(result)).toEqual({ clientName: "Client name is required", email: "Valid email is required" });
  });

  it("refuses a second client with the same e-mail, in any letter case", async () => {
    await createClient({ clientName: "First", email: "taken@example.com" });
    const result = await t.gql(CREATE, { input: { clientName: "Second", email: "TAKEN@example.com" } }, { token: admin });
    expect(codesOf(result)).toEqual(["CONFLICT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({ email: "A client with the email taken@example.com already exists." });
    expect(result.errors![0]!.message).toBe("A client with the email taken@example.com already exists.");
  });
});

describe("updateClient", () => {
  it("replaces the details and keeps isActive when it is left out", async () => {
    const client = await createClient({ clientName: "Eve", email: "eve@example.com", phone: "0400 000 123", isActive: false });
    const result = await t.gql(
      UPDATE,
      {
        id: client.id,
        input: { clientName: "Eve Editor", email: "EVE@agency.com", organizationName: "Cuts Ltd", notes: "Prefers e-mail" },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateClient).toMatchObject({
      id: client.id,
      clientName: "Eve Editor",
      email: "eve@agency.com",
      organizationName: "Cuts Ltd",
      phone: null,
      notes: "Prefers e-mail",
      isActive: false,
    });

    const activated = await t.gql(
      UPDATE,
      { id: client.id, input: { clientName: "Eve Editor", email: "eve@agency.com", isActive: true } },
      { token: admin },
    );
    expect(activated.data!.updateClient.isActive).toBe(true);
  });

  it("refuses bad input, another client's e-mail and an unknown id", async () => {
    const client = await createClient({ clientName: "Fay", email: "fay@example.com" });
    await createClient({ clientName: "Gus", email: "gus@example.com" });

    const bad = await t.gql(UPDATE, { id: client.id, input: { clientName: "", email: "fay" } }, { token: admin });
    expect(fieldsOf(bad)).toEqual({ clientName: "Client name is required", email: "Valid email is required" });

    const duplicate = await t.gql(UPDATE, { id: client.id, input: { clientName: "Fay", email: "Gus@Example.com" } }, { token: admin });
    expect(codesOf(duplicate)).toEqual(["CONFLICT"]);
    expect(duplicate.errors![0]!.extensions!.fields).toEqual({ email: "A client with the email gus@example.com already exists." });

    const same = await t.gql(UPDATE, { id: client.id, input: { clientName: "Fay F", email: "fay@example.com" } }, { token: admin });
    expect(same.errors).toBeUndefined();

    const missing = await t.gql(UPDATE, { id: 987_654, input: { clientName: "Nobody", email: "nobody@example.com" } }, { token: admin });
    expect(codesOf(missing)).toEqual(["NOT_FOUND"]);
    expect(missing.errors![0]!.message).toBe("Client 987654 not found");
  });
});

describe("clients and client", () => {
  beforeAll(async () => {
    await t.prisma.client.deleteMany();
    await createClient({ clientName: "zoe Zhang", organizationName: "Northern Lights", email: "zoe@lights.com" });
    await createClient({ clientName: "Adam Apple", organizationName: "Orchard Films", email: "adam@orchard.com" });
    await createClient({ clientName: "Bea Brown", organizationName: null, email: "bea@NORTHERN.org" });
  });

  it("lists the register by client name, whatever the letter case", async () => {
    const result = await t.gql(LIST, {}, { token: admin });
    expect(result.data!.clients.map((c: { clientName: string }) => c.clientName)).toEqual(["Adam Apple", "Bea Brown", "zoe Zhang"]);
  });

  it("searches name, organization and e-mail without regard to case", async () => {
    const names = async (search: string) =>
      (await t.gql(LIST, { search }, { token: admin })).data!.clients.map((c: { clientName: string }) => c.clientName);
    expect(await names("NORTHERN")).toEqual(["Bea Brown", "zoe Zhang"]);
    expect(await names("apple")).toEqual(["Adam Apple"]);
    expect(await names("orchard.COM")).toEqual(["Adam Apple"]);
    expect(await names("  ")).toHaveLength(3);
    expect(await names("nobody")).toEqual([]);
  });

  it("answers null for an unknown client", async () => {
    const result = await t.gql(ONE, { id: 987_654 }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.client).toBeNull();
  });
});

describe("request history", () => {
  let client: { id: number };
  let ids: { old: number; mid: number; recent: number };
  beforeAll(async () => {
    client = await createClient({ clientName: "Harry History", email: "harry@history.com" });
    const talent = await t.prisma.talent.create({ data: { firstName: "Ivy", lastName: "jones", email: "ivy@example.com" } });
    ids = {
      old: await arrangeRequest("harry@history.com", 300, { status: "rejected", projectStartDate: new Date("2030-05-01T00:00:00Z") }),
      // Arranged directly, so the stored case is not the schema's lower case.
      mid: await arrangeRequest("Harry@History.COM", 200, {
        status: "approved",
        requestedTalents: { create: [{ requestedId: talent.id, talentId: talent.id }] },
      }),
      recent: await arrangeRequest("harry@history.com", 100, { projectEndDate: new Date("2030-06-02T00:00:00Z") }),
    };
    await arrangeRequest("someone-else@history.com", 50);
  });

  it("shows the requests sent from the client's e-mail, newest first, in any letter case", async () => {
    const result = await t.gql(ONE, { id: client.id }, { token: admin });
    expect(result.errors).toBeUndefined();
    const found = result.data!.client;
    expect(found.requestCount).toBe(3);
    expect(found.requests.map((r: { id: number }) => r.id)).toEqual([ids.recent, ids.mid, ids.old]);
    expect(found.requests[0]).toMatchObject({
      status: "pending",
      projectDescription: "Project 100",
      projectStartDate: null,
      projectEndDate: "2030-06-02",
    });
    expect(found.requests[1]).toMatchObject({ status: "approved", requestedTalents: [{ name: "Ivy J." }] });
    expect(found.requests[2]).toMatchObject({ status: "rejected", projectStartDate: "2030-05-01" });

    const history = await t.gql(HISTORY, { clientId: client.id }, { token: admin });
    expect(history.data!.clientRequests.map((r: { id: number }) => r.id)).toEqual([ids.recent, ids.mid, ids.old]);
  });

  it("counts a visitor's new request sent in another letter case", async () => {
    const talent = await t.prisma.talent.create({
      data: { firstName: "Pub", lastName: "Lished", email: "pub@example.com", isApproved: true, isPublished: true },
    });
    const sent = await t.gql(`mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }`, {
      input: {
        clientName: "Harry",
        organizationName: "History Co",
        phone: "0400 000 001",
        email: "HARRY@history.com",
        projectDescription: "Another one",
        requestedTalentIds: [talent.id],
      },
    });
    expect(sent.errors).toBeUndefined();
    const history = await t.gql(HISTORY, { clientId: client.id }, { token: admin });
    expect(history.data!.clientRequests[0]).toEqual({
      id: sent.data!.createTalentRequest.id,
      status: "pending",
      email: "harry@history.com",
    });
    expect(history.data!.clientRequests).toHaveLength(4);
  });

  it("gives each client of a list their own history", async () => {
    const other = await createClient({ clientName: "Else", email: "someone-else@history.com" });
    const result = await t.gql(`{ clients(search: "history") { id requestCount requests { id } } }`, {}, { token: admin });
    const byId = new Map(result.data!.clients.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(client.id)).toMatchObject({ requestCount: 4 });
    expect((byId.get(client.id) as { requests: unknown[] }).requests).toHaveLength(4);
    expect(byId.get(other.id)).toMatchObject({ requestCount: 1, requests: [expect.objectContaining({ id: expect.any(Number) })] });
  });

  it("refuses the history of an unknown client", async () => {
    const result = await t.gql(HISTORY, { clientId: 987_654 }, { token: admin });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
  });
});

describe("deleteClient", () => {
  it("deletes the client and keeps the requests sent from its address", async () => {
    const client = await createClient({ clientName: "Gone Client", email: "gone@client.com" });
    const request = await arrangeRequest("gone@client.com", 1);
    const result = await t.gql(DELETE, { id: client.id }, { token: admin });
    expect(result.data).toEqual({ deleteClient: client.id });
    expect(await t.prisma.client.count({ where: { id: client.id } })).toBe(0);
    expect(await t.prisma.talentRequest.count({ where: { id: request } })).toBe(1);

    const again = await t.gql(DELETE, { id: client.id }, { token: admin });
    expect(codesOf(again)).toEqual(["NOT_FOUND"]);
  });
});

describe("access", () => {
  const input = { clientName: "Nope", email: "nope@example.com" };
  const staffOperations: Array<[string, string, Record<string, unknown>]> = [
    ["clients", LIST, {}],
    ["client", ONE, { id: 1 }],
    ["clientRequests", HISTORY, { clientId: 1 }],
    ["createClient", CREATE, { input }],
    ["updateClient", UPDATE, { id: 1, input }],
    ["deleteClient", DELETE, { id: 1 }],
  ];

  it.each(staffOperations)("%s: a visitor is UNAUTHENTICATED, a signed-in non-admin FORBIDDEN", async (_name, query, variables) => {
    expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(query, variables, { token: user }))).toEqual(["FORBIDDEN"]);
    expect(await t.prisma.client.count({ where: { email: "nope@example.com" } })).toBe(0);
  });
});

describe("query count", () => {
  it("lists 12 clients with their histories in as many SQL statements as 2", async () => {
    let statements = 0;
    const pool = new pg.Pool({ connectionString: t.database.url, max: 2 });
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        statements += 1;
        return query(...args);
      };
    });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    let counted: App | undefined;
    try {
      // A second app on the same database whose Prisma client counts every SQL statement it sends.
      counted = await buildApp({ config: t.config, database: { ...t.database, prisma } });
      const app = counted;
      const run = async () => {
        const before = statements;
        const response = await app.inject({
          method: "POST",
          url: "/graphql",
          headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
          payload: JSON.stringify({
            query: `{ clients(search: "@count.test") { id requestCount requests { id requestedTalents { name } } } }`,
          }),
        });
        const body = response.json() as GqlResult<{ clients: Array<{ requestCount: number; requests: unknown[] }> }>;
        expect(body.errors).toBeUndefined();
        return { count: statements - before, clients: body.data!.clients };
      };

      for (let i = 0; i < 2; i++) {
        await createClient({ clientName: `Counted ${i}`, email: `c${i}@count.test` });
        await arrangeRequest(`c${i}@count.test`, 10);
      }
      const two = await run();
      expect(two.clients.map((c) => [c.requestCount, c.requests.length])).toEqual([
        [1, 1],
        [1, 1],
      ]);

      for (let i = 2; i < 12; i++) {
        await createClient({ clientName: `Counted ${i}`, email: `c${i}@count.test` });
        await arrangeRequest(`c${i}@count.test`, 10);
        await arrangeRequest(`c${i}@count.test`, 20);
      }
      const twelve = await run();
      expect(twelve.clients).toHaveLength(12);
      expect(twelve.clients.reduce((sum, c) => sum + c.requestCount, 0)).toBe(22);
      expect(twelve.count).toBe(two.count);
      expect(two.count).toBeGreaterThanOrEqual(3);
    } finally {
      await counted?.close();
      await prisma.$disconnect();
      // The adapter does not own a pool it was given.
      await pool.end();
    }
  });
});
