import type { User } from "../db/generated/prisma/client";
import { loginSchema } from "../../../common/schemas";
import { rateLimited, unauthenticated, validate } from "../errors";
import { decoyPasswordHash, verifyPassword } from "../services/auth";
import { builder } from "./builder";

export const UserType = builder.prismaObject("User", {
  description: "A person who can sign in. Only staff accounts exist today.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    username: t.exposeString("username"),
    isAdmin: t.exposeBoolean("isAdmin"),
  }),
});

type LoginResult = { token: string; expiresAt: Date; user: User };
const LoginPayload = builder.objectRef<LoginResult>("LoginPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    user: t.field({ type: UserType, resolve: (result) => result.user }),
  }),
});

const INVALID_CREDENTIALS = "Invalid credentials";

builder.mutationField("login", (t) =>
  t.field({
    type: LoginPayload,
    description: "Signs in with the e-mail address and password; answers a bearer token.",
    args: { username: t.arg.string(), password: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const retryAfter = ctx.loginLimiter.retryAfter(ctx.clientAddress);
      if (retryAfter > 0) throw rateLimited(retryAfter);
      const input = validate(loginSchema, args);
      const user = await ctx.prisma.user.findUnique({ where: { username: input.username.toLowerCase() } });
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        ctx.loginLimiter.record(ctx.clientAddress);
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      ctx.loginLimiter.reset(ctx.clientAddress);
      const token = await ctx.tokens.sign({ userId: user.id, isAdmin: user.isAdmin });
      return { token, expiresAt: new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000), user };
    },
  }),
);

builder.queryField("me", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, ctx) =>
      ctx.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null,
  }),
);
