import { z } from "zod";
import type { Prisma } from "../db/generated/prisma/client";
import { conflict, mustExist, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { builder } from "./builder";
import { pageArgDescriptions, readPage } from "./paging";
import { ContactMessageType } from "./contact";
import { AdminTalentType } from "./talent-admin";

// The e-mail outbox as staff see it: each message's state where it was triggered (a talent, a
// request, a contact message, a staff account) and one list of them all. Staff only: it holds
// addresses. Bodies are not exposed: invitations and resets carry one-time links.

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;

export const EmailType = builder.prismaObject("OutboxEmail", {
  name: "Email",
  description: "An e-mail the system sends, and how its delivery went. Staff only.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    template: t.exposeString("template", {
      description:
        "talent-approved, talent-published, talent-unpublished, talent-declined, request-received, request-acknowledgement, contact-message, staff-invitation, password-reset, client-package or package-picks.",
    }),
    toAddress: t.exposeString("toAddress"),
    subject: t.exposeString("subject"),
    status: t.exposeString("status", {
      description: "queued (waiting, or waiting to retry at nextAttemptAt), sending, sent or failed (lastError says why).",
    }),
    attempts: t.exposeInt("attempts"),
    lastError: t.exposeString("lastError", { nullable: true, description: "The mail server's reason for the last failed attempt." }),
    nextAttemptAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When a queued message is (re)tried; null once sent or failed.",
      select: { status: true, nextAttemptAt: true },
      resolve: (email) => (email.status === "queued" || email.status === "sending" ? email.nextAttemptAt : null),
    }),
    transport: t.exposeString("transport", { nullable: true, description: "smtp, or file when SMTP_URL is not set." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
    failedAt: t.expose("failedAt", { type: "DateTime", nullable: true }),
  }),
});

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OutboxEmailOrderByWithRelationInput[];

builder.prismaObjectField(AdminTalentType, "emails", (t) =>
  t.relation("emails", { description: "E-mails sent to this talent, newest first.", query: { orderBy: NEWEST_FIRST } }),
);
builder.prismaObjectField("TalentRequest", "emails", (t) =>
  t.relation("emails", {
    description: "The request's e-mails (the agency's notice, the client's acknowledgement, packages), newest first.",
    query: { orderBy: NEWEST_FIRST },
  }),
);

builder.prismaObjectField(ContactMessageType, "emails", (t) =>
  t.relation("emails", { description: "The message's notice to the agency, newest first.", query: { orderBy: NEWEST_FIRST } }),
);

const statusFilter = z.object({
  status: z.enum(EMAIL_STATUSES, { error: `Status must be one of: ${EMAIL_STATUSES.join(", ")}.` }).nullish(),
});

type EmailPageShape = { where: Prisma.OutboxEmailWhereInput; take: number; skip: number };

const EmailPage = builder.objectRef<EmailPageShape>("EmailPage").implement({
  description: "A page of the outbox and how many messages match in all.",
  fields: (t) => ({
    total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.outboxEmail.count({ where: page.where }) }),
    items: t.prismaField({
      type: [EmailType],
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.outboxEmail.findMany({ ...query, where: page.where, orderBy: NEWEST_FIRST, take: page.take, skip: page.skip }),
    }),
  }),
});

builder.queryField("emails", (t) =>
  t.field({
    type: EmailPage,
    description: "The outbox, newest first, optionally of one status (failed ones need attention).",
    authScopes: { admin: true },
    args: {
      status: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false, description: pageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: pageArgDescriptions.offset }),
    },
    resolve: (_root, args) => {
      const { status } = validate(statusFilter, { status: args.status });
      return { where: status ? { status } : {}, ...readPage(args) };
    },
  }),
);

builder.mutationField("retryEmail", (t) =>
  t.prismaField({
    type: EmailType,
    description: "Queues a failed e-mail again, to be tried at once.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (query, _root, { id }, ctx) => {
      const email = await ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist("Email", id, tx.outboxEmail.findUnique({ where: { id }, select: { status: true, subject: true } }));
        if (current.status !== "failed") throw conflict("status", `Email ${id} has not failed: only a failed e-mail can be sent again.`);
        await recordActivity(tx, ctx.user, { action: "retry", subjectType: "Email", subjectId: id, subjectLabel: current.subject });
        return tx.outboxEmail.update({
          ...query,
          where: { id },
          data: { status: "queued", attempts: 0, nextAttemptAt: new Date(), failedAt: null },
        });
      });
      ctx.mailer.wake();
      return email;
    },
  }),
);
