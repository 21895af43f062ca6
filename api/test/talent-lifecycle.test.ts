import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codesOf } from "./helpers";
import { admin, expectAdminOnly, fieldsOf, t, talent, useTalentAdminScene } from "./talent-admin-scene";

// deleteTalent and the review lifecycle: approve, publish, unpublish.
useTalentAdminScene();

describe("deleteTalent", () => {
  const DELETE = `mutation ($id: Int!) { deleteTalent(id: $id) }`;

  it("deletes the talent, its images and documents, and their stored files", async () => {
    await mkdir(path.join(t.config.uploadsDir, "images"), { recursive: true });
    await mkdir(path.join(t.config.uploadsDir, "documents"), { recursive: true });
    for (const name of ["images/del.jpg", "images/del-card.webp", "images/del-thumb.webp", "images/keep.jpg", "documents/del.pdf"]) {
      await writeFile(path.join(t.config.uploadsDir, name), "x");
    }
    const doomed = await talent({
      imageUrl: "/uploads/images/del.jpg",
      resumeUrl: "/uploads/documents/del.pdf",
      images: {
        create: [
          {
            filename: "del.jpg",
            storageUrl: "/uploads/images/del.jpg",
            cardUrl: "/uploads/images/del-card.webp",
            thumbUrl: "/uploads/images/del-thumb.webp",
          },
        ],
      },
      documents: {
        create: [
          {
            filename: "cv.pdf",
            title: "Resume",
            documentType: "resume",
            fileType: "pdf",
            storageUrl: "/uploads/documents/del.pdf",
            fileSize: 1,
          },
        ],
      },
    });
    const result = await t.gql(DELETE, { id: doomed.id }, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteTalent).toBe(doomed.id);
    expect(await t.prisma.talent.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await t.prisma.talentImage.count({ where: { talentId: doomed.id } })).toBe(0);
    expect(await t.prisma.talentDocument.count({ where: { talentId: doomed.id } })).toBe(0);
    const files = await t.storedFiles();
    expect(files).toContain(path.join("images", "keep.jpg"));
    for (const name of ["del.jpg", "del-card.webp", "del-thumb.webp", "del.pdf"])
      expect(files.some((file) => file.endsWith(name))).toBe(false);
  });

  it("answers NOT_FOUND for an unknown id and needs the admin scope", async () => {
    expect(codesOf(await t.gql(DELETE, { id: 999_999 }, { token: admin }))).toEqual(["NOT_FOUND"]);
    const kept = await talent();
    await expectAdminOnly(DELETE, { id: kept.id });
    expect(await t.prisma.talent.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });
});

describe("approveTalent, publishTalent, unpublishTalent", () => {
  const APPROVE =
    "mutation ($id: Int!, $notify: Boolean, $notes: String) { approveTalent(id: $id, notify: " +
    "$notify, notes: $notes) { id status notes publishedAt } }";
  const PUBLISH = `mutation ($id: Int!, $notify: Boolean) { publishTalent(id: $id, notify: $notify) { id status publishedAt } }`;
  const UNPUBLISH = `mutation ($id: Int!, $notify: Boolean) { unpublishTalent(id: $id, notify: $notify) { id status publishedAt } }`;
  const outboxOf = (talentId: number) => t.prisma.outboxEmail.findMany({ where: { talentId }, orderBy: { id: "asc" } });

  it("moves a talent through pending, approved, published and unpublished, queueing one e-mail per step", async () => {
    const { id } = await talent({ firstName: "Nora", email: "nora@example.com" });

    const approved = await t.gql(APPROVE, { id, notes: "  Great showreel  " }, { token: admin });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveTalent).toMatchObject({ status: "approved", notes: "Great showreel", publishedAt: null });

    const published = await t.gql(PUBLISH, { id }, { token: admin });
    expect(published.data!.publishTalent.status).toBe("published");
    const publishedAt = published.data!.publishTalent.publishedAt;
    expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000);
    expect((await t.gql(`{ talent(id: ${id}) { firstName } }`)).data!.talent).toEqual({ firstName: "Nora" });

    const unpublished = await t.gql(UNPUBLISH, { id }, { token: admin });
    expect(unpublished.data!.unpublishTalent).toEqual({ id, status: "unpublished", publishedAt });
    expect((await t.gql(`{ talent(id: ${id}) { firstName } }`)).data!.talent).toBeNull();

    const republished = await t.gql(PUBLISH, { id }, { token: admin });
    expect(republished.data!.publishTalent.status).toBe("published");

    const emails = await outboxOf(id);
    expect(emails.map((email) => email.template)).toEqual([
      "talent-approved",
      "talent-published",
      "talent-unpublished",
      "talent-published",
    ]);
    for (const email of emails) {
      expect(email).toMatchObject({ toAddress: "nora@example.com", status: "queued", talentId: id, sentAt: null });
      expect(email.body).toMatch(/^Hi Nora,/);
      expect(email.body).toContain("Stellar Talent Management");
      expect(email.subject).toContain("Stellar Talent Management");
    }
    expect(emails[0]!.subject).toBe("Welcome to Stellar Talent Management: your profile has been approved");
    expect(emails[1]!.subject).toBe("Your profile is now live at Stellar Talent Management");
    expect(emails[2]!.subject).toBe("Your profile has been taken off the Stellar Talent Management directory");
  });

  it("queues nothing with notify false, and keeps the notes when none are given", async () => {
    const { id } = await talent({ notes: "Earlier note" });
    const approved = await t.gql(APPROVE, { id, notify: false }, { token: admin });
    expect(approved.data!.approveTalent).toMatchObject({ status: "approved", notes: "Earlier note" });
    await t.gql(PUBLISH, { id, notify: false }, { token: admin });
    await t.gql(UNPUBLISH, { id, notify: false }, { token: admin });
    expect(await outboxOf(id)).toEqual([]);
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isPublished).toBe(false);
  });

  it("refuses invalid transitions with CONFLICT, changing nothing and queueing nothing", async () => {
    const pending = await talent();
    const publishPending = await t.gql(PUBLISH, { id: pending.id }, { token: admin });
    expect(codesOf(publishPending)).toEqual(["CONFLICT"]);
    expect(publishPending.errors![0]!.message).toBe(`Talent ${pending.id} must be approved before it can be published.`);
    const unpublishPending = await t.gql(UNPUBLISH, { id: pending.id }, { token: admin });
    expect(codesOf(unpublishPending)).toEqual(["CONFLICT"]);
    expect(unpublishPending.errors![0]!.message).toBe(`Talent ${pending.id} is not published.`);

    const approved = await talent({ isApproved: true });
    const approveAgain = await t.gql(APPROVE, { id: approved.id }, { token: admin });
    expect(codesOf(approveAgain)).toEqual(["CONFLICT"]);
    expect(approveAgain.errors![0]!.message).toBe(`Talent ${approved.id} is already approved.`);
    expect(approveAgain.errors![0]!.extensions!.fields).toEqual({ status: `Talent ${approved.id} is already approved.` });

    const published = await talent({ isApproved: true, isPublished: true, publishedAt: new Date("2024-01-01T00:00:00Z") });
    const publishAgain = await t.gql(PUBLISH, { id: published.id }, { token: admin });
    expect(codesOf(publishAgain)).toEqual(["CONFLICT"]);
    expect(publishAgain.errors![0]!.message).toBe(`Talent ${published.id} is already published.`);

    for (const { id } of [pending, approved, published]) expect(await outboxOf(id)).toEqual([]);
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ isApproved: false, isPublished: false });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: published.id } })).publishedAt).toEqual(
      new Date("2024-01-01T00:00:00Z"),
    );
  });

  it("rolls the change back when the e-mail cannot be queued", async () => {
    const { id } = await talent();
    await t.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox refused by the test'; END $$`);
    await t.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON "OutboxEmail" FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const result = await t.gql(APPROVE, { id }, { token: admin });
      expect(result.errors).toHaveLength(1);
      expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isApproved).toBe(false);
    } finally {
      await t.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_mail ON "OutboxEmail"`);
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION refuse_mail()`);
    }
  });

  it("validates the approval notes", async () => {
    const { id } = await talent();
    const result = await t.gql(APPROVE, { id, notes: "x".repeat(5001) }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({ notes: "Notes must be at most 5000 characters." });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id } })).isApproved).toBe(false);
  });

  it("answers NOT_FOUND for unknown ids", async () => {
    for (const mutation of [APPROVE, PUBLISH, UNPUBLISH]) {
      const result = await t.gql(mutation, { id: 999_999 }, { token: admin });
      expect(codesOf(result)).toEqual(["NOT_FOUND"]);
      expect(result.errors![0]!.message).toBe("Talent 999999 not found");
    }
  });

  it("needs the admin scope", async () => {
    const { id } = await talent();
    for (const mutation of [APPROVE, PUBLISH, UNPUBLISH]) await expectAdminOnly(mutation, { id });
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id } })).toMatchObject({ isApproved: false, isPublished: false });
    expect(await outboxOf(id)).toEqual([]);
  });
});
