import { queryFromInfo } from "@pothos/plugin-prisma";
import { bulkTalentCategorySchema, bulkTalentIdsSchema, TALENT_MESSAGES } from "#common/schemas";
import type { Context } from "../context";
import { recordActivity, talentLabel } from "../services/activity";
import { linkCategories } from "../services/category-links";
import { badInput, notFound, validate } from "../errors";
import type { GraphQLResolveInfo } from "graphql";
import { builder } from "./builder";
import { AdminTalentType } from "./talent-admin";
import { applyTransition, TALENT_ACTIONS, type TalentAction } from "./talent-lifecycle";

// Approve, publish or unpublish several talents in one step (Talent Management's bulk actions):
// one e-mail choice for all, one activity entry per talent that moved.

const TalentActionEnum = builder.enumType("TalentAction", {
  values: {
    APPROVE: { value: "approve", description: "Pending → approved (the approval e-mail)." },
    PUBLISH: { value: "publish", description: "Approved → published (the publication e-mail)." },
    UNPUBLISH: { value: "unpublish", description: "Published → approved (the unpublished notice)." },
  } as const,
});

type Skipped = { id: number; message: string };
type BulkResultShape = { changedIds: number[]; changed: unknown[]; skipped: Skipped[] };

const BulkSkip = builder.objectRef<Skipped>("BulkTalentSkip").implement({
  description: "A talent the bulk action left as it was, and why (not found, or not in a state the action starts from).",
  fields: (t) => ({ id: t.exposeInt("id"), message: t.exposeString("message") }),
});

const BulkTalentResult = builder.objectRef<BulkResultShape>("BulkTalentResult").implement({
  fields: (t) => ({
    changed: t.field({
      type: [AdminTalentType],
      description: "The talents that moved, in the order asked.",
      resolve: (result) => result.changed as never,
    }),
    skipped: t.field({ type: [BulkSkip], resolve: (result) => result.skipped }),
  }),
});

builder.mutationField("bulkTalentAction", (t) =>
  t.field({
    type: BulkTalentResult,
    description:
      "Approves, publishes or unpublishes several talents in one transaction. Talents not in a state the action starts from are skipped, not failed; notify (default true) queues each moved talent's e-mail.",
    authScopes: { admin: true },
    args: {
      action: t.arg({ type: TalentActionEnum }),
      ids: t.arg.intList(),
      notify: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: async (_root, args, ctx, info) => {
      const { ids } = validate(bulkTalentIdsSchema, { ids: args.ids });
      const change = TALENT_ACTIONS[args.action as TalentAction];
      const { changedIds, skipped } = await ctx.prisma.$transaction(
        async (tx) => {
          const changedIds: number[] = [];
          const skipped: Skipped[] = [];
          for (const id of ids) {
            const refusal = await applyTransition(tx, ctx.user, id, change, { notify: args.notify ?? true });
            if (refusal) skipped.push({ id, message: refusal.message });
            else changedIds.push(id);
          }
          return { changedIds, skipped };
        },
        // A hundred talents are a few hundred statements; the default 5 s is for one change.
        { timeout: 60_000 },
      );
      return bulkResult(ctx, info, changedIds, skipped);
    },
  }),
);

builder.mutationField("addTalentsToCategory", (t) =>
  t.field({
    type: BulkTalentResult,
    description:
      "Adds several talents to one category in one transaction, keeping their other categories. Unknown talents and talents already in it are skipped; an unknown category changes nothing.",
    authScopes: { admin: true },
    args: { categoryId: t.arg.int(), ids: t.arg.intList() },
    resolve: async (_root, args, ctx, info) => {
      const { ids, categoryId } = validate(bulkTalentCategorySchema, { ids: args.ids, categoryId: args.categoryId });
      const category = await ctx.prisma.category.findUnique({ where: { id: categoryId }, select: { id: true, name: true } });
      if (!category) throw badInput({ categoryId: TALENT_MESSAGES.unknownCategories([categoryId]) });
      const { changedIds, skipped } = await ctx.prisma.$transaction(
        async (tx) => {
          const changedIds: number[] = [];
          const skipped: Skipped[] = [];
          for (const id of ids) {
            const current = await tx.talent.findUnique({
              where: { id },
              select: { firstName: true, lastName: true, categories: { where: { categoryId }, select: { categoryId: true } } },
            });
            if (!current) skipped.push({ id, message: notFound("Talent", id).message });
            else if (current.categories.length > 0) skipped.push({ id, message: TALENT_MESSAGES.alreadyInCategory(id, category.name) });
            else {
              // Every write raises the version, so an editor opened before it cannot save over it (ADR 040).
              await tx.talent.update({
                where: { id },
                data: { categories: linkCategories([categoryId]), version: { increment: 1 } },
                select: { id: true },
              });
              await recordActivity(tx, ctx.user, {
                action: "update",
                subjectType: "Talent",
                subjectId: id,
                subjectLabel: talentLabel(current),
                changedFields: ["categories"],
              });
              changedIds.push(id);
            }
          }
          return { changedIds, skipped };
        },
        { timeout: 60_000 },
      );
      return bulkResult(ctx, info, changedIds, skipped);
    },
  }),
);

/** The moved talents as the operation asked for them, in the order asked. */
async function bulkResult(ctx: Context, info: GraphQLResolveInfo, changedIds: number[], skipped: Skipped[]): Promise<BulkResultShape> {
  const query = queryFromInfo({ context: ctx, info, typeName: "AdminTalent", path: ["changed"] });
  const rows = changedIds.length ? await ctx.prisma.talent.findMany({ ...query, where: { id: { in: changedIds } } }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { changedIds, changed: changedIds.flatMap((id) => byId.get(id) ?? []), skipped };
}
