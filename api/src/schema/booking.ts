import {
  BOOKING_STATUSES,
  bookingReasonSchema,
  bookingRangeSchema,
  bookOutSchema,
  placeHoldSchema,
  updateBookingSchema,
} from "#common/schemas";
import { InputErrors, mustExist, validate } from "../errors";
import { recordActivity } from "../services/activity";
import { changeStatus, placeHold, type BookingOutcome, type StatusChange } from "../services/bookings/operations";
import { addBookOutIn, removeBookOutIn } from "../services/bookings/book-outs";
import { inviteSender } from "../services/bookings/sender";
import { bookingLabel, dayDate } from "../services/bookings/store";
import { ALL_IMAGES } from "../services/visibility";
import { builder } from "./builder";
import { BookingWarning, OverrideInput, parseOverride } from "./job";

// Bookings and book-outs for the calendar (docs/product.md#bookings): staff only. The rules are in
// services/bookings/rules.ts; every change goes through services/bookings/operations.ts.

export const BookingStatusEnum = builder.enumType("BookingStatus", { values: BOOKING_STATUSES });

export const BookingTalentType = builder.prismaObject("Talent", {
  variant: "BookingTalent",
  description: "The talent of a booking, as the calendar shows it. Staff only.",
  authScopes: { admin: true },
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    name: t.string({
      description: "First and last name.",
      select: { firstName: true, lastName: true },
      resolve: (talent) => `${talent.firstName} ${talent.lastName}`,
    }),
    email: t.exposeString("email"),
    thumbUrl: t.string({
      nullable: true,
      description: "The first photo's small copy, else the main image.",
      select: {
        imageUrl: true,
        headshotUrl: true,
        images: { ...ALL_IMAGES, where: { storageUrl: { not: null } }, take: 1, select: { thumbUrl: true, cardUrl: true } },
      },
      resolve: (talent) => talent.images[0]?.thumbUrl ?? talent.images[0]?.cardUrl ?? talent.imageUrl ?? talent.headshotUrl ?? null,
    }),
  }),
});

builder.prismaObject("BookingEvent", {
  description: "One change of a booking: the status (and option rank) from and to, why, who and when.",
  authScopes: { admin: true },
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    fromStatus: t.field({
      type: BookingStatusEnum,
      nullable: true,
      select: { fromStatus: true },
      resolve: (event) => event.fromStatus as never,
    }),
    toStatus: t.field({ type: BookingStatusEnum, select: { toStatus: true }, resolve: (event) => event.toStatus as never }),
    fromRank: t.exposeInt("fromRank", { nullable: true }),
    toRank: t.exposeInt("toRank", { nullable: true }),
    reason: t.exposeString("reason", { nullable: true }),
    actorEmail: t.exposeString("actorEmail"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObject("Booking", {
  description: "One talent on one job: a hold (an option), confirmed, released or cancelled. Dates are the job's. Staff only.",
  authScopes: { admin: true },
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.field({ type: BookingStatusEnum, select: { status: true }, resolve: (booking) => booking.status as never }),
    optionRank: t.exposeInt("optionRank", { nullable: true, description: "1 for the 1st option; null once released or cancelled." }),
    rateCents: t.exposeInt("rateCents", { nullable: true, description: "The agreed fee in Australian cents." }),
    note: t.exposeString("note", { nullable: true }),
    sharedWithTalent: t.exposeBoolean("sharedWithTalent", {
      description: "The talent sees the rate and the note in the talent portal.",
    }),
    overrideReason: t.exposeString("overrideReason", { nullable: true }),
    talentId: t.exposeInt("talentId"),
    jobId: t.exposeInt("jobId"),
    talent: t.relation("talent", { type: BookingTalentType }),
    job: t.relation("job"),
    startDate: t.field({ type: "Date", select: { job: { select: { startDate: true } } }, resolve: (booking) => booking.job.startDate }),
    endDate: t.field({ type: "Date", select: { job: { select: { endDate: true } } }, resolve: (booking) => booking.job.endDate }),
    events: t.relation("events", {
      description: "The history, newest first.",
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.prismaObject("BookOut", {
  description: "Days a talent is unavailable, start and end inclusive; the note is private to staff.",
  authScopes: { admin: true },
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    talentId: t.exposeInt("talentId"),
    talent: t.relation("talent", { type: BookingTalentType }),
    startDate: t.expose("startDate", { type: "Date" }),
    endDate: t.expose("endDate", { type: "Date" }),
    note: t.exposeString("note", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const BookingResult = builder.objectRef<BookingOutcome>("BookingResult").implement({
  description: "A booking after a change, what staff should know, and the holds the change made 1st option.",
  fields: (t) => ({
    booking: t.prismaField({
      type: "Booking",
      resolve: (query, result, _args, ctx) => ctx.prisma.booking.findUniqueOrThrow({ ...query, where: { id: result.bookingId } }),
    }),
    warnings: t.field({ type: [BookingWarning], resolve: (result) => result.warnings }),
    promoted: t.prismaField({
      type: ["Booking"],
      description: "Holds promoted to 1st option because this booking was released or cancelled: tell their job's staff.",
      resolve: (query, result, _args, ctx) =>
        result.promotedIds.length
          ? ctx.prisma.booking.findMany({ ...query, where: { id: { in: result.promotedIds } }, orderBy: { id: "asc" } })
          : [],
    }),
  }),
});

/** Day ranges touching from-to (both inclusive). */
const touching = (from: string, to: string) => ({ startDate: { lte: dayDate(to) }, endDate: { gte: dayDate(from) } });

builder.queryFields((t) => ({
  bookings: t.prismaField({
    type: ["Booking"],
    description:
      "The calendar: bookings whose job touches from-to (inclusive, at most 366 days), optionally of one talent, one category's talents or some statuses; by job start date.",
    authScopes: { admin: true },
    args: {
      from: t.arg({ type: "Date" }),
      to: t.arg({ type: "Date" }),
      talentId: t.arg.int({ required: false }),
      categoryId: t.arg.int({ required: false }),
      status: t.arg({ type: [BookingStatusEnum], required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const range = validate(bookingRangeSchema, args);
      // The month view in one statement: Prisma joins the talents, jobs and thumbnails.
      return ctx.prisma.booking.findMany({
        ...query,
        relationLoadStrategy: "join",
        where: {
          job: touching(range.from, range.to),
          ...(range.talentId ? { talentId: range.talentId } : {}),
          ...(range.categoryId ? { talent: { categories: { some: { categoryId: range.categoryId } } } } : {}),
          ...(range.status ? { status: { in: range.status } } : {}),
        },
        orderBy: [{ job: { startDate: "asc" } }, { jobId: "asc" }, { id: "asc" }],
      });
    },
  }),
  booking: t.prismaField({
    type: "Booking",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.booking.findUnique({ ...query, where: { id } }),
  }),
  bookOuts: t.prismaField({
    type: ["BookOut"],
    description: "Book-outs touching from-to (inclusive), optionally of one talent.",
    authScopes: { admin: true },
    args: { from: t.arg({ type: "Date" }), to: t.arg({ type: "Date" }), talentId: t.arg.int({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const range = validate(bookingRangeSchema, { from: args.from, to: args.to, talentId: args.talentId });
      return ctx.prisma.bookOut.findMany({
        ...query,
        relationLoadStrategy: "join",
        where: { ...touching(range.from, range.to), ...(range.talentId ? { talentId: range.talentId } : {}) },
        orderBy: [{ startDate: "asc" }, { id: "asc" }],
      });
    },
  }),
}));

const PlaceHoldInput = builder.inputType("PlaceHoldInput", {
  fields: (t) => ({
    jobId: t.int(),
    talentId: t.int(),
    rateCents: t.int({ required: false, description: "Australian cents." }),
    note: t.string({ required: false }),
  }),
});

const UpdateBookingInput = builder.inputType("UpdateBookingInput", {
  fields: (t) => ({
    rateCents: t.int({ required: false }),
    note: t.string({ required: false }),
    sharedWithTalent: t.boolean({ required: false, description: "Show the rate and the note to the talent; unchanged when not given." }),
  }),
});

const BookOutInput = builder.inputType("BookOutInput", {
  fields: (t) => ({
    talentId: t.int(),
    startDate: t.field({ type: "Date" }),
    endDate: t.field({ type: "Date" }),
    note: t.string({ required: false }),
  }),
});

const statusMutation = (to: StatusChange["to"], description: string) =>
  builder.mutationField({ CONFIRMED: "confirmBooking", RELEASED: "releaseBooking", CANCELLED: "cancelBooking" }[to], (t) =>
    t.field({
      type: BookingResult,
      description,
      authScopes: { admin: true },
      args: {
        id: t.arg.int(),
        ...(to === "CONFIRMED"
          ? { override: t.arg({ type: OverrideInput, required: false }) }
          : { reason: t.arg.string({ required: false }) }),
      },
      resolve: async (_root, args, ctx) => {
        const errors = new InputErrors();
        const override = parseOverride(errors, (args as { override?: { reason: string } | null }).override);
        const reason = errors.parse(bookingReasonSchema, { reason: (args as { reason?: string | null }).reason });
        errors.throwIfAny();
        const result = await changeStatus(
          ctx.prisma,
          ctx.user,
          args.id,
          { to, override, reason: reason?.reason ?? null },
          inviteSender(ctx),
        );
        ctx.mailer.wake();
        return result;
      },
    }),
  );

statusMutation(
  "CONFIRMED",
  "Confirms a hold and e-mails the talent an invitation. Over another confirmed booking of the talent on overlapping dates it is refused with CONFLICT (naming that job) unless override is given.",
);
statusMutation("RELEASED", "Releases a booking; the holds behind it move up an option (promoted answers the new 1st options).");
statusMutation("CANCELLED", "Cancels a booking; like release, and a confirmed talent gets the calendar cancellation.");

builder.mutationFields((t) => ({
  placeHold: t.field({
    type: BookingResult,
    description:
      "Holds a talent for a job, ranked after the talent's holds on overlapping dates; warns when the talent is confirmed elsewhere or booked out then. CONFLICT when already on the job.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: PlaceHoldInput }) },
    resolve: (_root, { input }, ctx) => placeHold(ctx.prisma, ctx.user, validate(placeHoldSchema, input)),
  }),
  updateBooking: t.prismaField({
    type: "Booking",
    description: "Sets a booking's rate and note (omitted ones are cleared) and, when given, whether the talent sees them.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: UpdateBookingInput }) },
    resolve: async (query, _root, args, ctx) => {
      const data = validate(updateBookingSchema, args.input);
      return ctx.prisma.$transaction(async (tx) => {
        const booking = await mustExist(
          "Booking",
          args.id,
          tx.booking.update({
            where: { id: args.id },
            data,
            select: { talent: { select: { firstName: true, lastName: true } }, job: { select: { title: true } } },
          }),
        );
        await recordActivity(tx, ctx.user, {
          action: "update",
          subjectType: "Booking",
          subjectId: args.id,
          subjectLabel: bookingLabel(`${booking.talent.firstName} ${booking.talent.lastName}`, booking.job.title),
          changedFields: data.sharedWithTalent === undefined ? ["rateCents", "note"] : ["rateCents", "note", "sharedWithTalent"],
        });
        return tx.booking.findUniqueOrThrow({ ...query, where: { id: args.id } });
      });
    },
  }),
  createBookOut: t.prismaField({
    type: "BookOut",
    authScopes: { admin: true },
    args: { input: t.arg({ type: BookOutInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = validate(bookOutSchema, input);
      const { id } = await ctx.prisma.$transaction((tx) => addBookOutIn(tx, ctx.user, data));
      return ctx.prisma.bookOut.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteBookOut: t.field({
    type: "Int",
    description: "Deletes a book-out and answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.prisma.$transaction((tx) => removeBookOutIn(tx, ctx.user, id));
      return id;
    },
  }),
}));
