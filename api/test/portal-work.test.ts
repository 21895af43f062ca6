import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codesOf, testImage } from "./helpers";
import { makeTalent, portalSession, type PortalScene, startPortalScene } from "./portal-scene";

// The portal's bookings, book-outs and proposed profile changes (ADR 004, ADR 171): a talent sees
// only their own, book-outs go through the staff code, proposals wait for staff part by part.

let scene: PortalScene;
let talentId: number;
let token: string;
let otherToken: string;
let otherBookOut: number;
beforeAll(async () => {
  scene = await startPortalScene();
  const { t } = scene;
  const talent = await makeTalent(t, "Mia", "mia@talent.test", { height: 170, skills: ["Singing"] });
  const other = await makeTalent(t, "Noa", "noa@talent.test");
  talentId = talent.id;
  token = await portalSession(scene, talent.id, "mia@talent.test");
  otherToken = await portalSession(scene, other.id, "noa@talent.test");
  const job = await t.prisma.job.create({
    data: {
      title: "Summer campaign",
      notes: "Client pays late",
      location: "St Kilda",
      startDate: new Date("2030-03-10"),
      endDate: new Date("2030-03-12"),
    },
  });
  const past = await t.prisma.job.create({
    data: { title: "Old shoot", startDate: new Date("2020-01-01"), endDate: new Date("2020-01-01") },
  });
  await t.prisma.booking.create({
    data: { talentId, jobId: job.id, status: "HOLD", optionRank: 1, rateCents: 50000, note: "Bring heels" },
  });
  await t.prisma.booking.create({
    data: { talentId, jobId: past.id, status: "CONFIRMED", rateCents: 9000, note: "Shared", sharedWithTalent: true },
  });
  await t.prisma.booking.create({ data: { talentId: other.id, jobId: job.id, status: "HOLD", optionRank: 1 } });
  otherBookOut = (
    await t.prisma.bookOut.create({ data: { talentId: other.id, startDate: new Date("2030-01-01"), endDate: new Date("2030-01-02") } })
  ).id;
}, 180_000);
afterAll(async () => {
  await scene?.close();
});

const BOOKINGS =
  "{ portal { upcomingBookings { jobTitle location status optionRank rateCents note } " + "pastBookings { jobTitle rateCents note } } }";
const ADD =
  "mutation ($input: PortalBookOutInput!) { portalAddBookOut(input: $input) { bookOut { id " +
  "startDate endDate conflicts { jobTitle } } warnings { code message } } }";

describe("portal bookings and book-outs", () => {
  it("shows the talent's own bookings; rate and note only when shared, job notes never", async () => {
    const result = await scene.t.gql(BOOKINGS, {}, { token });
    expect(result.data!.portal.upcomingBookings).toEqual([
      { jobTitle: "Summer campaign", location: "St Kilda", status: "HOLD", optionRank: 1, rateCents: null, note: null },
    ]);
    expect(result.data!.portal.pastBookings).toEqual([{ jobTitle: "Old shoot", rateCents: 9000, note: "Shared" }]);
    expect(JSON.stringify(result)).not.toContain("Client pays late");
  });

  it("books out a week, warns of the overlapping hold, and staff see it in the calendar and the log", async () => {
    const { t } = scene;
    const added = await t.gql(ADD, { input: { startDate: "2030-03-09", endDate: "2030-03-15", note: "Holiday" } }, { token });
    expect(added.errors).toBeUndefined();
    const { bookOut, warnings } = added.data!.portalAddBookOut;
    expect(bookOut.conflicts).toEqual([{ jobTitle: "Summer campaign" }]);
    expect(warnings.map((warning: { code: string }) => warning.code)).toEqual(["OVERLAPS_BOOKING"]);
    const staff = await t.gql(`{ bookOuts(from: "2030-03-01", to: "2030-03-31") { id talentId note } }`, {}, { token: scene.admin });
    expect(staff.data!.bookOuts).toEqual([{ id: bookOut.id, talentId, note: "Holiday" }]);
    const log = await t.prisma.activityLog.findFirst({ where: { action: "book-out", subjectId: talentId }, orderBy: { id: "desc" } });
    expect(log).toMatchObject({ actorEmail: "mia@talent.test" });
    expect(log!.note).toContain("talent portal");
    const hold = await t.gql(
      `mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { warnings { code } } }`,
      { input: { jobId: (await t.prisma.job.findFirstOrThrow({ where: { title: "Summer campaign" } })).id + 0, talentId } },
      { token: scene.admin },
    );
    expect(codesOf(hold)).toEqual(["CONFLICT"]); // already held on that job; the hold exists
  });

  it("refuses invalid dates naming the field, and another talent's book-out", async () => {
    const { t } = scene;
    const bad = await t.gql(ADD, { input: { startDate: "2030-02-30", endDate: "2030-02-01" } }, { token });
    expect(codesOf(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(bad.errors![0]!.extensions!.fields).toHaveProperty("startDate");
    const backwards = await t.gql(ADD, { input: { startDate: "2030-02-10", endDate: "2030-02-01" } }, { token });
    expect(backwards.errors![0]!.extensions!.fields).toEqual({ endDate: "End date must be on or after the start date." });
    const foreign = await t.gql(`mutation ($id: Int!) { portalRemoveBookOut(id: $id) }`, { id: otherBookOut }, { token });
    expect(codesOf(foreign)).toEqual(["NOT_FOUND"]);
    expect(await t.prisma.bookOut.count({ where: { id: otherBookOut } })).toBe(1);
  });
});

const PROPOSE = `mutation ($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {
  proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {
    id status items { id kind field label before after photoUrl status } } }`;
const REVIEW = `mutation ($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {
  reviewProfileChange(id: $id, decisions: $decisions) { status items { status message } } }`;

async function photoWithGps(): Promise<Buffer> {
  return sharp(await testImage("jpeg", 60, 80))
    .withExif({ IFD0: { Artist: "Secret Owner" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "37/1 48/1 0/1" } })
    .jpeg()
    .toBuffer();
}

describe("proposed profile changes", () => {
  let changeId: number;
  let items: Array<{ id: number; kind: string; field: string | null; photoUrl: string | null }>;

  it("keeps only the fields that differ, stores the photo privately and stripped", async () => {
    const { t } = scene;
    const proposed = await t.gqlUpload(
      PROPOSE,
      { input: { bio: "A brand new bio for the profile.", height: 170, skills: ["Singing", "Tap"] }, newPhotos: [null] },
      { "newPhotos.0": { name: "me.jpg", type: "image/jpeg", bytes: await photoWithGps() } },
      { token },
    );
    expect(proposed.errors).toBeUndefined();
    const change = proposed.data!.proposeProfileChange;
    changeId = change.id;
    items = change.items;
    expect(items.map((item) => `${item.kind} ${item.field}`).sort()).toEqual(["FIELD bio", "FIELD skills", "PHOTO_ADDED null"]);
    expect(items).toHaveLength(3);
    const photo = items.find((item) => item.kind === "PHOTO_ADDED")!;
    const unsigned = await t.app.inject({ method: "GET", url: photo.photoUrl!.split("?")[0]! });
    expect(unsigned.statusCode).toBe(403);
    const signed = await t.app.inject({ method: "GET", url: photo.photoUrl! });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers["content-type"]).toMatch(/^image\//);
    // The review screen shows it again: a browser's conditional request is answered 304.
    const again = await t.app.inject({
      method: "GET",
      url: photo.photoUrl!,
      headers: {
        "if-none-match": String(signed.headers.etag),
        "accept-encoding": "gzip, deflate, br",
        accept: "image/avif,image/webp,*/*",
      },
    });
    expect(again.statusCode).toBe(304);
    const stored = await t.prisma.profileChangeItem.findFirstOrThrow({ where: { id: photo.id } });
    const original = await t.app.services.storage.read(stored.fileKey!);
    expect((await sharp(original!).metadata()).exif).toBeUndefined();
    const publicProfile = await t.gql(`query ($id: Int!) { talent(id: $id) { bio images { id } } }`, { id: talentId });
    expect(publicProfile.data!.talent).toEqual({ bio: "Actor and dancer from Melbourne.", images: [] });
  });

  it("refuses a disguised or oversize photo, another talent's image, and an empty proposal", async () => {
    const { t } = scene;
    const disguised = await t.gqlUpload(
      PROPOSE,
      { input: {}, newPhotos: [null] },
      { "newPhotos.0": { name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("not an image at all") } },
      { token },
    );
    expect(codesOf(disguised)).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
    const huge = Buffer.concat([await testImage("jpeg"), Buffer.alloc(12 * 1024 * 1024)]);
    const oversize = await t.gqlUpload(
      PROPOSE,
      { input: {}, newPhotos: [null] },
      { "newPhotos.0": { name: "big.jpg", type: "image/jpeg", bytes: huge } },
      { token },
    );
    expect(codesOf(oversize)).toEqual(["PAYLOAD_TOO_LARGE"]);
    const foreignImage = await t.prisma.talentImage.create({
      data: {
        talentId: (await t.prisma.talent.findFirstOrThrow({ where: { firstName: "Noa" } })).id,
        filename: "n.jpg",
        storageUrl: "/uploads/images/n.jpg",
      },
    });
    const foreign = await t.gql(PROPOSE, { input: {}, removeImageIds: [foreignImage.id] }, { token });
    expect(foreign.errors![0]!.extensions!.fields).toHaveProperty("removeImageIds");
    const empty = await t.gql(PROPOSE, { input: { height: 170 } }, { token });
    expect(codesOf(empty)).toEqual(["BAD_USER_INPUT"]);
    const badHeight = await t.gql(PROPOSE, { input: { height: 10 } }, { token });
    expect(badHeight.errors![0]!.extensions!.fields).toHaveProperty("height");
  });

  it("lets only the owner withdraw a proposal", async () => {
    const { t } = scene;
    const mine = await t.gql(PROPOSE, { input: { eyeColor: "green" } }, { token });
    const id = mine.data!.proposeProfileChange.id;
    expect(codesOf(await t.gql(`mutation ($id: Int!) { withdrawProfileChange(id: $id) }`, { id }, { token: otherToken }))).toEqual([
      "NOT_FOUND",
    ]);
    expect((await t.gql(`mutation ($id: Int!) { withdrawProfileChange(id: $id) }`, { id }, { token })).data).toEqual({
      withdrawProfileChange: true,
    });
  });

  it("applies approved parts as a staff edit, refuses a field changed since, and e-mails the outcome", async () => {
    const { t } = scene;
    const pending = await t.gql(`{ pendingProfileChangeCount profileChanges { id talent { name } } }`, {}, { token: scene.admin });
    expect(pending.data!.pendingProfileChangeCount).toBe(1);
    const bio = items.find((item) => item.field === "bio")!;
    const skills = items.find((item) => item.field === "skills")!;
    const photo = items.find((item) => item.kind === "PHOTO_ADDED")!;
    // Staff changed the skills meanwhile: approving the talent's version is an edit conflict.
    await t.prisma.talent.update({ where: { id: talentId }, data: { skills: ["Singing", "Piano"] } });
    const refused = await t.gql(REVIEW, { id: changeId, decisions: [{ itemId: skills.id, approve: true }] }, { token: scene.admin });
    expect(codesOf(refused)).toEqual(["CONFLICT"]);
    expect(refused.errors![0]!.extensions!.fields).toHaveProperty("skills");
    const reviewed = await t.gql(
      REVIEW,
      {
        id: changeId,
        decisions: [
          { itemId: bio.id, approve: true, message: "Lovely" },
          { itemId: photo.id, approve: true },
          { itemId: skills.id, approve: false, message: "We updated them already" },
        ],
      },
      { token: scene.admin },
    );
    expect(reviewed.errors).toBeUndefined();
    expect(reviewed.data!.reviewProfileChange.status).toBe("DECIDED");
    const publicProfile = await t.gql(`query ($id: Int!) { talent(id: $id) { bio images { id } } }`, { id: talentId });
    expect(publicProfile.data!.talent.bio).toBe("A brand new bio for the profile.");
    expect(publicProfile.data!.talent.images).toHaveLength(1);
    const log = await t.prisma.activityLog.findFirst({ where: { action: "update", subjectId: talentId }, orderBy: { id: "desc" } });
    expect(log!.changedFields).toEqual(["bio"]);
    await t.app.services.mailer.runOnce();
    const mail = scene.smtp.to("mia@talent.test").at(-1)!;
    expect(mail.text).toContain("Bio: approved");
    expect(mail.text).toContain("We updated them already");
    const again = await t.gql(REVIEW, { id: changeId, decisions: [{ itemId: bio.id, approve: false }] }, { token: scene.admin });
    expect(codesOf(again)).toEqual(["CONFLICT"]);
    // The decided photo's pending file is gone (the image is stored again): no link to a 404.
    expect((await t.app.inject({ method: "GET", url: photo.photoUrl! })).statusCode).toBe(404);
    const own = await t.gql(`{ portal { changes { id items { id photoUrl } } } }`, {}, { token });
    const decided = own.data!.portal.changes.find((change: { id: number }) => change.id === changeId);
    expect(decided.items.find((item: { id: number }) => item.id === photo.id).photoUrl).toBeNull();
  });
});
