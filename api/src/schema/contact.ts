import { paths } from "../../../common/paths";
import { CONTACT_TOASTS, contactSchema } from "../../../common/schemas";
import { rateLimited, validate } from "../errors";
import { queueContactEmail } from "../services/mail";
import { builder } from "./builder";

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
      const retryAfter = ctx.publicWriteLimiter.retryAfter(ctx.clientAddress);
      if (retryAfter > 0) throw rateLimited(retryAfter);
      const data = validate(contactSchema, input);
      await ctx.prisma.$transaction(async (tx) => {
        const { id } = await tx.contactMessage.create({ data, select: { id: true } });
        await queueContactEmail(tx, ctx.config.agencyEmail, { ...data, id }, ctx.siteUrl + paths.admin.messages());
      });
      ctx.mailer.wake();
      ctx.publicWriteLimiter.record(ctx.clientAddress);
      return { message: CONTACT_TOASTS.sent.title };
    },
  }),
}));
