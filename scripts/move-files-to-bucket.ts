// Copies every stored file from DATA_DIR/uploads to the bucket (S3_BUCKET and the other S3_
// variables), for a site moving to object storage (ADR 164). Each file is sent with its MD5, which
// the store checks on receipt, then read back: its length and ETag must match the local file's.
// A file already in the bucket with the same length and checksum is left as it is, so the script
// can run again after an interruption, and once more right before the switch. Local files are kept.
// Usage: S3_BUCKET=... DATA_DIR=... npm run storage:move
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { ConfigError, loadConfig } from "../api/src/config";
import { contentTypeOfName } from "../api/src/services/file-kinds";
import { readAll } from "../api/src/services/storage-backend";
import { createDiskBackend } from "../api/src/services/storage-disk";
import { createS3Client } from "../api/src/services/storage-s3";

export type MoveReport = { copied: number; alreadyThere: number; failed: string[] };

/** The bucket's copy matches: same length and, by its ETag or its bytes, the same MD5. */
async function matches(client: S3Client, bucket: string, key: string, size: number, md5: string): Promise<boolean> {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(() => null);
  if (!head || head.ContentLength !== size) return false;
  const etag = (head.ETag ?? "").replace(/"/g, "");
  if (!etag.includes("-")) return etag === md5;
  // A multipart upload's ETag is not the file's MD5: compare the bytes themselves.
  const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (
    createHash("md5")
      .update(await readAll(body.Body as Readable))
      .digest("hex") === md5
  );
}

export async function moveFilesToBucket(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = () => {}): Promise<MoveReport> {
  const config = loadConfig(env);
  if (!config.s3) throw new ConfigError("S3_BUCKET: is required: the bucket to copy DATA_DIR/uploads to");
  const client = createS3Client(config.s3);
  const bucket = config.s3.bucket;
  const disk = createDiskBackend(config.uploadsDir);
  const report: MoveReport = { copied: 0, alreadyThere: 0, failed: [] };
  for (const prefix of ["images", "documents"]) {
    for await (const { key } of disk.list(`${prefix}/`)) {
      const name = key.slice(prefix.length + 1);
      if (name.startsWith(".")) continue; // a file being written when the server stopped
      const bytes = await readFile(path.join(config.uploadsDir, key));
      const md5 = createHash("md5").update(bytes).digest();
      if (await matches(client, bucket, key, bytes.length, md5.toString("hex"))) {
        report.alreadyThere += 1;
        continue;
      }
      try {
        const type = contentTypeOfName(name);
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: type, ContentMD5: md5.toString("base64") }),
        );
        if (!(await matches(client, bucket, key, bytes.length, md5.toString("hex")))) throw new Error("the bucket's copy differs");
        report.copied += 1;
        log(`copied ${key}`);
      } catch (error) {
        report.failed.push(key);
        log(`FAILED ${key}: ${(error as Error).message}`);
      }
    }
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  moveFilesToBucket(process.env, (line) => console.log(line)).then(
    (report) => {
      console.log(`${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.failed.length} failed`);
      if (report.failed.length > 0) process.exit(1);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
