import { z } from "zod";
import { bookingRangeSchema, idList } from "#common/schemas";
import { notFound, validate } from "../errors";
import { revokeFeed, rotateFeed, feedPath, type FeedOwner } from "../services/bookings/feed";
import { availableWhere, touchingDays } from "../services/sql/availability";
import { builder } from "./builder";

// Availability for the pickers, and the secret calendar feeds (ADR 161). Staff only.

type AvailabilityShape = { talentId: number; from: string; to: string; available: boolean };

const TalentAvailability = builder.objectRef<AvailabilityShape>("TalentAvailability").implement({
  description: "Whether a talent is free on every day of a range: no confirmed booking and no book-out then. Holds do not count.",
  fields: (t) => ({
    talentId: t.exposeInt("talentId"),
    available: t.exposeBoolean("available"),
    bookings: t.prismaField({
      type: ["Booking"],
      description: "The talent's holds and confirmed bookings touching the range.",
      resolve: (query, { talentId, from, to }, _args, ctx) =>
        ctx.prisma.booking.findMany({
          ...query,
          where: {
            talentId,
            status: { in: ["HOLD", "CONFIRMED"] },
            job: touchingDays({ from, to }),
          },
          orderBy: { id: "asc" },
        }),
    }),
    bookOuts: t.prismaField({
      type: ["BookOut"],
      resolve: (query, { talentId, from, to }, _args, ctx) =>
        ctx.prisma.bookOut.findMany({
          ...query,
          where: { talentId, ...touchingDays({ from, to }) },
          orderBy: { startDate: "asc" },
        }),
    }),
  }),
});

type FeedInfoShape = { active: boolean; createdAt: Date | null };
const CalendarFeedInfo = builder.objectRef<FeedInfoShape>("CalendarFeedInfo").implement({
  description: "Whether a secret calendar feed exists. Its address is shown only when it is made (rotate).",
  fields: (t) => ({
    active: t.exposeBoolean("active"),
    createdAt: t.expose("createdAt", { type: "DateTime", nullable: true }),
  }),
});

type FeedLinkShape = { url: string; createdAt: Date };
const CalendarFeedLink = builder.objectRef<FeedLinkShape>("CalendarFeedLink").implement({
  description: "A new secret feed address (an .ics any calendar app can subscribe to). Shown once: keep it; rotating again replaces it.",
  fields: (t) => ({
    url: t.exposeString("url"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const MAX_IDS = 100;
const idsSchema = z.object({
  talentIds: idList("Talent ids must be positive whole numbers.").max(MAX_IDS, `At most ${MAX_IDS} talent ids.`),
});

async function feedInfo(prisma: Parameters<typeof rotateFeed>[0], owner: FeedOwner): Promise<FeedInfoShape> {
  const row = await prisma.calendarFeed.findFirst({ where: owner, select: { createdAt: true } });
  return { active: row !== null, createdAt: row?.createdAt ?? null };
}

builder.queryFields((t) => ({
  talentAvailability: t.field({
    type: [TalentAvailability],
    description: `For a picker: each of up to ${MAX_IDS} talents, free or not on every day of from-to (inclusive), with what is in the way.`,
    authScopes: { admin: true },
    args: { talentIds: t.arg.intList(), from: t.arg({ type: "Date" }), to: t.arg({ type: "Date" }) },
    resolve: async (_root, args, ctx) => {
      const { talentIds } = validate(idsSchema, { talentIds: args.talentIds });
      const range = validate(bookingRangeSchema, { from: args.from, to: args.to });
      const ids = [...new Set(talentIds)];
      // One statement for every talent asked about, by the staff lists' own rule.
      const free = await ctx.prisma.talent.findMany({ where: { id: { in: ids }, ...availableWhere(range) }, select: { id: true } });
      const freeIds = new Set(free.map((talent) => talent.id));
      return ids.map((talentId) => ({ talentId, from: range.from, to: range.to, available: freeIds.has(talentId) }));
    },
  }),
  myCalendarFeed: t.field({
    type: CalendarFeedInfo,
    description: "The signed-in staff member's feed of every booking.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => feedInfo(ctx.prisma, { userId: ctx.user!.id }),
  }),
  talentCalendarFeed: t.field({
    type: CalendarFeedInfo,
    description: "A talent's feed of their own bookings.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: (_root, { talentId }, ctx) => feedInfo(ctx.prisma, { talentId }),
  }),
}));

const link = async (ctx: { prisma: Parameters<typeof rotateFeed>[0]; siteUrl: string }, owner: FeedOwner) => {
  const { token, createdAt } = await rotateFeed(ctx.prisma, owner);
  return { url: ctx.siteUrl + feedPath(token), createdAt };
};

builder.mutationFields((t) => ({
  rotateMyCalendarFeed: t.field({
    type: CalendarFeedLink,
    description: "Makes the signed-in staff member's secret feed address, replacing (and stopping) any earlier one.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => link(ctx, { userId: ctx.user!.id }),
  }),
  revokeMyCalendarFeed: t.boolean({
    description: "Stops the signed-in staff member's feed; false when there was none.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => revokeFeed(ctx.prisma, { userId: ctx.user!.id }),
  }),
  rotateTalentCalendarFeed: t.field({
    type: CalendarFeedLink,
    description: "Makes a talent's secret feed address of their own bookings (staff send it to them), replacing any earlier one.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: async (_root, { talentId }, ctx) => {
      const talent = await ctx.prisma.talent.findUnique({ where: { id: talentId }, select: { id: true } });
      if (!talent) throw notFound("Talent", talentId);
      return link(ctx, { talentId });
    },
  }),
  revokeTalentCalendarFeed: t.boolean({
    description: "Stops a talent's feed; false when there was none.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: (_root, { talentId }, ctx) => revokeFeed(ctx.prisma, { talentId }),
  }),
}));
