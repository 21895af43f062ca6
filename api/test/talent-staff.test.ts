import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "../src/db/generated/prisma/client";
import { ADMIN_EMAIL, codesOf, startTestApp, type TestApp } from "./helpers";

// The paged staff talent list, the change stamp the live lists poll, the bulk actions, and the
// activity entries of creating and deleting a talent.

let t: TestApp;
let admin: string;
let user: string;
const cats: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  user = await t.userToken();
  for (const name of ["Actors", "Models", "Presenters"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
async function talent(data: Partial<Prisma.TalentCreateInput> = {}) {
  serial += 1;
  return t.prisma.talent.create({
    data: { firstName: `First${serial}`, lastName: `Last${serial}`, email: `talent${serial}@example.com`, ...data },
  });
}

async function expectAdminOnly(query: string, variables: Record<string, unknown> = {}) {
  expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
  expect(codesOf(await t.gql(query, variables, { token: user }))).toEqual(["FORBIDDEN"]);
}

const fieldsOf = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
  result.errors?.[0]?.extensions?.fields;

const PAGE = `query ($search: String, $status: String, $tab: TalentTab, $categoryId: Int, $gender: String,
  $sort: StaffTalentSort, $direction: SortDirection, $limit: Int, $offset: Int) {
  staffTalents(search: $search, status: $status, tab: $tab, categoryId: $categoryId, gender: $gender,
    sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
    total
    counts { total pending approved published unpublished }
    items { id firstName status categories { name } }
  }
}`;

type Page = {
  total: number;
  counts: Record<string, number>;
  items: Array<{ id: number; firstName: string; status: string; categories: Array<{ name: string }> }>;
};

async function page(variables: Record<string, unknown>): Promise<Page> {
  const result = await t.gql(PAGE, variables, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.staffTalents as Page;
}
const names = async (variables: Record<string, unknown>) => (await page(variables)).items.map((row) => row.firstName);

describe("staffTalents", () => {
  beforeAll(async () => {
    await t.prisma.talent.deleteMany();
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    await talent({
      firstName: "Anna",
      lastName: "Zimmer",
      email: "anna@castings.test",
      gender: "Female",
      location: "1 Harbour Road",
      suburb: "Manly",
      isApproved: true,
      isPublished: true,
      publishedAt: at(5),
      createdAt: at(1),
      categories: { create: [{ categoryId: cats.Presenters! }] },
    });
    await talent({
      firstName: "Ben",
      lastName: "Young",
      email: "ben@example.com",
      gender: "Male",
      suburb: "Fitzroy",
      isApproved: true,
      createdAt: at(2),
      categories: { create: [{ categoryId: cats.Actors! }, { categoryId: cats.Models! }] },
    });
    await talent({
      firstName: "Cara",
      lastName: "Xu",
      email: "cara@example.com",
      gender: "Female",
      isApproved: true,
      publishedAt: at(3),
      createdAt: at(3),
      categories: { create: [{ categoryId: cats.Models! }] },
    });
    await talent({
      firstName: "Dan",
      lastName: "abbot",
      email: "dan@example.com",
      gender: "Other",
      location: "9 Harbour Lane",
      createdAt: at(4),
    });
    await talent({ firstName: "Eli", lastName: "Moss", email: "eli_100%@example.com", gender: "Male", createdAt: at(6) });
  });

  it("answers a page with the total and the counts per status, newest first by default", async () => {
    const all = await page({});
    expect(all.items.map((row) => row.firstName)).toEqual(["Eli", "Dan", "Cara", "Ben", "Anna"]);
    expect(all.total).toBe(5);
    expect(all.counts).toEqual({ total: 5, pending: 2, approved: 1, published: 1, unpublished: 1 });
    expect(all.items.find((row) => row.firstName === "Ben")!.categories.map((c) => c.name)).toEqual(["Actors", "Models"]);
  });

  it("splits the roster into the three tabs; Approved holds the unpublished too", async () => {
    expect(await names({ tab: "PUBLISHED" })).toEqual(["Anna"]);
    expect(await names({ tab: "APPROVED" })).toEqual(["Cara", "Ben"]);
    expect(await names({ tab: "PENDING" })).toEqual(["Eli", "Dan"]);
    const pending = await page({ tab: "PENDING" });
    expect(pending.total).toBe(2);
    // The tab narrows the rows, not the counts the tabs show.
    expect(pending.counts.total).toBe(5);
  });

  it("filters by status, category and gender, and the counts follow the search", async () => {
    expect(await names({ status: "approved" })).toEqual(["Ben"]);
    expect(await names({ status: "unpublished" })).toEqual(["Cara"]);
    expect(await names({ categoryId: cats.Models })).toEqual(["Cara", "Ben"]);
    expect(await names({ gender: "Male", status: "all" })).toEqual(["Eli", "Ben"]);
    const harbour = await page({ search: "harbour", tab: "PENDING" });
    expect(harbour.items.map((row) => row.firstName)).toEqual(["Dan"]);
    expect(harbour.counts).toEqual({ total: 2, pending: 1, approved: 0, published: 1, unpublished: 0 });
  });

  it("searches first, last and full name, e-mail, street address and suburb; wildcards are literal", async () => {
    expect(await names({ search: "ABBOT" })).toEqual(["Dan"]);
    expect(await names({ search: "ben young" })).toEqual(["Ben"]);
    expect(await names({ search: "castings.test" })).toEqual(["Anna"]);
    expect(await names({ search: "manly" })).toEqual(["Anna"]);
    expect(await names({ search: "100%" })).toEqual(["Eli"]);
    expect(await names({ search: "_" })).toEqual(["Eli"]);
    expect(await names({ search: "%" })).toEqual(["Eli"]);
    expect(await names({ search: "  " })).toHaveLength(5);
    expect((await page({ search: "nobody" })).total).toBe(0);
  });

  it("sorts by name whatever the case, by first category, by submitted and published dates, both ways", async () => {
    expect(await names({ sort: "NAME", direction: "ASC" })).toEqual(["Dan", "Eli", "Cara", "Ben", "Anna"]);
    expect(await names({ sort: "NAME", direction: "DESC" })).toEqual(["Anna", "Ben", "Cara", "Eli", "Dan"]);
    // Ben: Actors; Cara: Models; Anna: Presenters; Dan and Eli have none: last either way, by name.
    expect(await names({ sort: "CATEGORY", direction: "ASC" })).toEqual(["Ben", "Cara", "Anna", "Dan", "Eli"]);
    expect(await names({ sort: "CATEGORY", direction: "DESC" })).toEqual(["Anna", "Cara", "Ben", "Dan", "Eli"]);
    expect(await names({ sort: "SUBMITTED", direction: "ASC" })).toEqual(["Anna", "Ben", "Cara", "Dan", "Eli"]);
    expect((await names({ sort: "PUBLISHED", direction: "DESC" })).slice(0, 2)).toEqual(["Anna", "Cara"]);
  });

  it("pages with limit and offset; the total counts every page", async () => {
    const second = await page({ sort: "NAME", direction: "ASC", limit: 2, offset: 2 });
    expect(second.items.map((row) => row.firstName)).toEqual(["Cara", "Ben"]);
    expect(second.total).toBe(5);
    expect((await page({ limit: 2, offset: 10 })).items).toEqual([]);
  });

  it("answers 50 a page by default", async () => {
    const many = Array.from({ length: 55 }, (_, i) => ({ firstName: `Bulk${i}`, lastName: "Row", email: `bulk${i}@example.com` }));
    await t.prisma.talent.createMany({ data: many });
    try {
      const first = await page({ search: "bulk" });
      expect(first.items).toHaveLength(50);
      expect(first.total).toBe(55);
      expect((await page({ search: "bulk", offset: 50 })).items).toHaveLength(5);
    } finally {
      await t.prisma.talent.deleteMany({ where: { lastName: "Row" } });
    }
  });

  it("refuses bad filters and paging, naming each field", async () => {
    const result = await t.gql(
      PAGE,
      { status: "archived", gender: "Robot", categoryId: 0, limit: 101, offset: -1, search: "x".repeat(201) },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      status: "Status must be one of: all, published, approved, pending, unpublished, declined.",
      gender: "Gender must be one of: all, Male, Female, Non-binary, Other.",
      categoryId: "Category must be a category id.",
      search: "Search must be at most 200 characters.",
      limit: "Limit must be a whole number from 1 to 100.",
      offset: "Offset must be a whole number, 0 or more.",
    });
    // An enum value GraphQL does not know is refused before any resolver runs.
    const tab = await t.gql(PAGE, { tab: "ARCHIVED" }, { token: admin });
    expect(tab.data ?? null).toBeNull();
    expect(tab.errors![0]!.message).toContain('"ARCHIVED"');
  });

  it("is staff-only", async () => {
    await expectAdminOnly(`{ staffTalents { total } }`);
  });
});

describe("talentCounts", () => {
  it("counts every status in one statement", async () => {
    const result = await t.gql(`{ talentCounts { total pending approved published unpublished } }`, {}, { token: admin });
    const rows = await t.prisma.talent.findMany({ select: { isApproved: true, isPublished: true, publishedAt: true } });
    expect(result.data!.talentCounts).toEqual({
      total: rows.length,
      pending: rows.filter((r) => !r.isApproved).length,
      approved: rows.filter((r) => r.isApproved && !r.isPublished && !r.publishedAt).length,
      published: rows.filter((r) => r.isApproved && r.isPublished).length,
      unpublished: rows.filter((r) => r.isApproved && !r.isPublished && r.publishedAt).length,
    });
  });
});

describe("staffChangeStamp", () => {
  const STAMP = `{ staffChangeStamp }`;
  const stamp = async () => {
    const result = await t.gql(STAMP, {}, { token: admin });
    expect(result.errors).toBeUndefined();
    return result.data!.staffChangeStamp as string;
  };

  it("stays the same while nothing changes, and moves on every kind of change", async () => {
    const before = await stamp();
    expect(await stamp()).toBe(before);

    // A talent written without a staff action (as a public submission is).
    const row = await talent();
    const afterCreate = await stamp();
    expect(afterCreate).not.toBe(before);

    await t.prisma.talent.update({ where: { id: row.id }, data: { bio: "Changed by someone else." } });
    const afterEdit = await stamp();
    expect(afterEdit).not.toBe(afterCreate);

    await t.gql(`mutation ($id: Int!) { approveTalent(id: $id, notify: false) { id } }`, { id: row.id }, { token: admin });
    const afterApprove = await stamp();
    expect(afterApprove).not.toBe(afterEdit);

    await t.prisma.talent.delete({ where: { id: row.id } });
    const afterDelete = await stamp();
    expect(afterDelete).not.toBe(afterApprove);

    await t.prisma.talentRequest.create({
      data: { clientName: "C", organizationName: "O", phone: "1", email: "c@example.com", projectDescription: "A project" },
    });
    expect(await stamp()).not.toBe(afterDelete);
  });

  it("is staff-only", async () => {
    await expectAdminOnly(`{ staffChangeStamp }`);
  });
});

describe("bulkTalentAction", () => {
  const BULK = `mutation ($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {
    bulkTalentAction(action: $action, ids: $ids, notify: $notify) { changed { id status } skipped { id message } }
  }`;
  const outbox = (ids: number[]) => t.prisma.outboxEmail.findMany({ where: { talentId: { in: ids } }, orderBy: { id: "asc" } });
  const history = (id: number) =>
    t.prisma.activityLog.findMany({ where: { subjectType: "Talent", subjectId: id }, orderBy: { id: "asc" } });

  it("approves several pending talents in one step, skipping those it cannot move, with one entry and e-mail each", async () => {
    const a = await talent({ firstName: "Mia", lastName: "Tran" });
    const b = await talent({ firstName: "Noah", lastName: "Quinn" });
    const done = await talent({ isApproved: true });
    const result = await t.gql(BULK, { action: "APPROVE", ids: [a.id, b.id, done.id, 999999, a.id] }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.bulkTalentAction).toEqual({
      changed: [
        { id: a.id, status: "approved" },
        { id: b.id, status: "approved" },
      ],
      skipped: [
        { id: done.id, message: `Talent ${done.id} is already approved.` },
        { id: 999999, message: "Talent 999999 not found" },
      ],
    });
    expect((await history(a.id)).map((entry) => [entry.action, entry.actorEmail, entry.subjectLabel])).toEqual([
      ["approve", ADMIN_EMAIL, "Mia Tran"],
    ]);
    expect(await history(b.id)).toHaveLength(1);
    expect(await history(done.id)).toHaveLength(0);
    expect((await outbox([a.id, b.id, done.id])).map((mail) => [mail.talentId, mail.template])).toEqual([
      [a.id, "talent-approved"],
      [b.id, "talent-approved"],
    ]);
  });

  it("publishes and unpublishes; notify false sends no e-mail; publishing a pending talent is skipped", async () => {
    const a = await talent({ isApproved: true });
    const b = await talent({ isApproved: true });
    const pending = await talent();
    const published = await t.gql(BULK, { action: "PUBLISH", ids: [a.id, b.id, pending.id], notify: false }, { token: admin });
    expect(published.data!.bulkTalentAction.changed).toEqual([
      { id: a.id, status: "published" },
      { id: b.id, status: "published" },
    ]);
    expect(published.data!.bulkTalentAction.skipped).toEqual([
      { id: pending.id, message: `Talent ${pending.id} must be approved before it can be published.` },
    ]);
    expect(await outbox([a.id, b.id, pending.id])).toEqual([]);

    const unpublished = await t.gql(BULK, { action: "UNPUBLISH", ids: [a.id, b.id] }, { token: admin });
    expect(unpublished.data!.bulkTalentAction.changed).toEqual([
      { id: a.id, status: "unpublished" },
      { id: b.id, status: "unpublished" },
    ]);
    expect((await outbox([a.id, b.id])).map((mail) => mail.template)).toEqual(["talent-unpublished", "talent-unpublished"]);
    expect((await history(a.id)).map((entry) => entry.action)).toEqual(["publish", "unpublish"]);
  });

  it("refuses an empty list, too many ids and ids that are not positive", async () => {
    const empty = await t.gql(BULK, { action: "APPROVE", ids: [] }, { token: admin });
    expect(codesOf(empty)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(empty)).toEqual({ ids: "Select at least one talent." });
    const many = await t.gql(BULK, { action: "APPROVE", ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { token: admin });
    expect(fieldsOf(many)).toEqual({ ids: "At most 100 talents at a time." });
    const negative = await t.gql(BULK, { action: "APPROVE", ids: [-1] }, { token: admin });
    expect(fieldsOf(negative)).toEqual({ "ids.0": "Talent ids must be positive whole numbers." });
    const action = await t.gql(BULK, { action: "DELETE", ids: [1] }, { token: admin });
    expect(action.data ?? null).toBeNull();
    expect(action.errors![0]!.message).toContain('"DELETE"');
  });

  it("is staff-only and changes nothing for others", async () => {
    const a = await talent();
    await expectAdminOnly(BULK, { action: "APPROVE", ids: [a.id] });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: a.id } })).isApproved).toBe(false);
  });
});

describe("the activity log of creating and deleting a talent", () => {
  it("records who created and who deleted a talent, by name", async () => {
    const created = await t.gql(
      `mutation { createTalent(input: { firstName: "Zoe", lastName: "Park", email: "zoe@example.com" }) { id } }`,
      {},
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createTalent.id as number;
    await t.gql(`mutation ($id: Int!) { deleteTalent(id: $id) }`, { id }, { token: admin });
    const entries = await t.gql(
      `query ($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id) { summary } }`,
      { id },
      { token: admin },
    );
    expect(entries.data!.activityFor.map((entry: { summary: string }) => entry.summary)).toEqual([
      `${ADMIN_EMAIL} deleted Zoe Park`,
      `${ADMIN_EMAIL} created Zoe Park`,
    ]);
  });

  it("records nothing when the create is refused or the talent does not exist", async () => {
    const before = await t.prisma.activityLog.count();
    const refused = await t.gql(
      `mutation { createTalent(input: { firstName: "Z", lastName: "Park", email: "nope" }) { id } }`,
      {},
      { token: admin },
    );
    expect(codesOf(refused)).toEqual(["BAD_USER_INPUT"]);
    const missing = await t.gql(`mutation { deleteTalent(id: 999999) }`, {}, { token: admin });
    expect(codesOf(missing)).toEqual(["NOT_FOUND"]);
    expect(await t.prisma.activityLog.count()).toBe(before);
  });
});
