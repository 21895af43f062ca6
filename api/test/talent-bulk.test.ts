import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "../src/db/generated/prisma/client";
import { CATEGORY_NAMES } from "../src/services/visibility";
import { codesOf, startTestApp, type TestApp } from "./helpers";

// The roster's bulk actions that are not status changes (those are in talent-staff.test.ts):
// adding the selected talents to a category, and the CSV of the selected rows.

let t: TestApp;
let admin: string;
let user: string;
const cats: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  user = await t.userToken();
  for (const name of ["Actors", "Models"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
async function talent(data: Partial<Prisma.TalentCreateInput> = {}) {
  serial += 1;
  return t.prisma.talent.create({
    data: { firstName: `Bulk${serial}`, lastName: `Roster${serial}`, email: `bulk${serial}@example.com`, ...data },
  });
}

const fieldsOf = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
  result.errors?.[0]?.extensions?.fields;

const categoriesOf = async (id: number) =>
  (await t.prisma.talent.findUniqueOrThrow({ where: { id }, select: { categories: CATEGORY_NAMES } })).categories.map(
    (link) => link.category.name,
  );

describe("addTalentsToCategory", () => {
  const ADD = `mutation ($categoryId: Int!, $ids: [Int!]!) {
    addTalentsToCategory(categoryId: $categoryId, ids: $ids) { changed { id categories { name } } skipped { id message } }
  }`;

  it("adds the talents to the category, keeping their others, and skips unknown ids and those already in it", async () => {
    const a = await talent({ categories: { create: { categoryId: cats.Actors! } } });
    const b = await talent();
    const already = await talent({ categories: { create: { categoryId: cats.Models! } } });
    const result = await t.gql(ADD, { categoryId: cats.Models, ids: [a.id, b.id, already.id, 999999] }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.addTalentsToCategory.changed.map((row: { id: number }) => row.id)).toEqual([a.id, b.id]);
    expect(result.data!.addTalentsToCategory.skipped).toEqual([
      { id: already.id, message: `Talent ${already.id} is already in Models.` },
      { id: 999999, message: "Talent 999999 not found" },
    ]);
    expect(await categoriesOf(a.id)).toEqual(["Actors", "Models"]);
    expect(await categoriesOf(b.id)).toEqual(["Models"]);
    const history = await t.prisma.activityLog.findMany({ where: { subjectType: "Talent", subjectId: a.id } });
    expect(history.map((entry) => [entry.action, entry.changedFields])).toEqual([["update", ["categories"]]]);
    // The version rises, so an editor opened before the change cannot save over it.
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: a.id } })).version).toBe(a.version + 1);
  });

  it("refuses an empty selection, an unknown category and a missing one, naming the field", async () => {
    const a = await talent();
    const empty = await t.gql(ADD, { categoryId: cats.Actors, ids: [] }, { token: admin });
    expect(codesOf(empty)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(empty)).toEqual({ ids: "Select at least one talent." });
    const unknown = await t.gql(ADD, { categoryId: 999999, ids: [a.id] }, { token: admin });
    expect(codesOf(unknown)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(unknown)).toEqual({ categoryId: "Category 999999 does not exist." });
    const zero = await t.gql(ADD, { categoryId: 0, ids: [a.id] }, { token: admin });
    expect(fieldsOf(zero)).toEqual({ categoryId: "Category must be a category's id." });
    expect(await categoriesOf(a.id)).toEqual([]);
  });

  it("is staff-only and changes nothing for others", async () => {
    const a = await talent();
    expect(codesOf(await t.gql(ADD, { categoryId: cats.Actors, ids: [a.id] }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(ADD, { categoryId: cats.Actors, ids: [a.id] }, { token: user }))).toEqual(["FORBIDDEN"]);
    expect(await categoriesOf(a.id)).toEqual([]);
  });
});

describe("adminTalentsCsv with ids", () => {
  const CSV = `query ($ids: [Int!], $status: String) { adminTalentsCsv(ids: $ids, status: $status) }`;
  const lines = (csv: string) => csv.trim().split(/\r?\n/);

  it("exports only the selected talents, within the filters", async () => {
    const a = await talent({ firstName: "Selected", lastName: "One", isApproved: true });
    const b = await talent({ firstName: "Selected", lastName: "Two" });
    await talent({ firstName: "Left", lastName: "Out" });
    const both = await t.gql(CSV, { ids: [a.id, b.id, 999999] }, { token: admin });
    expect(both.errors).toBeUndefined();
    const rows = lines(both.data!.adminTalentsCsv);
    expect(rows).toHaveLength(3);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(",")[0])
        .sort(),
    ).toEqual([String(a.id), String(b.id)].sort());
    expect(both.data!.adminTalentsCsv).not.toContain("Left");
    const approvedOnly = await t.gql(CSV, { ids: [a.id, b.id], status: "approved" }, { token: admin });
    expect(
      lines(approvedOnly.data!.adminTalentsCsv)
        .slice(1)
        .map((row) => row.split(",")[0]),
    ).toEqual([String(a.id)]);
  });

  it("refuses an empty selection naming the field, and is staff-only", async () => {
    const empty = await t.gql(CSV, { ids: [] }, { token: admin });
    expect(codesOf(empty)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(empty)).toEqual({ ids: "Select at least one talent." });
    expect(codesOf(await t.gql(CSV, { ids: [1] }, { token: user }))).toEqual(["FORBIDDEN"]);
  });
});
