// Puts a folder written by scripts/backup.ts back: the dump into DATABASE_URL, which must be a new,
// empty database (created when missing), and the files into the bucket (S3_BUCKET) or
// DATA_DIR/uploads. Then start the app on the same variables.
// Usage: DATABASE_URL=... [S3_BUCKET=... | DATA_DIR=...] npx tsx scripts/restore.ts <backup folder>
import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { ConfigError, loadConfig } from "../api/src/config";
import { contentTypeOfName } from "../api/src/services/file-kinds";
import { createBackend } from "../api/src/services/storage-backend";

const run = promisify(execFile);
export type RestoreResult = { files: number };

/** Creates the database when it does not exist; refuses one that already has tables. */
async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
    if (tables.rows[0].n > 0)
      throw new ConfigError(`DATABASE_URL: database ${name} already has tables; restore into a new, empty database`);
  } finally {
    await client.end();
  }
}

export async function restore(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<RestoreResult> {
  const config = loadConfig(env);
  if (!config.databaseUrl) throw new ConfigError("DATABASE_URL: is required: the new, empty database to restore into");
  const source = path.resolve(folder);
  const dump = path.join(source, "database.dump");
  if (!(await stat(dump).catch(() => null))?.isFile())
    throw new ConfigError(`${source}: has no database.dump (is it a folder scripts/backup.ts wrote?)`);
  await freshDatabase(config.databaseUrl);
  await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", config.databaseUrl, dump], { maxBuffer: 16 * 1024 * 1024 });
  const backend = createBackend(config);
  let files = 0;
  for (const prefix of ["images", "documents"]) {
    const names = await readdir(path.join(source, "files", prefix)).catch(() => [] as string[]);
    for (const name of names) {
      const type = contentTypeOfName(name);
      await backend.put(`${prefix}/${name}`, createReadStream(path.join(source, "files", prefix, name)), type);
      files += 1;
    }
  }
  return { files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx scripts/restore.ts <backup folder>");
    process.exit(2);
  }
  restore(folder).then(
    (result) => console.log(`Restored the database and ${result.files} files; start the app with the same variables`),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
