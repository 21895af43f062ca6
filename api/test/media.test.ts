import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const onDisk = (url: string) => path.join(t.config.uploadsDir, url.slice("/uploads/".length));
const storedFiles = async () => readdir(path.join(t.config.uploadsDir, "images")).catch(() => [] as string[]);
const FIVE_MB = 5 * 1024 * 1024;

const UPLOAD = `mutation ($image: Upload) { uploadImage(image: $image) { url cardUrl thumbUrl } }`;
const VALIDATE = `mutation ($filenames: [String!]!) { validateImageFilenames(filenames: $filenames) { valid invalid } }`;
const BULK = `mutation ($images: [Upload!]!) {
  bulkUploadImages(images: $images) {
    total successful matched unmatched
    uploadErrors { filename error }
    updateErrors { filename error }
    details { filename status talentId imageId message error }
  }
}`;
/** Variables for `n` files under images.N (the multipart helper needs the list to exist). */
const slots = (n: number) => ({ images: Array.from({ length: n }, () => null) });
const DELETE_ALL = `mutation { deleteAllTalentImages { deleted total } }`;
const PLACES = `{ googlePlacesKey { apiKey configured } }`;

type Uploaded = { url: string; cardUrl: string | null; thumbUrl: string | null };

async function talent(firstName: string) {
  return t.prisma.talent.create({ data: { firstName, lastName: "Test", email: `${firstName.toLowerCase()}@example.com` } });
}

describe("uploadImage", () => {
  it("stores a raster image with WebP card and thumbnail copies, served under /uploads", async () => {
    const result = await t.gqlUpload<{ uploadImage: Uploaded }>(
      UPLOAD,
      {},
      { image: { name: "photo.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const { url, cardUrl, thumbUrl } = result.data!.uploadImage;
    expect(url).toMatch(/^\/uploads\/images\/[\w-]+\.png$/);
    expect(cardUrl).toMatch(/^\/uploads\/images\/[\w-]+-card\.webp$/);
    expect(thumbUrl).toMatch(/^\/uploads\/images\/[\w-]+-thumb\.webp$/);
    expect(await readFile(onDisk(url))).toEqual(png);
    expect((await sharp(onDisk(thumbUrl!)).metadata()).format).toBe("webp");
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
  });

  it("stores an SVG as the PNG it renders to, with WebP copies and nothing of its text", async () => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" ` +
      `onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>`;
    const result = await t.gqlUpload<{ uploadImage: Uploaded }>(
      UPLOAD,
      {},
      { image: { name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from(svg) } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const { url, cardUrl, thumbUrl } = result.data!.uploadImage;
    expect(url).toMatch(/\.png$/);
    expect(cardUrl).toMatch(/-card\.webp$/);
    expect(thumbUrl).toMatch(/-thumb\.webp$/);
    const stored = await readFile(onDisk(url));
    expect((await sharp(stored).metadata()).format).toBe("png");
    expect(stored.toString("latin1")).not.toMatch(/<script|onload/i);
  });

  it("rejects a text file named .png as not an image", async () => {
    const before = await storedFiles();
    const result = await t.gqlUpload(
      UPLOAD,
      {},
      { image: { name: "notes.png", type: "image/png", bytes: Buffer.from("just some text") } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({ image: "Please select an image file" });
    expect(await storedFiles()).toEqual(before);
  });

  it("rejects a file of 5 MB and one byte", async () => {
    const big = Buffer.alloc(FIVE_MB + 1);
    png.copy(big);
    const result = await t.gqlUpload(UPLOAD, {}, { image: { name: "big.png", type: "image/png", bytes: big } }, { token: admin });
    expect(codesOf(result)).toEqual(["PAYLOAD_TOO_LARGE"]);
    expect(result.errors![0]!.message).toBe("Image size must be less than 5MB");
    expect(result.errors![0]!.extensions!.fields).toEqual({ image: "Image size must be less than 5MB" });
  });

  it("asks for a file when none or an empty one is sent", async () => {
    const none = await t.gql(UPLOAD, {}, { token: admin });
    expect(codesOf(none)).toEqual(["BAD_USER_INPUT"]);
    expect(none.errors![0]!.extensions!.fields).toEqual({ image: "Please select an image file" });
    const empty = await t.gqlUpload(
      UPLOAD,
      {},
      { image: { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) } },
      { token: admin },
    );
    expect(codesOf(empty)).toEqual(["BAD_USER_INPUT"]);
    expect(empty.errors![0]!.extensions!.fields).toEqual({ image: "Please select an image file" });
  });

  it("is UNAUTHENTICATED without a token and FORBIDDEN for a non-admin, storing nothing", async () => {
    const before = await storedFiles();
    const file = { image: { name: "photo.png", type: "image/png", bytes: png } };
    expect(codesOf(await t.gqlUpload(UPLOAD, {}, file))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gqlUpload(UPLOAD, {}, file, { token: "bad" }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gqlUpload(UPLOAD, {}, file, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(await storedFiles()).toEqual(before);
  });
});

describe("validateImageFilenames", () => {
  beforeAll(async () => {
    const ann = await talent("Ann");
    await t.prisma.talentImage.createMany({
      data: [
        { talentId: ann.id, filename: "Head.JPG" },
        { talentId: ann.id, filename: "body.png" },
      ],
    });
  });

  it("sorts names by whether a record carries them, ignoring case and never reading paths or wildcards", async () => {
    const filenames = ["head.jpg", "BODY.PNG", "missing.jpg", "a/../head.jpg", "../Head.JPG", "h%", "head_jpg", "Head.JPG", ""];
    const result = await t.gql<{ validateImageFilenames: { valid: string[]; invalid: string[] } }>(
      VALIDATE,
      { filenames },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.validateImageFilenames).toEqual({
      valid: ["head.jpg", "BODY.PNG", "Head.JPG"],
      invalid: ["missing.jpg", "a/../head.jpg", "../Head.JPG", "h%", "head_jpg", ""],
    });
  });

  it("answers empty lists for no names, and accepts 500 names of 255 characters", async () => {
    const none = await t.gql(VALIDATE, { filenames: [] }, { token: admin });
    expect(none.data!.validateImageFilenames).toEqual({ valid: [], invalid: [] });
    const many = Array.from({ length: 500 }, (_, i) => `${String(i).padStart(3, "0")}${"x".repeat(252)}`);
    const result = await t.gql(VALIDATE, { filenames: [...many.slice(0, 499), "body.png"] }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.validateImageFilenames.valid).toEqual(["body.png"]);
    expect(result.data!.validateImageFilenames.invalid).toHaveLength(499);
  });

  it("rejects more than 500 names and names longer than 255 characters", async () => {
    const tooMany = await t.gql(VALIDATE, { filenames: Array.from({ length: 501 }, (_, i) => `${i}.jpg`) }, { token: admin });
    expect(codesOf(tooMany)).toEqual(["BAD_USER_INPUT"]);
    expect(tooMany.errors![0]!.extensions!.fields).toEqual({ filenames: "At most 500 filenames can be checked at a time." });
    const tooLong = await t.gql(VALIDATE, { filenames: ["ok.jpg", `${"x".repeat(252)}.jpeg`] }, { token: admin });
    expect(codesOf(tooLong)).toEqual(["BAD_USER_INPUT"]);
    expect(tooLong.errors![0]!.extensions!.fields).toEqual({ filenames: "Each filename must be at most 255 characters." });
  });

  it("is UNAUTHENTICATED without a token and FORBIDDEN for a non-admin", async () => {
    expect(codesOf(await t.gql(VALIDATE, { filenames: ["a.jpg"] }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(VALIDATE, { filenames: ["a.jpg"] }, { token: "bad" }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(VALIDATE, { filenames: ["a.jpg"] }, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
  });
});

type BulkResult = {
  total: number;
  successful: number;
  matched: number;
  unmatched: string[];
  uploadErrors: Array<{ filename: string; error: string }>;
  updateErrors: Array<{ filename: string; error: string }>;
  details: Array<{
    filename: string;
    status: string;
    talentId: number | null;
    imageId: number | null;
    message: string | null;
    error: string | null;
  }>;
};

describe("bulkUploadImages and deleteAllTalentImages", () => {
  let ben: { id: number };
  let cat: { id: number };
  let head: { id: number };
  let sharedA: { id: number };
  let sharedB: { id: number };
  let broken: { id: number };
  const oldUrls = ["/uploads/images/old-head.png", "/uploads/images/old-head-card.webp", "/uploads/images/old-head-thumb.webp"];

  beforeAll(async () => {
    await t.prisma.talentImage.deleteMany();
    ben = await talent("Ben");
    cat = await talent("Cat");
    await mkdir(path.join(t.config.uploadsDir, "images"), { recursive: true });
    for (const url of oldUrls) await writeFile(onDisk(url), png);
    head = await t.prisma.talentImage.create({
      data: { talentId: ben.id, filename: "ben-head.jpg", storageUrl: oldUrls[0], cardUrl: oldUrls[1], thumbUrl: oldUrls[2] },
    });
    sharedA = await t.prisma.talentImage.create({ data: { talentId: ben.id, filename: "group.png" } });
    sharedB = await t.prisma.talentImage.create({ data: { talentId: cat.id, filename: "GROUP.png" } });
    broken = await t.prisma.talentImage.create({ data: { talentId: cat.id, filename: "cat-body.png" } });
  });

  it("stores matched files on every matching record, skips unmatched ones and reports broken ones", async () => {
    const before = new Set(await storedFiles());
    const result = await t.gqlUpload<{ bulkUploadImages: BulkResult }>(
      BULK,
      slots(4),
      {
        "images.0": { name: "BEN-HEAD.jpg", type: "image/jpeg", bytes: png },
        "images.1": { name: "stranger.png", type: "image/png", bytes: png },
        "images.2": { name: "cat-body.png", type: "image/png", bytes: Buffer.from("not an image at all") },
        "images.3": { name: "group.png", type: "image/png", bytes: png },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const bulk = result.data!.bulkUploadImages;
    expect(bulk).toMatchObject({
      total: 4,
      successful: 2,
      matched: 3,
      unmatched: ["stranger.png"],
      uploadErrors: [{ filename: "cat-body.png", error: "File must be a JPEG, PNG, GIF, WebP or SVG image." }],
      updateErrors: [],
    });
    expect(bulk.details).toEqual([
      { filename: "BEN-HEAD.jpg", status: "uploaded", talentId: ben.id, imageId: head.id, message: "Image uploaded", error: null },
      {
        filename: "stranger.png",
        status: "unmatched",
        talentId: null,
        imageId: null,
        message: "No image record has this filename",
        error: null,
      },
      {
        filename: "cat-body.png",
        status: "upload_error",
        talentId: cat.id,
        imageId: broken.id,
        message: null,
        error: "File must be a JPEG, PNG, GIF, WebP or SVG image.",
      },
      { filename: "group.png", status: "uploaded", talentId: ben.id, imageId: sharedA.id, message: "Image uploaded", error: null },
      { filename: "group.png", status: "uploaded", talentId: cat.id, imageId: sharedB.id, message: "Image uploaded", error: null },
    ]);

    const rows = await t.prisma.talentImage.findMany({ orderBy: { id: "asc" } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [head.id, sharedA.id, sharedB.id]) {
      const row = byId.get(id)!;
      expect(row.storageUrl).toMatch(/^\/uploads\/images\/[\w-]+\.png$/);
      expect(row.cardUrl).toMatch(/-card\.webp$/);
      expect(row.thumbUrl).toMatch(/-thumb\.webp$/);
      for (const url of [row.storageUrl!, row.cardUrl!, row.thumbUrl!]) expect(existsSync(onDisk(url))).toBe(true);
    }
    // Each record owns its copy, so deleting one never breaks the other.
    expect(byId.get(sharedA.id)!.storageUrl).not.toBe(byId.get(sharedB.id)!.storageUrl);
    expect(byId.get(broken.id)).toMatchObject({ storageUrl: null, cardUrl: null, thumbUrl: null });
    for (const url of oldUrls) expect(existsSync(onDisk(url))).toBe(false);

    // Three records got three files each; the unmatched and the broken file left nothing behind.
    const added = (await storedFiles()).filter((name) => !before.has(name));
    expect(added).toHaveLength(9);
  });

  it("replaces and deletes a record's files when the same name is uploaded again", async () => {
    const previous = await t.prisma.talentImage.findUniqueOrThrow({ where: { id: head.id } });
    const result = await t.gqlUpload<{ bulkUploadImages: BulkResult }>(
      BULK,
      slots(1),
      { "images.0": { name: "ben-head.jpg", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(result.data!.bulkUploadImages).toMatchObject({ total: 1, successful: 1, matched: 1, unmatched: [] });
    const current = await t.prisma.talentImage.findUniqueOrThrow({ where: { id: head.id } });
    expect(current.storageUrl).not.toBe(previous.storageUrl);
    for (const url of [previous.storageUrl!, previous.cardUrl!, previous.thumbUrl!]) expect(existsSync(onDisk(url))).toBe(false);
    for (const url of [current.storageUrl!, current.cardUrl!, current.thumbUrl!]) expect(existsSync(onDisk(url))).toBe(true);
  });

  it("reports an oversize file as an upload error", async () => {
    const big = Buffer.alloc(FIVE_MB + 1);
    png.copy(big);
    const result = await t.gqlUpload<{ bulkUploadImages: BulkResult }>(
      BULK,
      slots(1),
      { "images.0": { name: "cat-body.png", type: "image/png", bytes: big } },
      { token: admin },
    );
    expect(result.data!.bulkUploadImages).toMatchObject({
      total: 1,
      successful: 0,
      matched: 1,
      uploadErrors: [{ filename: "cat-body.png", error: "File must be 5MB or smaller." }],
    });
    expect(result.data!.bulkUploadImages.details[0]).toMatchObject({ status: "upload_error", imageId: broken.id });
  });

  it("rejects an empty selection and more than 20 files", async () => {
    const none = await t.gql(BULK, { images: [] }, { token: admin });
    expect(codesOf(none)).toEqual(["BAD_USER_INPUT"]);
    expect(none.errors![0]!.extensions!.fields).toEqual({ images: "Please select at least one image file" });
    const files = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [`images.${i}`, { name: "group.png", type: "image/png", bytes: png }]),
    );
    const before = await storedFiles();
    const tooMany = await t.gqlUpload(BULK, slots(21), files, { token: admin });
    expect(codesOf(tooMany)).toEqual(["BAD_USER_INPUT"]);
    // Refused while the body is read, before the resolver (api/src/upload-limits.ts); REST's own
    // limit of 25 files leaves the resolver's message to REST callers (rest-media.test.ts).
    expect(tooMany.errors![0]!.extensions!.fields).toEqual({ files: "A request may carry at most 20 files." });
    expect(await storedFiles()).toEqual(before);
  });

  it("is UNAUTHENTICATED without a token and FORBIDDEN for a non-admin, storing nothing", async () => {
    const before = await storedFiles();
    const files = { "images.0": { name: "group.png", type: "image/png", bytes: png } };
    expect(codesOf(await t.gqlUpload(BULK, slots(1), files))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gqlUpload(BULK, slots(1), files, { token: "bad" }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gqlUpload(BULK, slots(1), files, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(await storedFiles()).toEqual(before);
  });

  it("deleteAllTalentImages is UNAUTHENTICATED without a token and FORBIDDEN for a non-admin", async () => {
    const count = await t.prisma.talentImage.count();
    expect(codesOf(await t.gql(DELETE_ALL))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(DELETE_ALL, {}, { token: "bad" }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(DELETE_ALL, {}, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(await t.prisma.talentImage.count()).toBe(count);
  });

  it("deleteAllTalentImages removes every record and its stored files", async () => {
    const rows = await t.prisma.talentImage.findMany();
    const urls = rows.flatMap((row) => [row.storageUrl, row.cardUrl, row.thumbUrl]).filter((url): url is string => url !== null);
    expect(urls).toHaveLength(9);
    const result = await t.gql<{ deleteAllTalentImages: { deleted: number; total: number } }>(DELETE_ALL, {}, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteAllTalentImages).toEqual({ deleted: rows.length, total: rows.length });
    expect(await t.prisma.talentImage.count()).toBe(0);
    for (const url of urls) expect(existsSync(onDisk(url))).toBe(false);
    // Talents stay; only their image records go.
    expect(await t.prisma.talent.count({ where: { id: { in: [ben.id, cat.id] } } })).toBe(2);

    const again = await t.gql(DELETE_ALL, {}, { token: admin });
    expect(again.data!.deleteAllTalentImages).toEqual({ deleted: 0, total: 0 });
  });
});

describe("googlePlacesKey", () => {
  it("answers null and not configured without GOOGLE_PLACES_API_KEY", async () => {
    const result = await t.gql(PLACES);
    expect(result.data!.googlePlacesKey).toEqual({ apiKey: null, configured: false });
  });
});

describe("googlePlacesKey with GOOGLE_PLACES_API_KEY set", () => {
  let withKey: TestApp;
  beforeAll(async () => {
    withKey = await startTestApp({ GOOGLE_PLACES_API_KEY: "k" });
  });
  afterAll(async () => {
    await withKey?.close();
  });

  it("answers the key to anyone", async () => {
    const result = await withKey.gql(PLACES);
    expect(result.errors).toBeUndefined();
    expect(result.data!.googlePlacesKey).toEqual({ apiKey: "k", configured: true });
  });
});
