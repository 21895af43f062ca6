import { paths } from "#common/paths";
import { ACCOUNT_MESSAGES, inviteStaffSchema } from "#common/schemas";
import type { Context } from "../context";
import type { Prisma } from "../db/generated/prisma/client";
import { conflict, mustExist, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { issueAccountToken } from "../services/account-tokens";
import { queueEmail } from "../services/mail";
import { staffInvitationEmail } from "../services/mail-templates";
import { throttle } from "../services/rate-limit";
import { builder } from "./builder";
import { EmailType } from "./email";

// Staff accounts: the list, invitations by e-mail, deactivation (its sessions end at once through
// the account's tokenVersion) and reactivation. Every staff account is an admin.

export const StaffAccountType = builder.prismaObject("User", {
  variant: "StaffAccount",
  description: "A staff account as the staff list shows it. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    email: t.exposeString("username", { description: "The address the person signs in with." }),
    status: t.string({
      description: "active, invited (has not set a password yet) or deactivated.",
      select: { isActive: true, passwordHash: true },
      resolve: (user) => (!user.isActive ? "deactivated" : user.passwordHash ? "active" : "invited"),
    }),
    isActive: t.exposeBoolean("isActive"),
    isSelf: t.boolean({ description: "The signed-in account itself.", resolve: (user, _args, ctx) => user.id === ctx.user?.id }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
    invitedBy: t.string({
      nullable: true,
      description: "Who sent the invitation, when it came from one.",
      select: { invitedBy: { select: { username: true } } },
      resolve: (user) => user.invitedBy?.username ?? null,
    }),
    invitationExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the pending invitation's link expires; null once a password is set.",
      select: {
        passwordHash: true,
        tokens: { where: { purpose: "invitation", usedAt: null }, orderBy: { createdAt: "desc" }, take: 1, select: { expiresAt: true } },
      },
      resolve: (user) => (user.passwordHash ? null : (user.tokens[0]?.expiresAt ?? null)),
    }),
    emails: t.relation("emails", {
      type: EmailType,
      description: "Invitations and reset links sent to this account, newest first.",
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
  }),
});

/** Account changes count against the same per-address budget as sign-ins. */
export async function throttleAccount(ctx: Context) {
  await throttle(ctx.accountLimiter, ctx.clientAddress);
}

async function setActive(ctx: Context, query: object, id: number, active: boolean) {
  if (!active && id === ctx.user?.id) throw conflict("id", ACCOUNT_MESSAGES.cannotDeactivateSelf);
  return ctx.prisma.$transaction(async (tx) => {
    const current = await mustExist("Staff account", id, tx.user.findUnique({ where: { id }, select: { username: true, isActive: true } }));
    if (current.isActive === active) return tx.user.findUniqueOrThrow({ ...query, where: { id } });
    const data: Prisma.UserUpdateInput = active ? { isActive: true } : { isActive: false, tokenVersion: { increment: 1 } };
    if (!active) await tx.accountToken.updateMany({ where: { userId: id, usedAt: null }, data: { usedAt: new Date() } });
    await recordActivity(tx, ctx.user, {
      action: active ? "reactivate" : "deactivate",
      subjectType: "User",
      subjectId: id,
      subjectLabel: current.username,
    });
    return tx.user.update({ ...query, where: { id }, data });
  });
}

builder.queryField("staffAccounts", (t) =>
  t.prismaField({
    type: [StaffAccountType],
    description: "Every staff account by e-mail address.",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.user.findMany({ ...query, where: { isAdmin: true }, orderBy: { username: "asc" } }),
  }),
);

builder.mutationFields((t) => ({
  inviteStaff: t.prismaField({
    type: StaffAccountType,
    description:
      "Creates a staff account for an e-mail address and e-mails it a one-time link (24 hours) to set its password. " +
      "Inviting an address whose invitation is still pending sends a new link and voids the old one.",
    authScopes: { admin: true },
    args: { email: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await throttleAccount(ctx);
      const { email } = validate(inviteStaffSchema, args);
      await ctx.accountLimiter.record(ctx.clientAddress);
      const account = await ctx.prisma.$transaction(async (tx) => {
        const existing = await tx.user.findUnique({ where: { username: email } });
        if (existing?.passwordHash || (existing && !existing.isActive)) throw conflict("email", ACCOUNT_MESSAGES.alreadyStaff(email));
        const user =
          existing ?? (await tx.user.create({ data: { username: email, passwordHash: "", isAdmin: true, invitedById: ctx.user!.id } }));
        const { token } = await issueAccountToken(tx, user.id, "invitation");
        await queueEmail(tx, {
          template: "staff-invitation",
          to: email,
          email: staffInvitationEmail(ctx.user!.username, ctx.siteUrl + paths.admin.setPassword(token)),
          userId: user.id,
        });
        await recordActivity(tx, ctx.user, { action: "invite", subjectType: "User", subjectId: user.id, subjectLabel: email });
        return tx.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
      });
      ctx.mailer.wake();
      return account;
    },
  }),
  deactivateStaff: t.prismaField({
    type: StaffAccountType,
    description: "Deactivates a staff account: it cannot sign in and its sessions end at once. Not one's own.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => setActive(ctx, query, id, false),
  }),
  reactivateStaff: t.prismaField({
    type: StaffAccountType,
    description: "Lets a deactivated staff account sign in again (with its password as it was).",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => setActive(ctx, query, id, true),
  }),
}));
