import type { PrismaClient } from "../db/generated/prisma/client";
import { recordActivity, talentLabel } from "./activity";
import type { Storage } from "./storage";
import { TALENT_FILES_SELECT, talentFileUrls } from "./talent-files";

// A declined submission keeps its record (and its history) but not its photos and CV for longer
// than the agency's retention period (DECLINED_FILES_RETENTION_DAYS, ADR 141).

const DAY_MS = 24 * 60 * 60_000;
/** How often the running server looks for declined submissions past their retention. */
export const RETENTION_CHECK_EVERY_MS = 60 * 60_000;

/**
 * Removes the files of talents declined more than `retentionDays` ago (and still declined): the
 * rows that name them first, in one transaction per talent with its activity entry, then the files,
 * so a failure never leaves a row naming a missing file. Answers the ids it cleared.
 */
export async function expireDeclinedFiles(
  prisma: PrismaClient,
  storage: Pick<Storage, "remove">,
  options: { retentionDays: number; now?: Date },
): Promise<number[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS);
  const due = await prisma.talent.findMany({
    where: { isApproved: false, declinedAt: { lte: cutoff }, filesRemovedAt: null },
    select: { id: true },
  });
  const cleared: number[] = [];
  for (const { id } of due) {
    const files = await prisma.$transaction(async (tx) => {
      // Approved since it was listed: its files are wanted again.
      const talent = await tx.talent.findFirst({
        where: { id, isApproved: false, declinedAt: { lte: cutoff }, filesRemovedAt: null },
        select: { firstName: true, lastName: true, ...TALENT_FILES_SELECT },
      });
      if (!talent) return null;
      await tx.talentImage.deleteMany({ where: { talentId: id } });
      await tx.talentDocument.deleteMany({ where: { talentId: id } });
      await tx.talent.update({
        where: { id },
        data: {
          imageUrl: null,
          headshotUrl: null,
          fullBodyShotUrl: null,
          resumeUrl: null,
          additionalImages: [],
          filesRemovedAt: new Date(),
          version: { increment: 1 },
        },
      });
      await recordActivity(tx, null, { action: "files.expire", subjectType: "Talent", subjectId: id, subjectLabel: talentLabel(talent) });
      return talentFileUrls(talent);
    });
    if (files === null) continue;
    await storage.remove(files);
    cleared.push(id);
  }
  return cleared;
}
