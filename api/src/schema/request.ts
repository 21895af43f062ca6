import { REQUEST_STATUSES, type RequestStatus } from "#common/options";
import {
  displayRequestStatus,
  requestStatusFilterSchema,
  requestStatusSchema,
  TALENT_REQUEST_SUBMITTED,
  talentRequestSchema,
  unavailableTalentsMessage,
} from "#common/schemas";
import { publicName } from "#common/text";
import type { Prisma } from "../db/generated/prisma/client";
import { badInput, mustExist, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { queueRequestEmails } from "../services/mail";
import { throttle } from "../services/rate-limit";
import { builder } from "./builder";
import { readPage, REGISTER_PAGE_SIZE, registerPageArgDescriptions } from "./paging";
import { PUBLIC_TALENT_WHERE } from "../services/visibility";

/** Newest first; the id breaks ties between requests made in the same millisecond. */
export const REQUEST_ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.TalentRequestOrderByWithRelationInput[];

/** A stored yyyy-mm-dd date (Prisma's @db.Date is a Date at UTC midnight). */
const dateOnly = (iso: string | null): Date | null => (iso ? new Date(`${iso}T00:00:00Z`) : null);

// Stored statuses other than the four display as pending, so the pending filter and count take them in.
const OTHER_STATUSES = REQUEST_STATUSES.filter((status) => status !== "pending");
function statusWhere(status: RequestStatus | null): Prisma.TalentRequestWhereInput {
  if (!status) return {};
  return status === "pending" ? { status: { notIn: OTHER_STATUSES } } : { status };
}

type RequestedTalentRefShape = { id: number; name: string; exists: boolean; imageUrl: string | null };

const RequestedTalentRef = builder.objectRef<RequestedTalentRefShape>("RequestedTalentRef").implement({
  description: "A talent named in a request, as staff see it in the requests list.",
  fields: (t) => ({
    id: t.exposeInt("id", { description: "The talent id as requested; kept after the talent is deleted." }),
    name: t.exposeString("name", { description: "'Jane D.' (first name, last initial), or 'Talent #12' once the talent is gone." }),
    exists: t.exposeBoolean("exists"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
  }),
});

// Both list fields read the same selection, so asking for both still loads the rows once.
const requestedTalentsSelect = {
  requestedTalents: {
    orderBy: { position: "asc" },
    select: {
      requestedId: true,
      talent: { select: { firstName: true, lastName: true, imageUrl: true, headshotUrl: true } },
    },
  },
} satisfies Prisma.TalentRequestSelect;

builder.prismaObject("RequestStatusChange", {
  description: "One status change of a request made by staff: from, to, the notes sent with it, who and when.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    fromStatus: t.string({ select: { fromStatus: true }, resolve: (change) => displayRequestStatus(change.fromStatus) }),
    toStatus: t.string({ select: { toStatus: true }, resolve: (change) => displayRequestStatus(change.toStatus) }),
    notes: t.exposeString("notes", { nullable: true }),
    changedById: t.exposeInt("changedById", { nullable: true, description: "Null once the staff account is deleted." }),
    changedByEmail: t.exposeString("changedByEmail", { description: "The staff member's sign-in e-mail at the time." }),
    changedAt: t.expose("changedAt", { type: "DateTime" }),
  }),
});

builder.prismaObject("TalentRequest", {
  description: "A client's request for talent. Staff only: it holds the client's contact details.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    clientName: t.exposeString("clientName"),
    organizationName: t.exposeString("organizationName"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    projectDescription: t.exposeString("projectDescription"),
    projectStartDate: t.expose("projectStartDate", { type: "Date", nullable: true }),
    projectEndDate: t.expose("projectEndDate", { type: "Date", nullable: true }),
    status: t.string({
      description: "pending, reviewed, approved or rejected; any other stored value reads as pending.",
      select: { status: true },
      resolve: (request) => displayRequestStatus(request.status),
    }),
    responseNotes: t.exposeString("responseNotes", { nullable: true }),
    statusHistory: t.relation("statusChanges", {
      description: "Every status change staff made, newest first. Staff only.",
      authScopes: { admin: true },
      query: { orderBy: [{ changedAt: "desc" }, { id: "desc" }] },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    requestedTalentIds: t.intList({
      description: "The talent ids as requested, in the client's order.",
      select: requestedTalentsSelect,
      resolve: (request) => request.requestedTalents.map((row) => row.requestedId),
    }),
    requestedTalents: t.field({
      type: [RequestedTalentRef],
      select: requestedTalentsSelect,
      resolve: (request) =>
        request.requestedTalents.map(({ requestedId, talent }) => ({
          id: requestedId,
          name: talent ? publicName(talent.firstName, talent.lastName) : `Talent #${requestedId}`,
          exists: talent !== null,
          imageUrl: talent ? (talent.imageUrl ?? talent.headshotUrl) : null,
        })),
    }),
  }),
});

type RequestCountsShape = Record<"total" | RequestStatus, number>;

const RequestCounts = builder.objectRef<RequestCountsShape>("RequestCounts").implement({
  description: "How many requests there are, in all and by status (the dashboard's card).",
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    reviewed: t.exposeInt("reviewed"),
    approved: t.exposeInt("approved"),
    rejected: t.exposeInt("rejected"),
  }),
});

type RequestPageShape = { where: Prisma.TalentRequestWhereInput; take: number; skip: number };

export const TalentRequestPage = builder.objectRef<RequestPageShape>("TalentRequestPage").implement({
  description: "A page of requests, newest first, and how many match in all.",
  fields: (t) => ({
    total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.talentRequest.count({ where: page.where }) }),
    items: t.prismaField({
      type: ["TalentRequest"],
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.talentRequest.findMany({ ...query, where: page.where, orderBy: REQUEST_ORDER, take: page.take, skip: page.skip }),
    }),
  }),
});

builder.queryFields((t) => ({
  talentRequestPage: t.field({
    type: TalentRequestPage,
    description: `Requests a page at a time (${REGISTER_PAGE_SIZE} by default), newest first, optionally of one status.`,
    authScopes: { admin: true },
    args: {
      status: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: (_root, args) => {
      const { status } = validate(requestStatusFilterSchema, { status: args.status });
      return { where: statusWhere(status), ...readPage(args, REGISTER_PAGE_SIZE) };
    },
  }),
  talentRequests: t.prismaField({
    type: ["TalentRequest"],
    description: "Every request, newest first, optionally of one status (the REST list; screens use talentRequestPage).",
    authScopes: { admin: true },
    args: { status: t.arg.string({ required: false }) },
    resolve: (query, _root, args, ctx) => {
      const { status } = validate(requestStatusFilterSchema, args);
      return ctx.prisma.talentRequest.findMany({ ...query, where: statusWhere(status), orderBy: REQUEST_ORDER });
    },
  }),
  talentRequest: t.prismaField({
    type: "TalentRequest",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.talentRequest.findUnique({ ...query, where: { id } }),
  }),
  requestCounts: t.field({
    type: RequestCounts,
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const groups = await ctx.prisma.talentRequest.groupBy({ by: ["status"], _count: { _all: true } });
      const counts: RequestCountsShape = { total: 0, pending: 0, reviewed: 0, approved: 0, rejected: 0 };
      for (const group of groups) {
        counts.total += group._count._all;
        counts[displayRequestStatus(group.status)] += group._count._all;
      }
      return counts;
    },
  }),
}));

const TalentRequestInput = builder.inputType("TalentRequestInput", {
  fields: (t) => ({
    clientName: t.string(),
    organizationName: t.string(),
    phone: t.string(),
    email: t.string(),
    projectDescription: t.string(),
    projectStartDate: t.field({ type: "Date", required: false }),
    projectEndDate: t.field({ type: "Date", required: false }),
    requestedTalentIds: t.intList(),
  }),
});

type CreatedTalentRequestShape = { id: number; status: string; message: string };

const CreatedTalentRequest = builder.objectRef<CreatedTalentRequestShape>("CreatedTalentRequest").implement({
  description: "The answer to a visitor's request: it reveals nothing beyond what they sent.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.exposeString("status"),
    message: t.exposeString("message"),
  }),
});

builder.mutationFields((t) => ({
  createTalentRequest: t.field({
    type: CreatedTalentRequest,
    description: "A visitor asks for talent for a project. Public.",
    args: { input: t.arg({ type: TalentRequestInput }) },
    resolve: async (_root, { input }, ctx) => {
      await throttle(ctx.publicWriteLimiter, ctx.clientAddress);
      const data = validate(talentRequestSchema, input);
      const ids = data.requestedTalentIds;
      const available = await ctx.prisma.talent.findMany({
        where: { id: { in: ids }, ...PUBLIC_TALENT_WHERE },
        select: { id: true, firstName: true, lastName: true },
      });
      const availableIds = new Set(available.map((talent) => talent.id));
      const missing = ids.filter((id) => !availableIds.has(id));
      if (missing.length) throw badInput({ requestedTalentIds: unavailableTalentsMessage(missing) });
      const names = new Map(available.map((talent) => [talent.id, publicName(talent.firstName, talent.lastName)]));
      const created = await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.talentRequest.create({
          data: {
            clientName: data.clientName,
            organizationName: data.organizationName,
            phone: data.phone,
            email: data.email,
            projectDescription: data.projectDescription,
            projectStartDate: dateOnly(data.projectStartDate),
            projectEndDate: dateOnly(data.projectEndDate),
            requestedTalents: { create: ids.map((id, position) => ({ requestedId: id, talentId: id, position })) },
          },
          select: { id: true, status: true },
        });
        await queueRequestEmails(tx, ctx, row.id, { ...data, talentNames: ids.map((id) => names.get(id)!) });
        return row;
      });
      ctx.mailer.wake();
      await ctx.publicWriteLimiter.record(ctx.clientAddress);
      return { ...created, message: TALENT_REQUEST_SUBMITTED };
    },
  }),
  updateTalentRequestStatus: t.prismaField({
    type: "TalentRequest",
    description: "Sets any of the four statuses, in any order. Omitted notes stay as they are; sent notes replace them.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), status: t.arg.string(), responseNotes: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const { status, responseNotes } = validate(requestStatusSchema, { status: args.status, responseNotes: args.responseNotes });
      const notesSent = args.responseNotes !== undefined;
      return ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist(
          "Talent request",
          args.id,
          tx.talentRequest.findUnique({ where: { id: args.id }, select: { status: true, clientName: true } }),
        );
        // The history and the log are written with the change, so neither can disagree with it.
        await tx.requestStatusChange.create({
          data: {
            requestId: args.id,
            fromStatus: current.status,
            toStatus: status,
            notes: notesSent ? responseNotes : null,
            changedById: ctx.user?.id ?? null,
            changedByEmail: ctx.user?.username ?? "system",
          },
        });
        await recordActivity(tx, ctx.user, {
          action: "status",
          subjectType: "TalentRequest",
          subjectId: args.id,
          subjectLabel: current.clientName,
          changedFields: notesSent ? ["status", "responseNotes"] : ["status"],
        });
        return tx.talentRequest.update({ ...query, where: { id: args.id }, data: { status, ...(notesSent ? { responseNotes } : {}) } });
      });
    },
  }),
  deleteTalentRequest: t.field({
    type: "Int",
    description: "Deletes a request and answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.prisma.$transaction(async (tx) => {
        const removed = await mustExist("Talent request", id, tx.talentRequest.delete({ where: { id }, select: { clientName: true } }));
        await recordActivity(tx, ctx.user, {
          action: "delete",
          subjectType: "TalentRequest",
          subjectId: id,
          subjectLabel: removed.clientName,
        });
      });
      return id;
    },
  }),
}));
