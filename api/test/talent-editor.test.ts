import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITING_MESSAGES } from "../../common/editing";
import { ADMIN_EMAIL, codesOf, startTestApp, type TestApp } from "./helpers";
import { expectOwnRowsCovered, restClient, type RestClient } from "./rest-helpers";

// The editor's API: versions that refuse a save over someone else's change (ADR 040), the activity
// it records, the staff list's total and its CSV export (ADR 008).

let t: TestApp;
let admin: string;
let api: RestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  api = restClient(t);
});
afterAll(async () => {
  await t?.close();
});

const UPDATE = `mutation ($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {
  updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) { id firstName height version } }`;
const HISTORY = `query ($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id) { action changedFields summary } }`;

async function talent(firstName: string, extra: Record<string, unknown> = {}) {
  return t.prisma.talent.create({ data: { firstName, lastName: "Tran", email: `${firstName.toLowerCase()}@example.com`, ...extra } });
}

describe("updateTalent with expectedVersion", () => {
  it("saves from the current version, raises it, and records the changed fields", async () => {
    const mia = await talent("Mia", { height: 170 });
    expect(mia.version).toBe(1);
    const saved = await t.gql(
      UPDATE,
      { id: mia.id, input: { height: 172, bio: null, firstName: "Mia" }, expectedVersion: 1 },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateTalent).toMatchObject({ height: 172, version: 2 });
    const history = await t.gql(HISTORY, { id: mia.id }, { token: admin });
    // The name and bio were sent unchanged: only height is named.
    expect(history.data!.activityFor).toEqual([
      { action: "update", changedFields: ["height"], summary: `${ADMIN_EMAIL} edited Mia Tran (height)` },
    ]);
  });

  it("refuses a save from an older version with CONFLICT, writes nothing and logs nothing", async () => {
    const ned = await talent("Ned", { height: 180 });
    const first = await t.gql(UPDATE, { id: ned.id, input: { height: 181 }, expectedVersion: 1 }, { token: admin });
    expect(first.errors).toBeUndefined();
    const stale = await t.gql(UPDATE, { id: ned.id, input: { height: 199 }, expectedVersion: 1 }, { token: admin });
    expect(codesOf(stale)).toEqual(["CONFLICT"]);
    expect(stale.errors![0]!.message).toBe(EDITING_MESSAGES.staleVersion);
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id: ned.id } });
    expect(stored).toMatchObject({ height: 181, version: 2 });
    const history = await t.gql(HISTORY, { id: ned.id }, { token: admin });
    expect(history.data!.activityFor).toHaveLength(1);
  });

  it("counts approve and publish as writes: an editor opened before them cannot save", async () => {
    const ava = await talent("Ava");
    await t.gql(`mutation ($id: Int!) { approveTalent(id: $id, notify: false) { id } }`, { id: ava.id }, { token: admin });
    const stale = await t.gql(UPDATE, { id: ava.id, input: { height: 160 }, expectedVersion: 1 }, { token: admin });
    expect(codesOf(stale)).toEqual(["CONFLICT"]);
    const fresh = await t.gql(UPDATE, { id: ava.id, input: { height: 160 }, expectedVersion: 2 }, { token: admin });
    expect(fresh.data!.updateTalent.version).toBe(3);
  });

  it("of two saves from the same version at once, exactly one wins", async () => {
    const zoe = await talent("Zoe");
    const results = await Promise.all(
      [150, 151].map((height) => t.gql(UPDATE, { id: zoe.id, input: { height }, expectedVersion: 1 }, { token: admin })),
    );
    expect(results.map((result) => codesOf(result)[0] ?? "OK").sort()).toEqual(["CONFLICT", "OK"]);
  });

  it("saves without expectedVersion as before, and answers NOT_FOUND for a missing talent", async () => {
    const leo = await talent("Leo");
    const saved = await t.gql(UPDATE, { id: leo.id, input: { height: 190 } }, { token: admin });
    expect(saved.data!.updateTalent.version).toBe(2);
    const missing = await t.gql(UPDATE, { id: 999999, input: { height: 190 }, expectedVersion: 1 }, { token: admin });
    expect(codesOf(missing)).toEqual(["NOT_FOUND"]);
  });

  it("answers 409 with the message on the REST shim", async () => {
    const eve = await talent("Eve");
    const ok = await api.call("PUT", `/api/talents/${eve.id}`, { token: admin, json: { height: 165, expectedVersion: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(2);
    const stale = await api.call("PUT", `/api/talents/${eve.id}`, { token: admin, json: { height: 166, expectedVersion: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: EDITING_MESSAGES.staleVersion, error: "Conflict" });
  });
});

describe("the CSV export", () => {
  it("downloads the filtered list as UTF-8 CSV with a BOM, a header row and formulas defused", async () => {
    await talent("Zoë", { lastName: "=cmd|' /C calc'!A0", phone: "+61 400 111 222", suburb: "Bondi, NSW", isApproved: true });
    const answer = await api.call("GET", "/api/talents/export.csv?status=approved&search=zo%C3%AB", { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe("text/csv; charset=utf-8");
    expect(answer.text.startsWith("\uFEFF")).toBe(true);
    const lines = answer.text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^ID,Status,First name,Last name,Email,Phone,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,approved,Zoë,'=cmd|' /C calc'!A0,zoë@example.com,'+61 400 111 222,`);
    expect(lines[1]).toContain(`"Bondi, NSW"`);
  });

  it("is staff only", async () => {
    expect((await api.call("GET", "/api/talents/export.csv")).status).toBe(401);
    expect((await api.call("GET", "/api/talents/export.csv", { token: await t.userToken() })).status).toBe(403);
    const visitor = await t.gql(`{ adminTalentsCsv }`);
    expect(codesOf(visitor)).toContain("UNAUTHENTICATED");
  });

  it("refuses an unknown status with the field's message", async () => {
    const answer = await api.call("GET", "/api/talents/export.csv?status=sleeping", { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty("status");
  });

  it("proved the editor's rows of the route table", () => {
    expectOwnRowsCovered(api, "editor");
  });
});
