import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_MESSAGES } from "../../common/schemas";
import { codesOf, testImage } from "./helpers";
import { makeTalent, portalSession, type PortalScene, startPortalScene } from "./portal-scene";

// The talent's data rights (ADR 171): the export zip holds everything about them, and removal
// deletes the person and their files but leaves the bookings history.

let scene: PortalScene;
let talentId: number;
let token: string;
beforeAll(async () => {
  scene = await startPortalScene();
  const { t } = scene;
  const talent = await makeTalent(t, "Zoe", "zoe@talent.test", { phone: "0412 345 678", notes: "Staff-only remark" });
  talentId = talent.id;
  token = await portalSession(scene, talentId, "zoe@talent.test");
  const job = await t.prisma.job.create({
    data: { title: "Winter catalogue", notes: "Secret job note", startDate: new Date("2030-06-01"), endDate: new Date("2030-06-02") },
  });
  await t.prisma.booking.create({ data: { talentId, jobId: job.id, status: "CONFIRMED", rateCents: 70000, note: "Not shared" } });
  await t.gqlUpload(
    `mutation ($talentId: Int!, $image: Upload) { addTalentImage(talentId: $talentId, image: $image) { id } }`,
    { talentId, image: null },
    { image: { name: "zoe.jpg", type: "image/jpeg", bytes: await testImage("jpeg") } },
    { token: scene.admin },
  );
  await t.gql(
    `mutation { portalAddBookOut(input: { startDate: "2030-07-01", endDate: "2030-07-03", note: "Away" }) { bookOut { id } } }`,
    {},
    { token },
  );
  await t.gql(`mutation { proposeProfileChange(input: { bio: "My proposed new biography." }) { id } }`, {}, { token });
}, 180_000);
afterAll(async () => {
  await scene?.close();
});

describe("the data export", () => {
  it("answers a signed link to a zip of talent.json and the talent's files", async () => {
    const { t } = scene;
    const link = (await t.gql(`mutation { portalExportLink }`, {}, { token })).data!.portalExportLink as string;
    const url = new URL(link);
    const response = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries);
    expect(names).toContain("talent.json");
    expect(names.some((name) => name.startsWith("files/photo-"))).toBe(true);
    const data = JSON.parse(strFromU8(entries["talent.json"]!));
    expect(data.profile).toMatchObject({ firstName: "Zoe", email: "zoe@talent.test", phone: "0412 345 678" });
    expect(data.profile.notes).toBeUndefined();
    expect(data.bookings).toEqual([expect.objectContaining({ jobTitle: "Winter catalogue", rateCents: null, note: null })]);
    expect(data.bookOuts).toEqual([expect.objectContaining({ note: "Away" })]);
    expect(data.profileChanges[0].items[0]).toMatchObject({ field: "bio", after: "My proposed new biography." });
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.activity.some((entry: { by: string }) => entry.by === "you")).toBe(true);
    expect(JSON.stringify(data)).not.toContain("Secret job note");
    expect(JSON.stringify(data)).not.toContain("Staff-only remark");
    // The link is the talent's own and expires: another path, or a tampered one, is refused.
    const tampered = await t.app.inject({
      method: "GET",
      url: url.pathname.replace(`${talentId}.zip`, `${talentId + 1}.zip`) + url.search,
    });
    expect(tampered.statusCode).toBe(403);
  });
});

describe("removal", () => {
  it("records the request for staff, who carry it out by name; bookings stay without the person", async () => {
    const { t } = scene;
    const asked = await t.gql(`mutation { requestRemoval(reason: "Moving overseas") { removalRequestedAt } }`, {}, { token });
    expect(asked.data!.requestRemoval.removalRequestedAt).toBeTruthy();
    const requests = await t.gql(`{ talentRemovalRequests { talentId reason talent { name } } }`, {}, { token: scene.admin });
    expect(requests.data!.talentRemovalRequests).toEqual([{ talentId, reason: "Moving overseas", talent: { name: "Zoe Tester" } }]);
    await t.app.services.mailer.runOnce();
    expect(scene.smtp.received.some((mail) => mail.subject?.includes("asked for their data to be removed"))).toBe(true);

    const REMOVE = `mutation ($id: Int!, $name: String!) { removeTalentPersonalData(talentId: $id, confirmName: $name) }`;
    const wrong = await t.gql(REMOVE, { id: talentId, name: "Zoe" }, { token: scene.admin });
    expect(wrong.errors![0]!.extensions!.fields).toEqual({ confirmName: PORTAL_MESSAGES.confirmName("Zoe Tester") });
    expect(codesOf(await t.gql(REMOVE, { id: talentId, name: "Zoe Tester" }, { token }))).toEqual(["FORBIDDEN"]);
    const files = await t.prisma.talentImage.findMany({ where: { talentId }, select: { storageUrl: true } });
    const done = await t.gql(REMOVE, { id: talentId, name: "zoe tester" }, { token: scene.admin });
    expect(done.data).toEqual({ removeTalentPersonalData: true });

    const row = await t.prisma.talent.findUniqueOrThrow({ where: { id: talentId } });
    expect(row).toMatchObject({ firstName: "Removed", lastName: "talent", phone: null, bio: null, isPublished: false });
    expect(row.email).not.toContain("zoe");
    expect(await t.prisma.booking.count({ where: { talentId } })).toBe(1);
    expect(await t.prisma.user.count({ where: { talentId } })).toBe(0);
    expect(await t.prisma.bookOut.count({ where: { talentId } })).toBe(0);
    expect(await t.prisma.profileChange.count({ where: { talentId } })).toBe(0);
    for (const file of files) expect(await t.app.services.storage.read(file.storageUrl!)).toBeNull();
    const labels = await t.prisma.activityLog.findMany({
      where: { subjectType: "Talent", subjectId: talentId },
      select: { subjectLabel: true },
    });
    expect(labels.every((entry) => entry.subjectLabel === "Removed talent")).toBe(true);
    expect(codesOf(await t.gql(`{ portal { isPublished } }`, {}, { token }))).toEqual(["UNAUTHENTICATED"]);
    const calendar = await t.gql(`{ bookings(from: "2030-06-01", to: "2030-06-30") { talent { name } } }`, {}, { token: scene.admin });
    expect(calendar.data!.bookings).toEqual([{ talent: { name: "Removed talent" } }]);
  });
});
