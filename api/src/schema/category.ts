import { categorySchema } from "../../../common/schemas";
import { conflict, isRecordMissing, isUniqueViolation, notFound, validate } from "../errors";
import { builder } from "./builder";
import { PUBLIC_TALENT_WHERE } from "./visibility";

export const CategoryType = builder.prismaObject("Category", {
  description: "A kind of talent the agency represents (actors, presenters, models, ...).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    talentCount: t.relationCount("talents", {
      description: "Published talents in this category; staff see every talent in it.",
      where: (_args, ctx) => (ctx.user?.isAdmin ? {} : PUBLIC_TALENT_WHERE),
    }),
  }),
});

builder.queryField("categories", (t) =>
  t.prismaField({
    type: ["Category"],
    description: "Every category, by name.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.category.findMany({ ...query, orderBy: { name: "asc" } }),
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
      try {
        return await ctx.prisma.category.create({ ...query, data });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(data.name);
        throw error;
      }
    },
  }),
  updateCategory: t.prismaField({
    type: "Category",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: CategoryInput }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = validate(categorySchema, input);
      try {
        return await ctx.prisma.category.update({ ...query, where: { id }, data });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(data.name);
        if (isRecordMissing(error)) throw notFound("Category", id);
        throw error;
      }
    },
  }),
  deleteCategory: t.field({
    type: "Int",
    description: "Deletes a category and answers its id. Its talents stay, without it.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      try {
        await ctx.prisma.category.delete({ where: { id } });
        return id;
      } catch (error) {
        if (isRecordMissing(error)) throw notFound("Category", id);
        throw error;
      }
    },
  }),
}));
