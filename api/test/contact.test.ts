import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_TOASTS, SITE } from "../../common/site";
import { loadConfig } from "../src/config";
import { codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
const LIMIT = 3;

beforeAll(async () => {
  t = await startTestApp({ AGENCY_EMAIL: "Inbox@Agency.test", PUBLIC_WRITES_PER_HOUR: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.services.publicWriteLimiter.reset("127.0.0.1");
  await t.prisma.contactMessage.deleteMany();
  await t.prisma.outboxEmail.deleteMany();
});

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;

const valid = {
  name: "  Casey Director ",
  email: "Casey@Studio.example",
  phone: "0400 111 222",
  subject: "Casting for a TV commercial",
  message: "We are casting a commercial in March and would like to talk about your roster.",
};

describe("sendContactMessage", () => {
  it("stores the message and queues one e-mail to the agency's inbox, answering the spec's confirmation", async () => {
    const result = await t.gql(SEND, { input: valid });
    expect(result.errors).toBeUndefined();
    expect(result.data!.sendContactMessage).toEqual({ message: CONTACT_TOASTS.sent.title });
    expect(CONTACT_TOASTS.sent.title).toBe("Message sent successfully");

    const stored = await t.prisma.contactMessage.findMany();
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Casey Director",
        email: "casey@studio.example",
        phone: "0400 111 222",
        subject: valid.subject,
        message: valid.message,
        handledAt: null,
      }),
    ]);
    const emails = await t.prisma.outboxEmail.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      template: "contact-message",
      toAddress: "inbox@agency.test",
      subject: `Website message: ${valid.subject}`,
      status: "queued",
      talentId: null,
    });
    expect(emails[0]!.body).toContain(valid.message);
    expect(emails[0]!.body).toContain("Casey Director <casey@studio.example>");
    expect(emails[0]!.body).toContain("Phone: 0400 111 222");
  });

  it("takes the phone as optional and keeps a subject to one line in the e-mail", async () => {
    const result = await t.gql(SEND, { input: { ...valid, phone: null, subject: "Two\nlines" } });
    expect(result.errors).toBeUndefined();
    expect((await t.prisma.contactMessage.findFirstOrThrow()).phone).toBeNull();
    const email = await t.prisma.outboxEmail.findFirstOrThrow();
    expect(email.subject).toBe("Website message: Two lines");
    expect(email.body).not.toContain("Phone:");
  });

  it("rejects invalid input with the spec's message for each field, storing and queueing nothing", async () => {
    const result = await t.gql(SEND, { input: { name: "C", email: "not-an-email", subject: " x ", message: "Too short" } });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Email: please enter a valid email address.",
      subject: "Subject must be at least 2 characters.",
      message: "Message must be at least 10 characters.",
    });
    expect(await t.prisma.contactMessage.count()).toBe(0);
    expect(await t.prisma.outboxEmail.count()).toBe(0);
  });

  it(`refuses the ${LIMIT + 1}th message from one address within the hour`, async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await t.gql(SEND, { input: valid })).errors).toBeUndefined();
    const limited = await t.gql(SEND, { input: valid });
    expect(codesOf(limited)).toEqual(["RATE_LIMITED"]);
    expect(await t.prisma.contactMessage.count()).toBe(LIMIT);
  });

  it("shares the limit with the other public forms", async () => {
    for (let i = 0; i < LIMIT; i += 1) await t.app.services.publicWriteLimiter.record("127.0.0.1");
    expect(codesOf(await t.gql(SEND, { input: valid }))).toEqual(["RATE_LIMITED"]);
  });
});

describe("AGENCY_EMAIL", () => {
  it("defaults to the agency's published e-mail address", () => {
    expect(loadConfig({}).agencyEmail).toBe(SITE.email);
  });
});
