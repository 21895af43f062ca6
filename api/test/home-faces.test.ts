import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";

// The home page's row of faces (ADR 166): staff feature talents with updateTalent's `featured`;
// the public `talents(featuredFirst: true)` puts the published ones among them first, the most
// recently featured first, then the newest. Nothing tells a visitor about a talent not published.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const HOME = `query ($limit: Int!) { talents(limit: $limit, featuredFirst: true) { id firstName } }`;
const NEWEST = `query ($limit: Int!) { talents(limit: $limit) { id firstName } }`;
const FEATURE = `mutation ($id: Int!, $featured: Boolean!) {
  updateTalent(id: $id, input: { featured: $featured }) { id featured featuredAt } }`;
const HISTORY = `query ($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id) { action changedFields } }`;

const DAY = 24 * 60 * 60 * 1000;
let made = 0;

/** A talent created `daysAgo` days ago; published unless said otherwise. */
async function talent(firstName: string, daysAgo: number, state: "published" | "approved" | "pending" = "published") {
  made += 1;
  return t.prisma.talent.create({
    data: {
      firstName,
      lastName: "Home",
      email: `home-${made}@example.com`,
      isApproved: state !== "pending",
      isPublished: state === "published",
      publishedAt: state === "published" ? new Date(Date.now() - daysAgo * DAY) : null,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    },
  });
}

const names = (result: GqlResult) => (result.data!.talents as Array<{ firstName: string }>).map((row) => row.firstName);

async function feature(id: number, featured = true) {
  const result = await t.gql(FEATURE, { id, featured }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.updateTalent as { featured: boolean; featuredAt: string | null };
}

describe("the home page's row of faces", () => {
  it("shows the featured published talents first, the most recently featured first, topped up with the newest", async () => {
    const old = await talent("Olive", 300);
    const older = await talent("Oscar", 200);
    for (const [i, name] of ["Nina", "Noah", "Nell", "Nate", "Nora", "Ned"].entries()) await talent(name, 10 - i);
    // Featured in this order: Oscar's is the latest choice, so he leads.
    expect(await feature(old.id)).toMatchObject({ featured: true, featuredAt: expect.any(String) });
    await feature(older.id);

    const home = await t.gql(HOME, { limit: 6 });
    expect(home.errors).toBeUndefined();
    expect(names(home)).toEqual(["Oscar", "Olive", "Ned", "Nora", "Nate", "Nell"]);
    // The directory's own order is unchanged: newest first, featured or not.
    expect(names(await t.gql(NEWEST, { limit: 3 }))).toEqual(["Ned", "Nora", "Nate"]);
  });

  it("never shows a featured talent that is not published, nor says anything about one", async () => {
    const hidden = await talent("Hana", 400, "approved");
    const pending = await talent("Pia", 400, "pending");
    await feature(hidden.id);
    await feature(pending.id);
    const home = await t.gql(HOME, { limit: 100 });
    expect(names(home)).not.toContain("Hana");
    expect(names(home)).not.toContain("Pia");
    expect(names(home).slice(0, 2)).toEqual(["Oscar", "Olive"]);

    // Published later, she leads: her featuring is the most recent.
    await t.prisma.talent.update({ where: { id: hidden.id }, data: { isPublished: true, publishedAt: new Date() } });
    expect(names(await t.gql(HOME, { limit: 3 }))).toEqual(["Hana", "Oscar", "Olive"]);
  });

  it("drops a talent from the front when staff remove it, and logs both changes", async () => {
    const olive = await t.prisma.talent.findFirstOrThrow({ where: { firstName: "Olive" } });
    expect(await feature(olive.id, false)).toMatchObject({ featured: false });
    expect(names(await t.gql(HOME, { limit: 3 }))).toEqual(["Hana", "Oscar", "Ned"]);
    const history = await t.gql(HISTORY, { id: olive.id }, { token: admin });
    expect(history.data!.activityFor).toEqual([
      { action: "update", changedFields: ["featured"] },
      { action: "update", changedFields: ["featured"] },
    ]);
  });

  it("is set by staff only: anonymous and signed-in visitors are refused and nothing changes", async () => {
    const ned = await t.prisma.talent.findFirstOrThrow({ where: { firstName: "Ned" } });
    const anonymous = await t.gql(FEATURE, { id: ned.id, featured: true });
    expect(codesOf(anonymous)).toEqual(["UNAUTHENTICATED"]);
    const visitor = await t.gql(FEATURE, { id: ned.id, featured: true }, { token: await t.userToken() });
    expect(codesOf(visitor)).toEqual(["FORBIDDEN"]);
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id: ned.id } });
    expect(stored).toMatchObject({ featured: false, featuredAt: null });
  });

  it("keeps the flag off the public Talent type", async () => {
    const asked = await t.gql(`{ talents(limit: 1) { id featured } }`);
    expect(asked.data).toBeUndefined();
    expect(asked.errors![0]!.message).toContain('Cannot query field "featured" on type "Talent"');
  });
});

describe("the cached home page", () => {
  it("shows a newly featured talent at once: featuring clears the cached answers", async () => {
    const cached = await startTestApp({ RESPONSE_CACHE: "true" });
    try {
      const token = await cached.adminToken();
      const [older, newer] = await Promise.all(
        [
          ["Cleo", 30],
          ["Cara", 1],
        ].map(([firstName, daysAgo], i) =>
          cached.prisma.talent.create({
            data: {
              firstName: firstName as string,
              lastName: "Cache",
              email: `cache-${i}@example.com`,
              isApproved: true,
              isPublished: true,
              createdAt: new Date(Date.now() - (daysAgo as number) * DAY),
            },
          }),
        ),
      );
      const first = await cached.gql(HOME, { limit: 2 });
      expect(names(first)).toEqual(["Cara", "Cleo"]);
      const featured = await cached.gql(FEATURE, { id: older!.id, featured: true }, { token });
      expect(featured.errors).toBeUndefined();
      expect(names(await cached.gql(HOME, { limit: 2 }))).toEqual(["Cleo", "Cara"]);
      expect(newer!.id).toBeGreaterThan(older!.id);
    } finally {
      await cached.close();
    }
  });
});
