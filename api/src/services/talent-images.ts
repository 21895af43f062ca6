import type { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { mustExist } from "../errors";
import { recordActivity, talentLabel } from "./activity";
import type { StoredImage } from "./storage";

// A talent's image records, one at a time, each with its activity entry inside the caller's
// transaction: the editor's Media tab (ADR 040) and an approved photo of a talent's proposal
// (ADR 171) both go through here.

export type Tx = Prisma.TransactionClient;
const NAME = { firstName: true, lastName: true } as const;
export const urlsOf = (files: { storageUrl: string | null; cardUrl?: string | null; thumbUrl?: string | null }) => [
  files.storageUrl,
  files.cardUrl ?? null,
  files.thumbUrl ?? null,
];

export async function logTalentChange(tx: Tx, ctx: Pick<Context, "user">, talentId: number, action: string) {
  const talent = await tx.talent.findUniqueOrThrow({ where: { id: talentId }, select: NAME });
  await recordActivity(tx, ctx.user, { action, subjectType: "Talent", subjectId: talentId, subjectLabel: talentLabel(talent) });
}

/** The URL fields of the talent that still point at removed files, cleared (firstImageUrl falls back to them). */
export async function forgetFiles(tx: Tx, talentId: number, urls: Array<string | null>) {
  const gone = new Set(urls.filter((url): url is string => Boolean(url)));
  const talent = await tx.talent.findUniqueOrThrow({
    where: { id: talentId },
    select: { imageUrl: true, headshotUrl: true, fullBodyShotUrl: true, resumeUrl: true, additionalImages: true },
  });
  const data: Prisma.TalentUpdateInput = {};
  for (const key of ["imageUrl", "headshotUrl", "fullBodyShotUrl", "resumeUrl"] as const) {
    if (talent[key] && gone.has(talent[key]!)) data[key] = null;
  }
  if (talent.additionalImages.some((url) => gone.has(url))) data.additionalImages = talent.additionalImages.filter((url) => !gone.has(url));
  if (Object.keys(data).length > 0) await tx.talent.update({ where: { id: talentId }, data, select: { id: true } });
}

/**
 * A stored photo becomes the talent's last image, with its activity entry: staff uploads and a
 * talent's approved photo (ADR 171) both go through here.
 */
export async function addImageIn<Q extends object>(
  tx: Tx,
  ctx: Pick<Context, "user">,
  talentId: number,
  stored: StoredImage,
  caption: string | null,
  query?: Q,
) {
  const { _max } = await tx.talentImage.aggregate({ where: { talentId }, _max: { sequence: true } });
  const created = await tx.talentImage.create({
    ...(query ?? {}),
    data: {
      talentId,
      filename: stored.storageUrl.split("/").at(-1)!,
      caption,
      sequence: (_max.sequence ?? -1) + 1,
      storageUrl: stored.storageUrl,
      cardUrl: stored.cardUrl,
      thumbUrl: stored.thumbUrl,
    },
  });
  await logTalentChange(tx, ctx, talentId, "image.add");
  return created;
}

/** Deletes an image record (files go after the commit, by the caller), with its activity entry. */
export async function deleteImageIn(tx: Tx, ctx: Pick<Context, "user">, id: number) {
  const image = await mustExist("Image", id, tx.talentImage.delete({ where: { id } }));
  await forgetFiles(tx, image.talentId, urlsOf(image));
  await logTalentChange(tx, ctx, image.talentId, "image.delete");
  return image;
}
