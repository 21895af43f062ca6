import { categorySchema } from "../../../common/schemas";
import type { Context } from "../context";
import { Prisma } from "../db/generated/prisma/client";
import { conflict, mustExist, prismaCall, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { loaderFor } from "../services/loaders";
import { builder } from "./builder";
import { PUBLIC_TALENT_SQL } from "./talent-filter";

/**
 * Talents per category for every category a request shows: one grouped statement (ADR 090), where
 * counting relation by relation cost a scan per category. Visitors count published talents only;
 * staff count every talent, from the link table's own index without reading talents.
 */
function talentCount(ctx: Context, categoryId: number): Promise<number> {
  const staff = ctx.user?.isAdmin === true;
  const loader = loaderFor<number>(
    ctx,
    staff ? "categoryTalentCount:staff" : "categoryTalentCount:public",
    async (keys) => {
      const ids = Prisma.join(keys.map(Number));
      const rows = staff
        ? await ctx.prisma.$queryRaw<Array<{ id: number; n: number }>>`
            SELECT l."A" AS "id", count(*)::int AS "n" FROM "_CategoryToTalent" l WHERE l."A" IN (${ids}) GROUP BY l."A"`
        : await ctx.prisma.$queryRaw<Array<{ id: number; n: number }>>`
            SELECT l."A" AS "id", count(*)::int AS "n" FROM "_CategoryToTalent" l JOIN "Talent" t ON t."id" = l."B"
            WHERE l."A" IN (${ids}) AND ${PUBLIC_TALENT_SQL} GROUP BY l."A"`;
      return new Map(rows.map((row) => [String(row.id), row.n]));
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
      resolve: (category, _args, ctx) => talentCount(ctx, category.id),
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
        const changedFields = (["name", "description", "imageUrl"] as const).filter((key) => data[key] !== undefined && (before[key] ?? null) !== (data[key] ?? null));
        await recordActivity(tx, ctx.user, { action: "update", subjectType: "Category", subjectId: id, subjectLabel: data.name, changedFields });
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
