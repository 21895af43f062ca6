import { builder } from "./builder";

export const TalentImageType = builder.prismaObject("TalentImage", {
  description: "A photo of a talent. Records can exist before their file (bulk upload fills them by filename).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    talentId: t.exposeInt("talentId"),
    filename: t.exposeString("filename"),
    title: t.exposeString("title", { nullable: true }),
    caption: t.exposeString("caption", { nullable: true }),
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
    storageUrl: t.exposeString("storageUrl"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});
