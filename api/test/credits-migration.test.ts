import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Credit, creditFromLine } from "../../common/credits";
import { type Database, openEmbeddedDatabase } from "../src/db/database";
import { MIGRATIONS_DIR } from "../src/db/migrate";

// The migration that turned free-text experience into credits (ADR 007): an in-memory database is
// taken to the migration before it, given experience as the old editor, the seed and old REST
// clients stored it, then migrated; every word of the old text must be in the credits.

const CONVERSION = "20261127100000_talent_credits_and_reels";

const LONG_LINE = Array.from({ length: 260 }, (_, i) => `word${i}`).join(" ");
const OLD_VALUES: Array<{ label: string; experience: unknown }> = [
  {
    label: "the seed's { text } with lines in the usual shape",
    experience: {
      text:
        "Guest role, 'Harbour Lights' (TV drama, 2023)\nLead, 'Low Tide' (short film, festival " +
        "selection, 2021)\nLead, national insurance commercial (2022)",
    },
  },
  { label: "text the editor saved as a JSON string", experience: "Lead in 'Cats' (2019)\r\n\r\n  Ten years of community theatre  " },
  { label: "structured JSON of an old client", experience: { theatre: ["Hamlet", "Macbeth"], years: 4, agent: { name: "Ann" } } },
  { label: "a list of strings", experience: ["Neighbours", "Home and Away, Seven (2019)"] },
  { label: "one line longer than a production may be", experience: { text: LONG_LINE } },
  { label: "unusual characters and quotes", experience: "Rôle, 'Ōtautahi O'Brien' (Société, 2020)\nNo year, 'Just a title'" },
  { label: "an empty object", experience: {} },
];

let db: Database;
let client: pg.Client;
const ids = new Map<string, number>();

beforeAll(async () => {
  db = await openEmbeddedDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(names).toContain(CONVERSION);
  const run = async (name: string) => client.query(await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
  for (const name of names.filter((candidate) => candidate < CONVERSION)) await run(name);
  for (const [index, { label, experience }] of OLD_VALUES.entries()) {
    const row = await client.query<{ id: number }>(
      `INSERT INTO "Talent" ("firstName", "lastName", "email", "experience", "updatedAt") VALUES ` +
        "($1, 'Old', $2, $3::jsonb, now()) RETURNING id",
      [`T${index}`, `t${index}@example.com`, JSON.stringify(experience)],
    );
    ids.set(label, row.rows[0]!.id);
  }
  const untouched = await client.query<{ id: number }>(
    `INSERT INTO "Talent" ("firstName", "lastName", "email", "updatedAt") VALUES ('None', 'Old', 'none@example.com', now()) RETURNING id`,
  );
  ids.set("no experience", untouched.rows[0]!.id);
  await run(CONVERSION);
  for (const name of names.filter((candidate) => candidate > CONVERSION)) await run(name);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await db?.close();
});

async function creditsOf(label: string): Promise<Credit[]> {
  const result = await client.query<{ credits: Credit[] }>(`SELECT credits FROM "Talent" WHERE id = $1`, [ids.get(label)]);
  return result.rows[0]!.credits;
}

/** Every word (letters and digits) of a text, in order. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const creditWords = (credits: Credit[]) =>
  credits.flatMap((credit) => wordsOf([credit.role, credit.production, credit.company, credit.year].join(" ")));

describe("the conversion of experience into credits", () => {
  it.each(OLD_VALUES)("keeps every word of $label", async ({ label, experience }) => {
    const credits = await creditsOf(label);
    const words = creditWords(credits);
    for (const word of wordsOf(
      JSON.stringify(experience)
        .replace(/\\[rn]/g, " ")
        .replace(/"text":/, ""),
    )) {
      if (word === "text" && label.startsWith("the seed")) continue;
      expect(words, `${label}: ${word}`).toContain(word);
    }
  });

  it("splits lines in the usual shape into year, production, role and company, in the old order", async () => {
    expect(await creditsOf("the seed's { text } with lines in the usual shape")).toEqual([
      { year: 2023, production: "Harbour Lights", role: "Guest role", company: "TV drama" },
      { year: 2021, production: "Low Tide", role: "Lead", company: "short film, festival selection" },
      { year: 2022, production: "Lead, national insurance commercial", role: null, company: null },
    ]);
  });

  it("keeps lines it cannot split whole as productions, and names the keys of structured JSON", async () => {
    expect(await creditsOf("text the editor saved as a JSON string")).toEqual([
      { year: 2019, production: "Lead in 'Cats'", role: null, company: null },
      { year: null, production: "Ten years of community theatre", role: null, company: null },
    ]);
    expect((await creditsOf("structured JSON of an old client")).map((credit) => credit.production)).toEqual([
      // jsonb keeps an object's keys shortest first, then in byte order: the old key order was not stored.
      "agent: name: Ann",
      "years: 4",
      "theatre: Hamlet",
      "theatre: Macbeth",
    ]);
  });

  it("cuts a line longer than a production at a space, into rows that fit", async () => {
    const credits = await creditsOf("one line longer than a production may be");
    expect(credits.length).toBeGreaterThan(1);
    for (const credit of credits) expect(credit.production.length).toBeLessThanOrEqual(1000);
    expect(credits.map((credit) => credit.production).join(" ")).toBe(LONG_LINE);
  });

  it("splits a line as common/credits.ts does (REST clients and the seed use it)", async () => {
    const lines = [
      "Guest role, 'Harbour Lights' (TV drama, 2023)",
      "Lead in 'Cats' (2019)",
      "Rôle, 'Ōtautahi O'Brien' (Société, 2020)",
      "No year, 'Just a title'",
      "Home and Away, Seven (2019)",
    ];
    const sql = await client.query<{ credits: Credit[] }>(`SELECT credits FROM "Talent" WHERE id = ANY($1) ORDER BY id`, [
      [
        ids.get("the seed's { text } with lines in the usual shape"),
        ids.get("text the editor saved as a JSON string"),
        ids.get("unusual characters and quotes"),
        ids.get("a list of strings"),
      ],
    ]);
    const fromSql = sql.rows.flatMap((row) => row.credits);
    for (const line of lines) expect(fromSql, line).toContainEqual(creditFromLine(line));
  });

  it("gives talents with no experience, or an empty one, no credits and no reels, and drops the old column", async () => {
    expect(await creditsOf("no experience")).toEqual([]);
    expect(await creditsOf("an empty object")).toEqual([]);
    const reels = await client.query(`SELECT DISTINCT reels FROM "Talent"`);
    expect(reels.rows).toEqual([{ reels: [] }]);
    const columns = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Talent' AND column_name = 'experience'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
