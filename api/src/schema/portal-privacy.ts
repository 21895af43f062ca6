import { builder, sessionTalentId } from "./builder";
import { BookingTalentType } from "./booking";
import { PortalType } from "./portal";
import { exportLinkOf } from "../services/portal-export";
import { cancelRemoval, removePersonalData, requestRemovalOf } from "../services/talent-removal";

// The talent's rights over their data (Australian Privacy Principles 12 and 13; ADR 171): an export
// of everything held about them, and a request to remove it, which staff carry out.

type RemovalRequestShape = { id: number; removalRequestedAt: Date | null; removalReason: string | null };

const TalentRemovalRequestType = builder.objectRef<RemovalRequestShape>("TalentRemovalRequest").implement({
  description: "A talent's request, from the portal, to remove their account and personal data. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    talentId: t.int({ resolve: (row) => row.id }),
    talent: t.prismaField({
      type: BookingTalentType,
      resolve: (query, row, _args, ctx) => ctx.prisma.talent.findUniqueOrThrow({ ...query, where: { id: row.id } }),
    }),
    requestedAt: t.field({ type: "DateTime", resolve: (row) => row.removalRequestedAt! }),
    reason: t.exposeString("removalReason", { nullable: true }),
  }),
});

builder.queryField("talentRemovalRequests", (t) =>
  t.field({
    type: [TalentRemovalRequestType],
    description: "Talents who asked for removal, oldest request first.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) =>
      ctx.prisma.talent.findMany({
        where: { removalRequestedAt: { not: null } },
        select: { id: true, removalRequestedAt: true, removalReason: true },
        orderBy: [{ removalRequestedAt: "asc" }, { id: "asc" }],
      }),
  }),
);

builder.mutationFields((t) => ({
  portalExportLink: t.string({
    description:
      "A link valid 10 minutes: GET it for a zip of talent.json (everything held about the talent) and files/ (their photos and documents).",
    authScopes: { talent: true },
    resolve: (_root, _args, ctx) => exportLinkOf(ctx, sessionTalentId(ctx)),
  }),
  requestRemoval: t.field({
    type: PortalType,
    description: "Asks the agency to remove the talent's account and personal data; staff are told and carry it out.",
    authScopes: { talent: true },
    args: { reason: t.arg.string({ required: false }) },
    resolve: async (_root, { reason }, ctx) => {
      await requestRemovalOf(ctx, sessionTalentId(ctx), reason ?? null);
      return { talentId: sessionTalentId(ctx) };
    },
  }),
  cancelRemovalRequest: t.field({
    type: PortalType,
    description: "Withdraws the talent's removal request.",
    authScopes: { talent: true },
    resolve: async (_root, _args, ctx) => {
      await cancelRemoval(ctx, sessionTalentId(ctx));
      return { talentId: sessionTalentId(ctx) };
    },
  }),
  removeTalentPersonalData: t.boolean({
    description:
      "Carries out a talent's removal request: deletes their personal data, files, images, documents, proposals and account. " +
      "Bookings stay, without the person's details (ADR 171). confirmName must be the talent's 'First Last'. Admin only.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int(), confirmName: t.arg.string() },
    resolve: async (_root, { talentId, confirmName }, ctx) => {
      await removePersonalData(ctx, talentId, confirmName);
      return true;
    },
  }),
}));
