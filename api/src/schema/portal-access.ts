import { builder } from "./builder";
import { AdminTalentType } from "./talent-admin";
import { throttleAccount } from "./staff";
import { inviteTalentIn, portalAccessOf, revokePortalIn, type PortalAccessShape } from "../services/portal-accounts";

// Staff's side of talent portal accounts (ADR 004): the access status on the talent info page,
// invitations and revocation. Staff only.

export const PortalAccessStatusEnum = builder.enumType("PortalAccessStatus", {
  description: "NONE: never invited. INVITED: has not set a password yet. ACTIVE: can sign in. INACTIVE: access revoked.",
  values: ["NONE", "INVITED", "ACTIVE", "INACTIVE"] as const,
});

export const PortalAccessType = builder.objectRef<PortalAccessShape>("PortalAccess").implement({
  description: "A talent's talent portal account, as staff see it.",
  authScopes: { admin: true },
  fields: (t) => ({
    status: t.field({ type: PortalAccessStatusEnum, resolve: (access) => access.status }),
    username: t.exposeString("username", { nullable: true, description: "The address the talent signs in with." }),
    invitedAt: t.expose("invitedAt", { type: "DateTime", nullable: true, description: "When the latest invitation was sent." }),
    invitationExpiresAt: t.expose("invitationExpiresAt", {
      type: "DateTime",
      nullable: true,
      description: "When the pending invitation's link expires; null once a password is set.",
    }),
    lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObjectFields(AdminTalentType, (t) => ({
  portalAccess: t.field({
    type: PortalAccessType,
    description: "The talent's talent portal account.",
    resolve: (talent, _args, ctx) => portalAccessOf(ctx.prisma, talent.id),
  }),
  removalRequestedAt: t.expose("removalRequestedAt", {
    type: "DateTime",
    nullable: true,
    description: "When the talent asked, from the portal, for their account and personal data to be removed.",
  }),
  removalReason: t.exposeString("removalReason", { nullable: true, description: "The talent's reason, when given." }),
}));

builder.mutationFields((t) => ({
  inviteTalentToPortal: t.field({
    type: PortalAccessType,
    description:
      "Creates the talent's portal account (signing in with the talent's e-mail address) and e-mails a one-time link to " +
      "/portal/set-password, valid 24 hours. Inviting again sends a new link and voids the old one; a revoked account is reactivated.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: async (_root, { talentId }, ctx) => {
      await throttleAccount(ctx);
      await ctx.accountLimiter.record(ctx.clientAddress);
      await ctx.prisma.$transaction((tx) => inviteTalentIn(tx, ctx.user, talentId, ctx.siteUrl));
      ctx.mailer.wake();
      return portalAccessOf(ctx.prisma, talentId);
    },
  }),
  revokeTalentPortal: t.field({
    type: PortalAccessType,
    description: "Deactivates the talent's portal account: it cannot sign in, and its sessions and links end at once.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: async (_root, { talentId }, ctx) => {
      await ctx.prisma.$transaction((tx) => revokePortalIn(tx, ctx.user, talentId));
      return portalAccessOf(ctx.prisma, talentId);
    },
  }),
}));
