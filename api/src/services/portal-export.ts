import type { Context } from "../context";
import type { PrismaClient } from "../db/generated/prisma/client";
import { SECRET_TEMPLATES } from "./mail";
import { PENDING_PREFIX } from "./pending-photos";

// The talent's copy of everything the agency holds about them (Australian Privacy Principle 12;
// ADR 171): talent.json and their files, served as one zip by api/src/http/portal-export.ts under a
// link signed for 10 minutes.

export const EXPORT_LINK_TTL_SECONDS = 10 * 60;

export const exportPath = (talentId: number) => `/portal-export/${talentId}.zip`;

export function exportLinkOf(ctx: Pick<Context, "urls" | "siteUrl">, talentId: number): string {
  return ctx.siteUrl + ctx.urls.sign(exportPath(talentId), EXPORT_LINK_TTL_SECONDS);
}

export type ExportFile = { name: string; url: string };

/**
 * talent.json's content and the files to add. Staff's internal notes on the talent and the job
 * notes are the agency's working papers, not shown in the portal either; a booking's rate and note
 * only when shared (ADR 171). One-time links in e-mails are left out: they are secrets, not data.
 */
export async function talentExport(prisma: PrismaClient, talentId: number) {
  const talent = await prisma.talent.findUnique({
    where: { id: talentId },
    include: {
      categories: { select: { name: true } },
      images: { orderBy: [{ sequence: "asc" }, { id: "asc" }] },
      documents: { orderBy: [{ sequence: "asc" }, { id: "asc" }] },
      bookOuts: { orderBy: { startDate: "asc" } },
      bookings: { include: { job: true }, orderBy: { id: "asc" } },
      profileChanges: { include: { items: true }, orderBy: { id: "asc" } },
      emails: { orderBy: { id: "asc" } },
      account: { select: { id: true, username: true, createdAt: true, lastLoginAt: true, isActive: true } },
    },
  });
  if (!talent) return null;
  const {
    notes: _staffNotes,
    images,
    documents,
    bookOuts,
    bookings,
    profileChanges,
    emails,
    account,
    categories,
    version: _v,
    ...profile
  } = talent;
  const activity = await prisma.activityLog.findMany({
    where: { subjectType: "Talent", subjectId: talentId },
    orderBy: { id: "asc" },
  });
  const files: ExportFile[] = [];
  const fileName = (url: string, prefix: string) => `files/${prefix}-${url.split("/").at(-1)}`;
  for (const image of images)
    if (image.storageUrl?.startsWith("/uploads/"))
      files.push({ name: fileName(image.storageUrl, `photo-${image.id}`), url: image.storageUrl });
  for (const document of documents)
    if (document.storageUrl.startsWith("/uploads/"))
      files.push({ name: fileName(document.storageUrl, `document-${document.id}`), url: document.storageUrl });
  for (const key of ["headshotUrl", "fullBodyShotUrl"] as const) {
    const url = talent[key];
    if (url?.startsWith("/uploads/") && !files.some((file) => file.url === url))
      files.push({ name: fileName(url, key.replace("Url", "")), url });
  }
  for (const change of profileChanges) {
    for (const item of change.items) {
      if (item.fileKey?.startsWith(PENDING_PREFIX))
        files.push({ name: fileName(item.fileKey, `proposed-photo-${item.id}`), url: item.fileKey });
    }
  }
  const data = {
    exportedAt: new Date().toISOString(),
    profile: { ...profile, categories: categories.map((category) => category.name) },
    account,
    images: images.map(({ id, filename, title, caption, sequence, storageUrl, createdAt }) => ({
      id,
      filename,
      title,
      caption,
      sequence,
      storageUrl,
      createdAt,
    })),
    documents: documents.map(({ id, title, documentType, fileType, filename, fileSize, createdAt }) => ({
      id,
      title,
      documentType,
      fileType,
      filename,
      fileSize,
      createdAt,
    })),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      jobTitle: booking.job.title,
      startDate: booking.job.startDate,
      endDate: booking.job.endDate,
      startTime: booking.job.startTime,
      endTime: booking.job.endTime,
      location: booking.job.location,
      status: booking.status,
      optionRank: booking.optionRank,
      rateCents: booking.sharedWithTalent ? booking.rateCents : null,
      note: booking.sharedWithTalent ? booking.note : null,
      createdAt: booking.createdAt,
    })),
    bookOuts,
    profileChanges,
    emails: emails.map((email) => ({
      id: email.id,
      to: email.toAddress,
      subject: email.subject,
      body: SECRET_TEMPLATES.has(email.template) ? null : email.body,
      status: email.status,
      createdAt: email.createdAt,
      sentAt: email.sentAt,
    })),
    activity: activity.map((entry) => ({
      at: entry.createdAt,
      action: entry.action,
      by: account && entry.actorId === account.id ? "you" : entry.actorEmail === "system" ? "system" : "agency staff",
      changedFields: entry.changedFields,
      note: entry.note,
    })),
  };
  return { data, files };
}
