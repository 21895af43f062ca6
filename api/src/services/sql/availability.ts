import { Prisma } from "../../db/generated/prisma/client";
import { dayDate } from "../bookings/store";

// "Available from-to" on the staff talent lists: no confirmed booking and no book-out on any day of
// the range (both inclusive). Holds leave a talent available: they are options, not work
// (docs/product.md#bookings). Booking(talentId, status) and BookOut(talentId, startDate) answer it.

export type DayWindow = { from: string; to: string };

/** The condition for the hand-written staff list (alias t for "Talent"). */
export function availableSql(window: DayWindow): Prisma.Sql {
  const from = dayDate(window.from);
  const to = dayDate(window.to);
  return Prisma.sql`(NOT EXISTS (SELECT 1 FROM "Booking" b JOIN "Job" j ON j."id" = b."jobId"
      WHERE b."talentId" = t."id" AND b."status" = 'CONFIRMED' AND j."startDate" <= ${to} AND j."endDate" >= ${from})
    AND NOT EXISTS (SELECT 1 FROM "BookOut" o
      WHERE o."talentId" = t."id" AND o."startDate" <= ${to} AND o."endDate" >= ${from}))`;
}

/** Rows (jobs, book-outs) with a day in the window. */
export const touchingDays = (window: DayWindow) => ({ startDate: { lte: dayDate(window.to) }, endDate: { gte: dayDate(window.from) } });

/** The same condition as a Prisma filter (adminTalents, talentAvailability). */
export function availableWhere(window: DayWindow): Prisma.TalentWhereInput {
  const touching = touchingDays(window);
  return { bookings: { none: { status: "CONFIRMED", job: touching } }, bookOuts: { none: touching } };
}
