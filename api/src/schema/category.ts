import { categorySchema } from "#common/schemas";
import type { Context } from "../context";
import { conflict, mustExist, prismaCall, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { loaderFor } from "../services/loaders";
import { builder } from "./builder";
import { categoriesWithCounts, categoryTalentCounts } from "../services/sql/talent-public";

/** A category row read with its count for this audience (`categories`: one statement). */
type CountedCategory = { talentCountForRequest?: number };

/** Batched per request: the counts of every category a response shows are read by one statement. */
function talentCount(ctx: Context, categoryId: number): Promise<number> {
  const staff = ctx.user?.isAdmin === true;
  const loader = loaderFor<number>(
    ctx,
    staff ? "categoryTalentCount:staff" : "categoryTalentCount:public",
    async (keys) => {
      const counts = await categoryTalentCounts(ctx.prisma, keys.map(Number), staff);
      return new Map([...counts].map(([id, n]) => [String(id), n]));
    },
    0,
  );
  return loader.load(String(categoryId));
}

export const CategoryType = builder.prismaObject("Category", {
  description: "A kind of talent the agency represents (actors, presenters, models, ...).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    talentCount: t.int({
      description: "Published talents in this category; staff see every talent in it.",
      resolve: (category, _args, ctx) => (category as CountedCategory).talentCountForRequest ?? talentCount(ctx, category.id),
    }),
  }),
});

builder.queryField("categories", (t) =>
  t.prismaField({
    type: ["Category"],
    description: "Every category, by name.",
    resolve: async (query, _root, _args, ctx) => {
      // The categories and their counts in one statement, unless a relation is asked for too.
      if (Object.keys((query as { include?: object }).include ?? {}).length || "select" in query) {
        return ctx.prisma.category.findMany({ ...query, orderBy: { name: "asc" } });
      }
      return categoriesWithCounts(ctx.prisma, ctx.user?.isAdmin === true);
    },
  }),
);

builder.queryField("category", (t) =>
  t.prismaField({
    type: "Category",
    nullable: true,
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.category.findUnique({ ...query, where: { id } }),
  }),
);

const CategoryInput = builder.inputType("CategoryInput", {
  fields: (t) => ({
    name: t.string(),
    description: t.string({ required: false }),
    imageUrl: t.string({ required: false }),
  }),
});

const duplicateName = (name: string) => conflict("name", `A category named '${name}' already exists.`);

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: "Category",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CategoryInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = validate(categorySchema, input);
      const created = ctx.prisma.$transaction(async (tx) => {
        const category = await tx.category.create({ ...query, data });
        await recordActivity(tx, ctx.user, { action: "create", subjectType: "Category", subjectId: category.id, subjectLabel: data.name });
        return category;
      });
      return prismaCall(created, { duplicate: () => duplicateName(data.name) });
    },
  }),
  updateCategory: t.prismaField({
    type: "Category",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: CategoryInput }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = validate(categorySchema, input);
      const updated = ctx.prisma.$transaction(async (tx) => {
        const before = await tx.category.findUniqueOrThrow({ where: { id } });
        const category = await tx.category.update({ ...query, where: { id }, data });
        const changedFields = (["name", "description", "imageUrl"] as const).filter(
          (key) => data[key] !== undefined && (before[key] ?? null) !== (data[key] ?? null),
        );
        await recordActivity(tx, ctx.user, {
          action: "update",
          subjectType: "Category",
          subjectId: id,
          subjectLabel: data.name,
          changedFields,
        });
        return category;
      });
      return mustExist("Category", id, updated, { duplicate: () => duplicateName(data.name) });
    },
  }),
  deleteCategory: t.field({
    type: "Int",
    description: "Deletes a category and answers its id. Its talents stay, without it.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      const deleted = ctx.prisma.$transaction(async (tx) => {
        const category = await tx.category.delete({ where: { id }, select: { id: true, name: true } });
        await recordActivity(tx, ctx.user, { action: "delete", subjectType: "Category", subjectId: id, subjectLabel: category.name });
        return category;
      });
      await mustExist("Category", id, deleted);
      return id;
    },
  }),
}));
