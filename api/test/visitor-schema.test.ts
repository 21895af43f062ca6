import { readFile } from "node:fs/promises";
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery, printSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/schema";
import { PUBLIC_OPERATIONS, rootOperations } from "./authorization-matrix";
import { startTestApp, type TestApp } from "./helpers";

// Visitors see the public schema, staff the whole (ADR 016): introspection, GraphiQL's included,
// answers from the caller's schema, and graphql's "Did you mean" guesses reach only staff.

let t: TestApp;
let tokens: Record<"visitor" | "non-admin" | "expired-looking" | "staff", string | undefined>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = { visitor: undefined, "non-admin": await t.userToken(), "expired-looking": "not-a-token", staff: await t.adminToken() };
});
afterAll(async () => {
  await t?.close();
});

const ROOTS = `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`;
type Roots = { __schema: { queryType: { fields: Array<{ name: string }> }; mutationType: { fields: Array<{ name: string }> } } };
const rootNames = (data: Roots) =>
  [
    ...data.__schema.queryType.fields.map((field) => `Query.${field.name}`),
    ...data.__schema.mutationType.fields.map((field) => `Mutation.${field.name}`),
  ].sort();

describe("introspection", () => {
  it("shows a visitor exactly the operations a visitor may call", async () => {
    const result = await t.gql<Roots>(ROOTS);
    expect(result.errors).toBeUndefined();
    expect(rootNames(result.data!)).toEqual([...PUBLIC_OPERATIONS].sort());
    expect(rootNames(result.data!)).not.toContain("Mutation.deleteAllTalentImages");
    expect(rootNames(result.data!)).not.toContain("Mutation.inviteStaff");
  });

  it("shows staff every operation", async () => {
    const result = await t.gql<Roots>(ROOTS, {}, { token: tokens.staff });
    // Both sorted the same way: the schema's own order puts bookOuts after bookings, .sort() before.
    expect(rootNames(result.data!)).toEqual(
      rootOperations(schema)
        .map((operation) => operation.name)
        .sort(),
    );
  });

  it("shows a signed-in account without the admin flag the public operations and its own password change", async () => {
    const result = await t.gql<Roots>(ROOTS, {}, { token: tokens["non-admin"] });
    expect(rootNames(result.data!)).toEqual([...PUBLIC_OPERATIONS, "Mutation.changeOwnPassword"].sort());
  });

  it("answers GraphiQL's introspection query for a visitor with the printed public schema, no staff type in it", async () => {
    const result = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    const seen = buildClientSchema(result.data!);
    expect(`${printSchema(seen)}\n`).toBe(await readFile("schema.public.graphql", "utf8"));
    for (const name of ["AdminTalent", "Client", "TalentRequest", "StaffAccount", "Email", "TalentDocument", "ActivityEntry"]) {
      expect(seen.getType(name), name).toBeUndefined();
    }
    // What a visitor reads is there, field by field as in the whole schema.
    expect(Object.keys((seen.getType("Talent") as never as { getFields(): object }).getFields())).toContain("lastInitial");
  });

  it("answers a staff member's introspection query with the whole schema", async () => {
    const result = await t.gql<IntrospectionQuery>(getIntrospectionQuery(), {}, { token: tokens.staff });
    expect(printSchema(buildClientSchema(result.data!))).toBe(printSchema(schema));
  });

  it("does not describe a staff type to a visitor who names it", async () => {
    const query = `{ __type(name: "AdminTalent") { name fields { name } } }`;
    expect((await t.gql(query)).data).toEqual({ __type: null });
    expect((await t.gql(query, {}, { token: tokens["expired-looking"] })).data).toEqual({ __type: null });
    expect((await t.gql<{ __type: { name: string } }>(query, {}, { token: tokens.staff })).data!.__type.name).toBe("AdminTalent");
  });

  it("refuses a visitor's introspection that also asks for a staff field, as if the field did not exist", async () => {
    const result = await t.gql(`{ __schema { queryType { name } } adminTalents { id } }`);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.message)).toEqual(['Cannot query field "adminTalents" on type "Query".']);
  });

  it("still answers public data beside a visitor's introspection", async () => {
    const result = await t.gql(`{ __type(name: "Category") { name } categories { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ __type: { name: "Category" }, categories: expect.any(Array) });
  });

  it("leaves other operations checked against the whole schema: a staff query without a valid token is still UNAUTHENTICATED", async () => {
    const none = await t.gql(`{ adminTalents { id } }`);
    expect(none.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const invalid = await t.gql(`{ adminTalents { id } }`, {}, { token: tokens["expired-looking"] });
    expect(invalid.errors?.[0]).toMatchObject({ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } });
  });
});

/** One mistake of each kind graphql-js offers a guess for, with the guess staff get. */
const MISTAKES = [
  { kind: "field", query: `{ talents { firstNam } }`, guess: 'Did you mean "firstName"' },
  { kind: "argument", query: `{ talents(limt: 3) { id } }`, guess: 'Did you mean "limit"' },
  { kind: "type", query: `query ($f: TalentFiltr) { talents(filter: $f) { id } }`, guess: 'Did you mean "TalentFilter"' },
  { kind: "enum value", query: `{ adminTalents(sort: NAM) { id } }`, guess: 'Did you mean the enum value "NAME"' },
  {
    kind: "enum value in a variable",
    query: `query ($s: TalentSort) { adminTalents(sort: $s) { id } }`,
    variables: { s: "NAM" },
    guess: 'Did you mean the enum value "NAME"',
  },
  { kind: "input field", query: `{ talents(filter: { serch: "x" }) { id } }`, guess: 'Did you mean "search"' },
  {
    kind: "input field in a variable",
    query: `query ($f: TalentFilter) { talents(filter: $f) { id } }`,
    variables: { f: { serch: "x" } },
    guess: 'Did you mean "search"',
  },
];

describe("suggestions", () => {
  for (const mistake of MISTAKES) {
    it(`of a ${mistake.kind} reach staff only; everyone else still hears what was wrong`, async () => {
      for (const caller of ["visitor", "non-admin", "expired-looking"] as const) {
        const result = await t.gql(mistake.query, mistake.variables ?? {}, { token: tokens[caller] });
        const messages = (result.errors ?? []).map((error) => error.message);
        expect(messages.length, caller).toBeGreaterThan(0);
        expect(messages.join(" | "), caller).not.toMatch(/did you mean/i);
        expect(messages.join(" | "), caller).toMatch(/firstNam|limt|TalentFiltr|NAM|serch/);
      }
      const staff = await t.gql(mistake.query, mistake.variables ?? {}, { token: tokens.staff });
      expect(staff.errors?.map((error) => error.message).join(" | ")).toContain(mistake.guess);
    });
  }

  it("stay hidden from a visitor who sent the same mistake right after staff (no answer is shared)", async () => {
    const query = `{ adminTalents(sort: NAM) { id } }`;
    await t.gql(query, {}, { token: tokens.staff });
    const visitor = await t.gql(query);
    expect(visitor.errors?.[0]?.message).toBe('Value "NAM" does not exist in "TalentSort" enum.');
  });
});
