import type { Prisma } from "../db/generated/prisma/client";

// A talent's stored files, named once: deleting a talent and the declined submissions' retention
// both remove every one of them.

export const TALENT_FILES_SELECT = {
  imageUrl: true,
  headshotUrl: true,
  fullBodyShotUrl: true,
  resumeUrl: true,
  additionalImages: true,
  images: { select: { storageUrl: true, cardUrl: true, thumbUrl: true } },
  documents: { select: { storageUrl: true } },
} satisfies Prisma.TalentSelect;

export type TalentFiles = Prisma.TalentGetPayload<{ select: typeof TALENT_FILES_SELECT }>;

/** Every /uploads URL a talent row and its images and documents name. */
export function talentFileUrls(talent: TalentFiles): Array<string | null> {
  return [
    talent.imageUrl,
    talent.headshotUrl,
    talent.fullBodyShotUrl,
    talent.resumeUrl,
    ...talent.additionalImages,
    ...talent.images.flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]),
    ...talent.documents.map((document) => document.storageUrl),
  ];
}
