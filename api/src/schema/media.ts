import { GraphQLError } from "graphql";
import { BULK_UPLOAD_MESSAGES, filenameCheckSchema, IMAGE_UPLOAD_MESSAGES, MAX_BULK_UPLOAD_FILES } from "#common/schemas";
import { badInput, isRecordMissing, payloadTooLarge, unsupportedMediaType, validate } from "../errors";
import type { Context } from "../context";
import { deleteAllImageRecords, namesWithRecords, recordsNamed, urlsOf } from "../services/image-records";
import { type SpooledFile, type StoredImage, uploadName } from "../services/storage";
import { builder } from "./builder";

export const TalentImageType = builder.prismaObject("TalentImage", {
  description: "A photo of a talent. Records can exist before their file (bulk upload fills them by filename).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    talentId: t.exposeInt("talentId"),
    // Staff name files after people ('olivia-bennett-1.jpg'): visitors must not read a last name here.
    filename: t.exposeString("filename", {
      nullable: true,
      description: "The file name bulk uploads match; staff only (null for visitors).",
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    title: t.exposeString("title", { nullable: true }),
    caption: t.exposeString("caption", { nullable: true }),
    alt: t.string({
      nullable: true,
      description: "The photo's alt text on the public site: its caption, or null when staff have written none.",
      resolve: (image) => image.caption?.trim() || null,
    }),
    sequence: t.exposeInt("sequence"),
    storageUrl: t.exposeString("storageUrl", { nullable: true, description: "The stored original; null until a file is uploaded." }),
    cardUrl: t.exposeString("cardUrl", { nullable: true, description: "A WebP copy at most 600 px wide, for cards and galleries." }),
    thumbUrl: t.exposeString("thumbUrl", { nullable: true, description: "A 160 px square WebP copy, for thumbnails." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const TalentDocumentType = builder.prismaObject("TalentDocument", {
  description: "A document on a talent's file, such as a resume. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    talentId: t.exposeInt("talentId"),
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    sequence: t.exposeInt("sequence"),
    filename: t.exposeString("filename"),
    documentType: t.exposeString("documentType"),
    fileType: t.exposeString("fileType"),
    fileSize: t.exposeInt("fileSize", { description: "Bytes." }),
    storageUrl: t.string({
      description: "A link to the file, valid for an hour (documents are private).",
      resolve: (document, _args, ctx) => ctx.urls.sign(document.storageUrl),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

// --- Uploads and bulk image management (staff), and the address lookup key (public) ---

type UploadedImage = { url: string; cardUrl: string | null; thumbUrl: string | null };

const UploadedImageType = builder.objectRef<UploadedImage>("UploadedImage").implement({
  description: "A stored image: the original and, for raster images, smaller WebP copies.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "The stored original, an /uploads/ path." }),
    cardUrl: t.exposeString("cardUrl", { nullable: true, description: "A WebP copy at most 600 px wide." }),
    thumbUrl: t.exposeString("thumbUrl", { nullable: true, description: "A 160 px square WebP copy." }),
  }),
});

type FilenameValidation = { valid: string[]; invalid: string[] };

const FilenameValidationType = builder.objectRef<FilenameValidation>("FilenameValidation").implement({
  description: "Which file names match an image record (valid) and which do not (invalid), in the order given.",
  fields: (t) => ({
    valid: t.exposeStringList("valid"),
    invalid: t.exposeStringList("invalid"),
  }),
});

type BulkFileError = { filename: string; error: string };
type BulkUploadStatus = "uploaded" | "unmatched" | "upload_error" | "update_error";
type BulkUploadDetail = {
  filename: string;
  status: BulkUploadStatus;
  talentId?: number | null;
  imageId?: number | null;
  message?: string | null;
  error?: string | null;
};
type BulkUploadResult = {
  total: number;
  successful: number;
  matched: number;
  unmatched: string[];
  uploadErrors: BulkFileError[];
  updateErrors: BulkFileError[];
  details: BulkUploadDetail[];
};

const BulkFileErrorType = builder.objectRef<BulkFileError>("BulkFileError").implement({
  fields: (t) => ({
    filename: t.exposeString("filename"),
    error: t.exposeString("error"),
  }),
});

const BulkUploadDetailType = builder.objectRef<BulkUploadDetail>("BulkUploadDetail").implement({
  description: "What happened to one file; a file matching several image records has one detail per record.",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    status: t.exposeString("status", { description: "uploaded, unmatched, upload_error or update_error." }),
    talentId: t.exposeInt("talentId", { nullable: true }),
    imageId: t.exposeInt("imageId", { nullable: true }),
    message: t.exposeString("message", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
  }),
});

const BulkUploadResultType = builder.objectRef<BulkUploadResult>("BulkUploadResult").implement({
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Files received." }),
    successful: t.exposeInt("successful", { description: "Files stored on every image record they match." }),
    matched: t.exposeInt("matched", { description: "Files whose name matches at least one image record." }),
    unmatched: t.exposeStringList("unmatched", { description: "Names of the files that match no record (not stored)." }),
    uploadErrors: t.field({ type: [BulkFileErrorType], resolve: (result) => result.uploadErrors }),
    updateErrors: t.field({ type: [BulkFileErrorType], resolve: (result) => result.updateErrors }),
    details: t.field({ type: [BulkUploadDetailType], resolve: (result) => result.details }),
  }),
});

type BulkDeleteResult = { deleted: number; total: number };

const BulkDeleteResultType = builder.objectRef<BulkDeleteResult>("BulkDeleteResult").implement({
  fields: (t) => ({
    deleted: t.exposeInt("deleted"),
    total: t.exposeInt("total", { description: "Image records there were before the deletion." }),
  }),
});

type PlacesKey = { apiKey: string | null; configured: boolean };

const PlacesKeyType = builder.objectRef<PlacesKey>("PlacesKey").implement({
  description: "The browser key of the address lookup (a maps/places script).",
  fields: (t) => ({
    apiKey: t.exposeString("apiKey", { nullable: true }),
    configured: t.exposeBoolean("configured"),
  }),
});

const codeOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions.code : undefined);

builder.queryField("googlePlacesKey", (t) =>
  t.field({
    type: PlacesKeyType,
    description: "The address lookup's key, public because the browser loads the script with it.",
    resolve: (_root, _args, ctx) => ({
      apiKey: ctx.config.googlePlacesApiKey ?? null,
      configured: Boolean(ctx.config.googlePlacesApiKey),
    }),
  }),
);

builder.mutationFields((t) => ({
  uploadImage: t.field({
    type: UploadedImageType,
    description:
      "Stores one image (JPEG, PNG, GIF or WebP; an SVG is stored as the PNG it renders to) for a news, testimonial or category image.",
    authScopes: { admin: true },
    args: { image: t.arg({ type: "Upload", required: false }) },
    resolve: async (_root, { image }, ctx) => {
      if (!image) throw badInput({ image: IMAGE_UPLOAD_MESSAGES.required });
      try {
        const stored = await ctx.storage.saveImage("image", image, {
          allowSvg: true,
          label: "Image",
          required: IMAGE_UPLOAD_MESSAGES.required,
          loose: true,
        });
        return { url: stored.storageUrl, cardUrl: stored.cardUrl, thumbUrl: stored.thumbUrl };
      } catch (error) {
        // The form shows the specification's wording rather than the storage layer's.
        if (codeOf(error) === "PAYLOAD_TOO_LARGE") throw payloadTooLarge("image", IMAGE_UPLOAD_MESSAGES.tooLarge);
        if (codeOf(error) === "UNSUPPORTED_MEDIA_TYPE") throw unsupportedMediaType("image", IMAGE_UPLOAD_MESSAGES.required);
        // A missing or empty file.
        if (codeOf(error) === "BAD_USER_INPUT" && (error as GraphQLError).extensions.fields) {
          throw badInput({ image: IMAGE_UPLOAD_MESSAGES.required });
        }
        throw error;
      }
    },
  }),
  // A mutation though it changes nothing: it is the first step of the upload flow (POST in the REST table).
  validateImageFilenames: t.field({
    type: FilenameValidationType,
    description: "Sorts file names by whether an image record carries them (ignoring case), before a bulk upload.",
    authScopes: { admin: true },
    args: { filenames: t.arg.stringList() },
    resolve: async (_root, args, ctx) => {
      const { filenames } = validate(filenameCheckSchema, args);
      const known = await namesWithRecords(ctx.prisma, filenames);
      return {
        valid: filenames.filter((name) => known.has(name)),
        invalid: filenames.filter((name) => !known.has(name)),
      };
    },
  }),
  bulkUploadImages: t.field({
    type: BulkUploadResultType,
    description:
      "Stores each file on the image records whose filename it matches (ignoring case), replacing their old files. " +
      "Files matching no record are not stored; a file failing the checks does not stop the others.",
    authScopes: { admin: true },
    args: { images: t.arg({ type: ["Upload"] }) },
    resolve: async (_root, { images }, ctx) => {
      if (images.length === 0) throw badInput({ images: BULK_UPLOAD_MESSAGES.none });
      if (images.length > MAX_BULK_UPLOAD_FILES) throw badInput({ images: BULK_UPLOAD_MESSAGES.tooMany });
      // Each file is read to a temporary file as its part arrives (all at once, so the order of the
      // parts does not matter); each record then gets its own copy from it.
      const spooled = await Promise.all(
        images.map((upload, index) => ctx.storage.spool(`images.${index}`, upload).catch((error: unknown) => error as Error)),
      );
      try {
        return await storeBulk(ctx, await Promise.all(images.map(uploadName)), spooled);
      } finally {
        await Promise.all(spooled.map((file) => (file instanceof Error ? undefined : file.dispose())));
      }
    },
  }),
  deleteAllTalentImages: t.field({
    type: BulkDeleteResultType,
    description: "Deletes every talent image record and its stored files. The page asks for confirmation first.",
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const { total, removed } = await deleteAllImageRecords(ctx.prisma);
      const urls = removed.flatMap(urlsOf);
      // In slices, so thousands of files never hold thousands of open file operations at once.
      for (let start = 0; start < urls.length; start += 200) await ctx.storage.remove(urls.slice(start, start + 200));
      return { deleted: removed.length, total };
    },
  }),
}));

/** Stores each spooled file (or reports why it could not be read) on the records named like it. */
async function storeBulk(ctx: Context, names: string[], spooled: Array<SpooledFile | Error>): Promise<BulkUploadResult> {
  const result: BulkUploadResult = {
    total: names.length,
    successful: 0,
    matched: 0,
    unmatched: [],
    uploadErrors: [],
    updateErrors: [],
    details: [],
  };
  const recordsByName = await recordsNamed(ctx.prisma, names);
  // One file at a time: image processing is CPU-bound.
  for (const [index, file] of spooled.entries()) {
    const filename = names[index]!;
    const records = recordsByName.get(filename) ?? [];
    if (records.length === 0) {
      result.unmatched.push(filename);
      result.details.push({ filename, status: "unmatched", message: BULK_UPLOAD_MESSAGES.unmatched });
      continue;
    }
    result.matched += 1;
    let complete = true;
    for (const record of records) {
      const ids = { talentId: record.talentId, imageId: record.id };
      // A copy per record, so deleting or replacing one record's files never breaks another's.
      let stored: StoredImage;
      try {
        if (file instanceof Error) throw file;
        stored = await ctx.storage.saveImage(`images.${index}`, file, { allowSvg: true });
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        result.uploadErrors.push({ filename, error: error.message });
        result.details.push({ filename, status: "upload_error", ...ids, error: error.message });
        complete = false;
        break;
      }
      try {
        await ctx.prisma.talentImage.update({
          where: { id: record.id },
          data: { storageUrl: stored.storageUrl, cardUrl: stored.cardUrl, thumbUrl: stored.thumbUrl },
          select: { id: true },
        });
      } catch (error) {
        await ctx.storage.remove(urlsOf(stored));
        if (!isRecordMissing(error)) ctx.log.error({ err: error, imageId: record.id }, "bulk upload: image record update failed");
        const message = isRecordMissing(error) ? BULK_UPLOAD_MESSAGES.recordGone : BULK_UPLOAD_MESSAGES.updateFailed;
        result.updateErrors.push({ filename, error: message });
        result.details.push({ filename, status: "update_error", ...ids, error: message });
        complete = false;
        continue;
      }
      await ctx.storage.remove(urlsOf(record));
      // A later file of the same name replaces these, so they must be the ones it deletes.
      Object.assign(record, { storageUrl: stored.storageUrl, cardUrl: stored.cardUrl, thumbUrl: stored.thumbUrl });
      result.details.push({ filename, status: "uploaded", ...ids, message: BULK_UPLOAD_MESSAGES.uploaded });
    }
    if (complete) result.successful += 1;
  }
  return result;
}
