import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { arrangeJob, arrangeTalent, CONFIRM, hold } from "./bookings-scene";

// Jobs made from requests, the calendar's question, availability on the staff lists and the live
// stamp (docs/product.md#bookings).

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const FROM_REQUEST = `mutation ($id: Int!, $start: Date) { createJobFromRequest(requestId: $id, startDate: $start) {
  job { title startDate endDate clientId requestId } holds { talentId status optionRank } skippedTalentIds warnings { code } } }`;

async function arrangeRequest(extra: { email?: string; organizationName?: string; status?: string; dates?: boolean }, talentIds: number[]) {
  return t.prisma.talentRequest.create({
    data: {
      clientName: "Rita Request",
      organizationName: extra.organizationName ?? "Nowhere Pictures",
      phone: "0400 000 000",
      email: extra.email ?? "rita@nowhere.example",
      projectDescription: "Bakery TV commercial\nThirty seconds, two actors.",
      projectStartDate: extra.dates === false ? null : new Date("2027-02-10T00:00:00Z"),
      projectEndDate: extra.dates === false ? null : new Date("2027-02-11T00:00:00Z"),
      status: extra.status ?? "approved",
      requestedTalents: { create: talentIds.map((id, position) => ({ requestedId: id, talentId: id, position })) },
    },
    select: { id: true },
  });
}

describe("a job from a request", () => {
  it("takes the title, dates and client (by e-mail) and holds every requested talent still published", async () => {
    const client = await t.prisma.client.create({ data: { clientName: "Rita", email: "rita.match@bakery.example" } });
    const [a, b] = [await arrangeTalent(t), await arrangeTalent(t)];
    const gone = await arrangeTalent(t, { isPublished: false });
    const request = await arrangeRequest({ email: "Rita.Match@Bakery.example" }, [a.id, gone.id, b.id]);
    const made = await t.gql(FROM_REQUEST, { id: request.id }, { token: admin });
    expect(made.data!.createJobFromRequest).toEqual({
      job: { title: "Bakery TV commercial", startDate: "2027-02-10", endDate: "2027-02-11", clientId: client.id, requestId: request.id },
      holds: [
        { talentId: a.id, status: "HOLD", optionRank: 1 },
        { talentId: b.id, status: "HOLD", optionRank: 1 },
      ],
      skippedTalentIds: [gone.id],
      warnings: [],
    });
    const again = await t.gql(FROM_REQUEST, { id: request.id }, { token: admin });
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(again.errors?.[0]?.message).toMatch(/^A job was already made from this request \(job \d+\)\.$/);
  });

  it("finds the client by organisation when no e-mail matches, and asks for dates when the request has none", async () => {
    const client = await t.prisma.client.create({
      data: { clientName: "Org", organizationName: "Unique Films Pty Ltd", email: "office@unique.example" },
    });
    const request = await arrangeRequest({ organizationName: "unique films pty ltd", email: "someone@else.example", dates: false }, []);
    const missing = await t.gql(FROM_REQUEST, { id: request.id }, { token: admin });
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({
      startDate: "The request has no project start date: give the job's start date.",
    });
    const made = await t.gql(FROM_REQUEST, { id: request.id, start: "2027-03-01" }, { token: admin });
    expect(made.data!.createJobFromRequest.job).toMatchObject({ clientId: client.id, startDate: "2027-03-01", endDate: "2027-03-01" });
  });

  it("makes a job with a client from the register, and names clientId when the client does not exist", async () => {
    const client = await t.prisma.client.create({ data: { clientName: "Cal Client", email: "cal@client.example" } });
    const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { title clientId client { clientName } } }`;
    const input = { title: "Catalogue shoot", startDate: "2027-04-01", endDate: "2027-04-01" };
    const made = await t.gql(CREATE, { input: { ...input, clientId: client.id } }, { token: admin });
    expect(made.data!.createJob).toEqual({ title: "Catalogue shoot", clientId: client.id, client: { clientName: "Cal Client" } });
    const unknown = await t.gql(CREATE, { input: { ...input, clientId: client.id + 1000 } }, { token: admin });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { clientId: `Client ${client.id + 1000} does not exist.` },
    });
  });

  it("refuses a request that is not approved", async () => {
    const request = await arrangeRequest({ status: "reviewed" }, []);
    const refused = await t.gql(FROM_REQUEST, { id: request.id }, { token: admin });
    expect(refused.errors?.[0]).toMatchObject({ message: "Only an approved request can become a job.", extensions: { code: "CONFLICT" } });
  });
});

describe("the calendar and availability", () => {
  it("answers a month's bookings with job and talent in one query, filtered by talent, category and status", async () => {
    const category = await t.prisma.category.create({ data: { name: `Calendar ${process.pid}` } });
    const talent = await arrangeTalent(t);
    await t.prisma.talent.update({ where: { id: talent.id }, data: { categories: { create: { categoryId: category.id } } } });
    const other = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2027-04-30", "2027-05-01", "Month edge");
    const mine = await hold(t, admin, job.id, talent.id);
    await hold(t, admin, job.id, other.id);
    await t.gql(CONFIRM, { id: mine.booking.id }, { token: admin });

    const query = `query ($talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {
      bookings(from: "2027-05-01", to: "2027-05-31", talentId: $talentId, categoryId: $categoryId, status: $status) {
        status startDate endDate talent { name thumbUrl } job { title } } }`;
    const all = await t.gql(query, {}, { token: admin });
    expect(all.data!.bookings).toHaveLength(2);
    const byCategory = await t.gql(query, { categoryId: category.id }, { token: admin });
    expect(byCategory.data!.bookings).toEqual([
      {
        status: "CONFIRMED",
        startDate: "2027-04-30",
        endDate: "2027-05-01",
        talent: { name: `Tess ${talent.lastName}`, thumbUrl: null },
        job: { title: "Month edge" },
      },
    ]);
    expect((await t.gql(query, { talentId: other.id, status: ["CONFIRMED"] }, { token: admin })).data!.bookings).toEqual([]);
    expect((await t.gql(query.replace("2027-05-01", "2027-05-02"), {}, { token: admin })).data!.bookings).toEqual([]);
  });

  it("filters the staff lists to talents with no confirmed booking and no book-out on the days; holds do not count", async () => {
    const [confirmed, held, bookedOut, free] = [
      await arrangeTalent(t),
      await arrangeTalent(t),
      await arrangeTalent(t),
      await arrangeTalent(t),
    ];
    const job = await arrangeJob(t, admin, "2027-06-10", "2027-06-12");
    const booking = await hold(t, admin, job.id, confirmed.id);
    await t.gql(CONFIRM, { id: booking.booking.id }, { token: admin });
    await hold(t, admin, job.id, held.id);
    await t.gql(
      `mutation ($input: BookOutInput!) { createBookOut(input: $input) { id } }`,
      {
        input: { talentId: bookedOut.id, startDate: "2027-06-01", endDate: "2027-06-10" },
      },
      { token: admin },
    );
    const ids = [confirmed.id, held.id, bookedOut.id, free.id];

    const staff = await t.gql(
      `{ staffTalents(search: "Booker", availableFrom: "2027-06-10", availableTo: "2027-06-10", limit: 100) { items { id } } }`,
      {},
      { token: admin },
    );
    const staffIds = staff.data!.staffTalents.items.map((row: { id: number }) => row.id).filter((id: number) => ids.includes(id));
    expect(staffIds.sort()).toEqual([held.id, free.id].sort());
    const admins = await t.gql(
      `{ adminTalents(search: "Booker", availableFrom: "2027-06-11", availableTo: "2027-06-30") { id } }`,
      {},
      { token: admin },
    );
    const adminIds = admins.data!.adminTalents.map((row: { id: number }) => row.id).filter((id: number) => ids.includes(id));
    expect(adminIds.sort()).toEqual([held.id, bookedOut.id, free.id].sort());

    const availability = await t.gql(
      `query ($ids: [Int!]!) { talentAvailability(talentIds: $ids, from: "2027-06-10", to: ` +
        `"2027-06-10") { talentId available bookings { status } bookOuts { startDate } } }`,
      { ids },
      { token: admin },
    );
    expect(availability.data!.talentAvailability.map((row: { available: boolean }) => row.available)).toEqual([false, true, false, true]);

    const half = await t.gql(`{ staffTalents(availableFrom: "2027-06-10") { total } }`, {}, { token: admin });
    expect(half.errors?.[0]?.extensions?.fields).toEqual({ availableTo: "Available to is required with available from." });
  });

  it("moves the staff change stamp on every booking change, so open calendars reload", async () => {
    const stamp = async () => (await t.gql(`{ staffChangeStamp }`, {}, { token: admin })).data!.staffChangeStamp as string;
    const before = await stamp();
    const talent = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2027-07-01");
    const afterJob = await stamp();
    expect(afterJob).not.toBe(before);
    await hold(t, admin, job.id, talent.id);
    expect(await stamp()).not.toBe(afterJob);
  });

  it("refuses new job dates that double-book a confirmed talent unless overridden", async () => {
    const talent = await arrangeTalent(t);
    const first = await arrangeJob(t, admin, "2027-08-01", "2027-08-01", "Fixed day");
    const second = await arrangeJob(t, admin, "2027-08-05", "2027-08-05", "Moving day");
    for (const job of [first, second]) {
      const booking = await hold(t, admin, job.id, talent.id);
      await t.gql(CONFIRM, { id: booking.booking.id }, { token: admin });
    }
    const move = `mutation ($override: BookingOverrideInput) { updateJob(id: ${second.id}, override: $override,
      input: { title: "Moving day", startDate: "2027-08-01", endDate: "2027-08-01" }) { startDate } }`;
    const refused = await t.gql(move, {}, { token: admin });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", jobTitle: "Fixed day" });
    const forced = await t.gql(move, { override: { reason: "Both on one day, agreed" } }, { token: admin });
    expect(forced.data!.updateJob.startDate).toBe("2027-08-01");
  });
});
