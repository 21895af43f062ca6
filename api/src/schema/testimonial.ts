import { testimonialSchema } from "../../../common/schemas";
import { initialsOf } from "../../../common/text";
import { mustExist, validate } from "../errors";
import { builder } from "./builder";

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

builder.queryField("testimonials", (t) =>
  t.prismaField({
    type: ["Testimonial"],
    description: "Testimonials, newest first: the published ones for visitors, all for staff.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.testimonial.findMany({
        ...query,
        where: ctx.user?.isAdmin ? {} : { isPublished: true },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
);

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
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.testimonial.create({ ...query, data: validate(testimonialSchema, input) }),
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
