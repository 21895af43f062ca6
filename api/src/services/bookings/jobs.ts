import { GraphQLError } from "graphql";
import { bookingMessages } from "#common/schemas/booking";
import type { PrismaClient } from "../../db/generated/prisma/client";
import { badInput, conflict, notFound } from "../../errors";
import { recordActivity } from "../activity";
import { queueBookingInvite, type InviteSender } from "./invite";
import { holdIn, type Actor, type BookingOutcome } from "./operations";
import { confirmConflicts, overlaps } from "./rules";
import { activeBookings, dayDate, isoDay, lockTalent } from "./store";

// Jobs: made by staff, or from an approved talent request with its talents on hold. A change of a
// job's dates, times, place or title is sent to every confirmed talent as an updated invitation.

export type JobData = {
  title: string;
  clientId: number | null;
  location: string | null;
  notes: string | null;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
};

const rowOf = (data: JobData) => ({ ...data, startDate: dayDate(data.startDate), endDate: dayDate(data.endDate) });

async function clientMustExist(prisma: Pick<PrismaClient, "client">, clientId: number | null) {
  if (clientId !== null && !(await prisma.client.findUnique({ where: { id: clientId }, select: { id: true } }))) {
    throw badInput({ clientId: `Client ${clientId} does not exist.` });
  }
}

export async function createJob(prisma: PrismaClient, actor: Actor, data: JobData): Promise<number> {
  await clientMustExist(prisma, data.clientId);
  return prisma.$transaction(async (tx) => {
    const job = await tx.job.create({ data: rowOf(data), select: { id: true } });
    await recordActivity(tx, actor, { action: "create", subjectType: "Job", subjectId: job.id, subjectLabel: data.title });
    return job.id;
  });
}

const SENT_FIELDS = ["title", "location", "startDate", "endDate", "startTime", "endTime"] as const;

export async function updateJob(
  prisma: PrismaClient,
  actor: Actor,
  id: number,
  data: JobData,
  override: { reason: string } | null,
  sender: InviteSender,
): Promise<void> {
  await clientMustExist(prisma, data.clientId);
  await prisma.$transaction(async (tx) => {
    const before = await tx.job.findUnique({ where: { id } });
    if (!before) throw notFound("Job", id);
    const old: Record<string, unknown> = { ...before, startDate: isoDay(before.startDate), endDate: isoDay(before.endDate) };
    const changed = (Object.keys(data) as Array<keyof JobData>).filter((key) => old[key] !== data[key]);
    const confirmed = await tx.booking.findMany({
      where: { jobId: id, status: "CONFIRMED" },
      select: { id: true, talentId: true, icsSequence: true },
      orderBy: { talentId: "asc" },
    });
    const talents = new Map<number, Awaited<ReturnType<typeof lockTalent>>>();
    // In talent order, so two job changes lock shared talents in the same order and never deadlock.
    for (const booking of confirmed) talents.set(booking.talentId, await lockTalent(tx, booking.talentId));
    if (changed.includes("startDate") || changed.includes("endDate")) {
      for (const booking of confirmed) {
        const mine = { id: booking.id, start: data.startDate, end: data.endDate };
        const others = (await activeBookings(tx, booking.talentId)).filter((row) => row.jobId !== id);
        const [other] = confirmConflicts({ ...mine, jobId: id, jobTitle: data.title, status: "CONFIRMED", optionRank: null }, others);
        if (other && !override) {
          const message = bookingMessages.confirmConflict(other.jobTitle);
          throw new GraphQLError(message, {
            extensions: { code: "CONFLICT", fields: { override: message }, jobId: other.jobId, jobTitle: other.jobTitle },
          });
        }
      }
    }
    await tx.job.update({ where: { id }, data: rowOf(data) });
    await recordActivity(tx, actor, {
      action: "update",
      subjectType: "Job",
      subjectId: id,
      subjectLabel: data.title,
      changedFields: changed,
      note: override ? `Override: ${override.reason}` : null,
    });
    if (!changed.some((key) => (SENT_FIELDS as readonly string[]).includes(key))) return;
    for (const booking of confirmed) {
      const sequence = booking.icsSequence + 1;
      await tx.booking.update({ where: { id: booking.id }, data: { icsSequence: sequence } });
      await queueBookingInvite(tx, sender, {
        bookingId: booking.id,
        sequence,
        method: "REQUEST",
        job: { ...data, startDate: dayDate(data.startDate), endDate: dayDate(data.endDate) },
        talent: talents.get(booking.talentId)!,
      });
    }
  });
}

/** A job's title from a request's project description: its first line, at most 120 characters. */
export function titleFromDescription(description: string): string {
  const line = description.trim().split(/\r?\n/)[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line || "Untitled job";
}

export type FromRequest = { jobId: number; holds: BookingOutcome[]; skippedTalentIds: number[] };

/**
 * Makes a job from an approved request: its title from the project description, the request's
 * dates (or the ones given when it has none), its client (the register's client with the request's
 * e-mail, else the one client of its organisation), and a hold for every requested talent that is
 * still approved and published. The others are answered in `skippedTalentIds`.
 */
export async function createJobFromRequest(
  prisma: PrismaClient,
  actor: Actor,
  requestId: number,
  dates: { startDate: string | null; endDate: string | null },
): Promise<FromRequest> {
  const request = await prisma.talentRequest.findUnique({
    where: { id: requestId },
    select: {
      status: true,
      email: true,
      organizationName: true,
      projectDescription: true,
      projectStartDate: true,
      projectEndDate: true,
      requestedTalents: {
        orderBy: { position: "asc" },
        select: { requestedId: true, talent: { select: { id: true, isApproved: true, isPublished: true } } },
      },
      jobs: { select: { id: true }, take: 1 },
    },
  });
  if (!request) throw notFound("Talent request", requestId);
  if (request.status !== "approved") throw conflict("requestId", bookingMessages.requestNotApproved);
  if (request.jobs[0]) throw conflict("requestId", bookingMessages.jobExists(request.jobs[0].id));
  const startDate = dates.startDate ?? (request.projectStartDate ? isoDay(request.projectStartDate) : null);
  if (!startDate) throw badInput({ startDate: bookingMessages.requestWithoutDates });
  const endDate = dates.endDate ?? (request.projectEndDate && !dates.startDate ? isoDay(request.projectEndDate) : startDate);
  if (endDate < startDate) throw badInput({ endDate: "End date must be on or after the start date." });

  const byEmail = await prisma.client.findFirst({ where: { email: { equals: request.email, mode: "insensitive" } }, select: { id: true } });
  const byOrganisation = byEmail
    ? []
    : await prisma.client.findMany({
        where: { organizationName: { equals: request.organizationName.trim(), mode: "insensitive" } },
        select: { id: true },
        take: 2,
      });
  const clientId = byEmail?.id ?? (byOrganisation.length === 1 ? byOrganisation[0]!.id : null);
  const title = titleFromDescription(request.projectDescription);

  return prisma.$transaction(async (tx) => {
    const job = await tx.job.create({
      data: { title, clientId, requestId, startDate: dayDate(startDate), endDate: dayDate(endDate) },
      select: { id: true },
    });
    await recordActivity(tx, actor, { action: "create", subjectType: "Job", subjectId: job.id, subjectLabel: title });
    const holds: BookingOutcome[] = [];
    const skippedTalentIds: number[] = [];
    for (const row of request.requestedTalents) {
      if (!row.talent?.isApproved || !row.talent.isPublished) {
        skippedTalentIds.push(row.requestedId);
        continue;
      }
      holds.push(await holdIn(tx, actor, { jobId: job.id, talentId: row.talent.id, rateCents: null, note: null }, "From the request"));
    }
    return { jobId: job.id, holds, skippedTalentIds };
  });
}

/** Whether a day range touches the calendar's window (both inclusive). */
export const inWindow = (range: { start: string; end: string }, from: string, to: string) => overlaps(range, { start: from, end: to });
