import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, testImage } from "./helpers";
import { expectError, expectOwnRowsCovered, filesUnder, type Part, restClient, type RestClient } from "./rest-helpers";

// Contract of the image rows with real files: the single image upload and the bulk image tools. The
// submission with files (POST /api/talents): rest-submission.test.ts.

let t: TestApp;
let api: RestClient;
let admin: string;
let user: string;
let jpeg: Buffer;
let png: Buffer;
const FIVE_MB = 5 * 1024 * 1024;

const stored = () => filesUnder(t.config.uploadsDir);

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await t.adminToken();
  user = await t.userToken();
  jpeg = await testImage("jpeg");
  png = await testImage("png", 30, 60, "#cc8844");
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.prisma.talent.deleteMany();
  await rm(t.config.uploadsDir, { recursive: true, force: true });
});

describe("POST /api/upload", () => {
  it("stores an image and answers {url}; the file is served at that URL", async () => {
    const answer = await api.call("POST", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "news.png", type: "image/png", bytes: png }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      url: expect.stringMatching(/^\/uploads\/images\/[\w-]+\.png$/),
      cardUrl: expect.stringMatching(/-card\.webp$/),
      thumbUrl: expect.stringMatching(/-thumb\.webp$/),
    });
    const served = await t.app.inject({ method: "GET", url: answer.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/png/);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("accepts an SVG from staff, stored as the PNG it renders to", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>',
    );
    const answer = await api.call("POST", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "logo.svg", type: "image/svg+xml", bytes: svg }],
    });
    expect(answer.status).toBe(201);
    const served = await t.app.inject({ method: "GET", url: answer.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/png/);
    expect(served.rawPayload.subarray(0, 8).toString("latin1")).toBe("\x89PNG\r\n\x1a\n");
    expect(served.rawPayload.toString("latin1")).not.toMatch(/script|onload/);
  });

  it("answers 400 without a file, 415 for a file that is not an image, 413 over 5 MB", async () => {
    const none = await api.call("POST", "/api/upload", { token: admin, form: [{ name: "caption", value: "nothing" }] });
    expectError(none, 400, "Bad Request");
    expect(none.body.fields).toEqual({ image: "Please select an image file" });

    const text = await api.call("POST", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("hello") }],
    });
    expectError(text, 415, "Unsupported Media Type");
    expect(text.body.fields).toEqual({ image: "Please select an image file" });

    const big = await api.call("POST", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "big.png", type: "image/png", bytes: Buffer.concat([png, Buffer.alloc(FIVE_MB)]) }],
    });
    expectError(big, 413, "Payload Too Large");
    expect(big.body.fields).toEqual({ image: "Image size must be less than 5MB" });
    expect(await stored()).toEqual([]);
  });

  it("keeps stored files inside the uploads folder", async () => {
    const answer = await api.call("POST", "/api/upload", {
      token: admin,
      form: [{ name: "image", filename: "../../escape.png", type: "image/png", bytes: png }],
    });
    expect(answer.status).toBe(201);
    for (const file of await stored()) expect(file.startsWith(path.resolve(t.config.uploadsDir) + path.sep)).toBe(true);
  });

  it("is staff only", async () => {
    const form: Part[] = [{ name: "image", filename: "x.png", type: "image/png", bytes: png }];
    expectError(await api.call("POST", "/api/upload", { form }), 401, "Unauthorized");
    expectError(await api.call("POST", "/api/upload", { token: user, form }), 403, "Forbidden");
    expect(await stored()).toEqual([]);
  });
});

describe("bulk image tools", () => {
  async function talentWithRecords(...filenames: string[]) {
    return t.prisma.talent.create({
      data: {
        firstName: "Bulk",
        lastName: "Target",
        email: "bulk@example.com",
        images: { create: filenames.map((filename, sequence) => ({ filename, sequence })) },
      },
      include: { images: { orderBy: { sequence: "asc" } } },
    });
  }

  it("validate-filenames sorts names into valid and invalid (JSON)", async () => {
    await talentWithRecords("alpha.jpg", "Beta.PNG");
    const answer = await api.call("POST", "/api/talent-images/validate-filenames", {
      token: admin,
      json: { filenames: ["ALPHA.jpg", "gamma.jpg", "beta.png"] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: ["ALPHA.jpg", "beta.png"], invalid: ["gamma.jpg"] });

    const bad = await api.call("POST", "/api/talent-images/validate-filenames", { token: admin, json: { filenames: "alpha.jpg" } });
    expectError(bad, 400, "Bad Request");
    expect(bad.body.fields).toHaveProperty("filenames");
    expectError(await api.call("POST", "/api/talent-images/validate-filenames", { json: { filenames: [] } }), 401, "Unauthorized");
  });

  it("bulk-upload stores matched files, lists unmatched ones and reports a broken one, with the repeated field images", async () => {
    const talent = await talentWithRecords("match.jpg", "broken.jpg");
    const answer = await api.call("POST", "/api/talent-images/bulk-upload", {
      token: admin,
      form: [
        { name: "images", filename: "match.jpg", type: "image/jpeg", bytes: jpeg },
        { name: "images", filename: "stranger.jpg", type: "image/jpeg", bytes: jpeg },
        { name: "images", filename: "broken.jpg", type: "image/jpeg", bytes: Buffer.from("not an image at all") },
      ],
    });
    expect(answer.status).toBe(200);
    const [matchRecord, brokenRecord] = talent.images;
    expect(answer.body).toEqual({
      total: 3,
      successful: 1,
      matched: 2,
      unmatched: ["stranger.jpg"],
      uploadErrors: [{ filename: "broken.jpg", error: expect.any(String) }],
      updateErrors: [],
      details: [
        {
          filename: "match.jpg",
          status: "uploaded",
          talentId: talent.id,
          imageId: matchRecord!.id,
          message: "Image uploaded",
          error: null,
        },
        {
          filename: "stranger.jpg",
          status: "unmatched",
          talentId: null,
          imageId: null,
          message: "No image record has this filename",
          error: null,
        },
        {
          filename: "broken.jpg",
          status: "upload_error",
          talentId: talent.id,
          imageId: brokenRecord!.id,
          message: null,
          error: expect.any(String),
        },
      ],
    });
    const { data } = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { images { filename storageUrl } } }`,
      { id: talent.id },
      { token: admin },
    );
    expect(data!.adminTalent.images).toEqual([
      { filename: "match.jpg", storageUrl: expect.stringMatching(/^\/uploads\/images\/[\w-]+\.jpg$/) },
      { filename: "broken.jpg", storageUrl: null },
    ]);
    const served = await t.app.inject({ method: "GET", url: data!.adminTalent.images[0].storageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
  });

  it("bulk-upload reports a file over 5 MB as that file's error and stores the others", async () => {
    const talent = await talentWithRecords("small.png", "huge.png");
    const answer = await api.call("POST", "/api/talent-images/bulk-upload", {
      token: admin,
      form: [
        { name: "images", filename: "huge.png", type: "image/png", bytes: Buffer.concat([png, Buffer.alloc(FIVE_MB)]) },
        { name: "images", filename: "small.png", type: "image/png", bytes: png },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, successful: 1, matched: 2, uploadErrors: [{ filename: "huge.png" }] });
    const records = await t.prisma.talentImage.findMany({ where: { talentId: talent.id }, orderBy: { sequence: "asc" } });
    expect(records.map((record) => record.storageUrl !== null)).toEqual([true, false]);
  });

  it("bulk-upload answers 400 without files, and is staff only", async () => {
    const none = await api.call("POST", "/api/talent-images/bulk-upload", { token: admin, form: [{ name: "note", value: "x" }] });
    expectError(none, 400, "Bad Request");
    expect(none.body.fields).toEqual({ images: "Please select at least one image file" });
    const form: Part[] = [{ name: "images", filename: "a.jpg", type: "image/jpeg", bytes: jpeg }];
    expectError(await api.call("POST", "/api/talent-images/bulk-upload", { form }), 401, "Unauthorized");
    expectError(await api.call("POST", "/api/talent-images/bulk-upload", { token: user, form }), 403, "Forbidden");
  });

  it("bulk-delete removes every image record and its files, answering {deleted, total}", async () => {
    const talent = await talentWithRecords("one.jpg", "two.jpg");
    await api.call("POST", "/api/talent-images/bulk-upload", {
      token: admin,
      form: [{ name: "images", filename: "one.jpg", type: "image/jpeg", bytes: jpeg }],
    });
    expect(await stored()).toHaveLength(3);

    expectError(await api.call("DELETE", "/api/talent-images/bulk-delete", { token: user }), 403, "Forbidden");
    expect(await t.prisma.talentImage.count()).toBe(2);

    const answer = await api.call("DELETE", "/api/talent-images/bulk-delete", { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: 2, total: 2 });
    const { data } = await t.gql(`query ($id: Int!) { adminTalent(id: $id) { images { id } } }`, { id: talent.id }, { token: admin });
    expect(data!.adminTalent.images).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

describe("coverage", () => {
  it("proved every image upload row of the route table", () => {
    expectOwnRowsCovered(api, "media");
  });
});
