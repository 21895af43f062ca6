import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, startTestApp, type TestApp } from "./helpers";
import { arrangeJob, arrangeTalent, CANCEL, CONFIRM, hold, PLACE_HOLD, RELEASE } from "./bookings-scene";

// Holds, options, confirmations, releases and their history through GraphQL (docs/product.md#bookings).

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = [await t.adminToken(), await t.userToken()];
});
afterAll(async () => {
  await t?.close();
});

describe("holds and options", () => {
  it("ranks holds on overlapping dates as 1st, 2nd, 3rd option, and a hold on other dates as 1st", async () => {
    const talent = await arrangeTalent(t);
    const a = await arrangeJob(t, admin, "2027-03-01", "2027-03-03");
    const b = await arrangeJob(t, admin, "2027-03-03", "2027-03-04");
    const c = await arrangeJob(t, admin, "2027-03-03");
    const d = await arrangeJob(t, admin, "2027-03-10");
    expect((await hold(t, admin, a.id, talent.id)).booking.optionRank).toBe(1);
    expect((await hold(t, admin, b.id, talent.id)).booking.optionRank).toBe(2);
    expect((await hold(t, admin, c.id, talent.id)).booking.optionRank).toBe(3);
    expect((await hold(t, admin, d.id, talent.id)).booking.optionRank).toBe(1);
  });

  it("refuses a second hold of the talent on the same job with CONFLICT", async () => {
    const talent = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2027-04-01");
    await hold(t, admin, job.id, talent.id);
    const again = await t.gql(PLACE_HOLD, { input: { jobId: job.id, talentId: talent.id } }, { token: admin });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      fields: { talentId: "This talent already has a hold or a confirmed booking on this job." },
    });
  });

  it("warns, naming the other job, when the talent is confirmed elsewhere or booked out", async () => {
    const talent = await arrangeTalent(t);
    const shoot = await arrangeJob(t, admin, "2027-05-01", "2027-05-02", "Winter shoot");
    const first = await hold(t, admin, shoot.id, talent.id);
    expect((await t.gql(CONFIRM, { id: first.booking.id }, { token: admin })).errors).toBeUndefined();
    const out = await t.gql(
      `mutation ($input: BookOutInput!) { createBookOut(input: $input) { id startDate endDate note } }`,
      { input: { talentId: talent.id, startDate: "2027-05-02", endDate: "2027-05-04", note: "Family wedding" } },
      { token: admin },
    );
    expect(out.data!.createBookOut).toMatchObject({ startDate: "2027-05-02", endDate: "2027-05-04", note: "Family wedding" });
    const other = await arrangeJob(t, admin, "2027-05-02");
    const second = await hold(t, admin, other.id, talent.id);
    expect(second.booking.optionRank).toBe(2);
    expect(second.warnings.map((w) => w.message)).toEqual([
      'Already confirmed for "Winter shoot" on overlapping dates.',
      "Booked out from 2027-05-02 to 2027-05-04.",
    ]);
  });
});

describe("confirming", () => {
  it("refuses to confirm over another confirmed booking, naming its job, unless an override reason is given (and logs it)", async () => {
    const talent = await arrangeTalent(t);
    const first = await arrangeJob(t, admin, "2027-06-01", "2027-06-05", "Feature film");
    const second = await arrangeJob(t, admin, "2027-06-05", "2027-06-06", "TV commercial");
    const a = await hold(t, admin, first.id, talent.id);
    const b = await hold(t, admin, second.id, talent.id);
    await t.gql(CONFIRM, { id: a.booking.id }, { token: admin });

    const refused = await t.gql(CONFIRM, { id: b.booking.id }, { token: admin });
    expect(refused.errors?.[0]?.message).toBe(
      'Already confirmed for "Feature film" on overlapping dates. Give an override reason to confirm anyway.',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", jobId: first.id, jobTitle: "Feature film" });

    const blank = await t.gql(CONFIRM, { id: b.booking.id, override: { reason: " " } }, { token: admin });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({
      reason: "Override reason is required to confirm over another confirmed booking.",
    });

    const forced = await t.gql(CONFIRM, { id: b.booking.id, override: { reason: "Director agreed to a half day" } }, { token: admin });
    expect(forced.data!.confirmBooking.booking).toMatchObject({ status: "CONFIRMED", overrideReason: "Director agreed to a half day" });
    const activity = await t.gql(`{ recentActivity(limit: 5) { summary } }`, {}, { token: admin });
    expect(activity.data!.recentActivity[0].summary).toBe(
      `${ADMIN_EMAIL} confirmed ${talent.firstName} ${talent.lastName} on "TV commercial": "Override: Director agreed to a half day"`,
    );
  });

  it("keeps ended bookings ended", async () => {
    const talent = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2027-07-01");
    const a = await hold(t, admin, job.id, talent.id);
    await t.gql(RELEASE, { id: a.booking.id }, { token: admin });
    const again = await t.gql(CONFIRM, { id: a.booking.id }, { token: admin });
    expect(again.errors?.[0]).toMatchObject({ message: "A released booking cannot be confirmed.", extensions: { code: "CONFLICT" } });
    expect((await t.gql(CONFIRM, { id: 999999 }, { token: admin })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("releasing and cancelling", () => {
  it("promotes the 2nd option when the 1st is released, answers it, and records every change in the history", async () => {
    const talent = await arrangeTalent(t);
    const first = await arrangeJob(t, admin, "2027-08-01", "2027-08-02", "Music video");
    const second = await arrangeJob(t, admin, "2027-08-02", "2027-08-02", "Catalogue shoot");
    const third = await arrangeJob(t, admin, "2027-08-01", "2027-08-02", "Print ad");
    const a = await hold(t, admin, first.id, talent.id);
    const b = await hold(t, admin, second.id, talent.id);
    const c = await hold(t, admin, third.id, talent.id);

    const released = await t.gql(RELEASE, { id: a.booking.id, reason: "Client went another way" }, { token: admin });
    expect(released.data!.releaseBooking.booking).toMatchObject({ status: "RELEASED", optionRank: null });
    expect(released.data!.releaseBooking.promoted).toEqual([{ id: b.booking.id, optionRank: 1, job: { title: "Catalogue shoot" } }]);

    const ranks = await t.gql(
      `query ($id: Int!) { booking(id: $id) { optionRank events { fromRank toRank reason actorEmail } } }`,
      { id: c.booking.id },
      { token: admin },
    );
    expect(ranks.data!.booking.optionRank).toBe(2);
    expect(ranks.data!.booking.events[0]).toEqual({
      fromRank: 3,
      toRank: 2,
      reason: "3rd option → 2nd option (Music video released)",
      actorEmail: ADMIN_EMAIL,
    });
    const history = await t.gql(
      `query ($id: Int!) { booking(id: $id) { events { fromStatus toStatus reason } } }`,
      { id: a.booking.id },
      { token: admin },
    );
    expect(history.data!.booking.events).toEqual([
      { fromStatus: "HOLD", toStatus: "RELEASED", reason: "Client went another way" },
      { fromStatus: null, toStatus: "HOLD", reason: "1st option" },
    ]);
    const activity = await t.gql(`{ recentActivity(limit: 4) { summary } }`, {}, { token: admin });
    const name = `${talent.firstName} ${talent.lastName}`;
    expect(activity.data!.recentActivity.map((entry: { summary: string }) => entry.summary)).toEqual([
      `${ADMIN_EMAIL} moved up ${name} on "Print ad": "3rd option → 2nd option (Music video released)"`,
      `${ADMIN_EMAIL} promoted ${name} on "Catalogue shoot": "2nd option → 1st option (Music video released)"`,
      `${ADMIN_EMAIL} released ${name} on "Music video": "Client went another way"`,
      `${ADMIN_EMAIL} put a hold on ${name} on "Print ad": "3rd option"`,
    ]);
  });

  it("cancels a confirmed booking and promotes the next option", async () => {
    const talent = await arrangeTalent(t);
    const first = await arrangeJob(t, admin, "2027-09-01");
    const second = await arrangeJob(t, admin, "2027-09-01");
    const a = await hold(t, admin, first.id, talent.id);
    const b = await hold(t, admin, second.id, talent.id);
    await t.gql(CONFIRM, { id: a.booking.id }, { token: admin });
    const cancelled = await t.gql(CANCEL, { id: a.booking.id }, { token: admin });
    expect(cancelled.data!.cancelBooking.booking.status).toBe("CANCELLED");
    expect(cancelled.data!.cancelBooking.promoted.map((row: { id: number }) => row.id)).toEqual([b.booking.id]);
  });
});

describe("input and access", () => {
  it("names each invalid field and rule", async () => {
    const job = await t.gql(
      `mutation ($input: JobInput!) { createJob(input: $input) { id } }`,
      { input: { title: " ", startDate: "2027-02-30", endDate: "2027-01-01", startTime: "25:00" } },
      { token: admin },
    );
    expect(job.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        title: "Title is required.",
        startDate: "Start date must be a date (yyyy-mm-dd).",
        startTime: "Start time must be a time written HH:MM (24-hour).",
      },
    });
    const backwards = await t.gql(
      `mutation ($input: JobInput!) { createJob(input: $input) { id } }`,
      { input: { title: "Backwards", startDate: "2027-02-03", endDate: "2027-02-01" } },
      { token: admin },
    );
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual({ endDate: "End date must be on or after the start date." });
    const range = await t.gql(`{ bookings(from: "2027-01-31", to: "2027-01-01") { id } }`, {}, { token: admin });
    expect(range.errors?.[0]?.extensions?.fields).toEqual({ to: "To must be on or after from." });
    const rate = await t.gql(PLACE_HOLD, { input: { jobId: 1, talentId: 1, rateCents: -5 } }, { token: admin });
    expect(rate.errors?.[0]?.extensions?.fields).toEqual({ rateCents: "Rate cannot be negative." });
  });

  it("answers nothing to visitors or non-staff accounts", async () => {
    expect((await t.gql(`{ bookings(from: "2027-01-01", to: "2027-01-31") { id } }`)).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect((await t.gql(`{ jobs { id } }`, {}, { token: user })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
