import { paths } from "#common/paths";
import { confirmNameSchema, PORTAL_MESSAGES, removalRequestSchema } from "#common/schemas/portal";
import { initialTalentValue, talentFieldKeys } from "#common/talent-field-keys";
import type { Context } from "../context";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, notFound, validate } from "../errors";
import { recordActivity, talentLabel } from "./activity";
import { queueEmail } from "./mail";
import { removePendingPhotos } from "./pending-photos";
import { removalRequestedEmail } from "./portal-mail";
import { TALENT_FILES_SELECT, talentFileUrls } from "./talent-files";

// A talent's request to remove their account and personal data (Australian Privacy Principle 13),
// and staff carrying it out (ADR 171). The talent row stays as "Removed talent", unpublished and
// emptied, so the bookings history keeps its shape without the person.

/** How a removed talent is named wherever its row still shows (the calendar, old requests). */
export const REMOVED_NAME = { firstName: "Removed", lastName: "talent" } as const;
const REMOVED_LABEL = talentLabel(REMOVED_NAME);

export async function requestRemovalOf(ctx: Context, talentId: number, reason: string | null): Promise<void> {
  const parsed = validate(removalRequestSchema, { reason });
  await ctx.prisma.$transaction(async (tx) => {
    const talent = await tx.talent.update({
      where: { id: talentId },
      data: { removalRequestedAt: new Date(), removalReason: parsed.reason },
      select: { firstName: true, lastName: true },
    });
    await recordActivity(tx, ctx.user, {
      action: "removal-request",
      subjectType: "Talent",
      subjectId: talentId,
      subjectLabel: talentLabel(talent),
      note: parsed.reason ? `From the talent portal: ${parsed.reason}` : "From the talent portal",
    });
    await queueEmail(tx, {
      template: "talent-removal-request",
      to: ctx.config.agencyEmail,
      email: removalRequestedEmail(talentLabel(talent), parsed.reason, ctx.siteUrl + paths.admin.talentInfoItem(talentId)),
      talentId,
    });
  });
  ctx.mailer.wake();
}

export async function cancelRemoval(ctx: Context, talentId: number): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    const talent = await tx.talent.update({
      where: { id: talentId },
      data: { removalRequestedAt: null, removalReason: null },
      select: { firstName: true, lastName: true },
    });
    await recordActivity(tx, ctx.user, {
      action: "removal-cancel",
      subjectType: "Talent",
      subjectId: talentId,
      subjectLabel: talentLabel(talent),
      note: "From the talent portal",
    });
  });
}

/** Every column of the field table back to what a new talent holds, the names to "Removed talent". */
function emptiedTalent(talentId: number): Prisma.TalentUpdateInput {
  const data: Record<string, unknown> = {};
  for (const key of talentFieldKeys((row) => row.column)) data[key] = initialTalentValue(key) ?? null;
  for (const key of ["credits", "reels"] as const) data[key] = [];
  data.additionalImages = [];
  return {
    ...(data as Prisma.TalentUpdateInput),
    ...REMOVED_NAME,
    email: `removed-talent-${talentId}@invalid`,
    isApproved: false,
    isPublished: false,
    featured: false,
    birthDate: null,
    publishedAt: null,
    featuredAt: null,
    declineReason: null,
    removalRequestedAt: null,
    removalReason: null,
    categories: { set: [] },
    version: { increment: 1 },
  };
}

/**
 * Removes a talent's personal data: files, images, documents, book-outs, proposals, e-mails, feed
 * and account go; the row stays emptied as "Removed talent" so bookings keep their history, and the
 * log's entries about the talent lose the name.
 */
export async function removePersonalData(ctx: Context, talentId: number, confirmName: string): Promise<void> {
  const { confirmName: typed } = validate(confirmNameSchema, { confirmName });
  const talent = await ctx.prisma.talent.findUnique({ where: { id: talentId }, select: { firstName: true, lastName: true } });
  if (!talent) throw notFound("Talent", talentId);
  const name = talentLabel(talent);
  if (typed.trim().replace(/\s+/g, " ").toLowerCase() !== name.toLowerCase())
    throw badInput({ confirmName: PORTAL_MESSAGES.confirmName(name) });
  const files = await ctx.prisma.$transaction(async (tx) => {
    const held = await tx.talent.findUniqueOrThrow({
      where: { id: talentId },
      select: { ...TALENT_FILES_SELECT, profileChanges: { select: { items: { select: { fileKey: true } } } } },
    });
    await tx.talentImage.deleteMany({ where: { talentId } });
    await tx.talentDocument.deleteMany({ where: { talentId } });
    await tx.bookOut.deleteMany({ where: { talentId } });
    await tx.profileChange.deleteMany({ where: { talentId } });
    await tx.outboxEmail.deleteMany({ where: { talentId } });
    await tx.calendarFeed.deleteMany({ where: { talentId } });
    await tx.user.deleteMany({ where: { talentId } });
    await tx.talent.update({ where: { id: talentId }, data: emptiedTalent(talentId), select: { id: true } });
    // The log's copies of the name go too; what was done, and when, stays.
    await tx.activityLog.updateMany({
      where: { subjectType: "Talent", subjectId: talentId },
      data: { subjectLabel: REMOVED_LABEL, note: null },
    });
    const bookingIds = (await tx.booking.findMany({ where: { talentId }, select: { id: true } })).map((booking) => booking.id);
    if (bookingIds.length) {
      await tx.activityLog.updateMany({
        where: { subjectType: "Booking", subjectId: { in: bookingIds } },
        data: { subjectLabel: `${REMOVED_LABEL} (booking)` },
      });
    }
    await recordActivity(tx, ctx.user, {
      action: "remove-personal-data",
      subjectType: "Talent",
      subjectId: talentId,
      subjectLabel: REMOVED_LABEL,
    });
    return { stored: talentFileUrls(held), pending: held.profileChanges.flatMap((change) => change.items.map((item) => item.fileKey)) };
  });
  // Files go after the rows commit: a failed delete must not leave rows naming missing files.
  await ctx.storage.remove(files.stored);
  await removePendingPhotos(ctx, files.pending);
}
