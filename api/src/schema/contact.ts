import { paths } from "#common/paths";
import { contactSchema } from "#common/schemas";
import { CONTACT_TOASTS } from "#common/site";
import type { Prisma } from "../db/generated/prisma/client";
import { mustExist, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { queueContactEmail } from "../services/mail";
import { throttle } from "../services/rate-limit";
import { builder } from "./builder";
import { pageArgDescriptions, readPage } from "./paging";

// The contact page's 'Send a Message' form: a visitor's message is stored for the staff inbox and
// queued as an e-mail to the agency, both in one transaction.

const ContactMessageInput = builder.inputType("ContactMessageInput", {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
    subject: t.string(),
    message: t.string(),
  }),
});

type ContactMessageSentShape = { message: string };

const ContactMessageSent = builder.objectRef<ContactMessageSentShape>("ContactMessageSent").implement({
  description: "The answer to a visitor's message: it reveals nothing beyond the confirmation.",
  fields: (t) => ({
    message: t.exposeString("message"),
  }),
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: ContactMessageSent,
    description: "A visitor writes to the agency with the contact form. Public; limited per address with the other public forms.",
    args: { input: t.arg({ type: ContactMessageInput }) },
    resolve: async (_root, { input }, ctx) => {
      await throttle(ctx.publicWriteLimiter, ctx.clientAddress);
      const data = validate(contactSchema, input);
      await ctx.prisma.$transaction(async (tx) => {
        const { id } = await tx.contactMessage.create({ data, select: { id: true } });
        await queueContactEmail(tx, ctx.config.agencyEmail, { ...data, id }, ctx.siteUrl + paths.admin.messages());
      });
      ctx.mailer.wake();
      await ctx.publicWriteLimiter.record(ctx.clientAddress);
      return { message: CONTACT_TOASTS.sent.title };
    },
  }),
}));

// --- The staff inbox (/admin/messages): the stored messages, newest first, read and handled. ---

export const ContactMessageType = builder.prismaObject("ContactMessage", {
  description: "A message a visitor sent with the contact form. Staff only: it holds their address.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    subject: t.exposeString("subject"),
    message: t.exposeString("message"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    readAt: t.expose("readAt", {
      type: "DateTime",
      nullable: true,
      description: "When a staff member first opened it; null while unread.",
    }),
    handledAt: t.expose("handledAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was marked as dealt with; null while open.",
    }),
  }),
});

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ContactMessageOrderByWithRelationInput[];

type ContactMessagePageShape = { where: Prisma.ContactMessageWhereInput; take: number; skip: number };

const ContactMessagePage = builder.objectRef<ContactMessagePageShape>("ContactMessagePage").implement({
  description: "A page of the inbox and how many messages match in all.",
  fields: (t) => ({
    total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.contactMessage.count({ where: page.where }) }),
    items: t.prismaField({
      type: [ContactMessageType],
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.contactMessage.findMany({ ...query, where: page.where, orderBy: NEWEST_FIRST, take: page.take, skip: page.skip }),
    }),
  }),
});

const contactLabel = (message: { name: string; subject: string }) => `${message.name} (${message.subject})`;

builder.queryFields((t) => ({
  contactMessages: t.field({
    type: ContactMessagePage,
    description: "The contact inbox, newest first; `handled` narrows it to handled (true) or open (false) messages.",
    authScopes: { admin: true },
    args: {
      handled: t.arg.boolean({ required: false }),
      limit: t.arg.int({ required: false, description: pageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: pageArgDescriptions.offset }),
    },
    resolve: (_root, args) => {
      const where: Prisma.ContactMessageWhereInput =
        args.handled === true ? { handledAt: { not: null } } : args.handled === false ? { handledAt: null } : {};
      return { where, ...readPage(args) };
    },
  }),
  unreadContactMessageCount: t.int({
    description: "Messages no staff member has opened yet (the count beside Messages in the sidebar).",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.prisma.contactMessage.count({ where: { readAt: null } }),
  }),
}));

builder.mutationFields((t) => ({
  markContactMessageRead: t.prismaField({
    type: ContactMessageType,
    description:
      "Marks a message read (opening it does this) or, with read: false, unread again. Reading is not logged as a change; the unread count moves for every open screen.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), read: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: async (query, _root, { id, read }, ctx) => {
      const current = await mustExist(
        "Contact message",
        id,
        ctx.prisma.contactMessage.findUnique({ where: { id }, select: { readAt: true } }),
      );
      // The first opening is the one kept: opening a read message again changes nothing.
      const readAt = read === false ? null : (current.readAt ?? new Date());
      return mustExist("Contact message", id, ctx.prisma.contactMessage.update({ ...query, where: { id }, data: { readAt } }));
    },
  }),
  markContactMessageHandled: t.prismaField({
    type: ContactMessageType,
    description:
      "Marks a message as dealt with (handled: true, which also marks it read) or open again (false); logged in the activity log.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), handled: t.arg.boolean() },
    resolve: (query, _root, { id, handled }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await mustExist(
          "Contact message",
          id,
          tx.contactMessage.findUnique({ where: { id }, select: { name: true, subject: true, readAt: true, handledAt: true } }),
        );
        // Asking for the state it is already in is answered as it is, with nothing logged.
        if ((current.handledAt !== null) === handled) return tx.contactMessage.findUniqueOrThrow({ ...query, where: { id } });
        const now = new Date();
        await recordActivity(tx, ctx.user, {
          action: handled ? "handle" : "unhandle",
          subjectType: "ContactMessage",
          subjectId: id,
          subjectLabel: contactLabel(current),
        });
        return tx.contactMessage.update({
          ...query,
          where: { id },
          data: handled ? { handledAt: now, readAt: current.readAt ?? now } : { handledAt: null },
        });
      }),
  }),
}));
