import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const RECENT =
  "query ($limit: Int) { recentActivity(limit: $limit) { action subjectType subjectId " +
  "subjectLabel changedFields actorEmail summary createdAt } }";
const HISTORY = `query ($type: String!, $id: Int!) { activityFor(subjectType: $type, subjectId: $id) { action summary } }`;

describe("the staff activity log", () => {
  it("records approve and publish with who did it, newest first, and the talent's History", async () => {
    const talent = await t.prisma.talent.create({ data: { firstName: "Mia", lastName: "Tran", email: "mia@example.com" } });
    for (const mutation of ["approveTalent", "publishTalent"]) {
      const result = await t.gql(
        `mutation ($id: Int!) { ${mutation}(id: $id, notify: false) { id } }`,
        { id: talent.id },
        { token: admin },
      );
      expect(result.errors).toBeUndefined();
    }
    const recent = await t.gql(RECENT, { limit: 2 }, { token: admin });
    expect(recent.data!.recentActivity).toMatchObject([
      {
        action: "publish",
        subjectType: "Talent",
        subjectId: talent.id,
        actorEmail: ADMIN_EMAIL,
        summary: `${ADMIN_EMAIL} published Mia Tran`,
      },
      { action: "approve", summary: `${ADMIN_EMAIL} approved Mia Tran` },
    ]);
    const history = await t.gql(HISTORY, { type: "Talent", id: talent.id }, { token: admin });
    expect(history.data!.activityFor.map((entry: { action: string }) => entry.action)).toEqual(["publish", "approve"]);
  });

  it("records nothing for a refused change", async () => {
    const talent = await t.prisma.talent.create({ data: { firstName: "Ned", lastName: "Ray", email: "ned@example.com" } });
    const refused = await t.gql(`mutation ($id: Int!) { publishTalent(id: $id) { id } }`, { id: talent.id }, { token: admin });
    expect(codesOf(refused)).toEqual(["CONFLICT"]);
    const history = await t.gql(HISTORY, { type: "Talent", id: talent.id }, { token: admin });
    expect(history.data!.activityFor).toEqual([]);
  });

  it("records category changes with the fields an edit changed", async () => {
    const created = await t.gql(`mutation { createCategory(input: { name: "Dancers" }) { id } }`, {}, { token: admin });
    const id = created.data!.createCategory.id;
    await t.gql(
      `mutation ($id: Int!) { updateCategory(id: $id, input: { name: "Dancers", description: "Stage and screen" }) { id } }`,
      { id },
      { token: admin },
    );
    await t.gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id }, { token: admin });
    const history = await t.gql(
      `query ($id: Int!) { activityFor(subjectType: "Category", subjectId: $id) { summary } }`,
      { id },
      { token: admin },
    );
    expect(history.data!.activityFor.map((entry: { summary: string }) => entry.summary)).toEqual([
      `${ADMIN_EMAIL} deleted category Dancers`,
      `${ADMIN_EMAIL} edited category Dancers (description)`,
      `${ADMIN_EMAIL} created category Dancers`,
    ]);
  });

  it("is staff-only", async () => {
    const visitor = await t.gql(RECENT, {});
    expect(codesOf(visitor)).toEqual(["UNAUTHENTICATED"]);
    const user = await t.gql(RECENT, {}, { token: await t.userToken() });
    expect(codesOf(user)).toEqual(["FORBIDDEN"]);
  });
});
