import type { z } from "zod";
import { birthDateOf, TALENT_MESSAGES, talentCreateSchema, talentCrossFieldErrors, talentUpdateSchema, type TalentFields } from "../../../common";
import { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { badInput, type FieldErrors, isRecordMissing, notFound } from "../errors";
import type { StoredImage } from "../services/storage";
import { builder } from "./builder";
import { parseInto, throwIfAny } from "./talent-fields";
import { AdminTalentType } from "./talent-admin";

// ---- Create and update -------------------------------------------------------------------------

type TalentInputBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];

/** The fields staff can set (talentFieldsSchema); `required` marks the ones a new talent needs. */
function talentInputFields(t: TalentInputBuilder, required: boolean) {
  return {
    firstName: t.string({ required }),
    lastName: t.string({ required }),
    email: t.string({ required }),
    phone: t.string({ required: false }),
    gender: t.string({ required: false, description: "Male, Female, Non-binary or Other." }),
    age: t.int({ required: false, description: "Used when the birth date is not known." }),
    height: t.int({ required: false, description: "Centimetres." }),
    birthDay: t.int({ required: false }),
    birthMonth: t.int({ required: false }),
    birthYear: t.int({ required: false }),
    eyeColor: t.string({ required: false }),
    hairColor: t.string({ required: false }),
    smoker: t.boolean({ required: false }),
    houseUnitNumber: t.string({ required: false }),
    location: t.string({ required: false, description: "Street address." }),
    suburb: t.string({ required: false }),
    postcode: t.string({ required: false }),
    state: t.string({ required: false }),
    bio: t.string({ required: false }),
    experience: t.string({ required: false, description: "Text; stored as a JSON string." }),
    skills: t.stringList({ required: false }),
    playableAgeMin: t.int({ required: false }),
    playableAgeMax: t.int({ required: false }),
    playableAgeNA: t.boolean({ required: false }),
    categoryIds: t.intList({ required: false, description: "Replaces the talent's categories." }),
    isApproved: t.boolean({ required: false }),
    isPublished: t.boolean({ required: false, description: "Needs isApproved; publishing sets publishedAt." }),
    notes: t.string({ required: false, description: "Internal notes." }),
  };
}

const TalentCreateInput = builder.inputType("TalentCreateInput", {
  description: "A new talent; it is pending approval unless isApproved says otherwise.",
  fields: (t) => talentInputFields(t, true),
});
const TalentUpdateInput = builder.inputType("TalentUpdateInput", {
  description: "Changes to a talent: only the fields given are changed; null clears an optional field.",
  fields: (t) => talentInputFields(t, false),
});

type Current = Pick<
  TalentFields,
  "playableAgeMin" | "playableAgeMax" | "playableAgeNA" | "birthDay" | "birthMonth" | "birthYear" | "isApproved" | "isPublished"
>;
const NEW_TALENT: Current = {
  playableAgeMin: null,
  playableAgeMax: null,
  playableAgeNA: false,
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  isApproved: false,
  isPublished: false,
};
const CROSS_KEYS = ["playableAgeMin", "playableAgeMax", "playableAgeNA", "birthDay", "birthMonth", "birthYear", "isApproved", "isPublished"] as const;

/**
 * Checks an input against its schema, the rules spanning fields (on the values the talent will have
 * afterwards) and the categories it names, reporting every failing field at once.
 */
async function checkTalentInput<S extends z.ZodType<Partial<TalentFields>>>(
  ctx: Context,
  schema: S,
  input: Record<string, unknown>,
  current: Current,
): Promise<{ data: z.output<S>; after: Current }> {
  const errors: FieldErrors = {};
  const data = parseInto(schema, input, errors);
  // When parsing failed, the cross-field rules still see the raw values GraphQL already typed.
  const given = (data ?? input) as Partial<Current>;
  const after: Current = { ...current };
  for (const key of CROSS_KEYS) if (given[key] !== undefined) Object.assign(after, { [key]: given[key] });
  for (const [field, message] of Object.entries(talentCrossFieldErrors(after))) errors[field] ??= message;
  if (after.isPublished && !after.isApproved) errors.isPublished ??= TALENT_MESSAGES.publishNeedsApproval;
  const categoryIds = data?.categoryIds ?? (Array.isArray(input.categoryIds) ? (input.categoryIds as number[]) : []);
  if (categoryIds.length > 0 && !errors.categoryIds) {
    const found = await ctx.prisma.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true } });
    const known = new Set(found.map((category) => category.id));
    const missing = [...new Set(categoryIds.filter((id) => !known.has(id)))];
    if (missing.length) errors.categoryIds = TALENT_MESSAGES.unknownCategories(missing);
  }
  throwIfAny(errors);
  return { data: data!, after };
}

/** The columns an input writes (relations apart); only the keys present in `data` are set. */
function scalarData(data: Partial<TalentFields>, after: Current, wasPublished: boolean) {
  const { categoryIds: _categoryIds, experience, ...rest } = data;
  const out: Prisma.TalentUncheckedUpdateInput = { ...rest };
  if (experience !== undefined) out.experience = experience === null ? Prisma.DbNull : experience;
  if (data.birthDay !== undefined || data.birthMonth !== undefined || data.birthYear !== undefined) {
    out.birthDate = birthDateOf(after);
  }
  if (after.isPublished && !wasPublished) out.publishedAt = new Date();
  return out;
}

function imageRecord(stored: StoredImage, sequence: number) {
  return {
    filename: stored.storageUrl.split("/").at(-1)!,
    sequence,
    storageUrl: stored.storageUrl,
    cardUrl: stored.cardUrl,
    thumbUrl: stored.thumbUrl,
  };
}

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
        return await ctx.prisma.talent.create({
          ...query,
          data: {
            ...(scalarData(data, after, false) as Prisma.TalentCreateInput),
            categories: { connect: data.categoryIds.map((id) => ({ id })) },
            ...(stored ? { imageUrl: stored.storageUrl, images: { create: [imageRecord(stored, 0)] } } : {}),
          },
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
    description: "Changes the fields given; categoryIds replaces the set; an image is added after the existing ones.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      input: t.arg({ type: TalentUpdateInput }),
      image: t.arg({ type: "Upload", required: false, description: "Becomes imageUrl and is added as the last image. SVG is allowed." }),
    },
    resolve: async (query, _root, { id, input, image }, ctx) => {
      const existing = await ctx.prisma.talent.findUnique({
        where: { id },
        select: {
          playableAgeMin: true,
          playableAgeMax: true,
          playableAgeNA: true,
          birthDay: true,
          birthMonth: true,
          birthYear: true,
          isApproved: true,
          isPublished: true,
        },
      });
      if (!existing) throw notFound("Talent", id);
      const { data, after } = await checkTalentInput(ctx, talentUpdateSchema, input as Record<string, unknown>, existing);
      const stored = image ? await ctx.storage.saveImage("image", image, { allowSvg: true, label: "Image" }) : null;
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          let images: Prisma.TalentUpdateInput["images"];
          if (stored) {
            const { _max } = await tx.talentImage.aggregate({ where: { talentId: id }, _max: { sequence: true } });
            images = { create: [imageRecord(stored, (_max.sequence ?? -1) + 1)] };
          }
          return tx.talent.update({
            ...query,
            where: { id },
            data: {
              ...(scalarData(data, after, existing.isPublished) as Prisma.TalentUpdateInput),
              ...(data.categoryIds ? { categories: { set: data.categoryIds.map((categoryId) => ({ id: categoryId })) } } : {}),
              ...(stored ? { imageUrl: stored.storageUrl, images } : {}),
            },
          });
        });
      } catch (error) {
        await ctx.storage.remove(storedUrls(stored));
        if (isRecordMissing(error)) throw notFound("Talent", id);
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
      let removed;
      try {
        removed = await ctx.prisma.talent.delete({
          where: { id },
          select: {
            imageUrl: true,
            headshotUrl: true,
            fullBodyShotUrl: true,
            resumeUrl: true,
            additionalImages: true,
            images: { select: { storageUrl: true, cardUrl: true, thumbUrl: true } },
            documents: { select: { storageUrl: true } },
          },
        });
      } catch (error) {
        if (isRecordMissing(error)) throw notFound("Talent", id);
        throw error;
      }
      // Files go after the rows: a failed delete must not leave a talent pointing at missing files.
      await ctx.storage.remove([
        removed.imageUrl,
        removed.headshotUrl,
        removed.fullBodyShotUrl,
        removed.resumeUrl,
        ...removed.additionalImages,
        ...removed.images.flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]),
        ...removed.documents.map((document) => document.storageUrl),
      ]);
      return id;
    },
  }),
}));
