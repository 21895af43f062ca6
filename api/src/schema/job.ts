import { z } from "zod";
import { isoDate, jobSchema, overrideSchema } from "#common/schemas";
import { InputErrors, validate } from "../errors";
import { createJob, createJobFromRequest, updateJob } from "../services/bookings/jobs";
import { inviteSender } from "../services/bookings/sender";
import { dayDate } from "../services/bookings/store";
import { builder } from "./builder";

// Jobs (docs/product.md#bookings): staff only. Bookings and their operations are in booking.ts.

builder.prismaObject("Job", {
  description: "A piece of work talent are booked for. Dates are whole days in Melbourne, start and end inclusive. Staff only.",
  authScopes: { admin: true },
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.exposeString("title"),
    clientId: t.exposeInt("clientId", { nullable: true }),
    client: t.relation("client", { nullable: true }),
    requestId: t.exposeInt("requestId", { nullable: true, description: "The talent request the job was made from." }),
    location: t.exposeString("location", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true, description: "Staff notes; never sent to talent." }),
    startDate: t.expose("startDate", { type: "Date" }),
    endDate: t.expose("endDate", { type: "Date" }),
    startTime: t.exposeString("startTime", { nullable: true, description: "Call time, HH:MM Melbourne time." }),
    endTime: t.exposeString("endTime", { nullable: true, description: "Wrap time, HH:MM Melbourne time." }),
    bookings: t.relation("bookings", {
      description: "Every booking of the job, by option rank (ended ones last), then as made.",
      query: { orderBy: [{ optionRank: { sort: "asc", nulls: "last" } }, { id: "asc" }] },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const JobInput = builder.inputType("JobInput", {
  fields: (t) => ({
    title: t.string(),
    clientId: t.int({ required: false }),
    location: t.string({ required: false }),
    notes: t.string({ required: false }),
    startDate: t.field({ type: "Date" }),
    endDate: t.field({ type: "Date" }),
    startTime: t.string({ required: false, description: "HH:MM, Melbourne time." }),
    endTime: t.string({ required: false, description: "HH:MM, Melbourne time." }),
  }),
});

export const OverrideInput = builder.inputType("BookingOverrideInput", {
  description: "Confirms over another confirmed booking of the same talent; the reason is kept and logged.",
  fields: (t) => ({ reason: t.string() }),
});

const JOBS_MAX = 500;
const jobsArgsSchema = z.object({
  from: isoDate("From must be a date (yyyy-mm-dd).").nullish(),
  to: isoDate("To must be a date (yyyy-mm-dd).").nullish(),
  limit: z.number().int().min(1, `Limit must be 1-${JOBS_MAX}.`).max(JOBS_MAX, `Limit must be 1-${JOBS_MAX}.`),
});

builder.queryFields((t) => ({
  jobs: t.prismaField({
    type: ["Job"],
    description: `Jobs by start date, optionally those touching from-to (inclusive); at most ${JOBS_MAX}.`,
    authScopes: { admin: true },
    args: {
      from: t.arg({ type: "Date", required: false }),
      to: t.arg({ type: "Date", required: false }),
      search: t.arg.string({ required: false, description: "The title contains it." }),
      limit: t.arg.int({ required: false, defaultValue: 100 }),
    },
    resolve: (query, _root, args, ctx) => {
      const { from, to, limit } = validate(jobsArgsSchema, { from: args.from, to: args.to, limit: args.limit ?? 100 });
      const search = args.search?.trim();
      return ctx.prisma.job.findMany({
        ...query,
        where: {
          ...(to ? { startDate: { lte: dayDate(to) } } : {}),
          ...(from ? { endDate: { gte: dayDate(from) } } : {}),
          ...(search ? { title: { contains: search, mode: "insensitive" } } : {}),
        },
        orderBy: [{ startDate: "asc" }, { id: "asc" }],
        take: limit,
      });
    },
  }),
  job: t.prismaField({
    type: "Job",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.job.findUnique({ ...query, where: { id } }),
  }),
}));

type JobFromRequestShape = { jobId: number; bookingIds: number[]; warnings: BookingWarningShape[]; skippedTalentIds: number[] };
export type BookingWarningShape = {
  code: string;
  message: string;
  jobId?: number;
  jobTitle?: string;
  bookOutId?: number;
  bookingId?: number;
};

export const BookingWarning = builder.objectRef<BookingWarningShape>("BookingWarning").implement({
  description: "Something staff should know about a hold or confirmation that was still made.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "CONFIRMED_ELSEWHERE or BOOKED_OUT." }),
    message: t.exposeString("message"),
    bookingId: t.exposeInt("bookingId", { nullable: true, description: "The booking the warning is about (createJobFromRequest)." }),
    jobId: t.exposeInt("jobId", { nullable: true, description: "The other job, for CONFIRMED_ELSEWHERE." }),
    jobTitle: t.exposeString("jobTitle", { nullable: true }),
    bookOutId: t.exposeInt("bookOutId", { nullable: true }),
  }),
});

const JobFromRequest = builder.objectRef<JobFromRequestShape>("JobFromRequest").implement({
  description: "The job made from a request, its holds, and the requested talents that could not be held.",
  fields: (t) => ({
    job: t.prismaField({
      type: "Job",
      resolve: (query, result, _args, ctx) => ctx.prisma.job.findUniqueOrThrow({ ...query, where: { id: result.jobId } }),
    }),
    holds: t.prismaField({
      type: ["Booking"],
      resolve: (query, result, _args, ctx) =>
        ctx.prisma.booking.findMany({ ...query, where: { id: { in: result.bookingIds } }, orderBy: { id: "asc" } }),
    }),
    warnings: t.field({ type: [BookingWarning], resolve: (result) => result.warnings }),
    skippedTalentIds: t.exposeIntList("skippedTalentIds", {
      description: "Requested talents that are gone, or no longer approved and published, so not held.",
    }),
  }),
});

function parseOverride(errors: InputErrors, override: { reason: string } | null | undefined) {
  if (!override) return null;
  const parsed = errors.parse(overrideSchema, override);
  return parsed ?? null;
}

builder.mutationFields((t) => ({
  createJob: t.prismaField({
    type: "Job",
    authScopes: { admin: true },
    args: { input: t.arg({ type: JobInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await createJob(ctx.prisma, ctx.user, validate(jobSchema, input));
      return ctx.prisma.job.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateJob: t.prismaField({
    type: "Job",
    description:
      "Replaces a job's details. Confirmed talent get an updated invitation when the title, place, dates or times change; new dates that overlap another confirmed booking of one of them are refused with CONFLICT unless override is given.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), input: t.arg({ type: JobInput }), override: t.arg({ type: OverrideInput, required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const errors = new InputErrors();
      const data = errors.parse(jobSchema, args.input);
      const override = parseOverride(errors, args.override);
      errors.throwIfAny();
      await updateJob(ctx.prisma, ctx.user, args.id, data!, override, inviteSender(ctx));
      ctx.mailer.wake();
      return ctx.prisma.job.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
  createJobFromRequest: t.field({
    type: JobFromRequest,
    description:
      "Makes a job from an approved request (CONFLICT otherwise, or when it already has one): title from the project description, the request's dates (startDate/endDate when it has none), its client, and a hold for each requested talent still published.",
    authScopes: { admin: true },
    args: {
      requestId: t.arg.int(),
      startDate: t.arg({ type: "Date", required: false }),
      endDate: t.arg({ type: "Date", required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const dates = validate(
        z.object({
          startDate: isoDate("Start date must be a date (yyyy-mm-dd).").nullish(),
          endDate: isoDate("End date must be a date (yyyy-mm-dd).").nullish(),
        }),
        { startDate: args.startDate, endDate: args.endDate },
      );
      const result = await createJobFromRequest(ctx.prisma, ctx.user, args.requestId, {
        startDate: dates.startDate ?? null,
        endDate: dates.endDate ?? null,
      });
      return {
        jobId: result.jobId,
        bookingIds: result.holds.map((hold) => hold.bookingId),
        warnings: result.holds.flatMap((hold) => hold.warnings.map((warning) => ({ ...warning, bookingId: hold.bookingId }))),
        skippedTalentIds: result.skippedTalentIds,
      };
    },
  }),
}));

export { parseOverride };
