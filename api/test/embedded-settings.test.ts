import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "../src/db/database";

// The embedded database on a data folder, as `npm start` opens it (ADR 001): a new folder is
// created and reopened before use, runs with the trimmed shared buffers, and keeps what was written
// across a restart.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe("the embedded database on a data folder", () => {
  it("creates a new folder, runs with 32MB of shared buffers, and keeps its data across a restart", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "talent-embedded-"));
    folders.push(folder);
    const first = await openEmbeddedDatabase(path.join(folder, "pg"));
    try {
      expect(await query(first.url, "SHOW shared_buffers")).toEqual([{ shared_buffers: "32MB" }]);
      await query(first.url, "CREATE TABLE kept (body text); INSERT INTO kept VALUES ('still here')");
    } finally {
      await first.close();
    }
    const again = await openEmbeddedDatabase(path.join(folder, "pg"));
    try {
      expect(await query(again.url, "SELECT body FROM kept")).toEqual([{ body: "still here" }]);
      expect(await query(again.url, "SHOW shared_buffers")).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await again.close();
    }
  });
});
