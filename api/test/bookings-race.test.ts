import { pageinspect } from "@electric-sql/pglite/contrib/pageinspect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { arrangeJob, arrangeTalent, CONFIRM, hold, RELEASE } from "./bookings-scene";

// Two staff confirm the same talent for overlapping jobs at the same moment: exactly one wins
// (ADR 159). The race can go wrong only on a PostgreSQL server (TEST_DATABASE_URL); the lock that
// settles it is proven on both databases below.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // pageinspect: the lock's own test reads the talent row's tuple header (below).
  t = await startTestApp({}, {}, { embeddedExtensions: { pageinspect } });
  await t.prisma.$executeRawUnsafe("CREATE EXTENSION IF NOT EXISTS pageinspect");
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const ROUNDS = 5;

describe("racing confirmations", () => {
  it(`lets exactly one of two simultaneous confirmations through, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const talent = await arrangeTalent(t);
      const day = `2028-01-${String(round + 10).padStart(2, "0")}`;
      const first = await arrangeJob(t, admin, day, day, `Race A ${round}`);
      const second = await arrangeJob(t, admin, day, day, `Race B ${round}`);
      const a = await hold(t, admin, first.id, talent.id);
      const b = await hold(t, admin, second.id, talent.id);

      const results = await Promise.all([
        t.gql(CONFIRM, { id: a.booking.id }, { token: admin }),
        t.gql(CONFIRM, { id: b.booking.id }, { token: admin }),
      ]);
      const won = results.filter((result) => result.data?.confirmBooking);
      const lost = results.filter((result) => result.errors);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const winner = won[0]!.data!.confirmBooking.booking.job.title as string;
      expect(lost[0]!.errors![0]!.extensions).toMatchObject({ code: "CONFLICT", jobTitle: winner });

      const confirmed = await t.prisma.booking.count({ where: { talentId: talent.id, status: "CONFIRMED" } });
      expect(confirmed).toBe(1);
    }
  }, 600_000);
});

// On the embedded database one transaction runs at a time (embedded-server.ts), so the race above
// cannot fail there with the lock gone: only a PostgreSQL server interleaves the two. The lock is
// therefore also proven directly, on both databases, from the talent row's tuple header (what
// pgrowlocks reads): a locked row keeps, after the commit, the locking transaction's id as its
// xmax and the lock's mode in its info bits. A foreign key's check also locks the talent (a
// booking's invitation names it), but FOR KEY SHARE, which lets a second confirmation read the
// talent's bookings while the first is still deciding.
describe("the talent's lock (ADR 159)", () => {
  const HEAP_XMAX_LOCK_ONLY = 0x0080;
  // Of the lock bits, EXCL alone is FOR UPDATE or FOR NO KEY UPDATE (either keeps a second
  // confirmation out); KEYSHR alone is FOR KEY SHARE, both together FOR SHARE.
  const HEAP_LOCK_MASK = 0x0050;
  const HEAP_XMAX_EXCL_LOCK = 0x0040;

  /** The talent's row lock left by the transaction that last wrote the booking, if any. */
  const lockOnTalent = async (talentId: number, bookingId: number) => {
    const [row] = await t.prisma.$queryRaw<Array<{ writer: string; locker: string; infomask: number }>>`
      SELECT b."xmin"::text AS "writer", p."t_xmax"::text AS "locker", p."t_infomask" AS "infomask"
      FROM "Talent" t
      CROSS JOIN LATERAL heap_page_items(get_raw_page('"Talent"', (t."ctid"::text::point)[0]::int)) p
      JOIN "Booking" b ON b."id" = ${bookingId}
      WHERE t."id" = ${talentId} AND p."lp" = (t."ctid"::text::point)[1]::int`;
    if (!row || row.locker !== row.writer) return "none by that transaction";
    const lockOnly = (row.infomask & HEAP_XMAX_LOCK_ONLY) !== 0;
    return lockOnly && (row.infomask & HEAP_LOCK_MASK) === HEAP_XMAX_EXCL_LOCK ? "exclusive" : "shared";
  };

  it("is taken exclusively by the transaction that confirms a booking, and by the one that releases it", async () => {
    const talent = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2028-02-01", "2028-02-01", "Lock proof");
    const held = await hold(t, admin, job.id, talent.id);

    const confirmed = await t.gql(CONFIRM, { id: held.booking.id }, { token: admin });
    expect(confirmed.errors).toBeUndefined();
    expect(await lockOnTalent(talent.id, held.booking.id)).toBe("exclusive");

    const released = await t.gql(RELEASE, { id: held.booking.id, reason: "Lock proof" }, { token: admin });
    expect(released.errors).toBeUndefined();
    expect(await lockOnTalent(talent.id, held.booking.id)).toBe("exclusive");
  });
});
