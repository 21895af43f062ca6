import { createHash, randomBytes } from "node:crypto";
import { paths } from "#common/paths";
import { agentNameFromEmail, PACKAGE_EXPIRED, PACKAGE_MAX_TALENTS } from "#common/packages";
import { createClientPackageSchema, packagePickSchema } from "#common/schemas";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, InputErrors, mustExist } from "../errors";
import { recordActivity, talentLabel } from "../services/activity";
import { queueEmail } from "../services/mail";
import { clientPackageEmail } from "../services/mail-templates";
import { throttle } from "../services/rate-limit";
import { builder } from "./builder";
import { PUBLIC_TALENT_WHERE } from "../services/visibility";
import type { Context } from "../context";

// Client packages: staff pick published talents for a client, who opens a private link
// (/p/{token}, no sign-in) and marks each one Yes, Maybe or No. The link's token is 32 random bytes
// shown once; only its SHA-256 is stored. An unknown, expired or revoked link gets one and the same
// answer, so a link reveals nothing about packages it does not open.

const DAY_MS = 24 * 60 * 60 * 1000;
const hashPackageToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** base64url of 32 bytes is 43 characters; anything far longer is not a token and is not hashed. */
const MAX_TOKEN_LENGTH = 100;

type PackageState = { expiresAt: Date; revokedAt: Date | null };
const packageStatus = (row: PackageState, now = new Date()) => (row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active");

/** The open package of a link, or null for every kind of dead link alike. */
export async function livePackage(db: Prisma.TransactionClient, token: string) {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return db.clientPackage.findFirst({
    where: { tokenHash: hashPackageToken(token), revokedAt: null, expiresAt: { gt: new Date() } },
    select: {
      id: true,
      title: true,
      message: true,
      clientName: true,
      clientEmail: true,
      expiresAt: true,
      picksSentAt: true,
      createdBy: { select: { username: true } },
    },
  });
}

// ---- Staff view -------------------------------------------------------------------------------

const PackageTalentType = builder.prismaObject("PackageTalent", {
  description: "A talent of a package with the client's pick. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    talentId: t.exposeInt("talentId"),
    position: t.exposeInt("position"),
    pick: t.exposeString("pick", { nullable: true, description: "yes, maybe, no, or null before the client chooses." }),
    comment: t.exposeString("comment", { nullable: true }),
    pickedAt: t.expose("pickedAt", { type: "DateTime", nullable: true }),
    talentName: t.string({
      description: "The talent's full name (staff data).",
      select: { talent: { select: { firstName: true, lastName: true } } },
      resolve: (row) => talentLabel(row.talent),
    }),
  }),
});

export const ClientPackageType = builder.prismaObject("ClientPackage", {
  description: "A private selection of talent sent to a client. Staff only; the link itself is shown once, when it is made.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.exposeString("title"),
    message: t.exposeString("message", { nullable: true }),
    clientName: t.exposeString("clientName"),
    clientEmail: t.exposeString("clientEmail"),
    requestId: t.exposeInt("requestId", { nullable: true }),
    clientId: t.exposeInt("clientId", { nullable: true }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    picksSentAt: t.expose("picksSentAt", {
      type: "DateTime",
      nullable: true,
      description: "When the client last pressed 'Send my picks'; null until then.",
    }),
    status: t.string({
      description: "active, expired or revoked.",
      select: { expiresAt: true, revokedAt: true },
      resolve: (row) => packageStatus(row),
    }),
    createdBy: t.string({
      nullable: true,
      select: { createdBy: { select: { username: true } } },
      resolve: (row) => row.createdBy?.username ?? null,
    }),
    talents: t.relation("talents", { type: PackageTalentType, query: { orderBy: { position: "asc" } } }),
    viewCount: t.relationCount("views"),
    views: t.field({
      type: ["DateTime"],
      description: "When the client opened the link, newest first (the last 20).",
      select: { views: { orderBy: { viewedAt: "desc" }, take: 20, select: { viewedAt: true } } },
      resolve: (row) => row.views.map((view) => view.viewedAt),
    }),
  }),
});

type Created = { id: number; url: string };
const CreatedClientPackage = builder.objectRef<Created>("CreatedClientPackage").implement({
  description: "A new package and its link. The link is answered only here: store or send it now.",
  // Staff's by construction, like the package itself: the link opens the client's picks.
  authScopes: { admin: true },
  fields: (t) => ({
    url: t.exposeString("url"),
    emailTransport: t.string({
      description: "How the client's e-mail goes: smtp (sent), or file (saved under DATA_DIR/mail, not sent: SMTP_URL is not set).",
      resolve: (_created, _args, ctx) => (ctx.config.smtpUrl ? "smtp" : "file"),
    }),
    package: t.prismaField({
      type: ClientPackageType,
      resolve: (query, created, _args, ctx) => ctx.prisma.clientPackage.findUniqueOrThrow({ ...query, where: { id: created.id } }),
    }),
  }),
});

const ClientPackageInput = builder.inputType("ClientPackageInput", {
  fields: (t) => ({
    title: t.string(),
    message: t.string({ required: false }),
    clientName: t.string(),
    clientEmail: t.string(),
    requestId: t.int({ required: false, description: "The talent request the package answers." }),
    clientId: t.int({ required: false, description: "The client of the register it is for." }),
    talentIds: t.intList({ description: `Published talents, in the order to show them (at most ${PACKAGE_MAX_TALENTS}).` }),
    expiresInDays: t.int({ required: false, description: "1, 3, 7 (the default), 14 or 30." }),
  }),
});

builder.queryField("clientPackages", (t) =>
  t.prismaField({
    type: [ClientPackageType],
    description:
      "Packages, newest first; only those of a request, or of a client (made for it, or sent to its e-mail before it was in the register), when one is given.",
    authScopes: { admin: true },
    args: { requestId: t.arg.int({ required: false }), clientId: t.arg.int({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const where: Prisma.ClientPackageWhereInput = args.requestId != null ? { requestId: args.requestId } : {};
      if (args.clientId != null) {
        // Like a client's request history, which goes by e-mail: a package answering a request
        // made before the client was registered is still that client's.
        const client = await ctx.prisma.client.findUnique({ where: { id: args.clientId }, select: { email: true } });
        where.OR = [
          { clientId: args.clientId },
          ...(client ? [{ clientEmail: { equals: client.email, mode: "insensitive" as const } }] : []),
        ];
      }
      return ctx.prisma.clientPackage.findMany({ ...query, where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 200 });
    },
  }),
);

// ---- Public view ------------------------------------------------------------------------------

const PublicPackageTalent = builder.prismaObject("PackageTalent", {
  variant: "PublicPackageTalent",
  description: "A talent of a package as the client sees it: the public profile and the client's own pick.",
  fields: (t) => ({
    talentId: t.exposeInt("talentId"),
    pick: t.exposeString("pick", { nullable: true }),
    comment: t.exposeString("comment", { nullable: true }),
    talent: t.relation("talent", { description: "The public profile only (the Talent type visitors get)." }),
  }),
});

type PublicPackageShape = {
  id: number;
  title: string;
  message: string | null;
  clientName: string;
  expiresAt: Date;
  picksSentAt: Date | null;
  createdBy: { username: string } | null;
};

type Agent = { name: string | null };
const PackageAgent = builder.objectRef<Agent>("PackageAgent").implement({
  description: "The staff member who sent the package, whom the client's picks reach.",
  fields: (t) => ({
    // Never the account's address: it is the staff member's sign-in name, and a link can travel.
    name: t.exposeString("name", { nullable: true, description: "From the account's e-mail address; null when it gives none." }),
  }),
});

export const PublicPackage = builder.objectRef<PublicPackageShape>("PublicClientPackage").implement({
  description: "What a package's link shows. It carries no ids or addresses of the agency's records.",
  fields: (t) => ({
    title: t.exposeString("title"),
    message: t.exposeString("message", { nullable: true }),
    clientName: t.exposeString("clientName"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    picksSentAt: t.expose("picksSentAt", { type: "DateTime", nullable: true, description: "When the client last sent their picks." }),
    agent: t.field({
      type: PackageAgent,
      nullable: true,
      description: "Who sent the package (null when that account is gone: the picks then go to the agency's inbox).",
      resolve: (pkg) => (pkg.createdBy ? { name: agentNameFromEmail(pkg.createdBy.username) } : null),
    }),
    talents: t.prismaField({
      type: [PublicPackageTalent],
      description: "Talents still published, in the order staff chose.",
      resolve: (query, pkg, _args, ctx) =>
        ctx.prisma.packageTalent.findMany({
          ...query,
          where: { packageId: pkg.id, talent: PUBLIC_TALENT_WHERE },
          orderBy: { position: "asc" },
        }),
    }),
  }),
});

export async function throttlePicks(ctx: Context) {
  await throttle(ctx.packagePickLimiter, ctx.clientAddress);
}

builder.queryField("clientPackage", (t) =>
  t.field({
    type: PublicPackage,
    nullable: true,
    description: `The package a private link opens, recording the view; null when the link is unknown, expired or revoked ('${PACKAGE_EXPIRED}').`,
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => {
      const pkg = await livePackage(ctx.prisma, token);
      if (!pkg) return null;
      await ctx.prisma.packageView.create({ data: { packageId: pkg.id } });
      return pkg;
    },
  }),
);

builder.mutationFields((t) => ({
  setPackagePick: t.prismaField({
    type: PublicPackageTalent,
    description: "The client marks a talent of the package Yes, Maybe or No (null clears it), with an optional comment. Public, by link.",
    args: {
      token: t.arg.string(),
      talentId: t.arg.int(),
      pick: t.arg.string({ required: false }),
      comment: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      await throttlePicks(ctx);
      const errors = new InputErrors();
      const input = errors.parse(packagePickSchema, { talentId: args.talentId, pick: args.pick, comment: args.comment });
      errors.throwIfAny();
      await ctx.packagePickLimiter.record(ctx.clientAddress);
      const pkg = await livePackage(ctx.prisma, args.token);
      if (!pkg) throw badInput({ token: PACKAGE_EXPIRED });
      const where = { packageId_talentId: { packageId: pkg.id, talentId: input!.talentId } };
      const row = await ctx.prisma.packageTalent.findFirst({
        where: { packageId: pkg.id, talentId: input!.talentId, talent: PUBLIC_TALENT_WHERE },
      });
      if (!row) throw badInput({ talentId: "This talent is not in the package." });
      return ctx.prisma.packageTalent.update({
        ...query,
        where,
        data: { pick: input!.pick, comment: input!.comment, pickedAt: new Date() },
      });
    },
  }),
  createClientPackage: t.field({
    type: CreatedClientPackage,
    description: "Makes a package of published talents and e-mails the client its private link. The link is answered once, here.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ClientPackageInput }) },
    resolve: async (_root, { input }, ctx) => {
      const errors = new InputErrors();
      const data = errors.parse(createClientPackageSchema, { ...input, expiresInDays: input.expiresInDays ?? undefined });
      errors.throwIfAny();
      const values = data!;
      const talents = await ctx.prisma.talent.findMany({
        where: { id: { in: values.talentIds }, ...PUBLIC_TALENT_WHERE },
        select: { id: true },
      });
      const found = new Set(talents.map((talent) => talent.id));
      const missing = values.talentIds.filter((id) => !found.has(id));
      if (missing.length) errors.add("talentIds", `Only published talents can be sent; not: ${missing.join(", ")}.`);
      if (
        values.requestId !== null &&
        !(await ctx.prisma.talentRequest.findUnique({ where: { id: values.requestId }, select: { id: true } }))
      )
        errors.add("requestId", `Talent request ${values.requestId} not found.`);
      if (values.clientId !== null && !(await ctx.prisma.client.findUnique({ where: { id: values.clientId }, select: { id: true } })))
        errors.add("clientId", `Client ${values.clientId} not found.`);
      errors.throwIfAny();

      const token = randomBytes(32).toString("base64url");
      const url = ctx.siteUrl + paths.clientPackage(token);
      const expiresAt = new Date(Date.now() + values.expiresInDays * DAY_MS);
      const id = await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.clientPackage.create({
          data: {
            tokenHash: hashPackageToken(token),
            title: values.title,
            message: values.message,
            clientName: values.clientName,
            clientEmail: values.clientEmail,
            requestId: values.requestId,
            clientId: values.clientId,
            expiresAt,
            createdById: ctx.user!.id,
            talents: { create: values.talentIds.map((talentId, position) => ({ talentId, position })) },
          },
          select: { id: true },
        });
        await queueEmail(tx, {
          template: "client-package",
          to: values.clientEmail,
          email: clientPackageEmail(values.clientName, url, expiresAt, values.message),
          ...(values.requestId !== null ? { requestId: values.requestId } : {}),
        });
        await recordActivity(tx, ctx.user, {
          action: "create",
          subjectType: "ClientPackage",
          subjectId: row.id,
          subjectLabel: `${values.title} for ${values.clientName}`,
        });
        return row.id;
      });
      ctx.mailer.wake();
      return { id, url };
    },
  }),
  revokeClientPackage: t.prismaField({
    type: ClientPackageType,
    description: `Ends a package's link at once (it then answers '${PACKAGE_EXPIRED}'). Revoking it again changes nothing.`,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist(
          "Client package",
          id,
          tx.clientPackage.findUnique({ where: { id }, select: { title: true, clientName: true, revokedAt: true } }),
        );
        if (current.revokedAt) return tx.clientPackage.findUniqueOrThrow({ ...query, where: { id } });
        await recordActivity(tx, ctx.user, {
          action: "revoke",
          subjectType: "ClientPackage",
          subjectId: id,
          subjectLabel: `${current.title} for ${current.clientName}`,
        });
        return tx.clientPackage.update({ ...query, where: { id }, data: { revokedAt: new Date() } });
      }),
  }),
}));
