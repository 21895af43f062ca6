import { createServer } from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createSchema, createYoga } from "graphql-yoga";
import pg from "pg";
import { PGLITE_OPTIONS } from "../api/src/db/database";
import { answerStats, countPgStatements, countStatement, ready } from "./child-stats";

// The floors beside the app (children of bench/run.ts), as in the peer benchmark harness: BENCH_FLOOR=raw is
// one hand-written SQL statement answering the directory's JSON behind node:http, on node-postgres
// (BENCH_DATABASE_URL) or on PGlite itself (BENCH_DATA_DIR/pg, the app's embedded files);
// BENCH_FLOOR=yoga is GraphQL Yoga answering { hello }, the HTTP + GraphQL floor.

/** The directory question of the app's case: category 1, Female, 26-35, newest 24, first image. */
export const RAW_SQL = `
SELECT json_build_object('data', json_build_object('talents', coalesce(json_agg(r), '[]'::json)))::text AS body FROM (
  SELECT t.id,
    CASE WHEN length(trim(t."lastName")) > 0 THEN trim(t."firstName") || ' ' || upper(left(trim(t."lastName"), 1)) || '.'
         ELSE trim(t."firstName") END AS "displayName",
    CASE WHEN t."birthDay" IS NOT NULL AND t."birthMonth" IS NOT NULL AND t."birthYear" IS NOT NULL
         THEN extract(year FROM $3::date)::int - t."birthYear"
              - CASE WHEN (extract(month FROM $3::date)::int, extract(day FROM $3::date)::int) < (t."birthMonth", t."birthDay") THEN 1 ELSE 0 END
         ELSE t.age END AS age,
    (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]'::json)
       FROM "TalentCategory" ct JOIN "Category" c ON c.id = ct."categoryId" WHERE ct."talentId" = t.id) AS categories,
    coalesce((SELECT coalesce(i."cardUrl", i."storageUrl") FROM "TalentImage" i
               WHERE i."talentId" = t.id AND i."storageUrl" IS NOT NULL ORDER BY i.sequence, i.id LIMIT 1),
             t."imageUrl", t."headshotUrl", t."fullBodyShotUrl") AS "firstImageUrl"
  FROM "Talent" t
  WHERE t."isApproved" AND t."isPublished"
    AND EXISTS (SELECT 1 FROM "TalentCategory" ct WHERE ct."talentId" = t.id AND ct."categoryId" = $1)
    AND t.gender = $2
    AND ((t."birthDate" <= $4::date AND t."birthDate" > $5::date) OR (t."birthDate" IS NULL AND t.age >= $6 AND t.age <= $7))
  ORDER BY t."createdAt" DESC, t.id DESC
  LIMIT $8
) r`;

/** A date `years` before today, clamped to the month's last day (the app's age bands). */
function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const lastDay = new Date(Date.UTC(year, today.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, today.getUTCMonth(), Math.min(today.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

export function rawParams(limit = 24, today = new Date()) {
  return [1, "Female", today.toISOString().slice(0, 10), yearsBefore(today, 26), yearsBefore(today, 36), 26, 35, limit];
}

async function rawQuery(): Promise<{ run: (params: unknown[]) => Promise<string>; close: () => Promise<void> }> {
  if (process.env.BENCH_MODE === "postgresql") {
    countPgStatements();
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
    return {
      run: async (values) => (await pool.query<{ body: string }>({ text: RAW_SQL, values })).rows[0]!.body,
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...JSON.parse(process.env.BENCH_PGLITE_OPTIONS ?? "{}"),
    dataDir: path.join(process.env.BENCH_DATA_DIR!, "pg"),
  });
  return {
    run: async (values) => {
      countStatement();
      return (await db.query<{ body: string }>(RAW_SQL, values)).rows[0]!.body;
    },
    close: () => db.close(),
  };
}

if (process.env.BENCH_FLOOR) {
  const raw = process.env.BENCH_FLOOR === "raw" ? await rawQuery() : undefined;
  const yoga = createYoga({
    schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "world" } } }),
    graphiql: false,
    landingPage: false,
    logging: false,
  });
  const server = raw
    ? createServer((request, response) => {
        request.resume();
        request.on("end", () => {
          raw
            .run(rawParams())
            .then((body) => {
              response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
              response.end(body);
            })
            .catch((error) => {
              response.writeHead(500, { "content-type": "text/plain" });
              response.end(String(error));
            });
        });
      })
    : createServer(yoga);
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT), "127.0.0.1", resolve));
  answerStats(async () => {
    server.close();
    await raw?.close();
  });
  ready();
}
