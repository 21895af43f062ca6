import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITING_MESSAGES } from "../../common/editing";
import { codesOf, PDF_BYTES, startTestApp, type TestApp, testImage } from "./helpers";

// The editor's Media tab (ADR 040): a talent's photos and documents, one change at a time, staff only,
// each change in the activity log.

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

const ADD = `mutation ($talentId: Int!, $image: Upload, $caption: String) {
  addTalentImage(talentId: $talentId, image: $image, caption: $caption) { id sequence caption alt storageUrl cardUrl } }`;
const CAPTION = `mutation ($id: Int!, $caption: String) { updateTalentImage(id: $id, caption: $caption) { id caption alt } }`;
const REORDER =
  "mutation ($talentId: Int!, $imageIds: [Int!]!) { reorderTalentImages(talentId: $talentId, " + "imageIds: $imageIds) { id sequence } }";
const MAIN = `mutation ($id: Int!) { setMainTalentImage(id: $id) { id sequence } }`;
const DELETE_IMAGE = `mutation ($id: Int!) { deleteTalentImage(id: $id) }`;
const ADD_DOC = `mutation ($talentId: Int!, $file: Upload, $documentType: String!, $title: String) {
  addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType, title: $title) { id title documentType
    fileType fileSize storageUrl } }`;
const REPLACE_DOC = `mutation ($id: Int!, $file: Upload) { replaceTalentDocument(id: $id, file: $file) { id title fileSize storageUrl } }`;
const DELETE_DOC = `mutation ($id: Int!) { deleteTalentDocument(id: $id) }`;
const HISTORY = `query ($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id) { action summary } }`;
const PUBLIC_CARD = `query ($id: Int!) { talent(id: $id) { coverImage { id alt } images { id alt } } }`;

async function newTalent(firstName: string) {
  return t.prisma.talent.create({
    data: {
      firstName,
      lastName: "Media",
      email: `${firstName.toLowerCase()}@example.com`,
      isApproved: true,
      isPublished: true,
      publishedAt: new Date(),
    },
  });
}

async function addImage(talentId: number, caption?: string) {
  const result = await t.gqlUpload(
    ADD,
    { talentId, caption },
    { image: { name: "p.png", type: "image/png", bytes: png } },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.addTalentImage as { id: number; sequence: number; storageUrl: string; cardUrl: string };
}

const history = async (id: number) =>
  ((await t.gql(HISTORY, { id }, { token: admin })).data!.activityFor as Array<{ action: string }>).map((entry) => entry.action);

describe("a talent's photos", () => {
  it("adds photos in order, captions them as public alt text, reorders and sets the main photo", async () => {
    const mia = await newTalent("Mia");
    const [a, b, c] = [await addImage(mia.id, "Mia smiling"), await addImage(mia.id), await addImage(mia.id)];
    expect([a.sequence, b.sequence, c.sequence]).toEqual([0, 1, 2]);

    const captioned = await t.gql(CAPTION, { id: b.id, caption: "  Mia on stage " }, { token: admin });
    expect(captioned.data!.updateTalentImage).toMatchObject({ caption: "Mia on stage", alt: "Mia on stage" });

    const reordered = await t.gql(REORDER, { talentId: mia.id, imageIds: [c.id, a.id, b.id] }, { token: admin });
    expect(reordered.data!.reorderTalentImages).toEqual([
      { id: c.id, sequence: 0 },
      { id: a.id, sequence: 1 },
      { id: b.id, sequence: 2 },
    ]);
    const main = await t.gql(MAIN, { id: b.id }, { token: admin });
    expect(main.data!.setMainTalentImage.map((image: { id: number }) => image.id)).toEqual([b.id, c.id, a.id]);

    // What visitors see: the main photo first on the card, with its caption as alt text.
    const card = await t.gql(PUBLIC_CARD, { id: mia.id });
    expect(card.data!.talent.coverImage).toEqual({ id: b.id, alt: "Mia on stage" });
    expect(card.data!.talent.images.map((image: { alt: string | null }) => image.alt)).toEqual(["Mia on stage", null, "Mia smiling"]);

    expect(await history(mia.id)).toEqual(["image.main", "image.reorder", "image.caption", "image.add", "image.add", "image.add"]);
  });

  it("refuses an order that does not name each photo once, and a caption over 300 characters", async () => {
    const ned = await newTalent("Ned");
    const [a, b] = [await addImage(ned.id), await addImage(ned.id)];
    for (const imageIds of [[a.id], [a.id, a.id], [a.id, b.id, 999999]]) {
      const refused = await t.gql(REORDER, { talentId: ned.id, imageIds }, { token: admin });
      expect(refused.errors![0]!.extensions!.fields).toEqual({ imageIds: EDITING_MESSAGES.imageOrder });
    }
    const long = await t.gql(CAPTION, { id: a.id, caption: "x".repeat(301) }, { token: admin });
    expect(long.errors![0]!.extensions!.fields).toEqual({ caption: "Caption must be at most 300 characters." });
  });

  it("deletes a photo with its files; the talent's image fields no longer point at it", async () => {
    const ava = await newTalent("Ava");
    const image = await addImage(ava.id);
    await t.prisma.talent.update({ where: { id: ava.id }, data: { imageUrl: image.storageUrl } });
    const before = await t.storedFiles();
    expect(before).toContain(image.storageUrl.slice("/uploads/".length));
    const deleted = await t.gql(DELETE_IMAGE, { id: image.id }, { token: admin });
    expect(deleted.data!.deleteTalentImage).toBe(image.id);
    const after = await t.storedFiles();
    expect(after).not.toContain(image.storageUrl.slice("/uploads/".length));
    expect(after).not.toContain(image.cardUrl.slice("/uploads/".length));
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: ava.id } })).imageUrl).toBeNull();
    expect(codesOf(await t.gql(DELETE_IMAGE, { id: image.id }, { token: admin }))).toEqual(["NOT_FOUND"]);
  });

  it("refuses a file that is not an image, and stores nothing", async () => {
    const leo = await newTalent("Leo");
    const before = await t.storedFiles();
    const result = await t.gqlUpload(
      ADD,
      { talentId: leo.id },
      { image: { name: "x.png", type: "image/png", bytes: Buffer.from("not an image") } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
    expect(await t.storedFiles()).toEqual(before);
  });
});

describe("a talent's documents", () => {
  it("adds, replaces and deletes a resume through signed links, keeping resumeUrl in step", async () => {
    const zoe = await newTalent("Zoe");
    const added = await t.gqlUpload(
      ADD_DOC,
      { talentId: zoe.id, documentType: "resume" },
      { file: { name: "cv.pdf", type: "application/pdf", bytes: PDF_BYTES } },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    const document = added.data!.addTalentDocument;
    expect(document).toMatchObject({ title: "Resume", documentType: "resume", fileType: "pdf", fileSize: PDF_BYTES.length });
    // Documents are private: the answer is a signed, expiring link, never the stored path.
    expect(document.storageUrl).toMatch(/[?&](sig|signature|expires)=/i);
    const first = (await t.prisma.talent.findUniqueOrThrow({ where: { id: zoe.id } })).resumeUrl!;
    expect(first).toMatch(/^\/uploads\/documents\//);

    const bigger = Buffer.concat([PDF_BYTES, Buffer.from("%more\n")]);
    const replaced = await t.gqlUpload(
      REPLACE_DOC,
      { id: document.id },
      { file: { name: "cv2.pdf", type: "application/pdf", bytes: bigger } },
      { token: admin },
    );
    expect(replaced.data!.replaceTalentDocument).toMatchObject({ id: document.id, title: "Resume", fileSize: bigger.length });
    const second = (await t.prisma.talent.findUniqueOrThrow({ where: { id: zoe.id } })).resumeUrl!;
    expect(second).not.toBe(first);
    expect(await t.storedFiles()).not.toContain(first.slice("/uploads/".length));

    expect((await t.gql(DELETE_DOC, { id: document.id }, { token: admin })).data!.deleteTalentDocument).toBe(document.id);
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: zoe.id } })).resumeUrl).toBeNull();
    expect(await t.storedFiles()).not.toContain(second.slice("/uploads/".length));
    expect(await history(zoe.id)).toEqual(["document.delete", "document.replace", "document.add"]);
  });

  it("names the failing fields: an unknown type and a missing file", async () => {
    const kim = await newTalent("Kim");
    const result = await t.gql(ADD_DOC, { talentId: kim.id, documentType: "tax-return" }, { token: admin });
    expect(Object.keys(result.errors![0]!.extensions!.fields!)).toEqual(["documentType", "file"]);
  });
});

describe("authorization", () => {
  const CALLS: Array<[string, string, Record<string, unknown>]> = [
    ["addTalentImage", ADD, { talentId: 1 }],
    ["updateTalentImage", CAPTION, { id: 1, caption: "x" }],
    ["reorderTalentImages", REORDER, { talentId: 1, imageIds: [] }],
    ["setMainTalentImage", MAIN, { id: 1 }],
    ["deleteTalentImage", DELETE_IMAGE, { id: 1 }],
    ["addTalentDocument", ADD_DOC, { talentId: 1, documentType: "resume" }],
    ["replaceTalentDocument", REPLACE_DOC, { id: 1 }],
    ["deleteTalentDocument", DELETE_DOC, { id: 1 }],
  ];

  it.each(CALLS)("%s refuses visitors (UNAUTHENTICATED) and signed-in non-staff (FORBIDDEN)", async (_name, query, variables) => {
    expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(query, variables, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
  });
});
