import { randomBytes } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import { optionLabel } from "#common/schemas/booking";
import { SITE } from "#common/site";
import type { PrismaClient } from "../../db/generated/prisma/client";
import { hashToken } from "../account-tokens";
import { allDaySpan, bookingUid, callTimes, type InviteSender } from "./invite";
import { dayDate } from "./store";

// Secret calendar feeds (ADR 161): GET /calendar/<token>.ics answers a staff member's feed (every
// hold and confirmed booking) or a talent's (their own). The token is shown once, when it is made
// or rotated; only its SHA-256 is stored, and rotating replaces it, so the old address stops.

export type FeedOwner = { userId: number } | { talentId: number };

/** How far back a feed reaches: a calendar app keeps what it already has. */
const PAST_DAYS = 90;

const ownerWhere = (owner: FeedOwner) => ("userId" in owner ? { userId: owner.userId } : { talentId: owner.talentId });

/** Makes (or replaces) the owner's feed token and answers it: the only time it exists outside the hash. */
export async function rotateFeed(prisma: PrismaClient, owner: FeedOwner): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(24).toString("base64url");
  const row = await prisma.calendarFeed.upsert({
    where: ownerWhere(owner) as { userId: number } | { talentId: number },
    create: { ...ownerWhere(owner), tokenHash: hashToken(token) },
    update: { tokenHash: hashToken(token), createdAt: new Date() },
    select: { createdAt: true },
  });
  return { token, createdAt: row.createdAt };
}

export async function revokeFeed(prisma: PrismaClient, owner: FeedOwner): Promise<boolean> {
  const { count } = await prisma.calendarFeed.deleteMany({ where: ownerWhere(owner) });
  return count > 0;
}

export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** The feed's .ics text for a token, or null when no feed has it (or its staff account is inactive). */
export async function feedFor(prisma: PrismaClient, token: string, sender: InviteSender, now = new Date()): Promise<string | null> {
  const feed = await prisma.calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { talentId: true, user: { select: { isActive: true, isAdmin: true } } },
  });
  if (!feed || (feed.user && (!feed.user.isActive || !feed.user.isAdmin))) return null;
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const bookings = await prisma.booking.findMany({
    where: {
      status: { in: ["HOLD", "CONFIRMED"] },
      job: { endDate: { gte: dayDate(since.toISOString().slice(0, 10)) } },
      ...(feed.talentId ? { talentId: feed.talentId } : {}),
    },
    select: {
      id: true,
      status: true,
      optionRank: true,
      icsSequence: true,
      talent: { select: { firstName: true, lastName: true } },
      job: { select: { title: true, location: true, startDate: true, endDate: true, startTime: true, endTime: true } },
    },
    orderBy: [{ job: { startDate: "asc" } }, { id: "asc" }],
    take: 5000,
  });
  const forTalent = feed.talentId !== null;
  const calendar = ical({
    name: forTalent ? `${SITE.name}: my bookings` : `${SITE.name}: bookings`,
    prodId: { company: SITE.name, product: "Bookings", language: "EN" },
  });
  for (const booking of bookings) {
    const hold = booking.status === "HOLD";
    const state = hold ? `Hold, ${optionLabel(booking.optionRank ?? 1)}` : "Confirmed";
    const times = callTimes(booking.job);
    calendar.createEvent({
      // Its own UID: the invitation's event is the talent's to keep, the feed's a read-only copy.
      id: `feed-${bookingUid(booking.id, sender.uidDomain)}`,
      sequence: booking.icsSequence,
      ...allDaySpan(booking.job),
      allDay: true,
      stamp: now,
      summary: forTalent
        ? `${hold ? "On hold: " : ""}${booking.job.title}`
        : `${booking.talent.firstName} ${booking.talent.lastName}: ${booking.job.title} (${state})`,
      location: booking.job.location,
      description: [state, times ? `Call time: ${times}` : null].filter(Boolean).join("\n"),
      status: hold ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
