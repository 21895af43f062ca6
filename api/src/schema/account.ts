import { paths } from "#common/paths";
import { ACCOUNT_MESSAGES, changePasswordSchema, passwordResetRequestSchema, setPasswordSchema } from "#common/schemas";
import { badInput, InputErrors, unauthenticated, validate } from "../errors";
import { recordActivity, talentLabel } from "../services/activity";
import { findLiveToken, hashToken, issueAccountToken } from "../services/account-tokens";
import { hashPassword, verifyPassword } from "../services/auth";
import { queueEmail } from "../services/mail";
import { passwordResetEmail } from "../services/mail-templates";
import { passwordWeakness } from "../services/passwords";
import { portalAccountRefusal } from "../services/portal-accounts";
import { talentPasswordResetEmail } from "../services/portal-mail";
import { LoginPayload, signIn } from "./auth";
import { builder } from "./builder";
import { throttleAccount } from "./staff";

// One's own password: change it (current password required), ask for a reset link, and set a
// password from a one-time link (a reset or an invitation). Setting a password ends the account's
// other sessions (tokenVersion) and answers a new session for this one.

/** At most this many reset e-mails per account per hour, whoever asks: a mailbox cannot be flooded. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

type MessageShape = { message: string };
const AccountMessage = builder.objectRef<MessageShape>("AccountMessage").implement({
  description: "A confirmation to show as it is.",
  fields: (t) => ({ message: t.exposeString("message") }),
});

type PasswordLinkShape = { purpose: string; expiresAt: Date };
const PasswordLink = builder.objectRef<PasswordLinkShape>("PasswordLink").implement({
  description: "What a live one-time link is for. It names no account: a visitor holding a link learns nothing more.",
  fields: (t) => ({
    purpose: t.exposeString("purpose", { description: "invitation or reset." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.queryField("passwordLink", (t) =>
  t.field({
    type: PasswordLink,
    nullable: true,
    description: `A one-time link's purpose and expiry, or null when it is unknown, used or expired ('${ACCOUNT_MESSAGES.linkExpired}').`,
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => {
      await throttleAccount(ctx);
      const live = token.length <= 200 ? await findLiveToken(ctx.prisma, token) : null;
      if (!live) {
        await ctx.accountLimiter.record(ctx.clientAddress);
        return null;
      }
      return { purpose: live.purpose, expiresAt: live.expiresAt };
    },
  }),
);

builder.mutationFields((t) => ({
  changeOwnPassword: t.field({
    type: LoginPayload,
    description: "Changes the signed-in account's password (the current one is required); other sessions end, this one gets a new token.",
    authScopes: { signedIn: true },
    args: { currentPassword: t.arg.string(), newPassword: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await throttleAccount(ctx);
      const errors = new InputErrors();
      const input = errors.parse(changePasswordSchema, args);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: ctx.user!.id } });
      if (input && !errors.has("newPassword")) {
        const weakness = passwordWeakness(input.newPassword, user.username);
        if (weakness) errors.add("newPassword", weakness);
      }
      if (input && !(user.passwordHash && (await verifyPassword(input.currentPassword, user.passwordHash)))) {
        await ctx.accountLimiter.record(ctx.clientAddress);
        errors.add("currentPassword", ACCOUNT_MESSAGES.wrongCurrentPassword);
      }
      errors.throwIfAny();
      const passwordHash = await hashPassword(input!.newPassword);
      const updated = await ctx.prisma.$transaction(async (tx) => {
        await recordActivity(tx, ctx.user, {
          action: "change-password",
          subjectType: "User",
          subjectId: user.id,
          subjectLabel: user.username,
        });
        return tx.user.update({ where: { id: user.id }, data: { passwordHash, tokenVersion: { increment: 1 } } });
      });
      return signIn(ctx, updated);
    },
  }),
  requestPasswordReset: t.field({
    type: AccountMessage,
    description:
      "'Reset it here': e-mails a one-time link (30 minutes) when an active account has this address. " +
      "The answer is the same whether or not it does.",
    args: { email: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await throttleAccount(ctx);
      const { email } = validate(passwordResetRequestSchema, args);
      await ctx.accountLimiter.record(ctx.clientAddress);
      const user = await ctx.prisma.user.findUnique({
        where: { username: email },
        select: { id: true, isActive: true, isAdmin: true, talentId: true },
      });
      // A talent account's link opens the portal's page, in the portal's words (ADR 004); a declined talent gets none.
      const isTalent = !!user && !user.isAdmin && user.talentId !== null;
      const refused = user && isTalent ? await portalAccountRefusal(ctx.prisma, user) : null;
      if (user?.isActive && !refused) {
        const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
        const recent = await ctx.prisma.accountToken.count({ where: { userId: user.id, purpose: "reset", createdAt: { gt: hourAgo } } });
        if (recent < RESETS_PER_ACCOUNT_PER_HOUR) {
          await ctx.prisma.$transaction(async (tx) => {
            const { token } = await issueAccountToken(tx, user.id, "reset");
            await queueEmail(tx, {
              template: isTalent ? "talent-password-reset" : "password-reset",
              to: email,
              email: isTalent
                ? talentPasswordResetEmail(ctx.siteUrl + paths.portal.setPassword(token))
                : passwordResetEmail(ctx.siteUrl + paths.admin.setPassword(token)),
              userId: user.id,
              ...(isTalent ? { talentId: user.talentId! } : {}),
            });
          });
          ctx.mailer.wake();
        }
      }
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  }),
  setPasswordWithToken: t.field({
    type: LoginPayload,
    description:
      "Sets the password from a one-time link (an invitation or a reset) and signs in. The link then stops working, " +
      "and every other session of the account ends.",
    args: { token: t.arg.string(), password: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await throttleAccount(ctx);
      const { token, password } = validate(setPasswordSchema, args);
      const live = await findLiveToken(ctx.prisma, token);
      if (!live) {
        await ctx.accountLimiter.record(ctx.clientAddress);
        throw badInput({ token: ACCOUNT_MESSAGES.linkExpired });
      }
      const weakness = passwordWeakness(password, live.user.username);
      if (weakness) throw badInput({ password: weakness });
      const passwordHash = await hashPassword(password);
      const user = await ctx.prisma.$transaction(async (tx) => {
        // Only one use can win, even when the link is opened twice at once.
        const used = await tx.accountToken.updateMany({
          where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: new Date() } },
          data: { usedAt: new Date() },
        });
        if (used.count !== 1) throw badInput({ token: ACCOUNT_MESSAGES.linkExpired });
        await tx.accountToken.updateMany({ where: { userId: live.userId, usedAt: null }, data: { usedAt: new Date() } });
        const actor = { id: live.user.id, username: live.user.username, isAdmin: live.user.isAdmin, talentId: live.user.talentId };
        const action = live.purpose === "invitation" ? "accept-invitation" : "reset-password";
        // A talent's account is named by its talent: "staff account" would mislead whoever reads the log.
        const talent = live.user.talentId
          ? await tx.talent.findUnique({ where: { id: live.user.talentId }, select: { firstName: true, lastName: true } })
          : null;
        await recordActivity(tx, actor, {
          action,
          subjectType: talent ? "TalentAccount" : "User",
          subjectId: live.userId,
          subjectLabel: talent ? talentLabel(talent) : live.user.username,
        });
        return tx.user.update({ where: { id: live.userId }, data: { passwordHash, tokenVersion: { increment: 1 } } });
      });
      const refusal = await portalAccountRefusal(ctx.prisma, user);
      if (refusal) throw unauthenticated(refusal);
      if (!user.isActive) throw unauthenticated(ACCOUNT_MESSAGES.deactivated);
      return signIn(ctx, user);
    },
  }),
}));
