// A backup of a PostgreSQL deployment: `pg_dump --format=custom` of DATABASE_URL and a copy of every
// stored file (from the bucket with S3_BUCKET, else from DATA_DIR/uploads) into one folder.
// Usage: DATABASE_URL=... [S3_BUCKET=... | DATA_DIR=...] npx tsx scripts/backup.ts <folder>
// scripts/restore.ts puts such a folder back; docs/deploy.md says when to use which.
import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { ConfigError, loadConfig } from "../api/src/config";
import { createBackend } from "../api/src/services/storage-backend";

const run = promisify(execFile);
/** The folders storage writes (api/src/services/upload-sweep.ts sweeps the same). */
const FOLDERS = ["images", "documents"];

export type BackupResult = { folder: string; files: number; bytes: number };

export async function backup(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<BackupResult> {
  const config = loadConfig(env);
  if (!config.databaseUrl)
    throw new ConfigError("DATABASE_URL: is required (the embedded database is backed up by copying DATA_DIR whole with the app stopped)");
  const target = path.resolve(folder);
  if ((await readdir(target).catch(() => [])).length > 0) throw new ConfigError(`${target}: must be a new or empty folder`);
  await mkdir(path.join(target, "files"), { recursive: true });
  // The database first: a file stored after the dump is merely unnamed, which the start-up sweep removes.
  await run("pg_dump", ["--format=custom", "--no-owner", "--file", path.join(target, "database.dump"), config.databaseUrl], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const backend = createBackend(config);
  let files = 0;
  let bytes = 0;
  for (const prefix of FOLDERS) {
    await mkdir(path.join(target, "files", prefix), { recursive: true });
    for await (const item of backend.list(`${prefix}/`)) {
      const name = item.key.slice(prefix.length + 1);
      if (name.startsWith(".") || name.includes("/")) continue; // files being written, or not storage's
      const found = await backend.get(item.key);
      if (!found) continue; // removed since it was listed
      await pipeline(found.body, createWriteStream(path.join(target, "files", item.key)));
      files += 1;
      bytes += found.size;
    }
  }
  const result = { folder: target, files, bytes };
  await writeFile(path.join(target, "backup.json"), JSON.stringify({ createdAt: new Date().toISOString(), files, bytes }, null, 2));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx scripts/backup.ts <new folder>");
    process.exit(2);
  }
  backup(folder).then(
    (result) => console.log(`Backed up the database and ${result.files} files (${result.bytes} bytes) to ${result.folder}`),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
