import { DOCUMENT_TYPE_LABELS, EDITING_MESSAGES } from "#common/editing";
import { documentInputSchema, imageCaptionSchema } from "#common/schemas";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, InputErrors, mustExist, notFound, validate } from "../errors";
import { builder } from "./builder";
import { TalentDocumentType, TalentImageType } from "./media";
import { ALL_IMAGES } from "../services/visibility";
import { addImageIn, deleteImageIn, forgetFiles, logTalentChange, urlsOf } from "../services/talent-images";
import { safeFileName } from "./talent-submission";

// A talent's photos and documents, managed one at a time from the editor's Media tab (ADR 040). Staff
// only. Each change is recorded in the activity log inside its own transaction. These do not raise
// the talent's version: they are saved as they are made, apart from the editor's field edits.

type Tx = Prisma.TransactionClient;

/** Writes `ids` as the talent's photo order (0, 1, 2, ...). */
async function writeOrder(tx: Tx, ids: number[]) {
  for (const [sequence, id] of ids.entries()) await tx.talentImage.update({ where: { id }, data: { sequence }, select: { id: true } });
}

async function imageIdsInOrder(tx: Tx, talentId: number): Promise<number[]> {
  const rows = await tx.talentImage.findMany({ where: { talentId }, ...ALL_IMAGES, select: { id: true } });
  return rows.map((row) => row.id);
}

builder.mutationFields((t) => ({
  addTalentImage: t.prismaField({
    type: TalentImageType,
    description: "Adds a photo after the talent's others. One file per call, so a page can show each file's progress.",
    authScopes: { admin: true },
    args: {
      talentId: t.arg.int(),
      image: t.arg({ type: "Upload", required: false }),
      caption: t.arg.string({ required: false, description: "The photo's alt text on the public site." }),
    },
    resolve: async (query, _root, { talentId, image, caption }, ctx) => {
      const parsed = validate(imageCaptionSchema, { caption });
      await mustExist("Talent", talentId, ctx.prisma.talent.findUnique({ where: { id: talentId }, select: { id: true } }));
      if (!image) throw badInput({ image: EDITING_MESSAGES.imageRequired });
      const stored = await ctx.storage.saveImage("image", image, {
        allowSvg: true,
        label: "Image",
        required: EDITING_MESSAGES.imageRequired,
      });
      try {
        return await ctx.prisma.$transaction((tx) => addImageIn(tx, ctx, talentId, stored, parsed.caption, query));
      } catch (error) {
        await ctx.storage.remove(urlsOf(stored));
        throw error;
      }
    },
  }),
  updateTalentImage: t.prismaField({
    type: TalentImageType,
    description: "Changes a photo's caption (its alt text on the public site); null or blank clears it.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), caption: t.arg.string({ required: false }) },
    resolve: async (query, _root, { id, caption }, ctx) => {
      const parsed = validate(imageCaptionSchema, { caption });
      return ctx.prisma.$transaction(async (tx) => {
        const image = await mustExist("Image", id, tx.talentImage.update({ ...query, where: { id }, data: { caption: parsed.caption } }));
        await logTalentChange(tx, ctx, image.talentId, "image.caption");
        return image;
      });
    },
  }),
  reorderTalentImages: t.prismaField({
    type: [TalentImageType],
    description: "Puts the talent's photos in the order given (the public order); imageIds must name each of them once.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int(), imageIds: t.arg.intList() },
    resolve: async (query, _root, { talentId, imageIds }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        await mustExist("Talent", talentId, tx.talent.findUnique({ where: { id: talentId }, select: { id: true } }));
        const current = await imageIdsInOrder(tx, talentId);
        const given = new Set(imageIds);
        if (given.size !== imageIds.length || given.size !== current.length || current.some((id) => !given.has(id))) {
          throw badInput({ imageIds: EDITING_MESSAGES.imageOrder });
        }
        await writeOrder(tx, imageIds);
        await logTalentChange(tx, ctx, talentId, "image.reorder");
        return tx.talentImage.findMany({ ...query, where: { talentId }, ...ALL_IMAGES });
      }),
  }),
  setMainTalentImage: t.prismaField({
    type: [TalentImageType],
    description: "Makes a photo the talent's first (the public card's and the gallery's first); the others keep their order.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const image = await mustExist("Image", id, tx.talentImage.findUnique({ where: { id }, select: { talentId: true } }));
        const current = await imageIdsInOrder(tx, image.talentId);
        await writeOrder(tx, [id, ...current.filter((other) => other !== id)]);
        await logTalentChange(tx, ctx, image.talentId, "image.main");
        return tx.talentImage.findMany({ ...query, where: { talentId: image.talentId }, ...ALL_IMAGES });
      }),
  }),
  deleteTalentImage: t.field({
    type: "Int",
    description: "Deletes a photo and its stored files; answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      const removed = await ctx.prisma.$transaction((tx) => deleteImageIn(tx, ctx, id));
      // Files go after the rows commit: a failed delete must not leave a record without its file.
      await ctx.storage.remove(urlsOf(removed));
      return id;
    },
  }),
  addTalentDocument: t.prismaField({
    type: TalentDocumentType,
    description: "Adds a document (PDF, DOC or DOCX) to the talent's file; a first resume also becomes resumeUrl.",
    authScopes: { admin: true },
    args: {
      talentId: t.arg.int(),
      file: t.arg({ type: "Upload", required: false }),
      documentType: t.arg.string({ description: "resume, portfolio, reference or other." }),
      title: t.arg.string({ required: false, description: "Defaults to the document type's name." }),
    },
    resolve: async (query, _root, { talentId, file, documentType, title }, ctx) => {
      const errors = new InputErrors();
      const parsed = errors.parse(documentInputSchema, { documentType, title });
      if (!file) errors.add("file", EDITING_MESSAGES.documentRequired);
      errors.throwIfAny();
      await mustExist("Talent", talentId, ctx.prisma.talent.findUnique({ where: { id: talentId }, select: { id: true } }));
      const stored = await ctx.storage.saveDocument("file", file, { label: "Document", required: EDITING_MESSAGES.documentRequired });
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          const { _max } = await tx.talentDocument.aggregate({ where: { talentId }, _max: { sequence: true } });
          const created = await tx.talentDocument.create({
            ...query,
            data: {
              talentId,
              documentType: parsed!.documentType,
              title: parsed!.title ?? DOCUMENT_TYPE_LABELS[parsed!.documentType],
              filename: safeFileName(stored.name, `document.${stored.kind}`),
              fileType: stored.kind,
              fileSize: stored.size,
              storageUrl: stored.storageUrl,
              sequence: (_max.sequence ?? -1) + 1,
            },
          });
          if (parsed!.documentType === "resume") {
            await tx.talent.updateMany({ where: { id: talentId, resumeUrl: null }, data: { resumeUrl: stored.storageUrl } });
          }
          await logTalentChange(tx, ctx, talentId, "document.add");
          return created;
        });
      } catch (error) {
        await ctx.storage.remove([stored.storageUrl]);
        throw error;
      }
    },
  }),
  replaceTalentDocument: t.prismaField({
    type: TalentDocumentType,
    description: "Replaces a document's file, keeping its title and type; the old file is deleted.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), file: t.arg({ type: "Upload", required: false }) },
    resolve: async (query, _root, { id, file }, ctx) => {
      const old = await ctx.prisma.talentDocument.findUnique({ where: { id }, select: { storageUrl: true, talentId: true } });
      if (!old) throw notFound("Document", id);
      if (!file) throw badInput({ file: EDITING_MESSAGES.documentRequired });
      const stored = await ctx.storage.saveDocument("file", file, { label: "Document", required: EDITING_MESSAGES.documentRequired });
      let replaced;
      try {
        replaced = await ctx.prisma.$transaction(async (tx) => {
          const updated = await mustExist(
            "Document",
            id,
            tx.talentDocument.update({
              ...query,
              where: { id },
              data: {
                storageUrl: stored.storageUrl,
                fileType: stored.kind,
                fileSize: stored.size,
                filename: safeFileName(stored.name, `document.${stored.kind}`),
              },
            }),
          );
          await tx.talent.updateMany({ where: { id: old.talentId, resumeUrl: old.storageUrl }, data: { resumeUrl: stored.storageUrl } });
          await logTalentChange(tx, ctx, old.talentId, "document.replace");
          return updated;
        });
      } catch (error) {
        await ctx.storage.remove([stored.storageUrl]);
        throw error;
      }
      await ctx.storage.remove([old.storageUrl]);
      return replaced;
    },
  }),
  deleteTalentDocument: t.field({
    type: "Int",
    description: "Deletes a document and its file; answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      const removed = await ctx.prisma.$transaction(async (tx) => {
        const document = await mustExist("Document", id, tx.talentDocument.delete({ where: { id } }));
        await forgetFiles(tx, document.talentId, [document.storageUrl]);
        await logTalentChange(tx, ctx, document.talentId, "document.delete");
        return document;
      });
      await ctx.storage.remove([removed.storageUrl]);
      return id;
    },
  }),
}));
