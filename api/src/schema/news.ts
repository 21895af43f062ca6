import { newsUpdateSchema } from "#common/schemas";
import type { Prisma } from "../db/generated/prisma/client";
import { mustExist, validate } from "../errors";
import type { Context } from "../context";
import { recordActivity } from "../services/activity";
import { builder } from "./builder";
import { readPage, REGISTER_PAGE_SIZE, registerPageArgDescriptions } from "./paging";

export const NewsUpdateType = builder.prismaObject("NewsUpdate", {
  description: "A news item for the home page. Visitors see published ones only.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.exposeString("title"),
    excerpt: t.exposeString("excerpt", { nullable: true }),
    content: t.exposeString("content"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    isPublished: t.exposeBoolean("isPublished"),
    publishedAt: t.expose("publishedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was last published; kept when it is unpublished.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    displayDate: t.field({
      type: "DateTime",
      description: "The date to show: publishedAt, or createdAt for an update never published.",
      resolve: (news) => news.publishedAt ?? news.createdAt,
    }),
  }),
});

const isStaff = (ctx: Context) => ctx.user?.isAdmin === true;

// Lists holding only published updates read by publication date, the rest by creation.
const BY_PUBLICATION = [
  { publishedAt: "desc" },
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.NewsUpdateOrderByWithRelationInput[];
const BY_CREATION = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.NewsUpdateOrderByWithRelationInput[];

/** Which updates a list shows and in what order: visitors and `published: true` get published ones by publication. */
function newsList(ctx: Context, published: boolean | null | undefined) {
  const onlyPublished = !isStaff(ctx) || published === true;
  const where: Prisma.NewsUpdateWhereInput = onlyPublished ? { isPublished: true } : published === false ? { isPublished: false } : {};
  return { where, orderBy: onlyPublished ? BY_PUBLICATION : BY_CREATION };
}

type NewsPageShape = ReturnType<typeof newsList> & { take: number; skip: number };

const NewsUpdatePage = builder.objectRef<NewsPageShape>("NewsUpdatePage").implement({
  description: "A page of news updates and how many match in all.",
  fields: (t) => ({
    total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.newsUpdate.count({ where: page.where }) }),
    items: t.prismaField({
      type: ["NewsUpdate"],
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.newsUpdate.findMany({ ...query, where: page.where, orderBy: page.orderBy, take: page.take, skip: page.skip }),
    }),
  }),
});

builder.queryFields((t) => ({
  newsUpdates: t.prismaField({
    type: ["NewsUpdate"],
    description:
      "News updates, newest first. Visitors always get the published ones only; staff get all unless `published` narrows the list.",
    args: { published: t.arg.boolean({ required: false }) },
    resolve: (query, _root, { published }, ctx) => ctx.prisma.newsUpdate.findMany({ ...query, ...newsList(ctx, published) }),
  }),
  newsUpdatePage: t.field({
    type: NewsUpdatePage,
    description: `newsUpdates a page at a time (${REGISTER_PAGE_SIZE} by default), with the total.`,
    args: {
      published: t.arg.boolean({ required: false }),
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: (_root, args, ctx) => ({ ...newsList(ctx, args.published), ...readPage(args, REGISTER_PAGE_SIZE) }),
  }),
  newsUpdate: t.prismaField({
    type: "NewsUpdate",
    nullable: true,
    description: "One news update; null when it does not exist or, for visitors, is a draft.",
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.newsUpdate.findFirst({ ...query, where: isStaff(ctx) ? { id } : { id, isPublished: true } }),
  }),
}));

const NewsUpdateInputRef = builder.inputType("NewsUpdateInput", {
  fields: (t) => ({
    title: t.string(),
    excerpt: t.string({ required: false }),
    content: t.string(),
    imageUrl: t.string({ required: false, description: "A web address or an /uploads/ path from uploadImage." }),
    isPublished: t.boolean({
      required: false,
      description: "Publish (true) or withdraw (false) with the save; left out, a new update is a draft and an edit keeps its state.",
    }),
  }),
});

/**
 * The data for a change of publication state: publishing stamps publishedAt each time an update
 * goes from draft to published; withdrawing keeps the last publication date.
 */
function publicationChange(wasPublished: boolean, publish: boolean): Prisma.NewsUpdateUpdateInput {
  if (publish === wasPublished) return {};
  return publish ? { isPublished: true, publishedAt: new Date() } : { isPublished: false };
}

builder.mutationFields((t) => ({
  createNewsUpdate: t.prismaField({
    type: "NewsUpdate",
    description: "Creates a news update, a draft unless isPublished is true.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: NewsUpdateInputRef }) },
    resolve: (query, _root, { input }, ctx) => {
      const { isPublished, ...fields } = validate(newsUpdateSchema, input);
      return ctx.prisma.$transaction(async (tx) => {
        const created = await tx.newsUpdate.create({
          ...query,
          data: { ...fields, ...(isPublished ? { isPublished: true, publishedAt: new Date() } : {}) },
        });
        await recordActivity(tx, ctx.user, {
          action: "create",
          subjectType: "NewsUpdate",
          subjectId: created.id,
          subjectLabel: fields.title,
        });
        return created;
      });
    },
  }),
  updateNewsUpdate: t.prismaField({
    type: "NewsUpdate",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: NewsUpdateInputRef }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const { isPublished, ...fields } = validate(newsUpdateSchema, input);
      return ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist("News update", id, tx.newsUpdate.findUnique({ where: { id }, select: { isPublished: true } }));
        const publication = isPublished === undefined ? {} : publicationChange(current.isPublished, isPublished);
        await recordActivity(tx, ctx.user, { action: "update", subjectType: "NewsUpdate", subjectId: id, subjectLabel: fields.title });
        return tx.newsUpdate.update({ ...query, where: { id }, data: { ...fields, ...publication } });
      });
    },
  }),
  setNewsUpdatePublished: t.prismaField({
    type: "NewsUpdate",
    description: "Publishes (stamping publishedAt) or withdraws a news update.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), published: t.arg.boolean() },
    resolve: (query, _root, { id, published }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist(
          "News update",
          id,
          tx.newsUpdate.findUnique({ where: { id }, select: { isPublished: true, title: true } }),
        );
        if (current.isPublished !== published) {
          await recordActivity(tx, ctx.user, {
            action: published ? "publish" : "unpublish",
            subjectType: "NewsUpdate",
            subjectId: id,
            subjectLabel: current.title,
          });
        }
        return tx.newsUpdate.update({ ...query, where: { id }, data: publicationChange(current.isPublished, published) });
      }),
  }),
  deleteNewsUpdate: t.field({
    type: "Int",
    description: "Deletes a news update and answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.prisma.$transaction(async (tx) => {
        const { title } = await mustExist("News update", id, tx.newsUpdate.delete({ where: { id }, select: { title: true } }));
        await recordActivity(tx, ctx.user, { action: "delete", subjectType: "NewsUpdate", subjectId: id, subjectLabel: title });
      });
      return id;
    },
  }),
}));
