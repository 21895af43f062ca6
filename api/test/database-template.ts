import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { EMBEDDED_EXTENSIONS } from "../src/db/database";
import { EmbeddedPostgresServer } from "../src/db/embedded-server";
import { migrate } from "../src/db/migrate";

// The test run's migrated database template (ADR 176): made once per run in Vitest's globalSetup,
// then copied by every test file instead of migrating a new database per file.
// - Embedded mode: a PGlite data directory dumped after migrating; a file's database starts from
//   it (PGlite's loadDataDir), which also skips PGlite's initdb.
// - PostgreSQL mode (TEST_DATABASE_URL): a template database; each file's database is
//   `CREATE DATABASE ... TEMPLATE` of it.

export type DatabaseTemplate = { kind: "embedded"; file: string } | { kind: "postgresql"; database: string };

declare module "vitest" {
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** Migrates a template for this run; answers it and how to remove it afterwards. */
export async function createDatabaseTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerTemplate(serverUrl) : createEmbeddedTemplate();
}

async function createEmbeddedTemplate() {
  const db = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  const server = new EmbeddedPostgresServer(db);
  try {
    const port = await server.listen("127.0.0.1", 0);
    await migrate(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`);
  } finally {
    await server.close();
  }
  const dump = await db.dumpDataDir("none");
  await db.close();
  const dir = await mkdtemp(path.join(tmpdir(), "talent-template-"));
  const file = path.join(dir, "pgdata.tar");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return { template: { kind: "embedded", file } as const, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function createServerTemplate(serverUrl: string) {
  const database = `talent_template_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
  try {
    await migrate(databaseUrl(serverUrl, database));
  } catch (error) {
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    throw error;
  }
  return {
    template: { kind: "postgresql", database } as const,
    remove: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    },
  };
}

const templateData = new Map<string, Promise<Blob>>();

/**
 * The template's data directory, as PGlite's loadDataDir takes it. Read once per worker (a Blob is
 * never changed by its readers): reading and copying its 40 MB for each file was a fifth of a
 * file's start.
 */
export function embeddedTemplateData(file: string): Promise<Blob> {
  let data = templateData.get(file);
  if (!data) {
    data = readFile(file).then((bytes) => new Blob([new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
    templateData.set(file, data);
  }
  return data;
}

/**
 * A new database on the server, copied from the template. PostgreSQL refuses to copy a template
 * that another session is connected to (55006); the template is never used otherwise, so a retry
 * only covers a copy racing its own clean-up.
 */
export async function createDatabaseFromTemplate(serverUrl: string, name: string, template: string | null): Promise<void> {
  const sql = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, (client) => client.query(sql));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
