import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { ByteRange, ListedObject, ObjectInfo, S3Settings, StorageBackend, StoredObject } from "./storage-backend";

/** Parts of a multipart upload: S3's smallest, so a 5 MB upload is held in memory at most once per part in flight. */
const PART_SIZE = 5 * 1024 * 1024;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;
/** How long readiness waits for HeadBucket before calling the bucket down. */
const READY_TIMEOUT_MS = 2000;

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: S3-compatible stores (MinIO, R2, s3rver) do not
    // all take the SDK's default trailing CRC checksums on streamed bodies.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files in a private S3-compatible bucket. Nothing is made public: every read goes through the
 * app's routes, which decide who may see a file (ADR 164).
 */
export function createS3Backend(settings: S3Settings, client: S3Client = createS3Client(settings)): StorageBackend {
  const Bucket = settings.bucket;

  const backend: StorageBackend = {
    kind: "s3",
    async put(key, body: Readable, contentType) {
      // lib-storage sends a small file as one PUT and a larger one as a multipart upload, streaming
      // either way; a failed multipart upload is aborted, so the key never holds part of a file.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
      }).done();
    },
    async adopt(localPath, key, contentType) {
      await backend.put(key, createReadStream(localPath), contentType);
      await rm(localPath, { force: true });
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? "");
        return {
          body: answer.Body as Readable,
          size: part ? Number(part[3]) : (answer.ContentLength ?? 0),
          etag: answer.ETag ?? "",
          lastModified: answer.LastModified ?? new Date(0),
          ...(part ? { range: { start: Number(part[1]), end: Number(part[2]) } } : {}),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key): Promise<ObjectInfo | null> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, etag: answer.ETag ?? "", lastModified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await backend.head(key)) !== null;
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        if (batch.length === 0) continue;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS) });
        return true;
      } catch {
        return false;
      }
    },
    describe: () => `s3://${Bucket}`,
  };
  return backend;
}
