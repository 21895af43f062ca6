import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "../src/db/database";
import { MIGRATIONS_DIR } from "../src/db/migrate";
import { createDatabaseFromTemplate, databaseUrl, onServer } from "./database-template";

// The migration that made the talent-category link an explicit join model (ADR 007): a database is
// taken to the migration before it and given links the old way ("_CategoryToTalent", "A" the
// category, "B" the talent), then migrated. Every link must be in "TalentCategory", the counts and
// directory entries the triggers kept must be as they were, and the triggers must keep them on the
// renamed table. On an empty database of the server when TEST_DATABASE_URL is set, else embedded.

const JOIN_MODEL = "20261127190000_talent_category_join_model";

let client: pg.Client;
let close: () => Promise<void>;

async function emptyDatabase(): Promise<{ url: string; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedDatabase();
  const name = `talent_migration_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await createDatabaseFromTemplate(serverUrl, name, null);
  return {
    url: databaseUrl(serverUrl, name),
    close: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

const rows = async (sql: string) => (await client.query(sql)).rows;
const COUNTS = `SELECT "categoryId", "talents", "published" FROM "CategoryTalentCount" ORDER BY 1`;
const ENTRIES = `SELECT "talentId", "categoryId", "gender", "age" FROM "PublicDirectoryEntry" ORDER BY 1, 2`;
const RECOUNT = `SELECT c."id" AS "categoryId", count(l."talentId")::int AS "talents",
    (count(l."talentId") FILTER (WHERE t."isApproved" AND t."isPublished"))::int AS "published"
  FROM "Category" c LEFT JOIN "TalentCategory" l ON l."categoryId" = c."id" LEFT JOIN "Talent" t ON t."id" = l."talentId"
  GROUP BY c."id" ORDER BY 1`;

let before: { links: unknown[]; counts: unknown[]; entries: unknown[] };
const talent: Record<string, number> = {};
const category: Record<string, number> = {};

beforeAll(async () => {
  const database = await emptyDatabase();
  close = database.close;
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(names).toContain(JOIN_MODEL);
  const run = async (name: string) => client.query(await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
  for (const name of names.filter((candidate) => candidate < JOIN_MODEL)) await run(name);

  for (const name of ["Actors", "Models", "Voice"]) {
    const row = await client.query<{ id: number }>(`INSERT INTO "Category" ("name", "updatedAt") VALUES ($1, now()) RETURNING id`, [name]);
    category[name] = row.rows[0]!.id;
  }
  const people: Array<[string, boolean, boolean]> = [
    ["Pia", true, true],
    ["Quinn", true, false],
    ["Ray", false, false],
    ["Sam", true, true],
    ["Tess", true, true],
  ];
  for (const [firstName, approved, published] of people) {
    const row = await client.query<{ id: number }>(
      `INSERT INTO "Talent" ("firstName", "lastName", "email", "gender", "age", "isApproved", "isPublished", "updatedAt")
       VALUES ($1, 'Old', $2, 'Female', 30, $3, $4, now()) RETURNING id`,
      [firstName, `${firstName.toLowerCase()}@example.com`, approved, published],
    );
    talent[firstName] = row.rows[0]!.id;
  }
  // Tess has no category.
  const links: Array<[string, string]> = [
    ["Actors", "Pia"],
    ["Models", "Pia"],
    ["Actors", "Quinn"],
    ["Voice", "Ray"],
    ["Models", "Sam"],
    ["Voice", "Sam"],
  ];
  for (const [categoryName, firstName] of links) {
    await client.query(`INSERT INTO "_CategoryToTalent" ("A", "B") VALUES ($1, $2)`, [category[categoryName], talent[firstName]]);
  }
  before = {
    links: await rows(`SELECT "B" AS "talentId", "A" AS "categoryId" FROM "_CategoryToTalent" ORDER BY 1, 2`),
    counts: await rows(COUNTS),
    entries: await rows(ENTRIES),
  };
  for (const name of names.filter((candidate) => candidate >= JOIN_MODEL)) await run(name);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await close?.();
});

describe("the talent-category link as the join model TalentCategory", () => {
  it("keeps every link, the counts and the directory entries", async () => {
    expect(before.links).toHaveLength(6);
    expect(await rows(`SELECT "talentId", "categoryId" FROM "TalentCategory" ORDER BY 1, 2`)).toEqual(before.links);
    expect(await rows(COUNTS)).toEqual(before.counts);
    expect(await rows(ENTRIES)).toEqual(before.entries);
    expect(before.entries).toHaveLength(4);
  });

  it("leaves no table, column, index, trigger or function under the implicit table's names", async () => {
    expect(await rows(`SELECT to_regclass('"_CategoryToTalent"') AS gone`)).toEqual([{ gone: null }]);
    expect(await rows(`SELECT conname FROM pg_constraint WHERE conname LIKE '%CategoryToTalent%'`)).toEqual([]);
    expect(await rows(`SELECT proname FROM pg_proc WHERE prosrc LIKE '%CategoryToTalent%'`)).toEqual([]);
    expect(await rows(`SELECT indexname FROM pg_indexes WHERE tablename = 'TalentCategory' ORDER BY 1`)).toEqual([
      { indexname: "TalentCategory_categoryId_talentId_idx" },
      { indexname: "TalentCategory_pkey" },
    ]);
    expect(
      await rows(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = '"TalentCategory"'::regclass AND contype IN ('p', 'f') ORDER BY 1`),
    ).toEqual([
      {
        conname: "TalentCategory_categoryId_fkey",
        def: 'FOREIGN KEY ("categoryId") REFERENCES "Category"(id) ON UPDATE CASCADE ON DELETE CASCADE',
      },
      { conname: "TalentCategory_pkey", def: 'PRIMARY KEY ("talentId", "categoryId")' },
      {
        conname: "TalentCategory_talentId_fkey",
        def: 'FOREIGN KEY ("talentId") REFERENCES "Talent"(id) ON UPDATE CASCADE ON DELETE CASCADE',
      },
    ]);
    expect(
      (await rows(`SELECT tgname FROM pg_trigger WHERE tgrelid = '"TalentCategory"'::regclass AND NOT tgisinternal ORDER BY 1`)).map(
        (row) => row.tgname,
      ),
    ).toEqual([
      "TalentCategory_public_directory_added",
      "TalentCategory_public_directory_removed",
      "TalentCategory_public_directory_truncate",
      "TalentCategory_talent_count_added",
      "TalentCategory_talent_count_removed",
      "TalentCategory_talent_count_truncate",
    ]);
  });

  it("keeps the counts and the directory entries on every kind of write to the renamed table", async () => {
    const entriesOf = async (id: number) =>
      (await client.query(`SELECT "categoryId" FROM "PublicDirectoryEntry" WHERE "talentId" = $1 ORDER BY 1`, [id])).rows.map(
        (row: { categoryId: number }) => row.categoryId,
      );
    await client.query(`INSERT INTO "TalentCategory" ("talentId", "categoryId") VALUES ($1, $2), ($1, $3)`, [
      talent.Tess,
      category.Actors,
      category.Voice,
    ]);
    expect(await entriesOf(talent.Tess!)).toEqual([category.Actors, category.Voice]);
    expect(await rows(COUNTS)).toEqual(await rows(RECOUNT));

    await client.query(`DELETE FROM "TalentCategory" WHERE "talentId" = $1 AND "categoryId" = $2`, [talent.Pia, category.Models]);
    expect(await entriesOf(talent.Pia!)).toEqual([category.Actors]);
    expect(await rows(COUNTS)).toEqual(await rows(RECOUNT));

    await client.query(`UPDATE "Talent" SET "isPublished" = true WHERE "id" = $1`, [talent.Quinn]);
    expect(await entriesOf(talent.Quinn!)).toEqual([category.Actors]);
    expect(await rows(COUNTS)).toEqual(await rows(RECOUNT));

    await client.query(`DELETE FROM "Talent" WHERE "id" = $1`, [talent.Sam]);
    expect(await entriesOf(talent.Sam!)).toEqual([]);
    expect(await rows(COUNTS)).toEqual(await rows(RECOUNT));

    await client.query(`TRUNCATE "TalentCategory"`);
    expect(await rows(`SELECT count(*)::int AS n FROM "PublicDirectoryEntry"`)).toEqual([{ n: 0 }]);
    expect(await rows(COUNTS)).toEqual(await rows(RECOUNT));
  });
});
