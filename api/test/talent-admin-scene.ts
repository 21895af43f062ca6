import { afterAll, beforeAll, expect } from "vitest";
import type { Prisma } from "../src/db/generated/prisma/client";
import { codesOf, startTestApp, type TestApp, testImage } from "./helpers";

// One app and its staff for the talent-admin suites (talent-admin*.test.ts, talent-lifecycle).
// The bindings are live: each suite reads them after useTalentAdminScene's beforeAll has run.

export let t: TestApp;
export let admin: string;
export let user: string;
export const cats: Record<string, number> = {};
export let png: Buffer;

/** Starts the app (with three categories and staff tokens) before the suite and closes it after. */
export function useTalentAdminScene(): void {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    user = await t.userToken();
    for (const name of ["Actors", "Models", "Presenters"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;
    png = await testImage("png");
  });
  afterAll(async () => {
    await t?.close();
  });
}

let serial = 0;
/** A talent arranged directly in the database. */
export async function talent(data: Partial<Prisma.TalentCreateInput> = {}) {
  serial += 1;
  return t.prisma.talent.create({
    data: { firstName: `First${serial}`, lastName: `Last${serial}`, email: `talent${serial}@example.com`, ...data },
  });
}

/** Asserts that an operation needs the admin scope: no token, a bad token and a non-admin all fail. */
export async function expectAdminOnly(query: string, variables: Record<string, unknown> = {}) {
  const visitor = await t.gql(query, variables);
  expect(codesOf(visitor)).toEqual(["UNAUTHENTICATED"]);
  const forged = await t.gql(query, variables, { token: "forged.token.value" });
  expect(codesOf(forged)).toEqual(["UNAUTHENTICATED"]);
  expect(forged.errors![0]!.message).toBe("Invalid token");
  const staff = await t.gql(query, variables, { token: user });
  expect(codesOf(staff)).toEqual(["FORBIDDEN"]);
}

export const fieldsOf = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
  result.errors?.[0]?.extensions?.fields;
