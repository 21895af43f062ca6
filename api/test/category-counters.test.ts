import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { linkCategories, setCategories } from "../src/services/category-links";
import { openTestDatabase } from "./helpers";

// The categories' talent counts are kept by triggers (ADR 090) and read as they are: they
// must equal a count of the links and talents after any writes, including two transactions that
// change the same talent's links and its public state at the same time, and bulk statements.

let database: Database;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.url);
});
afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await database?.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

type Counts = Array<{ categoryId: number; talents: number; published: number }>;

/** What the triggers keep for `categoryIds`, and what counting their links answers now. */
async function counts(client: pg.Client, categoryIds: number[]): Promise<{ kept: Counts; recounted: Counts }> {
  const kept = await client.query(
    `SELECT "categoryId", "talents", "published" FROM "CategoryTalentCount" WHERE "categoryId" = ANY($1) ORDER BY "categoryId"`,
    [categoryIds],
  );
  const recounted = await client.query(
    `SELECT c."id" AS "categoryId", count(l."talentId")::int AS "talents",
            (count(l."talentId") FILTER (WHERE t."isApproved" AND t."isPublished"))::int AS "published"
     FROM "Category" c LEFT JOIN "TalentCategory" l ON l."categoryId" = c."id" LEFT JOIN "Talent" t ON t."id" = l."talentId"
     WHERE c."id" = ANY($1) GROUP BY c."id" ORDER BY c."id"`,
    [categoryIds],
  );
  return { kept: kept.rows, recounted: recounted.rows };
}

async function agree(client: pg.Client, step: string, categoryIds: number[]) {
  const { kept, recounted } = await counts(client, categoryIds);
  expect(recounted.length, step).toBe(categoryIds.length);
  expect(kept, step).toEqual(recounted);
}

/** Categories of the test's own, so that a count left wrong by one test does not fail the next. */
let named = 0;
async function categories(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    named += 1;
    ids.push((await database.prisma.category.create({ data: { name: `Category ${named}` } })).id);
  }
  return ids;
}

let made = 0;
async function talent(published: boolean, categoryIds: number[]): Promise<number> {
  made += 1;
  const row = await database.prisma.talent.create({
    data: {
      firstName: `Count${made}`,
      lastName: "Race",
      email: `count${made}@example.com`,
      isApproved: true,
      isPublished: published,
      categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
    },
  });
  return row.id;
}

/** Whether `promise` has settled, asked at any time later. */
function settledFlag(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  return () => done;
}

describe("the category talent counts kept on write", () => {
  const TALENT_CHANGES = {
    publish: { publishedBefore: false, sql: `UPDATE "Talent" SET "isPublished" = true WHERE "id" = $1` },
    unpublish: { publishedBefore: true, sql: `UPDATE "Talent" SET "isPublished" = false WHERE "id" = $1` },
  };
  const LINK_CHANGES = {
    link: { linkedBefore: false, sql: `INSERT INTO "TalentCategory" ("categoryId", "talentId") VALUES ($2, $1)` },
    unlink: { linkedBefore: true, sql: `DELETE FROM "TalentCategory" WHERE "categoryId" = $2 AND "talentId" = $1` },
  };
  const cases = (Object.keys(TALENT_CHANGES) as Array<keyof typeof TALENT_CHANGES>).flatMap((talentChange) =>
    (Object.keys(LINK_CHANGES) as Array<keyof typeof LINK_CHANGES>).flatMap((linkChange) => [
      { talentChange, linkChange, talentFirst: true },
      { talentChange, linkChange, talentFirst: false },
    ]),
  );

  // The first transaction changes the talent (or its link) and stays open; the second then changes
  // its link (or the talent) and must wait for the first: on a server for the talent's row lock
  // (seen in pg_stat_activity before the first commits, so the second's statement has begun), on
  // the embedded database for its one session (seen queued in the embedded server). Without that lock the link's trigger read the talent
  // as it was before the uncommitted change and the change's trigger missed the uncommitted link.
  it.each(cases)(
    "equal a recount when one transaction's $talentChange meets another's $linkChange (talent first: $talentFirst)",
    async ({ talentChange, linkChange, talentFirst }) => {
      const [actors, models] = (await categories(2)) as [number, number];
      const id = await talent(
        TALENT_CHANGES[talentChange].publishedBefore,
        LINK_CHANGES[linkChange].linkedBefore ? [actors, models] : [models],
      );
      const first = await connect();
      const second = await connect();
      const secondPid = (await second.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const [firstSql, secondSql] = talentFirst
        ? [TALENT_CHANGES[talentChange].sql, LINK_CHANGES[linkChange].sql]
        : [LINK_CHANGES[linkChange].sql, TALENT_CHANGES[talentChange].sql];
      const params = (sql: string) => (sql.includes("$2") ? [id, actors] : [id]);

      await first.query("BEGIN");
      await first.query(firstSql, params(firstSql));
      const secondDone = (async () => {
        await second.query("BEGIN");
        await second.query(secondSql, params(secondSql));
        await second.query("COMMIT");
      })();
      // Until the second is seen waiting for the first, which it must do before it can finish.
      const settled = settledFlag(secondDone);
      let waiting: () => Promise<boolean>;
      if (database.mode === "postgresql") {
        // Outside both transactions: a transaction keeps one snapshot of pg_stat_activity.
        const watcher = await connect();
        waiting = async () =>
          (await watcher.query(`SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1`, [secondPid])).rows[0]?.wait_event_type ===
          "Lock";
      } else {
        waiting = async () => database.sessionWaiters!() > 0;
      }
      while (!(await waiting())) {
        expect(settled(), "the second transaction waits while the first is open").toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(settled(), "the second transaction waits while the first is open").toBe(false);
      await first.query("COMMIT");
      await secondDone;

      await agree(first, `${talentChange} and ${linkChange}`, [actors, models]);
    },
  );

  it("equal a recount after bulk statements and Prisma's link writes", async () => {
    const client = await connect();
    let cats = await categories(3);
    const [actors, models, voice] = cats as [number, number, number];
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await talent(index % 2 === 0, []));
    await client.query(
      `INSERT INTO "TalentCategory" ("categoryId", "talentId") SELECT c, t FROM unnest($1::int[]) AS c CROSS JOIN unnest($2::int[]) AS t`,
      [cats, ids],
    );
    await agree(client, "links added in one statement", cats);
    await client.query(`DELETE FROM "TalentCategory" WHERE "talentId" = ANY($1) AND "categoryId" <> $2`, [ids.slice(0, 3), voice]);
    await agree(client, "links removed in one statement", cats);
    await client.query(`UPDATE "Talent" SET "isPublished" = NOT "isPublished" WHERE "id" = ANY($1)`, [ids]);
    await agree(client, "published and unpublished in one statement", cats);

    const held = (await database.prisma.talentCategory.findMany({ where: { talentId: ids[0]! } })).map((link) => link.categoryId);
    await database.prisma.talent.update({ where: { id: ids[0]! }, data: { categories: setCategories(held, [actors, models]) } });
    await agree(client, "categories set", cats);
    await database.prisma.talent.update({
      where: { id: ids[1]! },
      data: { categories: { createMany: { data: [{ categoryId: actors }, { categoryId: voice }], skipDuplicates: true } } },
    });
    await agree(client, "categories connected (one already linked)", cats);
    await database.prisma.talent.update({ where: { id: ids[2]! }, data: { categories: { deleteMany: { categoryId: voice } } } });
    await agree(client, "a category disconnected", cats);
    await database.prisma.talent.delete({ where: { id: ids[1]! } });
    await agree(client, "a published talent deleted", cats);
    await database.prisma.talent.deleteMany({ where: { id: { in: ids.slice(2, 5) } } });
    await agree(client, "talents deleted in one statement", cats);
    await database.prisma.category.delete({ where: { id: models } });
    cats = cats.filter((id) => id !== models);
    await agree(client, "a category deleted", cats);
    const added = await database.prisma.category.create({ data: { name: "Extras" } });
    cats.push(added.id);
    await database.prisma.talent.update({ where: { id: ids[5]! }, data: { categories: linkCategories([added.id]) } });
    await agree(client, "a new category linked", cats);
    await client.query(`TRUNCATE "TalentCategory"`);
    await agree(client, "links truncated", cats);
  });
});
