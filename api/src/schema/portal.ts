import { BOOKING_STATUSES } from "#common/schemas/booking";
import { PORTAL_MESSAGES, PORTAL_PROFILE_KEYS, portalBookOutSchema } from "#common/schemas/portal";
import type { Context } from "../context";
import { validate } from "../errors";
import { addBookOutIn, removeBookOutIn } from "../services/bookings/book-outs";
import { dayDate } from "../services/bookings/store";
import { isPublicTalent } from "../services/visibility";
import { agencyToday } from "#common/dates";
import { BookingStatusEnum } from "./booking";
import { builder, sessionTalentId } from "./builder";
import { BookingWarning, type BookingWarningShape } from "./job";
import { TalentType } from "./talent";
import { exposedTalentFields } from "./talent-fields";

// The talent portal's reads and book-outs (ADR 004): a talent session sees only its own talent.
// Bookings show the job's title, dates and place; the rate and the booking's note only when staff
// shared them, and the job's notes never.

export type PortalShape = { talentId: number };

const PORTAL_BOOKING_SELECT = {
  id: true,
  status: true,
  optionRank: true,
  rateCents: true,
  note: true,
  sharedWithTalent: true,
  job: { select: { title: true, startDate: true, endDate: true, startTime: true, endTime: true, location: true } },
} as const;

export type PortalBookingRow = {
  id: number;
  status: string;
  optionRank: number | null;
  rateCents: number | null;
  note: string | null;
  sharedWithTalent: boolean;
  job: { title: string; startDate: Date; endDate: Date; startTime: string | null; endTime: string | null; location: string | null };
};

export const PortalBookingType = builder.objectRef<PortalBookingRow>("PortalBooking").implement({
  description: "One of the talent's bookings as the talent sees it: never the job's notes; the rate and note only when staff shared them.",
  authScopes: { talent: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    jobTitle: t.string({ resolve: (row) => row.job.title }),
    startDate: t.field({ type: "Date", resolve: (row) => row.job.startDate }),
    endDate: t.field({ type: "Date", resolve: (row) => row.job.endDate }),
    startTime: t.string({ nullable: true, resolve: (row) => row.job.startTime }),
    endTime: t.string({ nullable: true, resolve: (row) => row.job.endTime }),
    location: t.string({ nullable: true, resolve: (row) => row.job.location }),
    status: t.field({ type: BookingStatusEnum, resolve: (row) => row.status as (typeof BOOKING_STATUSES)[number] }),
    optionRank: t.exposeInt("optionRank", { nullable: true }),
    rateCents: t.int({
      nullable: true,
      description: "Null unless staff shared it.",
      resolve: (row) => (row.sharedWithTalent ? row.rateCents : null),
    }),
    note: t.string({
      nullable: true,
      description: "Null unless staff shared it.",
      resolve: (row) => (row.sharedWithTalent ? row.note : null),
    }),
  }),
});

type BookOutRow = { id: number; talentId: number; startDate: Date; endDate: Date; note: string | null; createdAt: Date };

/** The talent's holds and confirmations touching the days. */
function conflictsOf(ctx: Context, row: BookOutRow) {
  return ctx.prisma.booking.findMany({
    where: {
      talentId: row.talentId,
      status: { in: ["HOLD", "CONFIRMED"] },
      job: { startDate: { lte: row.endDate }, endDate: { gte: row.startDate } },
    },
    select: PORTAL_BOOKING_SELECT,
    orderBy: [{ job: { startDate: "asc" } }, { id: "asc" }],
  });
}

export const PortalBookOutType = builder.objectRef<BookOutRow>("PortalBookOut").implement({
  description: "Days the talent is unavailable, start and end inclusive.",
  authScopes: { talent: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    startDate: t.field({ type: "Date", resolve: (row) => row.startDate }),
    endDate: t.field({ type: "Date", resolve: (row) => row.endDate }),
    note: t.exposeString("note", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    conflicts: t.field({
      type: [PortalBookingType],
      description: "Holds and confirmed bookings overlapping these days: the agency sees them flagged.",
      resolve: (row, _args, ctx) => conflictsOf(ctx, row),
    }),
  }),
});

type PortalBookOutResultShape = { bookOut: BookOutRow; warnings: BookingWarningShape[] };
const PortalBookOutResult = builder.objectRef<PortalBookOutResultShape>("PortalBookOutResult").implement({
  description: "The book-out made, and what the talent should know (a hold or confirmation it overlaps).",
  authScopes: { talent: true },
  fields: (t) => ({
    bookOut: t.field({ type: PortalBookOutType, resolve: (result) => result.bookOut }),
    warnings: t.field({ type: [BookingWarning], resolve: (result) => result.warnings }),
  }),
});

type ContactRow = {
  email: string;
  phone: string | null;
  location: string | null;
  suburb: string | null;
  postcode: string | null;
  state: string | null;
};
const PortalContact = builder.objectRef<ContactRow>("PortalContact").implement({
  description: "The talent's contact details as the agency holds them (never public).",
  authScopes: { talent: true },
  fields: (t) => ({
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    location: t.exposeString("location", { nullable: true, description: "Street address." }),
    suburb: t.exposeString("suburb", { nullable: true }),
    postcode: t.exposeString("postcode", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
  }),
});

// Built from the field table like AdminTalent, but only its portal rows: the portal's profile form
// starts from these, so a field the talent may propose is loaded with no hand-listed selection.
const PortalHeldProfileType = builder.prismaObject("Talent", {
  variant: "PortalHeldProfile",
  description: "What the agency holds now for each field the talent may propose, private ones included (never public).",
  authScopes: { talent: true },
  fields: (t) => ({ id: t.exposeInt("id"), ...exposedTalentFields(t, "staff", PORTAL_PROFILE_KEYS) }),
});

/** The talent's own row, read once per request for the Portal's plain fields. */
function ownTalent(ctx: Context, talentId: number) {
  return ctx.prisma.talent.findUniqueOrThrow({
    where: { id: talentId },
    select: {
      isApproved: true,
      isPublished: true,
      email: true,
      phone: true,
      location: true,
      suburb: true,
      postcode: true,
      state: true,
      removalRequestedAt: true,
    },
  });
}

export const PortalType = builder.objectRef<PortalShape>("Portal").implement({
  description: "The talent portal: the signed-in talent's own profile, bookings, book-outs and proposals.",
  authScopes: { talent: true },
  fields: (t) => ({
    profile: t.prismaField({
      type: TalentType,
      description: "The profile as the public sees it (also while it is not published).",
      resolve: (query, portal, _args, ctx) => ctx.prisma.talent.findUniqueOrThrow({ ...query, where: { id: portal.talentId } }),
    }),
    isApproved: t.boolean({ resolve: async (portal, _args, ctx) => (await ownTalent(ctx, portal.talentId)).isApproved }),
    isPublished: t.boolean({
      description: "Visitors see the profile (approved and published).",
      resolve: async (portal, _args, ctx) => {
        const talent = await ownTalent(ctx, portal.talentId);
        return isPublicTalent(talent);
      },
    }),
    contact: t.field({ type: PortalContact, resolve: (portal, _args, ctx) => ownTalent(ctx, portal.talentId) }),
    heldProfile: t.prismaField({
      type: PortalHeldProfileType,
      description: "The fields the talent may propose (PortalProfileInput's), as the agency holds them now.",
      resolve: (query, portal, _args, ctx) => ctx.prisma.talent.findUniqueOrThrow({ ...query, where: { id: portal.talentId } }),
    }),
    upcomingBookings: t.field({
      type: [PortalBookingType],
      description: "Holds and confirmed bookings ending today or later, by start date.",
      resolve: (portal, _args, ctx) =>
        ctx.prisma.booking.findMany({
          where: { talentId: portal.talentId, status: { in: ["HOLD", "CONFIRMED"] }, job: { endDate: { gte: dayDate(agencyToday()) } } },
          select: PORTAL_BOOKING_SELECT,
          orderBy: [{ job: { startDate: "asc" } }, { id: "asc" }],
        }),
    }),
    pastBookings: t.field({
      type: [PortalBookingType],
      description: "Bookings that ended before today, newest first, at most 50.",
      resolve: (portal, _args, ctx) =>
        ctx.prisma.booking.findMany({
          where: { talentId: portal.talentId, job: { endDate: { lt: dayDate(agencyToday()) } } },
          select: PORTAL_BOOKING_SELECT,
          orderBy: [{ job: { startDate: "desc" } }, { id: "desc" }],
          take: 50,
        }),
    }),
    bookOuts: t.field({
      type: [PortalBookOutType],
      description: "Book-outs ending today or later, by start date.",
      resolve: (portal, _args, ctx) =>
        ctx.prisma.bookOut.findMany({
          where: { talentId: portal.talentId, endDate: { gte: dayDate(agencyToday()) } },
          orderBy: [{ startDate: "asc" }, { id: "asc" }],
        }),
    }),
    changes: t.prismaField({
      type: ["ProfileChange"],
      description: "The talent's own proposals, newest first.",
      resolve: (query, portal, _args, ctx) =>
        ctx.prisma.profileChange.findMany({
          ...query,
          where: { talentId: portal.talentId },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    }),
    removalRequestedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: async (portal, _args, ctx) => (await ownTalent(ctx, portal.talentId)).removalRequestedAt,
    }),
  }),
});

builder.queryField("portal", (t) =>
  t.field({
    type: PortalType,
    description: "The signed-in talent's portal. Talent accounts only.",
    authScopes: { talent: true },
    resolve: (_root, _args, ctx) => ({ talentId: sessionTalentId(ctx) }),
  }),
);

const PortalBookOutInput = builder.inputType("PortalBookOutInput", {
  fields: (t) => ({
    startDate: t.field({ type: "Date" }),
    endDate: t.field({ type: "Date" }),
    note: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  portalAddBookOut: t.field({
    type: PortalBookOutResult,
    description:
      "Books the talent out for whole days (start and end inclusive); the staff calendar and availability show it at once. " +
      "Warns (OVERLAPS_BOOKING) when the days overlap a hold or a confirmed booking.",
    authScopes: { talent: true },
    args: { input: t.arg({ type: PortalBookOutInput }) },
    resolve: async (_root, { input }, ctx) => {
      const data = validate(portalBookOutSchema, input);
      const talentId = sessionTalentId(ctx);
      const made = await ctx.prisma.$transaction((tx) => addBookOutIn(tx, ctx.user, { talentId, ...data }, "portal"));
      const bookOut = await ctx.prisma.bookOut.findUniqueOrThrow({ where: { id: made.id } });
      return { bookOut, warnings: made.warnings };
    },
  }),
  portalRemoveBookOut: t.boolean({
    description: `Removes one of the talent's own book-outs; another's id is NOT_FOUND ('${PORTAL_MESSAGES.bookOutNotYours(1)}').`,
    authScopes: { talent: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.prisma.$transaction((tx) => removeBookOutIn(tx, ctx.user, id, sessionTalentId(ctx), "portal"));
      return true;
    },
  }),
}));
