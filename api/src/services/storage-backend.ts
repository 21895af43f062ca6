import type { Readable } from "node:stream";
import type { Config } from "../config";
import { createDiskBackend } from "./storage-disk";
import { createS3Backend } from "./storage-s3";

// Where stored files live once they are whole: a folder on this server's disk (the default) or an
// S3-compatible bucket shared by every server (ADR 164). Keys are `images/<name>` and
// `documents/<name>`; storage.ts checks and shapes files before they reach a backend, and the
// routes in http/uploads.ts read them back.

/** A part of a file, both ends inclusive, as an HTTP Range header names it. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = { size: number; etag: string; lastModified: Date };

export type StoredObject = ObjectInfo & {
  body: Readable;
  /** Present when a range was asked for and the backend answered that part alone. */
  range?: ByteRange;
};

export type ListedObject = { key: string; size: number; lastModified: Date };

export type StorageBackend = {
  kind: "disk" | "s3";
  /** Stores a stream under the key; the key holds the whole file or nothing once this settles. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Moves a finished local file to the key (a rename on disk, an upload to the bucket); the local file is gone after. */
  adopt(localPath: string, key: string, contentType: string): Promise<void>;
  /** The file, or a part of it; null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  delete(keys: string[]): Promise<void>;
  /** Every key under the prefix (`images/`), for the start-up sweep and the move script. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Whether files can be written now (the folder is writable; the bucket answers). */
  ready(): Promise<boolean>;
  /** Where it stores, for logs: a folder or s3://bucket. */
  describe(): string;
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export function createBackend(config: Pick<Config, "uploadsDir" | "s3">): StorageBackend {
  return config.s3 ? createS3Backend(config.s3) : createDiskBackend(config.uploadsDir);
}

/** Reads a stream whole: for the few callers that need bytes (image sizes, the comp card's photos). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
