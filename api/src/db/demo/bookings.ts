import type { Prisma } from "../generated/prisma/client";

// A calendar that is not empty on a new install: a few jobs this month and next with holds (1st and
// 2nd options), confirmed bookings and a book-out, each booking with the history entry that made it
// (docs/product.md#bookings). Written by "system", like the rest of the demo data.

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd `days` after the first of `now`'s month, as a stored @db.Date. */
function dayOf(now: Date, monthOffset: number, day: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, day));
}

type DemoJob = {
  title: string;
  location: string;
  month: number;
  first: number;
  last: number;
  times?: [string, string];
  /** Indexes into the published talents, and what each gets. */
  bookings: Array<{ talent: number; status: "HOLD" | "CONFIRMED"; rank: number | null; rateCents?: number }>;
};

const JOBS: DemoJob[] = [
  {
    title: "Summer campaign shoot, St Kilda beach",
    location: "St Kilda Foreshore, St Kilda VIC",
    month: 0,
    first: 8,
    last: 9,
    times: ["06:00", "15:00"],
    bookings: [
      { talent: 0, status: "CONFIRMED", rank: 1, rateCents: 120_000 },
      { talent: 1, status: "CONFIRMED", rank: 1, rateCents: 120_000 },
      { talent: 2, status: "HOLD", rank: 1 },
    ],
  },
  {
    title: "Banking TV commercial",
    location: "Docklands Studios Melbourne",
    month: 0,
    first: 9,
    last: 9,
    bookings: [
      { talent: 2, status: "HOLD", rank: 2 },
      { talent: 3, status: "HOLD", rank: 1 },
    ],
  },
  {
    title: "Corporate training video",
    location: "Southbank VIC",
    month: 0,
    first: 20,
    last: 20,
    times: ["09:00", "17:00"],
    bookings: [{ talent: 4, status: "CONFIRMED", rank: 1, rateCents: 65_000 }],
  },
  {
    title: "Fashion catalogue, autumn range",
    location: "Collingwood VIC",
    month: 1,
    first: 4,
    last: 6,
    bookings: [
      { talent: 0, status: "HOLD", rank: 1 },
      { talent: 5, status: "CONFIRMED", rank: 1, rateCents: 90_000 },
    ],
  },
];

/** Writes the demo jobs into the seed's transaction; answers how many jobs and bookings. */
export async function seedDemoBookings(tx: Prisma.TransactionClient, now: Date, publishedTalentIds: readonly number[]) {
  if (publishedTalentIds.length < 6) return { jobs: 0, bookings: 0 };
  let bookings = 0;
  for (const spec of JOBS) {
    const job = await tx.job.create({
      data: {
        title: spec.title,
        location: spec.location,
        startDate: dayOf(now, spec.month, spec.first),
        endDate: dayOf(now, spec.month, spec.last),
        startTime: spec.times?.[0] ?? null,
        endTime: spec.times?.[1] ?? null,
        createdAt: new Date(now.getTime() - 3 * DAY_MS),
      },
      select: { id: true },
    });
    for (const booking of spec.bookings) {
      await tx.booking.create({
        data: {
          jobId: job.id,
          talentId: publishedTalentIds[booking.talent]!,
          status: booking.status,
          optionRank: booking.rank,
          rateCents: booking.rateCents ?? null,
          events: {
            create: [
              { fromStatus: null, toStatus: "HOLD", toRank: booking.rank, actorEmail: "system" },
              ...(booking.status === "CONFIRMED"
                ? [{ fromStatus: "HOLD", toStatus: "CONFIRMED", fromRank: booking.rank, toRank: booking.rank, actorEmail: "system" }]
                : []),
            ],
          },
        },
      });
      bookings += 1;
    }
  }
  await tx.bookOut.create({
    data: { talentId: publishedTalentIds[3]!, startDate: dayOf(now, 0, 14), endDate: dayOf(now, 0, 18), note: "Family holiday" },
  });
  await tx.bookOut.create({
    data: { talentId: publishedTalentIds[1]!, startDate: dayOf(now, 1, 10), endDate: dayOf(now, 1, 12), note: "Theatre run" },
  });
  return { jobs: JOBS.length, bookings };
}
