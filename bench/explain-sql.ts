import pg from "pg";
import type { TalentFilter } from "../common/schemas";
import type { Prisma } from "../api/src/db/generated/prisma/client";
import { publicDirectory } from "../api/src/services/sql/talent-filter";
import { categoriesWithCountsSql, categoryTalentCountSql, talentPageStatement } from "../api/src/services/sql/talent-public";
import { replaceSection } from "./results-file";

// `DATABASE_URL=postgresql://... npx tsx bench/explain-sql.ts`: EXPLAIN ANALYZE of the public
// statements exactly as the app builds them (ADR 090) on a filled database (the perf harness's
// gen-data.sql at 100k), written to bench/results.md between the sql markers.

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: the PostgreSQL database to explain on (e.g. the harness's talent_100k)");
const client = new pg.Client({ connectionString: url });
await client.connect();

const NO_FILTER: TalentFilter = {
  categoryId: null,
  search: null,
  ageRange: null,
  gender: null,
  location: null,
  eyeColor: null,
  hairColor: null,
  heightRange: null,
  ids: null,
};
const directory = (filter: Partial<TalentFilter>) =>
  talentPageStatement(
    { ...publicDirectory({ ...NO_FILTER, ...filter }), limit: 24, offset: 0 },
    { items: true, total: true },
    { staff: false },
  );

const categoryIds = (await client.query<{ id: number }>(`SELECT "id" FROM "Category" ORDER BY "name"`)).rows.map((row) => row.id);
const [{ n: talents }] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Talent"`)).rows as [{ n: number }];

const cases: Array<[string, Prisma.Sql]> = [
  [
    "directory page of 24 and total: category 1, Female, 26-35 (the harness's question)",
    directory({ categoryId: categoryIds[0] ?? 1, gender: "Female", ageRange: "26-35" }),
  ],
  ["public search, page and total: 'talent 4242' (one talent's bio)", directory({ search: "talent 4242" })],
  ["public search, page and total: 'Kelly' (no public field has it: last names are not searched)", directory({ search: "Kelly" })],
  ["public search, page and total: 'fitzroy' (a tenth of all talents)", directory({ search: "fitzroy" })],
  ["public search, page and total: 'Olivia K.' (a public name)", directory({ search: "Olivia K." })],
  ["public search, page and total: 'VIC' (a state, ADR 033)", directory({ search: "VIC" })],
  ["public search, page and total: 'Melbourne' (a capital's area, ADR 033)", directory({ search: "Melbourne" })],
  ["public search, page and total: 'Ava' (a first name, ranked, ADR 033)", directory({ search: "Ava" })],
  ["directory page of 24 and total: location VIC, Female", directory({ location: "VIC", gender: "Female" })],
  ["directory page of 24 and total: location greater-melbourne (ADR 033)", directory({ location: "greater-melbourne" })],
  ["categories with their counts, visitor (the categories query)", categoriesWithCountsSql(false)],
  ["category talent counts, visitor (published only)", categoryTalentCountSql(categoryIds, false)],
  ["category talent counts, staff (every talent)", categoryTalentCountSql(categoryIds, true)],
];

const parts: string[] = [
  `### SQL plans (EXPLAIN ANALYZE, PostgreSQL, ${talents} talents)`,
  "",
  `Written by \`bench/explain-sql.ts\` on ${new Date().toISOString().slice(0, 10)}: each public read is one statement (ADR 090); ` +
    "these are the statements the app sends, with their parameters. Database time is the plan's execution time, warm (second run).",
  "",
  "| statement | execution ms | planning ms |",
  "|---|---|---|",
];
const plans: string[] = [];
for (const [name, statement] of cases) {
  const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
  await client.query(explain, statement.values as unknown[]); // warm
  const { rows } = await client.query<{ "QUERY PLAN": string }>(explain, statement.values as unknown[]);
  const lines = rows.map((row) => row["QUERY PLAN"]);
  const ms = (label: string) =>
    lines
      .find((line) => line.startsWith(label))
      ?.replace(/.*: /, "")
      .replace(" ms", "") ?? "?";
  parts.push(`| ${name} | ${ms("Execution Time")} | ${ms("Planning Time")} |`);
  plans.push(`#### ${name}\n\n\`\`\`\n${lines.join("\n")}\n\`\`\``);
}
await client.end();
await replaceSection("sql", [...parts, "", ...plans].join("\n"));
console.log(parts.join("\n"));
