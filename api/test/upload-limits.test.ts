import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BULK_UPLOAD_FILES } from "../../common/schemas/content";
import { MAX_FILES_PER_REQUEST, UPLOAD_LIMIT_MESSAGES } from "../src/upload-limits";
import { type GqlResult, startTestApp, type TestApp, testImage } from "./helpers";

// ADR 130: a GraphQL multipart request takes only the files its operation takes, and the
// refusal comes before anything is stored.

let t: TestApp;
let admin: string;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  png = await testImage("png");
});
afterAll(async () => {
  await t?.close();
});

const UPLOAD = `mutation ($image: Upload) { uploadImage(image: $image) { url } }`;
const BULK = `mutation ($images: [Upload!]!) { bulkUploadImages(images: $images) { total } }`;

type Part = { name: string; file?: Buffer; value?: string };

/** A multipart body written by hand: the tests need maps and parts a well-behaved client never sends. */
async function send(operations: object, map: Record<string, string[]>, parts: Part[], { filesFirst = false } = {}): Promise<GqlResult> {
  const form = new FormData();
  if (!filesFirst) {
    form.append("operations", JSON.stringify(operations));
    form.append("map", JSON.stringify(map));
  }
  for (const part of parts) {
    if (part.file) form.append(part.name, new Blob([new Uint8Array(part.file)], { type: "image/png" }), `${part.name}.png`);
    else form.append(part.name, part.value ?? "");
  }
  if (filesFirst) {
    form.append("operations", JSON.stringify(operations));
    form.append("map", JSON.stringify(map));
  }
  const request = new Request("http://local/graphql", { method: "POST", body: form });
  const response = await t.app.inject({
    method: "POST",
    url: "/graphql",
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      "content-type": request.headers.get("content-type")!,
      "x-graphql-yoga-csrf": "1",
      authorization: `Bearer ${admin}`,
    },
  });
  return { ...(response.json() as GqlResult), status: response.statusCode };
}

const files = (count: number) => Array.from({ length: count }, (_, i) => ({ name: String(i), file: png }));

function expectRefused(result: GqlResult, place: string, message: string) {
  expect(result.status).toBe(400);
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(result.errors?.[0]?.extensions?.fields).toEqual({ [place]: message });
}

describe("GraphQL multipart limits", () => {
  it("still takes the files an operation declares", async () => {
    const one = await send({ query: UPLOAD, variables: { image: null } }, { 0: ["variables.image"] }, files(1));
    expect(one.status).toBe(200);
    expect(one.errors).toBeUndefined();
    const many = await send(
      { query: BULK, variables: { images: Array(MAX_BULK_UPLOAD_FILES).fill(null) } },
      Object.fromEntries(files(MAX_BULK_UPLOAD_FILES).map((part, i) => [part.name, [`variables.images.${i}`]])),
      files(MAX_BULK_UPLOAD_FILES),
    );
    expect(many.errors).toBeUndefined();
    expect(many.data).toEqual({ bulkUploadImages: { total: MAX_BULK_UPLOAD_FILES } });
  });

  it("refuses files the map does not name, and stores nothing", async () => {
    const before = await t.storedFiles();
    const result = await send({ query: UPLOAD, variables: { image: null } }, { 0: ["variables.image"] }, files(3));
    expectRefused(result, "1", UPLOAD_LIMIT_MESSAGES.unmapped);
    expect(await t.storedFiles()).toEqual(before);
  });

  it("refuses files sent before the operation and its map, saying the order, and stores nothing", async () => {
    const before = await t.storedFiles();
    const result = await send({ query: UPLOAD, variables: { image: null } }, { 0: ["variables.image"] }, files(1), { filesFirst: true });
    expectRefused(result, "multipart", UPLOAD_LIMIT_MESSAGES.filesFirst);
    expect(await t.storedFiles()).toEqual(before);
  });

  it("refuses files mapped to a variable the operation does not declare, or that is not an Upload", async () => {
    const before = await t.storedFiles();
    const extra = await send({ query: UPLOAD, variables: { image: null } }, { 0: ["variables.image"], 1: ["variables.spare"] }, files(2));
    expectRefused(extra, "variables.spare", UPLOAD_LIMIT_MESSAGES.notAnUpload);
    const text = await send(
      { query: `mutation ($id: Int!, $file: Upload) { replaceTalentDocument(id: $id, file: $file) { id } }`, variables: { id: null } },
      { 0: ["variables.id"] },
      files(1),
    );
    expectRefused(text, "variables.id", UPLOAD_LIMIT_MESSAGES.notAnUpload);
    const outside = await send({ query: UPLOAD, variables: {} }, { 0: ["extensions.image"] }, files(1));
    expectRefused(outside, "extensions.image", UPLOAD_LIMIT_MESSAGES.notAnUpload);
    const nested = await send({ query: UPLOAD, variables: {} }, { 0: ["variables.image.0"] }, files(1));
    expectRefused(nested, "variables.image.0", UPLOAD_LIMIT_MESSAGES.notAnUpload);
    expect(await t.storedFiles()).toEqual(before);
  });

  it(`refuses more than ${MAX_FILES_PER_REQUEST} files in one request, and more than a list takes`, async () => {
    const before = await t.storedFiles();
    const count = MAX_FILES_PER_REQUEST + 1;
    const tooMany = await send(
      { query: BULK, variables: { images: Array(count).fill(null) } },
      Object.fromEntries(files(count).map((part, i) => [part.name, [`variables.images.${i}`]])),
      files(count),
    );
    expectRefused(tooMany, "files", UPLOAD_LIMIT_MESSAGES.tooMany);
    const farIndex = await send({ query: BULK, variables: { images: [] } }, { 0: [`variables.images.${MAX_BULK_UPLOAD_FILES}`] }, files(1));
    expectRefused(farIndex, "images", UPLOAD_LIMIT_MESSAGES.listTooLong);
    expect(await t.storedFiles()).toEqual(before);
  });

  it("answers a broken multipart body with a 400 naming it", async () => {
    const result = await send({ query: UPLOAD, variables: {} }, { 0: "variables.image" as unknown as string[] }, files(1));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toContain('Multipart map entry "0" must be a list of variable paths');
  });
});
