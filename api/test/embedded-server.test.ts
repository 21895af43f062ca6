import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openEmbeddedDatabase } from "../src/db/database";

// The embedded server hands PGlite's single session to one connection per unit of work. These
// tests speak to it with plain pg clients, as Prisma's adapter and the migration runner do.

let database: Database;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  database = await openEmbeddedDatabase();
  const setup = await connect();
  await setup.query("CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL UNIQUE)");
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await database.close();
});

describe("embedded PostgreSQL server", () => {
  it("keeps another connection's statements out of an open transaction", async () => {
    const a = await connect();
    const b = await connect();
    await a.query("BEGIN");
    await a.query("INSERT INTO note (body) VALUES ('from a, rolled back')");
    // b's insert must wait for a's transaction rather than run inside it.
    const bInsert = b.query("INSERT INTO note (body) VALUES ('from b')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query("ROLLBACK");
    await bInsert;
    const { rows } = await b.query("SELECT body FROM note ORDER BY id");
    expect(rows.map((row) => row.body)).toEqual(["from b"]);
  });

  it("answers every one of many concurrent queries with its own result, errors included", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          index % 7 === 0
            ? pool.query("SELECT 1 / $1::int AS value", [0]).then(
                () => "no error",
                (error: Error) => error.message,
              )
            : pool.query("SELECT $1::int AS value", [index]).then((result) => result.rows[0].value as number),
        ),
      );
      results.forEach((result, index) => {
        expect(result).toBe(index % 7 === 0 ? "division by zero" : index);
      });
    } finally {
      await pool.end();
    }
  });

  it("rolls back the transaction of a connection that disappears and lets the others go on", async () => {
    const a = await connect();
    const b = await connect();
    await a.query("BEGIN");
    await a.query("INSERT INTO note (body) VALUES ('lost with the connection')");
    const bRead = b.query("SELECT count(*)::int AS n FROM note WHERE body = 'lost with the connection'");
    // A crash of the client: the socket closes without COMMIT or Terminate.
    a.on("error", () => undefined);
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await bRead;
    expect(rows[0].n).toBe(0);
    const after = await b.query("SELECT count(*)::int AS n FROM note");
    expect(after.rows[0].n).toBe(1);
  });

  it("keeps a failed transaction's error to its own connection", async () => {
    const a = await connect();
    const b = await connect();
    await a.query("BEGIN");
    await expect(a.query("INSERT INTO note (body) VALUES ('from b')")).rejects.toThrow(/duplicate key/);
    const bRead = b.query("SELECT count(*)::int AS n FROM note");
    await expect(a.query("SELECT 1")).rejects.toThrow(/current transaction is aborted/);
    await a.query("ROLLBACK");
    const { rows } = await bRead;
    expect(rows[0].n).toBe(1);
  });
});
