import { TALENT_MESSAGES, talentCreateSchema } from "#common/schemas";
import { isRequiredOnCreate } from "#common/talent-field-keys";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, isRecordMissing, mustExist } from "../errors";
import { recordActivity, talentLabel } from "../services/activity";
import type { StoredImage } from "../services/storage";
import { builder } from "./builder";
import { talentInputFields } from "./talent-fields";
import { AdminTalentType } from "./talent-admin";
import { TALENT_FILES_SELECT, talentFileUrls } from "../services/talent-files";
import { linkCategories } from "../services/category-links";
import { checkTalentInput, imageRecord, NEW_TALENT, prepareTalentEdit, scalarData, writeTalentEdit } from "../services/talent-edits";

// ---- Create and update -------------------------------------------------------------------------

const TalentCreateInput = builder.inputType("TalentCreateInput", {
  description: "A new talent; it is pending approval unless isApproved says otherwise.",
  fields: (t) => talentInputFields(t, "staff", isRequiredOnCreate),
});
const TalentUpdateInput = builder.inputType("TalentUpdateInput", {
  description: "Changes to a talent: only the fields given are changed; null clears an optional field.",
  fields: (t) => talentInputFields(t, "staff"),
});

/** What deleting a talent must know: its label for the log and every stored file to remove. */
const REMOVED_SELECT = { firstName: true, lastName: true, ...TALENT_FILES_SELECT } satisfies Prisma.TalentSelect;

const storedUrls = (stored: StoredImage | null) => (stored ? [stored.storageUrl, stored.cardUrl, stored.thumbUrl] : []);

builder.mutationFields((t) => ({
  createTalent: t.prismaField({
    type: AdminTalentType,
    description: "Adds a talent (pending approval unless the input says otherwise), with an optional image.",
    authScopes: { admin: true },
    args: {
      input: t.arg({ type: TalentCreateInput }),
      image: t.arg({ type: "Upload", required: false, description: "Becomes imageUrl and the first image. SVG is allowed." }),
    },
    resolve: async (query, _root, { input, image }, ctx) => {
      const { data, after } = await checkTalentInput(ctx, talentCreateSchema, input as Record<string, unknown>, NEW_TALENT);
      const stored = image ? await ctx.storage.saveImage("image", image, { allowSvg: true, label: "Image" }) : null;
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          const created = await tx.talent.create({
            ...query,
            data: {
              ...(scalarData(data, after, { isPublished: false, featured: false }) as Prisma.TalentCreateInput),
              categories: linkCategories(data.categoryIds),
              ...(stored ? { imageUrl: stored.storageUrl, images: { create: [imageRecord(stored, 0)] } } : {}),
            },
          });
          await recordActivity(tx, ctx.user, {
            action: "create",
            subjectType: "Talent",
            subjectId: created.id,
            subjectLabel: talentLabel(data),
          });
          return created;
        });
      } catch (error) {
        await ctx.storage.remove(storedUrls(stored));
        // A category deleted since the check.
        if (isRecordMissing(error)) throw badInput({ categoryIds: TALENT_MESSAGES.unknownCategories(data.categoryIds) });
        throw error;
      }
    },
  }),
  updateTalent: t.prismaField({
    type: AdminTalentType,
    description:
      "Changes the fields given; categoryIds replaces the set; an image is added after the existing ones. " +
      "With expectedVersion, a talent changed since that version is refused (CONFLICT) and nothing is written.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      input: t.arg({ type: TalentUpdateInput }),
      image: t.arg({ type: "Upload", required: false, description: "Becomes imageUrl and is added as the last image. SVG is allowed." }),
      expectedVersion: t.arg.int({ required: false, description: "The talent's version the edit was made from (AdminTalent.version)." }),
    },
    resolve: async (query, _root, { id, input, image, expectedVersion }, ctx) => {
      const edit = await prepareTalentEdit(ctx, id, input as Record<string, unknown>);
      const stored = image ? await ctx.storage.saveImage("image", image, { allowSvg: true, label: "Image" }) : null;
      try {
        return await mustExist(
          "Talent",
          id,
          ctx.prisma.$transaction((tx) => writeTalentEdit(tx, ctx.user, edit, { query, stored, expectedVersion })),
        );
      } catch (error) {
        await ctx.storage.remove(storedUrls(stored));
        throw error;
      }
    },
  }),
  deleteTalent: t.field({
    type: "Int",
    description: "Deletes a talent with its images and documents, and their stored files; answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      const removed = await mustExist(
        "Talent",
        id,
        ctx.prisma.$transaction(async (tx) => {
          const row = await tx.talent.delete({ where: { id }, select: REMOVED_SELECT });
          await recordActivity(tx, ctx.user, { action: "delete", subjectType: "Talent", subjectId: id, subjectLabel: talentLabel(row) });
          return row;
        }),
      );
      // Files go after the rows: a failed delete must not leave a talent pointing at missing files.
      await ctx.storage.remove(talentFileUrls(removed));
      return id;
    },
  }),
}));
