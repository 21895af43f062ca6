import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, type Storage } from "../src/services/storage";
import { readAll, type StorageBackend } from "../src/services/storage-backend";
import { createDiskBackend } from "../src/services/storage-disk";
import { createS3Backend } from "../src/services/storage-s3";
import { PDF_BYTES, startTestApp, type TestApp } from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";

// The storage core on both backends (ADR 164): the folder on this server's disk and a private
// S3-compatible bucket (s3rver). Each backend gets the same assertions; the upload suites run on
// the disk backend alone.

let s3: S3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(path.join(tmpdir(), "talent-backends-"));
});
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

type Variant = { name: "disk" | "s3"; backend(root: string): StorageBackend; env(): Record<string, string> };
const variants: Variant[] = [
  { name: "disk", backend: (root) => createDiskBackend(root), env: () => ({}) },
  { name: "s3", backend: () => createS3Backend(s3.settings), env: () => s3.env },
];

const jpeg = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
const keysUnder = async (backend: StorageBackend, prefix: string) => {
  const keys: string[] = [];
  for await (const item of backend.list(prefix)) keys.push(item.key);
  return keys.sort();
};

describe.each(variants)("the $name backend", (variant) => {
  let backend: StorageBackend;
  let storage: Storage;
  let root: string;
  beforeAll(async () => {
    root = path.join(folder, variant.name);
    backend = variant.backend(root);
    storage = createStorage(root, backend);
  });

  it("stores a stream whole, answers its length and ETag, a byte range, and lists and deletes it", async () => {
    const key = `documents/${randomUUID()}.pdf`;
    const bytes = Buffer.concat([PDF_BYTES, Buffer.alloc(7 * 1024 * 1024, 0x61)]); // over one multipart part
    await backend.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), "application/pdf");
    expect(await backend.exists(key)).toBe(true);
    const info = await backend.head(key);
    expect(info?.size).toBe(bytes.length);
    expect(info?.etag).toMatch(/^".+"$/);
    const whole = await backend.get(key);
    expect((await readAll(whole!.body)).equals(bytes)).toBe(true);
    const part = await backend.get(key, { start: 2, end: 5 });
    expect(part?.range).toEqual({ start: 2, end: 5 });
    expect((await readAll(part!.body)).toString()).toBe(bytes.subarray(2, 6).toString());
    expect(await keysUnder(backend, "documents/")).toContain(key);
    await backend.delete([key]);
    expect(await backend.exists(key)).toBe(false);
    expect(await backend.get(key)).toBeNull();
    expect(await backend.ready()).toBe(true);
  });

  it("saves a photo with its card and thumbnail copies and leaves no temporary file behind", async () => {
    const stored = await storage.saveImage("headshot", new File([new Uint8Array(await jpeg())], "me.jpg", { type: "image/jpeg" }));
    const keys = [stored.storageUrl, stored.cardUrl!, stored.thumbUrl!].map((url) => storage.keyOf(url)!);
    for (const key of keys) expect(await backend.exists(key)).toBe(true);
    expect(await storage.imageSize(stored.cardUrl!)).toEqual({ width: 600, height: 800 });
    const thumb = await sharp((await storage.read(stored.thumbUrl!))!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 160, 160]);
    const local = await readdir(path.join(root, "images")).catch(() => [] as string[]);
    expect(local.filter((name) => name.startsWith(".partial-"))).toEqual([]);
    if (variant.name === "s3") expect(local).toEqual([]);
    await storage.remove([stored.storageUrl, stored.cardUrl, stored.thumbUrl]);
    for (const key of keys) expect(await backend.exists(key)).toBe(false);
  });

  it("refuses a damaged image naming the field and stores nothing", async () => {
    const before = await keysUnder(backend, "images/");
    const error = (await storage
      .saveImage("headshot", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], "cut.jpg"), { label: "Headshot" })
      .catch((caught: unknown) => caught)) as { extensions: { code: string; fields: Record<string, string> } };
    expect(error.extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(error.extensions.fields).toEqual({ headshot: "Headshot could not be read as an image; the file may be damaged." });
    expect(await keysUnder(backend, "images/")).toEqual(before);
  });

  it("ignores URLs outside the stored files when removing", async () => {
    const outside = path.join(folder, `${variant.name}-outside.txt`);
    await writeFile(outside, "keep me");
    await storage.remove([`/uploads/../${variant.name}-outside.txt`, "/etc/passwd", "https://example.com/x.jpg", null]);
    expect(storage.keyOf(`/uploads/../${variant.name}-outside.txt`)).toBeNull();
    expect(await readdir(folder)).toContain(`${variant.name}-outside.txt`);
  });
});

describe.each(variants)("the app's file routes on the $name backend", (variant) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(variant.env());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("serve a photo under its immutable URL with a year's caching, a 304 and a range; a missing one is 404", async () => {
    const stored = await t.app.services.storage.saveImage("image", new File([new Uint8Array(await jpeg())], "a.jpg"));
    const first = await t.app.inject({ method: "GET", url: stored.cardUrl! });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-type"]).toBe("image/webp");
    expect((await sharp(first.rawPayload).metadata()).width).toBe(600);
    const again = await t.app.inject({ method: "GET", url: stored.cardUrl!, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: "GET", url: stored.storageUrl, headers: { range: "bytes=0-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
    expect((await t.app.inject({ method: "GET", url: `/uploads/images/${randomUUID()}.jpg` })).statusCode).toBe(404);
  });

  it("serve a résumé only through its signed link, never cached", async () => {
    const doc = await t.app.services.storage.saveDocument("resume", new File([new Uint8Array(PDF_BYTES)], "cv.pdf"));
    expect((await t.app.inject({ method: "GET", url: doc.storageUrl })).statusCode).toBe(403);
    const signed = await t.app.inject({ method: "GET", url: t.app.services.urls.sign(doc.storageUrl) });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers["cache-control"]).toBe("private, no-store");
    expect(signed.headers["content-type"]).toBe("application/pdf");
    expect(signed.rawPayload.equals(PDF_BYTES)).toBe(true);
    // Documents are not under the images route, whatever the spelling.
    const name = doc.storageUrl.slice(doc.storageUrl.lastIndexOf("/") + 1);
    const sneaked = await t.app.inject({ method: "GET", url: `/uploads/images/..%2Fdocuments%2F${name}` });
    expect([403, 404]).toContain(sneaked.statusCode);
  });

  it("report the storage in readiness", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.json()).toMatchObject({ status: "ready", checks: { storage: true } });
  });
});

describe("readiness with a bucket that does not answer", () => {
  it("is 503 naming storage", async () => {
    const t = await startTestApp({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", failing: ["storage"] });
    } finally {
      await t.close();
    }
  });
});
