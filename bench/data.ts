import { readFile } from "node:fs/promises";
import pg from "pg";

// Fills a migrated database with `talents` generated talents in bulk SQL (generate_series; a copy
// of the peer benchmark harness's data generator, bench/sql/gen-data.sql, plus requests), statement by statement on one connection, so
// it runs the same through PostgreSQL and through the embedded server. 100k talents take seconds
// on PostgreSQL; one Prisma call per row would take many minutes.

export async function loadTalents(url: string, talents: number): Promise<{ ms: number; talents: number; published: number }> {
  const started = Date.now();
  const text = await readFile(new URL("./sql/gen-data.sql", import.meta.url), "utf8");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of text.replace(/(?<!:):n\b/g, String(Math.trunc(talents))).split("--@@")) {
      if (statement.replace(/--.*$/gm, "").trim()) await client.query(statement);
    }
    const { rows } = await client.query<{ n: number; published: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE "isApproved" AND "isPublished")::int AS published FROM "Talent"`,
    );
    return { ms: Date.now() - started, talents: rows[0]!.n, published: rows[0]!.published };
  } finally {
    await client.end();
  }
}

export const parseScale = (scale: string) => Number(scale.replace(/k$/i, "000").replace(/m$/i, "000000"));
