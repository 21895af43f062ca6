import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TALENT_MESSAGES } from "../../common/schemas";
import { expireDeclinedFiles } from "../src/services/declined-retention";
import { codesOf } from "./helpers";
import { admin, expectAdminOnly, fieldsOf, t, talent, useTalentAdminScene } from "./talent-admin-scene";

// Declining a submission: off the pending list, kept with its reason and history, optionally told
// kindly, and its files removed once the agency's retention period has passed.
useTalentAdminScene();

const DECLINE = `mutation ($id: Int!, $reason: String!, $notify: Boolean) {
  declineTalent(id: $id, reason: $reason, notify: $notify) { id status declineReason declinedAt }
}`;
const PENDING_TAB = `query { staffTalents(tab: PENDING) { items { id } counts { pending declined } } }`;
const DECLINED_TAB = `query { staffTalents(tab: DECLINED) { items { id status } } }`;

async function storeFiles(names: string[]) {
  for (const folder of ["images", "documents"]) await mkdir(path.join(t.config.uploadsDir, folder), { recursive: true });
  for (const name of names) await writeFile(path.join(t.config.uploadsDir, name), "x");
}

describe("declineTalent", () => {
  it("moves a pending submission out of the pending list into Declined, keeping it and its reason", async () => {
    const submitted = await talent();
    const before = await t.gql<{ staffTalents: { items: Array<{ id: number }>; counts: { pending: number; declined: number } } }>(
      PENDING_TAB,
      {},
      { token: admin },
    );
    expect(before.data!.staffTalents.items.map((row) => row.id)).toContain(submitted.id);

    const result = await t.gql(DECLINE, { id: submitted.id, reason: "  Not the look our clients ask for now. " }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.declineTalent).toMatchObject({ status: "declined", declineReason: "Not the look our clients ask for now." });

    const after = await t.gql<{ staffTalents: { items: Array<{ id: number }>; counts: { pending: number; declined: number } } }>(
      PENDING_TAB,
      {},
      { token: admin },
    );
    expect(after.data!.staffTalents.items.map((row) => row.id)).not.toContain(submitted.id);
    expect(after.data!.staffTalents.counts.pending).toBe(before.data!.staffTalents.counts.pending - 1);
    expect(after.data!.staffTalents.counts.declined).toBe(before.data!.staffTalents.counts.declined + 1);
    const declined = await t.gql<{ staffTalents: { items: Array<{ id: number; status: string }> } }>(DECLINED_TAB, {}, { token: admin });
    expect(declined.data!.staffTalents.items).toContainEqual({ id: submitted.id, status: "declined" });
  });

  it("shows the reason in the talent's history", async () => {
    const submitted = await talent();
    await t.gql(DECLINE, { id: submitted.id, reason: "Duplicate of an earlier submission" }, { token: admin });
    const history = await t.gql<{ activityFor: Array<{ summary: string }> }>(
      `query ($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id) { summary } }`,
      { id: submitted.id },
      { token: admin },
    );
    expect(history.data!.activityFor[0]!.summary).toContain("declined the submission of");
    expect(history.data!.activityFor[0]!.summary).toContain('"Duplicate of an earlier submission"');
  });

  it("queues the kind e-mail only when asked, and never quotes the staff's reason", async () => {
    const quiet = await talent();
    await t.gql(DECLINE, { id: quiet.id, reason: "Too few photos" }, { token: admin });
    expect(await t.prisma.outboxEmail.count({ where: { talentId: quiet.id } })).toBe(0);

    const told = await talent();
    await t.gql(DECLINE, { id: told.id, reason: "Internal: weak headshot", notify: true }, { token: admin });
    const emails = await t.prisma.outboxEmail.findMany({ where: { talentId: told.id } });
    expect(emails.map((email) => email.template)).toEqual(["talent-declined"]);
    expect(emails[0]!.body).toContain(`Hi ${told.firstName}`);
    expect(emails[0]!.body).toContain("welcome to apply again");
    expect(emails[0]!.body).not.toContain("weak headshot");
  });

  it("refuses a blank reason by name, and a talent that is not pending", async () => {
    const submitted = await talent();
    const blank = await t.gql(DECLINE, { id: submitted.id, reason: "  " }, { token: admin });
    expect(codesOf(blank)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(blank)).toEqual({ reason: TALENT_MESSAGES.declineReasonRequired });

    const approved = await talent({ isApproved: true });
    const refused = await t.gql(DECLINE, { id: approved.id, reason: "Changed our mind" }, { token: admin });
    expect(codesOf(refused)).toEqual(["CONFLICT"]);
    expect(refused.errors![0]!.message).toBe(TALENT_MESSAGES.notPending(approved.id));
    await t.gql(DECLINE, { id: submitted.id, reason: "First time" }, { token: admin });
    const twice = await t.gql(DECLINE, { id: submitted.id, reason: "Second time" }, { token: admin });
    expect(codesOf(twice)).toEqual(["CONFLICT"]);
    expect(codesOf(await t.gql(DECLINE, { id: 999_999, reason: "Nobody" }, { token: admin }))).toEqual(["NOT_FOUND"]);
    await expectAdminOnly(DECLINE, { id: submitted.id, reason: "Anyone" });
  });

  it("lets staff approve a declined submission after all, clearing the decline", async () => {
    const submitted = await talent();
    await t.gql(DECLINE, { id: submitted.id, reason: "Hasty" }, { token: admin });
    const approved = await t.gql(
      `mutation ($id: Int!) { approveTalent(id: $id, notify: false) { status declineReason declinedAt } }`,
      { id: submitted.id },
      { token: admin },
    );
    expect(approved.data!.approveTalent).toEqual({ status: "approved", declineReason: null, declinedAt: null });
  });
});

describe("the declined submissions' retention", () => {
  const DAY = 24 * 60 * 60_000;

  it("removes the files of talents declined longer ago than the retention period, and keeps the record", async () => {
    await storeFiles(["images/old-head.jpg", "images/old-g.jpg", "images/old-g-card.webp", "documents/old-cv.pdf", "images/new-head.jpg"]);
    const old = await talent({
      headshotUrl: "/uploads/images/old-head.jpg",
      resumeUrl: "/uploads/documents/old-cv.pdf",
      declinedAt: new Date(Date.now() - 31 * DAY),
      images: { create: [{ filename: "g.jpg", storageUrl: "/uploads/images/old-g.jpg", cardUrl: "/uploads/images/old-g-card.webp" }] },
    });
    const recent = await talent({ headshotUrl: "/uploads/images/new-head.jpg", declinedAt: new Date(Date.now() - 29 * DAY) });

    const cleared = await expireDeclinedFiles(t.prisma, t.app.services.storage, { retentionDays: 30 });
    expect(cleared).toEqual([old.id]);

    const files = await t.storedFiles();
    for (const name of ["old-head.jpg", "old-g.jpg", "old-g-card.webp", "old-cv.pdf"])
      expect(files.some((file) => file.endsWith(name))).toBe(false);
    expect(files).toContain(path.join("images", "new-head.jpg"));
    const kept = await t.prisma.talent.findUniqueOrThrow({ where: { id: old.id }, include: { images: true } });
    expect(kept).toMatchObject({ headshotUrl: null, resumeUrl: null, images: [] });
    expect(kept.filesRemovedAt).not.toBeNull();
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id: recent.id } })).toMatchObject({
      headshotUrl: "/uploads/images/new-head.jpg",
    });
    const entry = await t.prisma.activityLog.findFirstOrThrow({ where: { subjectId: old.id, action: "files.expire" } });
    expect(entry.actorEmail).toBe("system");

    // A second run finds nothing more to do.
    expect(await expireDeclinedFiles(t.prisma, t.app.services.storage, { retentionDays: 30 })).toEqual([]);
  });

  it("follows the agency's setting and leaves approved talents alone", async () => {
    await storeFiles(["images/approved-head.jpg"]);
    const approved = await talent({ isApproved: true, headshotUrl: "/uploads/images/approved-head.jpg", declinedAt: null });
    const declined = await talent({ declinedAt: new Date(Date.now() - 8 * DAY) });
    const now = new Date();
    expect(await expireDeclinedFiles(t.prisma, t.app.services.storage, { retentionDays: 10, now })).not.toContain(declined.id);
    expect(await expireDeclinedFiles(t.prisma, t.app.services.storage, { retentionDays: 7, now })).toContain(declined.id);
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: approved.id } })).headshotUrl).toBe("/uploads/images/approved-head.jpg");
  });
});

describe("approveTalent with publish", () => {
  it("approves and publishes in one step, with only the publication e-mail", async () => {
    const submitted = await talent();
    const result = await t.gql(
      `mutation ($id: Int!) { approveTalent(id: $id, publish: true) { status publishedAt } }`,
      { id: submitted.id },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.approveTalent.status).toBe("published");
    const emails = await t.prisma.outboxEmail.findMany({ where: { talentId: submitted.id } });
    expect(emails.map((email) => email.template)).toEqual(["talent-published"]);
  });

  it("changes nothing when the talent is already approved", async () => {
    const approved = await talent({ isApproved: true });
    const result = await t.gql(
      `mutation ($id: Int!) { approveTalent(id: $id, publish: true) { id } }`,
      { id: approved.id },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["CONFLICT"]);
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: approved.id } })).isPublished).toBe(false);
  });
});
