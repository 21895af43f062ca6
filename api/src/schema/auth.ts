import type { User } from "../db/generated/prisma/client";
import { ACCOUNT_MESSAGES, loginSchema } from "#common/schemas";
import type { Context } from "../context";
import { unauthenticated, validate } from "../errors";
import { accountKind, decoyPasswordHash, verifyPassword } from "../services/auth";
import { portalAccountRefusal } from "../services/portal-accounts";
import { throttle } from "../services/rate-limit";
import { builder } from "./builder";

export const AccountKindEnum = builder.enumType("AccountKind", {
  description: "STAFF: the agency's staff. TALENT: a talent's portal account (ADR 004).",
  values: ["STAFF", "TALENT"] as const,
});

export const UserType = builder.prismaObject("User", {
  description: "A person who can sign in: staff, or a talent through the talent portal.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    username: t.exposeString("username"),
    isAdmin: t.exposeBoolean("isAdmin"),
    kind: t.field({ type: AccountKindEnum, resolve: (user) => accountKind(user) }),
    talentId: t.int({
      nullable: true,
      description: "The talent of a talent account.",
      resolve: (user) => (user.isAdmin ? null : user.talentId),
    }),
  }),
});

type LoginResult = { token: string; expiresAt: Date; user: User };
export const LoginPayload = builder.objectRef<LoginResult>("LoginPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    user: t.field({ type: UserType, resolve: (result) => result.user }),
  }),
});

const INVALID_CREDENTIALS = "Invalid credentials";

/** A new session for an account (its current tokenVersion), noting the time of the sign-in. */
export async function signIn(ctx: Context, account: User): Promise<LoginResult> {
  const user = await ctx.prisma.user.update({ where: { id: account.id }, data: { lastLoginAt: new Date() } });
  const token = await ctx.tokens.sign({ userId: user.id, isAdmin: user.isAdmin, version: user.tokenVersion, kind: accountKind(user) });
  return { token, expiresAt: new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000), user };
}

builder.mutationField("login", (t) =>
  t.field({
    type: LoginPayload,
    description: "Signs in with the e-mail address and password; answers a bearer token.",
    args: { username: t.arg.string(), password: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await throttle(ctx.loginLimiter, ctx.clientAddress);
      const input = validate(loginSchema, args);
      const user = await ctx.prisma.user.findUnique({ where: { username: input.username.toLowerCase() } });
      // An invited account without a password yet costs the same as an unknown one.
      const valid = await verifyPassword(input.password, user?.passwordHash || (await decoyPasswordHash()));
      if (!user || !user.passwordHash || !valid) {
        await ctx.loginLimiter.record(ctx.clientAddress);
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      // A talent account says so in the portal's words, and is refused while its talent is declined.
      const refusal = await portalAccountRefusal(ctx.prisma, user);
      if (refusal) throw unauthenticated(refusal);
      if (!user.isActive) throw unauthenticated(ACCOUNT_MESSAGES.deactivated);
      await ctx.loginLimiter.reset(ctx.clientAddress);
      return signIn(ctx, user);
    },
  }),
);

builder.queryField("me", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, ctx) => (ctx.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null),
  }),
);
