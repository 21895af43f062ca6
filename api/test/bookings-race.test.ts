import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { arrangeJob, arrangeTalent, CONFIRM, hold } from "./bookings-scene";

// Two staff confirm the same talent for overlapping jobs at the same moment: exactly one wins, on
// the embedded database and (TEST_DATABASE_URL) on a PostgreSQL server (ADR 159).

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
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
