import { testimonialSchema } from "#common/schemas";
import { initialsOf } from "#common/text";
import { mustExist, validate } from "../errors";
import type { Context } from "../context";
import { builder } from "./builder";
import { readPage, REGISTER_PAGE_SIZE, registerPageArgDescriptions } from "./paging";

export const TestimonialType = builder.prismaObject("Testimonial", {
  description: "A client's words about the agency, for the home page. Visitors see published ones only.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    clientName: t.exposeString("clientName"),
    clientTitle: t.exposeString("clientTitle", { nullable: true }),
    companyName: t.exposeString("companyName", { nullable: true }),
    content: t.exposeString("content"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    isPublished: t.exposeBoolean("isPublished"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    initials: t.string({
      description: "Uppercase initials of the client's name, shown when there is no image.",
      resolve: (testimonial) => initialsOf(testimonial.clientName),
    }),
  }),
});

const testimonialWhere = (ctx: Context) => (ctx.user?.isAdmin ? {} : { isPublished: true });
const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const TestimonialPage = builder
  .objectRef<{ where: ReturnType<typeof testimonialWhere>; take: number; skip: number }>("TestimonialPage")
  .implement({
    description: "A page of testimonials, newest first, and how many there are in all.",
    fields: (t) => ({
      total: t.int({ resolve: (page, _args, ctx) => ctx.prisma.testimonial.count({ where: page.where }) }),
      items: t.prismaField({
        type: ["Testimonial"],
        resolve: (query, page, _args, ctx) =>
          ctx.prisma.testimonial.findMany({ ...query, where: page.where, orderBy: NEWEST_FIRST, take: page.take, skip: page.skip }),
      }),
    }),
  });

builder.queryFields((t) => ({
  testimonials: t.prismaField({
    type: ["Testimonial"],
    description: "Testimonials, newest first: the published ones for visitors, all for staff.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.testimonial.findMany({ ...query, where: testimonialWhere(ctx), orderBy: NEWEST_FIRST }),
  }),
  testimonialPage: t.field({
    type: TestimonialPage,
    description: `testimonials a page at a time (${REGISTER_PAGE_SIZE} by default), with the total.`,
    args: {
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: (_root, args, ctx) => ({ where: testimonialWhere(ctx), ...readPage(args, REGISTER_PAGE_SIZE) }),
  }),
}));

const TestimonialInputRef = builder.inputType("TestimonialInput", {
  fields: (t) => ({
    clientName: t.string(),
    clientTitle: t.string(),
    companyName: t.string({ required: false }),
    content: t.string(),
    imageUrl: t.string({ required: false, description: "A web address or an /uploads/ path from uploadImage." }),
    isPublished: t.boolean({
      required: false,
      description: "Left out, a new testimonial is published and an edit keeps its state.",
    }),
  }),
});

builder.mutationFields((t) => ({
  createTestimonial: t.prismaField({
    type: "Testimonial",
    authScopes: { admin: true },
    args: { input: t.arg({ type: TestimonialInputRef }) },
    resolve: (query, _root, { input }, ctx) => ctx.prisma.testimonial.create({ ...query, data: validate(testimonialSchema, input) }),
  }),
  updateTestimonial: t.prismaField({
    type: "Testimonial",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: TestimonialInputRef }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = validate(testimonialSchema, input);
      return mustExist("Testimonial", id, ctx.prisma.testimonial.update({ ...query, where: { id }, data }));
    },
  }),
  deleteTestimonial: t.field({
    type: "Int",
    description: "Deletes a testimonial and answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await mustExist("Testimonial", id, ctx.prisma.testimonial.delete({ where: { id }, select: { id: true } }));
      return id;
    },
  }),
}));
