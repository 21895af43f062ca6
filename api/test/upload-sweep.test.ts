import { mkdir, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_COLUMNS, LOOSE_GRACE_MS, SHARED_SWEEP_GRACE_MS, sweepUploads } from "../src/services/upload-sweep";
import { PDF_BYTES, startTestApp, type TestApp, testImage } from "./helpers";

// The start-up sweep (ADR 130): what it keeps matters more than what it removes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fileOf = (url: string) => t.app.services.storage.pathOf(url)!;

describe("sweepUploads", () => {
  it("knows every column of the Prisma models (prisma/models) that can hold an uploaded file's URL", async () => {
    const folder = path.resolve("prisma/models");
    const files = (await readdir(folder)).filter((file) => file.endsWith(".prisma"));
    const schema = (await Promise.all(files.map((file) => readFile(path.join(folder, file), "utf8")))).join("\n");
    const found: string[] = [];
    for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
      for (const [, field] of body!.matchAll(/^\s+(\w*(?:Url|Urls|Image|Images|File|Files|Path|FileKey|fileKey))\s+String/gm))
        found.push(`${model}.${field}`);
    }
    const listed = Object.entries(FILE_COLUMNS).flatMap(([model, columns]) => columns.map((column) => `${model}.${column}`));
    expect(found.sort()).toEqual(listed.sort());
  });

  it("removes temporary files and files no row names; keeps named files, their copies, and fresh loose uploads", async () => {
    const storage = t.app.services.storage;
    const jpeg = await testImage("jpeg");
    const file = (name: string) => new File([new Uint8Array(jpeg)], name, { type: "image/jpeg" });
    const talentPhoto = await storage.saveImage("image", file("a.jpg"));
    const newsPhoto = await storage.saveImage("image", file("b.jpg"), { loose: true });
    const resume = await storage.saveDocument("resume", new File([new Uint8Array(PDF_BYTES)], "cv.pdf"));
    const orphanPhoto = await storage.saveImage("image", file("c.jpg"));
    const orphanDocument = await storage.saveDocument("resume", new File([new Uint8Array(PDF_BYTES)], "cv.pdf"));
    const freshLoose = await storage.saveImage("image", file("d.jpg"), { loose: true });
    const oldLoose = await storage.saveImage("image", file("e.jpg"), { loose: true });
    const old = new Date(Date.now() - LOOSE_GRACE_MS - 60_000);
    for (const url of [oldLoose.storageUrl, oldLoose.cardUrl!, oldLoose.thumbUrl!]) await utimes(fileOf(url), old, old);
    const partial = path.join(storage.root, "images", ".partial-0d9c7c1e-1b1a-4c55-9b59-2d4f6e0a1c11");
    await writeFile(partial, "half a photo");
    const elsewhere = path.join(storage.root, "kept-by-hand", "notes.txt");
    await mkdir(path.dirname(elsewhere), { recursive: true });
    await writeFile(elsewhere, "not the storage's");

    const category = await t.prisma.category.create({ data: { name: "Sweep" } });
    await t.prisma.talent.create({
      data: {
        firstName: "Sam",
        lastName: "Sweep",
        email: "sam@example.com",
        resumeUrl: resume.storageUrl,
        categories: { create: [{ categoryId: category.id }] },
        images: {
          create: [{ filename: "a.jpg", storageUrl: talentPhoto.storageUrl, cardUrl: talentPhoto.cardUrl, thumbUrl: talentPhoto.thumbUrl }],
        },
      },
    });
    // News keeps only the original's URL, and other rows hold web addresses.
    await t.prisma.newsUpdate.create({ data: { title: "News", content: "Body", imageUrl: newsPhoto.storageUrl } });
    await t.prisma.testimonial.create({ data: { clientName: "Client", content: "Great", imageUrl: "https://example.com/face.jpg" } });

    const before = await t.storedFiles();
    const result = await sweepUploads(t.prisma, storage.root);
    const after = await t.storedFiles();
    const rel = (url: string | null) => url!.slice("/uploads/".length);
    const keep = [
      ...[talentPhoto, newsPhoto, freshLoose].flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl].map(rel)),
      rel(resume.storageUrl),
      "kept-by-hand/notes.txt",
    ].sort();
    expect(after).toEqual(keep);
    expect(result.removed.sort()).toEqual(
      [
        ...[orphanPhoto, oldLoose].flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl].map(rel)),
        rel(orphanDocument.storageUrl),
        `images/${path.basename(partial)}`,
      ].sort(),
    );
    expect(before.length - after.length).toBe(result.removed.length);
    // A second sweep finds nothing more.
    expect((await sweepUploads(t.prisma, storage.root)).removed).toEqual([]);
  });

  it("spares files written within the grace when several servers may share the folder", async () => {
    const storage = t.app.services.storage;
    const orphan = await storage.saveImage("image", new File([new Uint8Array(await testImage("jpeg"))], "o.jpg"));
    const partial = path.join(storage.root, "images", ".partial-7e1f0a52-8c3d-4f7e-9a61-0b2c3d4e5f60");
    await writeFile(partial, "another server's photo, half written");
    const spared = await sweepUploads(t.prisma, storage.root, { spareNewerThanMs: SHARED_SWEEP_GRACE_MS });
    expect(spared.removed).toEqual([]);
    const later = await sweepUploads(t.prisma, storage.root, {
      spareNewerThanMs: SHARED_SWEEP_GRACE_MS,
      now: Date.now() + SHARED_SWEEP_GRACE_MS + 1000,
    });
    const rel = (url: string | null) => url!.slice("/uploads/".length);
    expect(later.removed.sort()).toEqual(
      [...[orphan.storageUrl, orphan.cardUrl, orphan.thumbUrl].map(rel), `images/${path.basename(partial)}`].sort(),
    );
  });

  it("writes files whole: no temporary name is left after a save", async () => {
    const stored = await t.app.services.storage.saveImage("image", new File([new Uint8Array(await testImage("png"))], "p.png"));
    expect((await t.storedFiles()).filter((name) => name.includes(".partial-"))).toEqual([]);
    expect((await readFile(fileOf(stored.storageUrl))).length).toBe(stored.size);
  });
});
