import { queryFromInfo } from "@pothos/plugin-prisma";
import { bulkTalentIdsSchema } from "../../../common";
import { validate } from "../errors";
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
      const query = queryFromInfo({ context: ctx, info, typeName: "AdminTalent", path: ["changed"] });
      const rows = changedIds.length ? await ctx.prisma.talent.findMany({ ...query, where: { id: { in: changedIds } } }) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { changedIds, changed: changedIds.flatMap((id) => byId.get(id) ?? []), skipped };
    },
  }),
);
