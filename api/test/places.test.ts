import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localityRows, regionOf } from "../../common/places/localities";
import { REGIONS } from "../../common/places/regions";
import { SUBURBS } from "../src/db/demo/world";
import { codesOf, startTestApp, type TestApp } from "./helpers";

// Place in the public directory (ADR 033): the region derived on write, the search naming a
// state or a region, the location filter, and names ranked first.

let t: TestApp;
const ids: Record<string, number> = {};
const PUBLISHED = { isApproved: true, isPublished: true, publishedAt: new Date("2024-06-01T00:00:00Z") };

async function talent(key: string, data: { firstName: string; suburb?: string; state?: string; bio?: string }, day: number) {
  const row = await t.prisma.talent.create({
    data: { ...PUBLISHED, lastName: "Placetest", email: `${key}@places.test`, createdAt: new Date(Date.UTC(2024, 0, day)), ...data },
  });
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  await talent("fitzroy", { firstName: "Mabel", suburb: "Fitzroy", state: "VIC" }, 1);
  await talent("stkilda", { firstName: "Nora", suburb: "  st   KILDA ", state: "VIC" }, 2);
  await talent("geelong", { firstName: "Otto", suburb: "Geelong", state: "VIC" }, 3);
  await talent("bondi", { firstName: "Pia", suburb: "Bondi", state: "NSW", bio: "Grew up in Victoria Park, Perth." }, 4);
  await talent("newcastle", { firstName: "Quin", suburb: "Newcastle", state: "NSW" }, 5);
  await talent("braddon", { firstName: "Rhea", suburb: "Braddon", state: "ACT" }, 6);
  await talent("nowhere", { firstName: "Sol", suburb: "Bunyip North", state: "VIC" }, 7);
  await talent("nostate", { firstName: "Tess", suburb: "Fitzroy" }, 8);
  // Names: the Avas, a name starting with Ava, and talents whose text merely contains 'ava'.
  await talent("lava", { firstName: "Zed", suburb: "Bondi", state: "NSW", bio: "Loves lava lamps." }, 9);
  await talent("avalon", { firstName: "Avalon", suburb: "Manly", state: "NSW" }, 10);
  await talent("ava1", { firstName: "Ava", suburb: "Subiaco", state: "WA" }, 11);
  await talent("java", { firstName: "Yara", suburb: "Parap", state: "NT", bio: "Java and Python coder turned actor." }, 12);
  await talent("ava2", { firstName: "ava", suburb: "Hobart", state: "TAS" }, 13);
  await talent("hidden", { firstName: "Ava", suburb: "Carlton", state: "VIC" }, 14);
  await t.prisma.talent.update({ where: { id: ids.hidden! }, data: { isPublished: false } });
});
afterAll(async () => {
  await t?.close();
});

const DIRECTORY = `query ($filter: TalentFilter, $limit: Int) {
  talentDirectory(filter: $filter, limit: $limit) { total items { id } }
}`;

async function found(filter: Record<string, unknown>): Promise<string[]> {
  const result = await t.gql<{ talentDirectory: { total: number; items: Array<{ id: number }> } }>(DIRECTORY, { filter, limit: 48 });
  expect(result.errors).toBeUndefined();
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  const keys = result.data!.talentDirectory.items.map((item) => byId.get(item.id) ?? `other ${item.id}`);
  expect(result.data!.talentDirectory.total).toBe(keys.length);
  return keys;
}
const sorted = (keys: string[]) => [...keys].sort();

async function storedRegion(key: string): Promise<string | null> {
  const rows = await t.prisma.$queryRawUnsafe<Array<{ region: string | null }>>(`SELECT "region" FROM "Talent" WHERE "id" = $1`, ids[key]);
  return rows[0]!.region;
}

describe("the locality table", () => {
  it("maps every suburb of the demo data to a row of its own state", () => {
    const rows = new Set(localityRows().map((row) => `${row.state}|${row.name}`));
    const missing = Object.entries(SUBURBS).flatMap(([state, suburbs]) =>
      suburbs.filter(([suburb]) => !rows.has(`${state}|${suburb}`)).map(([suburb]) => `${suburb} (${state})`),
    );
    expect(missing).toEqual([]);
  });

  it("names each locality once per state, in a region of that state", () => {
    const rows = localityRows();
    expect(new Set(rows.map((row) => `${row.state}|${row.name.toLowerCase()}`)).size).toBe(rows.length);
    for (const row of rows) expect(REGIONS.find((region) => region.id === row.region)!.state).toBe(row.state);
    expect(rows.length).toBeGreaterThan(300);
  });

  it("is in the database as it is in common/places/localities.ts", async () => {
    const stored = await t.prisma.$queryRawUnsafe<Array<{ state: string; key: string; name: string; region: string }>>(
      `SELECT "state", "key", "name", "region" FROM "PlaceLocality" ORDER BY "state", "key"`,
    );
    const expected = localityRows()
      .map((row) => ({ state: row.state, key: row.name.toLowerCase(), name: row.name, region: row.region }))
      .sort((a, b) => (a.state === b.state ? (a.key < b.key ? -1 : 1) : a.state < b.state ? -1 : 1));
    expect(stored).toEqual(expected);
  });
});

describe("a talent's region", () => {
  it("is derived from the suburb and state on write, case and spacing aside", async () => {
    expect(await storedRegion("fitzroy")).toBe("greater-melbourne");
    expect(await storedRegion("stkilda")).toBe("greater-melbourne");
    expect(await storedRegion("geelong")).toBe("rest-of-vic");
    expect(await storedRegion("bondi")).toBe("greater-sydney");
    expect(await storedRegion("newcastle")).toBe("rest-of-nsw");
    expect(await storedRegion("braddon")).toBe("australian-capital-territory");
    // Not in the table: the rest of its state. No state: no region.
    expect(await storedRegion("nowhere")).toBe("rest-of-vic");
    expect(await storedRegion("nostate")).toBeNull();
    expect(regionOf("Bunyip North", "VIC")).toBe("rest-of-vic");
  });

  it("follows a change of suburb or of state", async () => {
    const { id } = await t.prisma.talent.create({
      data: { firstName: "Moving", lastName: "Placetest", email: "moving@places.test", suburb: "Richmond", state: "VIC" },
    });
    ids.moving = id;
    expect(await storedRegion("moving")).toBe("greater-melbourne");
    await t.prisma.talent.update({ where: { id }, data: { state: "NSW" } });
    expect(await storedRegion("moving")).toBe("rest-of-nsw");
    await t.prisma.talent.update({ where: { id }, data: { suburb: "Paddington", state: "QLD" } });
    expect(await storedRegion("moving")).toBe("greater-brisbane");
    await t.prisma.talent.update({ where: { id }, data: { suburb: null } });
    expect(await storedRegion("moving")).toBe("rest-of-qld");
  });
});

describe("a search naming a place", () => {
  it("finds a state's talents by its abbreviation or its name, in any case", async () => {
    const victoria = ["fitzroy", "stkilda", "geelong", "nowhere"];
    // Both also find, as any search does, the text that holds the term: a bio naming Victoria Park.
    expect(sorted(await found({ search: "VIC" }))).toEqual(sorted([...victoria, "bondi"]));
    expect(sorted(await found({ search: "vic" }))).toEqual(sorted([...victoria, "bondi"]));
    expect(sorted(await found({ search: "  Victoria " }))).toEqual(sorted([...victoria, "bondi"]));
    expect(sorted(await found({ search: "tasmania" }))).toEqual(["ava2"]);
    expect(sorted(await found({ search: "australian capital territory" }))).toEqual(["braddon"]);
  });

  it("lists the place's talents and the text's matches together, newest first, page after page", async () => {
    const order = ["nowhere", "bondi", "geelong", "stkilda", "fitzroy"];
    expect(await found({ search: "VIC" })).toEqual(order);
    const paged: string[] = [];
    for (const offset of [0, 2, 4]) {
      const result = await t.gql<{ talentDirectory: { total: number; items: Array<{ id: number }> } }>(
        "query ($filter: TalentFilter, $offset: Int) { talentDirectory(filter: $filter, limit: 2, " +
          "offset: $offset) { total items { id } } }",
        { filter: { search: "vic" }, offset },
      );
      expect(result.data!.talentDirectory.total).toBe(5);
      paged.push(...result.data!.talentDirectory.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id)!));
    }
    expect(paged).toEqual(order);
    // With another filter the place's talents are narrowed too.
    expect(await found({ search: "Victoria", location: "rest-of-vic" })).toEqual(["nowhere", "geelong"]);
  });

  it("finds a capital's whole area by the city's name, and not the rest of the state", async () => {
    expect(sorted(await found({ search: "Melbourne" }))).toEqual(sorted(["fitzroy", "stkilda"]));
    expect(sorted(await found({ search: "greater sydney" }))).toEqual(sorted(["bondi", "lava", "avalon"]));
    expect(sorted(await found({ search: "Canberra" }))).toEqual(["braddon"]);
  });

  it("finds a suburb as before, and never the hidden talent", async () => {
    expect(await found({ search: "fitzroy" })).toEqual(["nostate", "fitzroy"]);
    expect(await found({ search: "Carlton" })).toEqual([]);
  });
});

describe("a name search", () => {
  it("ranks exact first names first, then first names starting with it, then the rest, newest first in each", async () => {
    expect(await found({ search: "Ava" })).toEqual(["ava2", "ava1", "avalon", "java", "lava"]);
    expect(await found({ search: "ava" })).toEqual(["ava2", "ava1", "avalon", "java", "lava"]);
    // A public name: that first name and initial, then the other first names starting with it.
    expect(await found({ search: "Ava P." })).toEqual(["ava2", "ava1", "avalon"]);
  });

  it("keeps pages in the ranked order", async () => {
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const result = await t.gql<{ talentDirectory: { items: Array<{ id: number }> } }>(
        `query ($filter: TalentFilter, $offset: Int) { talentDirectory(filter: $filter, limit: 2, offset: $offset) { items { id } } }`,
        { filter: { search: "ava" }, offset },
      );
      pages.push(...result.data!.talentDirectory.items.map((item) => item.id));
    }
    expect(pages).toEqual(["ava2", "ava1", "avalon", "java", "lava"].map((key) => ids[key]));
  });
});

describe("the location filter", () => {
  it("narrows to a region or a state", async () => {
    expect(sorted(await found({ location: "greater-melbourne" }))).toEqual(sorted(["fitzroy", "stkilda"]));
    expect(sorted(await found({ location: "rest-of-vic" }))).toEqual(sorted(["geelong", "nowhere"]));
    expect(sorted(await found({ location: "NSW" }))).toEqual(sorted(["bondi", "newcastle", "lava", "avalon"]));
    expect(await found({ location: "greater-brisbane" })).toEqual([]);
    expect(await found({ location: "greater-sydney", search: "ava" })).toEqual(["avalon", "lava"]);
  });

  it("refuses a value that is not a state or a region, naming the field", async () => {
    const result = await t.gql(DIRECTORY, { filter: { location: "Melbourne" } });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      location: expect.stringMatching(
        /^Location must be all, a state \(NSW, VIC, QLD, WA, SA, TAS, NT, ACT\) or a region \(greater-sydney, /,
      ),
    });
  });

  it("is read from the REST address too, with a 400 naming the field", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/talents?location=australian-capital-territory" });
    expect(ok.statusCode).toBe(200);
    expect(JSON.stringify(ok.json())).toContain(`"id":${ids.braddon}`);
    const bad = await t.app.inject({ method: "GET", url: "/api/talents?location=Narnia" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ location: expect.stringMatching(/^Location must be all, a state /) });
  });
});
