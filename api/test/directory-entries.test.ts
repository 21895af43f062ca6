import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGE_RANGE_BOUNDS, type AgeRange } from "../../common/options";
import { ageOn } from "../../common/text";
import { startTestApp, type TestApp } from "./helpers";

// A category's directory, with or without a gender and an age band, is read from the entries the
// triggers keep on write (ADR 090): its page and its exact total must stay what the talents say
// through every write staff make, so each step below writes through the API and then compares every
// such directory with an answer worked out here from the talents themselves.

let t: TestApp;
let admin: string;
const cats: number[] = [];
const today = new Date();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  for (const name of ["Actors", "Models", "Voice"]) {
    const created = await t.gql(
      `mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }`,
      { input: { name } },
      { token: admin },
    );
    cats.push(created.data!.createCategory.id as number);
  }
});
afterAll(async () => {
  await t?.close();
});

type Filter = { categoryId: number; gender?: string; ageRange?: AgeRange };

/** The filters the entries answer, for every category (a deleted one included). */
const filters = () =>
  cats.flatMap((categoryId): Filter[] => [
    { categoryId },
    { categoryId, gender: "Female" },
    { categoryId, ageRange: "26-35" },
    { categoryId, gender: "Male", ageRange: "18-25" },
    { categoryId, gender: "Female", ageRange: "55+" },
  ]);

/** The public talents matching `filter`, newest first, from the talent rows. */
async function expected(filter: Filter): Promise<number[]> {
  const rows = await t.prisma.talent.findMany({
    include: { categories: { select: { categoryId: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const inBand = (row: (typeof rows)[number], range: AgeRange) => {
    const { min, max } = AGE_RANGE_BOUNDS[range];
    const birth = row.birthDate;
    const age = birth ? ageOn({ year: birth.getUTCFullYear(), month: birth.getUTCMonth() + 1, day: birth.getUTCDate() }, today) : row.age;
    return age !== null && age >= min && (max === null || age <= max);
  };
  return rows
    .filter((row) => row.isApproved && row.isPublished && row.categories.some((link) => link.categoryId === filter.categoryId))
    .filter((row) => !filter.gender || row.gender === filter.gender)
    .filter((row) => !filter.ageRange || inBand(row, filter.ageRange))
    .map((row) => row.id);
}

const DIRECTORY = `query ($filter: TalentFilter, $limit: Int, $offset: Int) {
  talentDirectory(filter: $filter, limit: $limit, offset: $offset) { total items { id } } }`;

async function directory(filter: Filter, limit: number, offset = 0) {
  const result = await t.gql(DIRECTORY, { filter, limit, offset });
  expect(result.errors).toBeUndefined();
  const page = result.data!.talentDirectory as { total: number; items: Array<{ id: number }> };
  return { total: page.total, ids: page.items.map((item) => item.id) };
}

/** Every category's directories answer as the talents say: each page, in order, and the total. */
async function agree(step: string) {
  for (const filter of filters()) {
    const want = await expected(filter);
    expect(await directory(filter, 48), `${step}: ${JSON.stringify(filter)}`).toEqual({ total: want.length, ids: want });
    expect((await directory(filter, 2, 1)).ids, `${step}: second page of ${JSON.stringify(filter)}`).toEqual(want.slice(1, 3));
  }
}

async function write(query: string, variables: Record<string, unknown>) {
  const result = await t.gql(query, variables, { token: admin });
  expect(result.errors, query).toBeUndefined();
  return result.data!;
}

const CREATE = `mutation ($input: TalentCreateInput!) { createTalent(input: $input) { id } }`;
const UPDATE = `mutation ($id: Int!, $input: TalentUpdateInput!) { updateTalent(id: $id, input: $input) { id } }`;
const BULK =
  "mutation ($action: TalentAction!, $ids: [Int!]!) { bulkTalentAction(action: $action, ids: " +
  "$ids, notify: false) { changed { id } } }";

describe("the directory entries kept on write", () => {
  it("answer every category's pages and totals as the talents do through every kind of staff write", async () => {
    const create = async (firstName: string, input: Record<string, unknown>) =>
      (await write(CREATE, { input: { firstName, lastName: "Entry", email: `${firstName.toLowerCase()}@example.com`, ...input } }))
        .createTalent.id as number;
    const [actors, models, voice] = cats as [number, number, number];
    const ava = await create("Ava", {
      gender: "Female",
      birthDay: 15,
      birthMonth: 6,
      birthYear: today.getUTCFullYear() - 31,
      categoryIds: [actors, models],
      isApproved: true,
      isPublished: true,
    });
    const ben = await create("Ben", { gender: "Male", age: 22, categoryIds: [actors], isApproved: true });
    const cleo = await create("Cleo", { gender: "Female", age: 60, categoryIds: [models, voice] });
    const dev = await create("Dev", { gender: "Male", age: 30, categoryIds: [actors, voice], isApproved: true, isPublished: true });
    await agree("created: published, approved only, pending");

    await write(`mutation ($id: Int!) { publishTalent(id: $id, notify: false) { id } }`, { id: ben });
    await agree("published");
    await write(`mutation ($id: Int!) { approveTalent(id: $id, notify: false) { id } }`, { id: cleo });
    await agree("approved, not yet published");
    await write(BULK, { action: "PUBLISH", ids: [cleo] });
    await agree("published in bulk");

    await write(UPDATE, { id: ava, input: { gender: "Male" } });
    await agree("gender edited");
    await write(UPDATE, { id: ava, input: { birthDay: 2, birthMonth: 1, birthYear: today.getUTCFullYear() - 60 } });
    await agree("birth date edited into another band");
    await write(UPDATE, { id: ben, input: { age: 30 } });
    await agree("age edited (no birth date)");
    await write(UPDATE, { id: ben, input: { birthDay: 1, birthMonth: 3, birthYear: today.getUTCFullYear() - 20 } });
    await agree("a birth date given where there was only an age");
    await write(UPDATE, { id: cleo, input: { categoryIds: [actors] } });
    await agree("categories replaced while published");
    await write(UPDATE, { id: dev, input: { categoryIds: [actors, models, voice] } });
    await agree("a category added while published");

    await write(`mutation ($id: Int!) { unpublishTalent(id: $id, notify: false) { id } }`, { id: ava });
    await agree("unpublished");
    await write(UPDATE, { id: ava, input: { categoryIds: [voice], gender: "Female" } });
    await agree("edited while unpublished");
    await write(UPDATE, { id: ava, input: { isPublished: true } });
    await agree("published again by an edit");
    await write(BULK, { action: "UNPUBLISH", ids: [ben, cleo] });
    await agree("unpublished in bulk");
    await write(UPDATE, { id: cleo, input: { isPublished: true, gender: "Female", age: 58, categoryIds: [models, voice] } });
    await agree("published, re-categorised and edited at once");
    await write(UPDATE, { id: dev, input: { isApproved: false, isPublished: false } });
    await agree("unapproved and unpublished by an edit");

    await write(`mutation ($id: Int!) { deleteTalent(id: $id) }`, { id: cleo });
    await agree("a published talent deleted");
    await write(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: models });
    await agree("a category deleted");
    expect((await directory({ categoryId: models }, 48)).total).toBe(0);
    expect((await directory({ categoryId: voice }, 48)).ids).toEqual([ava]);
  });
});
