import { clientSchema, clientSearchSchema, isStoredPhone } from "#common/schemas";
import type { Prisma } from "../db/generated/prisma/client";
import { conflict, mustExist, prismaCall, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { loaderFor } from "../services/loaders";
import { clientPageIds } from "../services/sql/client-register";
import { containsLiterally } from "../services/sql/like";
import { builder } from "./builder";
import { readPage, REGISTER_PAGE_SIZE, registerPageArgDescriptions } from "./paging";
import { REQUEST_ORDER, TalentRequestPage } from "./request";

/** A client's history is the requests sent from the client's address, whatever its case. */
const emailIn = (emails: readonly string[]) => ({ email: { in: [...emails], mode: "insensitive" as const } });

builder.prismaObject("Client", {
  description: "An entry in the client register. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    clientName: t.exposeString("clientName"),
    organizationName: t.exposeString("organizationName", { nullable: true }),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    isActive: t.exposeBoolean("isActive"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    requests: t.prismaField({
      type: ["TalentRequest"],
      description: "The requests sent from this client's e-mail address, newest first.",
      select: { email: true },
      resolve: (query, client, _args, ctx) =>
        loaderFor(
          ctx,
          `requests:${JSON.stringify(query)}`,
          async (emails) => {
            const rows = await ctx.prisma.talentRequest.findMany({ ...query, where: emailIn(emails), orderBy: REQUEST_ORDER });
            const byEmail = new Map<string, typeof rows>();
            for (const row of rows) {
              const email = row.email.toLowerCase();
              byEmail.set(email, [...(byEmail.get(email) ?? []), row]);
            }
            return byEmail;
          },
          [],
        ).load(client.email.toLowerCase()),
    }),
    requestCount: t.int({
      select: { email: true },
      resolve: (client, _args, ctx) =>
        loaderFor(
          ctx,
          "requestCount",
          async (emails) => {
            const groups = await ctx.prisma.talentRequest.groupBy({ by: ["email"], where: emailIn(emails), _count: { _all: true } });
            const counts = new Map<string, number>();
            for (const group of groups) {
              const email = group.email.toLowerCase();
              counts.set(email, (counts.get(email) ?? 0) + group._count._all);
            }
            return counts;
          },
          0,
        ).load(client.email.toLowerCase()),
    }),
  }),
});

// Case-insensitive, so 'adams' sorts with 'Adams' rather than after every capital letter.
const byClientName = new Intl.Collator("en-AU", { sensitivity: "base", numeric: true });

function clientWhere(search: string | null): Prisma.ClientWhereInput {
  const contains = search ? containsLiterally(search) : undefined;
  return contains ? { OR: [{ clientName: contains }, { organizationName: contains }, { email: contains }] } : {};
}

builder.prismaObjectField("TalentRequest", "client", (t) =>
  t.prismaField({
    type: "Client",
    nullable: true,
    description: "The register's client with this request's e-mail address (any case), if there is one.",
    authScopes: { admin: true },
    select: { email: true },
    resolve: (query, request, _args, ctx) =>
      loaderFor(
        ctx,
        `client:${JSON.stringify(query)}`,
        async (emails) => {
          const rows = await ctx.prisma.client.findMany({ ...query, where: emailIn(emails) });
          return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
        },
        null,
      ).load(request.email.toLowerCase()),
  }),
);

type ClientPageShape = { search: string | null; take: number; skip: number };

const ClientPage = builder.objectRef<ClientPageShape>("ClientPage").implement({
  description: "A page of the client register by client name (any case), and how many clients match in all.",
  fields: (t) => ({
    total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.client.count({ where: clientWhere(page.search) }) }),
    items: t.prismaField({
      type: ["Client"],
      resolve: async (query, page, _args, ctx) => {
        const ids = await clientPageIds(ctx.prisma, page);
        const rows = await ctx.prisma.client.findMany({ ...query, where: { id: { in: ids.map((row) => row.id) } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  clientPage: t.field({
    type: ClientPage,
    description: `The client register a page at a time (${REGISTER_PAGE_SIZE} by default), optionally searched by name, organization or e-mail.`,
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: (_root, args) => {
      const { search } = validate(clientSearchSchema, { search: args.search });
      return { search, ...readPage(args, REGISTER_PAGE_SIZE) };
    },
  }),
  clients: t.prismaField({
    type: ["Client"],
    description: "The client register by client name, optionally searched by name, organization or e-mail.",
    authScopes: { admin: true },
    args: { search: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const { search } = validate(clientSearchSchema, args);
      const clients = await ctx.prisma.client.findMany({
        ...query,
        where: clientWhere(search),
        orderBy: [{ clientName: "asc" }, { id: "asc" }],
      });
      return clients.sort((a, b) => byClientName.compare(a.clientName, b.clientName) || a.id - b.id);
    },
  }),
  client: t.prismaField({
    type: "Client",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.client.findUnique({ ...query, where: { id } }),
  }),
  clientRequestPage: t.field({
    type: TalentRequestPage,
    description: `A client's request history a page at a time (${REGISTER_PAGE_SIZE} by default), newest first.`,
    authScopes: { admin: true },
    args: {
      clientId: t.arg.int(),
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: async (_root, args, ctx) => {
      const page = readPage(args, REGISTER_PAGE_SIZE);
      const client = await mustExist(
        "Client",
        args.clientId,
        ctx.prisma.client.findUnique({ where: { id: args.clientId }, select: { email: true } }),
      );
      return { where: emailIn([client.email]), ...page };
    },
  }),
  clientRequests: t.prismaField({
    type: ["TalentRequest"],
    description: "A client's request history, newest first.",
    authScopes: { admin: true },
    args: { clientId: t.arg.int() },
    resolve: async (query, _root, { clientId }, ctx) => {
      const client = await mustExist(
        "Client",
        clientId,
        ctx.prisma.client.findUnique({ where: { id: clientId }, select: { email: true } }),
      );
      return ctx.prisma.talentRequest.findMany({ ...query, where: emailIn([client.email]), orderBy: REQUEST_ORDER });
    },
  }),
}));

const ClientInput = builder.inputType("ClientInput", {
  fields: (t) => ({
    clientName: t.string(),
    organizationName: t.string({ required: false }),
    email: t.string(),
    phone: t.string({ required: false }),
    address: t.string({ required: false }),
    notes: t.string({ required: false }),
    isActive: t.boolean({ required: false, description: "True when omitted on create; unchanged when omitted on update." }),
  }),
});

const duplicateEmail = (email: string) => conflict("email", `A client with the email ${email} already exists.`);

builder.mutationFields((t) => ({
  createClient: t.prismaField({
    type: "Client",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ClientInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = validate(clientSchema, { ...input, isActive: input.isActive ?? undefined });
      const create = ctx.prisma.$transaction(async (tx) => {
        const { id } = await tx.client.create({ data, select: { id: true } });
        await recordActivity(tx, ctx.user, { action: "create", subjectType: "Client", subjectId: id, subjectLabel: data.clientName });
        return tx.client.findUniqueOrThrow({ ...query, where: { id } });
      });
      return prismaCall(create, { duplicate: () => duplicateEmail(data.email) });
    },
  }),
  updateClient: t.prismaField({
    type: "Client",
    description: "Replaces the client's details with the input (the edit dialog sends them all).",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: ClientInput }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      // The stored phone sent back unchanged is kept as it is, not judged again (ADR 005).
      const stored = await ctx.prisma.client.findUnique({ where: { id }, select: { phone: true } });
      const keepPhone = isStoredPhone(input.phone, stored?.phone);
      const checked = validate(clientSchema, { ...input, phone: keepPhone ? null : input.phone, isActive: input.isActive ?? undefined });
      const { isActive, ...data } = keepPhone ? { ...checked, phone: stored!.phone } : checked;
      // The schema defaults isActive to true for a new client; an update that leaves it out keeps it.
      const activeSent = input.isActive !== undefined && input.isActive !== null;
      const update = ctx.prisma.$transaction(async (tx) => {
        const row = await tx.client.update({ ...query, where: { id }, data: { ...data, ...(activeSent ? { isActive } : {}) } });
        await recordActivity(tx, ctx.user, { action: "update", subjectType: "Client", subjectId: id, subjectLabel: data.clientName });
        return row;
      });
      return mustExist("Client", id, update, { duplicate: () => duplicateEmail(data.email) });
    },
  }),
  deleteClient: t.field({
    type: "Int",
    description: "Deletes a client and answers its id. The client's requests stay.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.prisma.$transaction(async (tx) => {
        const removed = await mustExist("Client", id, tx.client.delete({ where: { id }, select: { clientName: true } }));
        await recordActivity(tx, ctx.user, { action: "delete", subjectType: "Client", subjectId: id, subjectLabel: removed.clientName });
      });
      return id;
    },
  }),
}));
