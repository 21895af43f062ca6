import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { freePort, portOpen, type Run, START_TIMEOUT_MS, startServer, waitFor } from "./child-server";
import { openTestDatabase } from "./helpers";

// SIGTERM within ten seconds (ADR 147): a server with a request stuck on the database ignored SIGTERM for minutes. Here
// a child server (api/src/main.ts) uses this test's database as its DATABASE_URL, and the test
// holds an exclusive lock on a table from its own connection, so a request reading that table
// waits on the database, as it would behind a long migration or a stuck transaction.

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.url);
  dataDir = await mkdtemp(path.join(tmpdir(), "talent-shutdown-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function startChild(env: Record<string, string> = {}): Promise<{ run: Run; port: number }> {
  const port = await freePort();
  const run = startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: "false",
    // debug: Yoga's line that it is executing the held request (inFlight below).
    LOG_LEVEL: "debug",
    ...env,
  });
  await waitFor(run, "Talent agency running at");
  return { run, port };
}

/** Holds an exclusive lock on "Category" until release(). */
async function lockCategories() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE "Category" IN ACCESS EXCLUSIVE MODE`);
  return {
    async release() {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

const HELD_REQUEST = "held-categories-read";

const readCategories = (port: number, requestId = HELD_REQUEST) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": requestId },
    body: JSON.stringify({ query: "{ categories { id } }" }),
  });

/** Until the server is executing the held request: it is then in flight when the signal comes. */
const inFlight = (run: Run) => waitFor(run, (line) => line.reqId === HELD_REQUEST && line.msg === "Processing GraphQL Parameters");

/** Until the server has stopped accepting connections: its shutdown has begun. */
async function closing(run: Run, port: number) {
  await waitFor(run, "SIGTERM received");
  while (await portOpen(port)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("SIGTERM", () => {
  it(
    "lets a request in flight finish, then exits 0 with its port closed",
    async () => {
      const { run, port } = await startChild();
      const lock = await lockCategories();
      try {
        const answer = readCategories(port);
        await inFlight(run);
        run.child.kill("SIGTERM");
        await closing(run, port);
        await lock.release();
        const response = await answer;
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { categories: [] } });
        expect(await run.exit).toBe(0);
        expect(await portOpen(port)).toBe(false);
      } finally {
        run.child.kill("SIGKILL");
        await lock.release().catch(() => undefined);
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    "cuts a request stuck on the database after the 10 s grace and exits non-zero, instead of hanging",
    async () => {
      const { run, port } = await startChild();
      const lock = await lockCategories();
      try {
        const answer = readCategories(port).then(
          (response) => `answered ${response.status}`,
          () => "connection cut",
        );
        await inFlight(run);
        const signalled = Date.now();
        run.child.kill("SIGTERM");
        const code = await Promise.race([run.exit, new Promise((resolve) => setTimeout(() => resolve("still running"), 30_000))]);
        const seconds = (Date.now() - signalled) / 1000;
        console.log(`shutdown with a request stuck on the database: exited after ${seconds.toFixed(1)} s`);
        expect(code).toBe(1);
        // Arrived before the signal (a request after it would have been refused or answered 503).
        expect(await answer).toBe("connection cut");
        expect(run.output()).toContain("Requests still running 10 s after SIGTERM");
        expect(await portOpen(port)).toBe(false);
      } finally {
        run.child.kill("SIGKILL");
        await lock.release().catch(() => undefined);
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    "with DRAIN_SECONDS, answers readiness 503 at once while it still serves, then exits 0 (a rolling restart behind a balancer)",
    async () => {
      const { run, port } = await startChild({ DRAIN_SECONDS: "6" });
      try {
        expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
        run.child.kill("SIGTERM");
        await waitFor(run, "SIGTERM received");
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
        expect(ready.status).toBe(503);
        expect((await ready.json()).failing).toContain("draining");
        const read = await readCategories(port, "read-while-draining");
        expect(read.status).toBe(200);
        expect(await run.exit).toBe(0);
      } finally {
        run.child.kill("SIGKILL");
      }
    },
    START_TIMEOUT_MS,
  );
});
