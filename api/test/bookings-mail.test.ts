import { createHash } from "node:crypto";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";
import { arrangeJob, arrangeTalent, CANCEL, CONFIRM, hold, RELEASE } from "./bookings-scene";
import { startMailServer, type TestMailServer } from "./mail-server";

// A confirmation e-mails the talent an invitation; a change sends an update, a cancellation a
// CANCEL, all with one UID. What arrives through the real SMTP server is parsed with ical.js.
// Then the secret feeds (ADR 161).

let smtp: TestMailServer;
let t: TestApp;
let admin: string;
const AGENCY = "bookings@agency.test";

beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp({ SMTP_URL: smtp.url, AGENCY_EMAIL: AGENCY, MAIL_FROM: "Stellar Talent <hello@agency.test>" });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The calendar part of a mail, parsed: the VCALENDAR and its one VEVENT. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, "a text/calendar part").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
    start: String(event.getFirstPropertyValue("dtstart")),
    end: String(event.getFirstPropertyValue("dtend")),
    status: event.getFirstPropertyValue("status"),
    attendee: String(event.getFirstPropertyValue("attendee")).toLowerCase(),
  };
}

const UPDATE_JOB = `mutation ($id: Int!, $input: JobInput!) { updateJob(id: $id, input: $input) { id location } }`;

describe("booking invitations", () => {
  it(
    "sends REQUEST on confirmation, an update with a higher SEQUENCE on a change, and CANCEL " + "on cancellation, one UID throughout",
    async () => {
      const talent = await arrangeTalent(t, { email: "ivy.invite@talent.test", firstName: "Ivy" });
      const job = await arrangeJob(t, admin, "2027-10-14", "2027-10-15", "Airline commercial");
      const booking = await hold(t, admin, job.id, talent.id);
      await t.app.services.mailer.runOnce();
      expect(smtp.to(talent.email)).toHaveLength(0);

      expect((await t.gql(CONFIRM, { id: booking.booking.id }, { token: admin })).errors).toBeUndefined();
      expect(await t.app.services.mailer.runOnce()).toMatchObject({ sent: 1 });
      const [confirmed] = smtp.to(talent.email);
      expect(confirmed!.subject).toBe("Booking confirmed: Airline commercial");
      expect(confirmed!.text).toContain("Hi Ivy,");
      expect(confirmed!.text).toContain("Dates: 2027-10-14 to 2027-10-15");
      const first = calendarOf(confirmed!);
      expect(first).toMatchObject({
        method: "REQUEST",
        uid: `booking-${booking.booking.id}@agency.test`,
        sequence: 0,
        summary: "Airline commercial",
        location: "Docklands Studios",
        start: "2027-10-14",
        end: "2027-10-16",
        status: "CONFIRMED",
      });
      expect(first.attendee).toBe("mailto:ivy.invite@talent.test");

      const changed = await t.gql(
        UPDATE_JOB,
        {
          id: job.id,
          input: {
            title: "Airline commercial",
            startDate: "2027-10-14",
            endDate: "2027-10-15",
            location: "Essendon Fields",
            startTime: "06:30",
            endTime: "18:00",
          },
        },
        { token: admin },
      );
      expect(changed.errors).toBeUndefined();
      await t.app.services.mailer.runOnce();
      const updated = smtp.to(talent.email)[1]!;
      expect(updated.subject).toBe("Booking updated: Airline commercial");
      expect(updated.text).toContain("Call time: 06:30 to 18:00 (Melbourne time)");
      expect(calendarOf(updated)).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1, location: "Essendon Fields" });

      await t.gql(CANCEL, { id: booking.booking.id, reason: "Client postponed" }, { token: admin });
      await t.app.services.mailer.runOnce();
      const cancelled = smtp.to(talent.email)[2]!;
      expect(cancelled.subject).toBe("Booking cancelled: Airline commercial");
      expect(calendarOf(cancelled)).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2, status: "CANCELLED" });
    },
  );

  it("sends nothing when a hold that was never confirmed is released", async () => {
    const talent = await arrangeTalent(t, { email: "rex.release@talent.test" });
    const job = await arrangeJob(t, admin, "2027-11-02");
    const booking = await hold(t, admin, job.id, talent.id);
    await t.gql(RELEASE, { id: booking.booking.id }, { token: admin });
    await t.app.services.mailer.runOnce();
    expect(smtp.to(talent.email)).toHaveLength(0);
  });
});

const feedPathOf = (url: string) => new URL(url).pathname;
const getFeed = (path: string) => t.app.inject({ method: "GET", url: path });
const summaries = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));

describe("calendar feeds", () => {
  it("gives staff a secret feed of every booking, stored hashed, that stops when rotated or revoked", async () => {
    const talent = await arrangeTalent(t, { firstName: "Fay" });
    const job = await arrangeJob(t, admin, "2027-12-01", "2027-12-01", "Feed shoot");
    await hold(t, admin, job.id, talent.id);

    const made = await t.gql(`mutation { rotateMyCalendarFeed { url createdAt } }`, {}, { token: admin });
    const path = feedPathOf(made.data!.rotateMyCalendarFeed.url);
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const token = path.slice("/calendar/".length, -".ics".length);
    const stored = await t.prisma.calendarFeed.findFirstOrThrow({ where: { userId: { not: null } } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await getFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(summaries(response.body)).toContain(`Fay ${talent.lastName}: Feed shoot (Hold, 1st option)`);
    expect((await t.gql(`{ myCalendarFeed { active } }`, {}, { token: admin })).data!.myCalendarFeed.active).toBe(true);

    const rotated = await t.gql(`mutation { rotateMyCalendarFeed { url } }`, {}, { token: admin });
    expect((await getFeed(path)).statusCode).toBe(404);
    const next = feedPathOf(rotated.data!.rotateMyCalendarFeed.url);
    expect((await getFeed(next)).statusCode).toBe(200);

    expect((await t.gql(`mutation { revokeMyCalendarFeed }`, {}, { token: admin })).data!.revokeMyCalendarFeed).toBe(true);
    expect((await getFeed(next)).statusCode).toBe(404);
    expect((await getFeed("/calendar/not-a-token.ics")).statusCode).toBe(404);
  });

  it("gives a talent a feed of their own bookings only", async () => {
    const mine = await arrangeTalent(t);
    const other = await arrangeTalent(t);
    const job = await arrangeJob(t, admin, "2027-12-05", "2027-12-05", "Own shoot");
    const elsewhere = await arrangeJob(t, admin, "2027-12-05", "2027-12-05", "Someone else's shoot");
    const booking = await hold(t, admin, job.id, mine.id);
    await hold(t, admin, elsewhere.id, other.id);
    await t.gql(CONFIRM, { id: booking.booking.id }, { token: admin });

    const made = await t.gql(`mutation ($id: Int!) { rotateTalentCalendarFeed(talentId: $id) { url } }`, { id: mine.id }, { token: admin });
    const response = await getFeed(feedPathOf(made.data!.rotateTalentCalendarFeed.url));
    expect(summaries(response.body)).toEqual(["Own shoot"]);
    const missing = await t.gql(`mutation { rotateTalentCalendarFeed(talentId: 999999) { url } }`, {}, { token: admin });
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
