import { describeActivity } from "#common/activity";
import { builder } from "./builder";

// The staff activity log (services/activity.ts writes it). Staff only: labels carry full names.

builder.prismaObject("ActivityLog", {
  name: "ActivityEntry",
  description: "One staff change: who did what to which record, and when.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    actorEmail: t.exposeString("actorEmail"),
    action: t.exposeString("action", { description: "create, update, delete, approve, publish, unpublish, ..." }),
    subjectType: t.exposeString("subjectType"),
    subjectId: t.exposeInt("subjectId", { nullable: true }),
    subjectLabel: t.exposeString("subjectLabel"),
    changedFields: t.exposeStringList("changedFields"),
    summary: t.string({
      description: "The entry in words, e.g. 'admin@example.com published Mia Tran'.",
      resolve: (entry) => describeActivity(entry),
    }),
  }),
});

const MAX_ENTRIES = 100;

builder.queryFields((t) => ({
  recentActivity: t.prismaField({
    type: ["ActivityLog"],
    description: `The latest staff changes, newest first (limit 1-${MAX_ENTRIES}, default 10).`,
    authScopes: { admin: true },
    args: { limit: t.arg.int({ required: false, defaultValue: 10 }) },
    resolve: (query, _root, { limit }, ctx) =>
      ctx.prisma.activityLog.findMany({ ...query, orderBy: { id: "desc" }, take: clampLimit(limit) }),
  }),
  activityFor: t.prismaField({
    type: ["ActivityLog"],
    description: `The History of one record, newest first (limit 1-${MAX_ENTRIES}, default 20).`,
    authScopes: { admin: true },
    args: {
      subjectType: t.arg.string({ description: "Talent, Category, ..." }),
      subjectId: t.arg.int(),
      limit: t.arg.int({ required: false, defaultValue: 20 }),
    },
    resolve: (query, _root, { subjectType, subjectId, limit }, ctx) =>
      ctx.prisma.activityLog.findMany({
        ...query,
        where: { subjectType, subjectId },
        orderBy: { id: "desc" },
        take: clampLimit(limit),
      }),
  }),
}));

const clampLimit = (limit: number | null | undefined) => Math.min(Math.max(limit ?? 10, 1), MAX_ENTRIES);
