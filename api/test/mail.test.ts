import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { codesOf, startTestApp, type TestApp } from "./helpers";
import { startMailServer, type TestMailServer } from "./mail-server";

let smtp: TestMailServer;
let t: TestApp;
let admin: string;
let talentId: number;
const AGENCY = "bookings@agency.test";
// Two waits, so the third failed attempt gives up.
const DELAYS = [60_000, 300_000];

beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, AGENCY_EMAIL: AGENCY, MAIL_FROM: "Stellar Talent <hello@agency.test>" },
    { mailRetryDelaysMs: DELAYS },
  );
  admin = await t.adminToken();
  talentId = (
    await t.prisma.talent.create({
      data: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", isApproved: true, isPublished: true },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.prisma.outboxEmail.deleteMany();
  smtp.received.length = 0;
});

const CONTACT = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const contact = (overrides: Record<string, unknown> = {}) =>
  t.gql(CONTACT, {
    input: {
      name: "Casey <Director>",
      email: "casey@studio.example",
      subject: "Casting for a TV commercial",
      message: "We are casting a commercial in March <b>soon</b>.",
      ...overrides,
    },
  });
const later = (ms: number) => new Date(Date.now() + ms + 1000);
const stamp = async () => (await t.gql(`{ staffChangeStamp }`, {}, { token: admin })).data!.staffChangeStamp as string;
/** The e-mails of the newest contact message, as the inbox asks for them. */
async function inboxEmails() {
  const result = await t.gql(
    `{ contactMessages(limit: 1) { items { emails { template status attempts lastError sentAt } } } }`,
    {},
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.contactMessages.items[0].emails as Array<Record<string, unknown>>;
}

describe("delivery over SMTP", () => {
  it("delivers a contact message to the agency's inbox, replies going to the visitor, in text and branded HTML", async () => {
    expect((await contact()).errors).toBeUndefined();
    expect(await t.app.services.mailer.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [mail] = smtp.to(AGENCY);
    expect(smtp.received).toHaveLength(1);
    expect(mail!.subject).toBe("Website message: Casting for a TV commercial");
    expect(mail!.from!.text).toBe('"Stellar Talent" <hello@agency.test>');
    expect(mail!.replyTo!.text).toBe("casey@studio.example");
    expect(mail!.text).toContain("We are casting a commercial in March <b>soon</b>.");
    expect(mail!.html).toContain("Stellar Talent Management");
    // The visitor's words are shown, never run.
    expect(mail!.html).toContain("&lt;b&gt;soon&lt;/b&gt;");
    expect(mail!.html).not.toContain("<b>soon</b>");
    expect(mail!.html).toContain("/admin/messages");

    const [row] = await t.prisma.outboxEmail.findMany();
    expect(row).toMatchObject({ status: "sent", attempts: 1, transport: "smtp", lastError: null });
    expect(row!.contactMessageId).not.toBeNull();
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("sends a new talent request to the agency and an acknowledgement to the client; staff see both on the request", async () => {
    const created = await t.gql(`mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }`, {
      input: {
        clientName: "Alice Producer",
        organizationName: "Big Films",
        phone: "0400 000 000",
        email: "alice@bigfilms.example",
        projectDescription: "A commercial shoot in Melbourne.",
        requestedTalentIds: [talentId],
      },
    });
    expect(created.errors).toBeUndefined();
    const requestId = created.data!.createTalentRequest.id;
    expect(await t.app.services.mailer.runOnce()).toMatchObject({ sent: 2 });

    const [notice] = smtp.to(AGENCY);
    expect(notice!.subject).toBe("New talent request from Alice Producer (Big Films)");
    expect(notice!.replyTo!.text).toBe("alice@bigfilms.example");
    expect(notice!.text).toContain("Requested talent: Jane D.");
    expect(notice!.text).toContain("/admin/requests");
    const [ack] = smtp.to("alice@bigfilms.example");
    expect(ack!.subject).toBe("We have received your talent request: Stellar Talent Management");
    expect(ack!.text).toContain("Hi Alice Producer,");
    expect(ack!.text).toContain("24-48 hours");
    expect(ack!.text).not.toContain("Doe");

    const seen = await t.gql(
      `query ($id: Int!) { talentRequest(id: $id) { emails { template toAddress status attempts sentAt lastError } } }`,
      { id: requestId },
      { token: admin },
    );
    expect(seen.data!.talentRequest.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ template: "request-received", toAddress: AGENCY, status: "sent", attempts: 1, lastError: null }),
        expect.objectContaining({ template: "request-acknowledgement", toAddress: "alice@bigfilms.example", status: "sent" }),
      ]),
    );
  });

  it("retries after a server that refuses (451), with backoff, then records the delivery", async () => {
    smtp.refuse(451, "Mailbox busy, try again later");
    await contact();
    const stampQueued = await stamp();
    expect(await t.app.services.mailer.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    // Staff see the state in the inbox, on the message, and open screens follow it (the stamp moves).
    const stampRetrying = await stamp();
    expect(stampRetrying).not.toBe(stampQueued);
    expect((await inboxEmails())[0]).toMatchObject({
      template: "contact-message",
      status: "queued",
      attempts: 1,
      lastError: expect.stringMatching(/^451 /),
    });
    expect(smtp.received).toHaveLength(0);
    let row = await t.prisma.outboxEmail.findFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/^451 .*Mailbox busy, try again later/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + DELAYS[0]! - 5000);

    // Not due yet: nothing is tried.
    expect(await t.app.services.mailer.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Once the wait is over, the server accepts it.
    expect(await t.app.services.mailer.runOnce(later(DELAYS[0]!))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.to(AGENCY)).toHaveLength(1);
    row = await t.prisma.outboxEmail.findFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await stamp()).not.toBe(stampRetrying);
    expect((await inboxEmails())[0]).toMatchObject({ status: "sent", lastError: null, sentAt: row.sentAt!.toISOString() });
  });

  it("gives up at once on a permanent refusal (550) and keeps the reason; staff can send it again", async () => {
    smtp.refuse(550, "No such user here");
    await contact();
    expect(await t.app.services.mailer.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await t.prisma.outboxEmail.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/^550 .*No such user here/);

    const list = await t.gql(
      `{ emails(status: "failed") { total items { id status lastError failedAt nextAttemptAt } } }`,
      {},
      { token: admin },
    );
    expect(list.data!.emails.total).toBe(1);
    expect(list.data!.emails.items[0]).toMatchObject({ id: row.id, status: "failed", nextAttemptAt: null });

    const RETRY = `mutation ($id: Int!) { retryEmail(id: $id) { id status attempts } }`;
    expect(codesOf(await t.gql(RETRY, { id: row.id }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(RETRY, { id: row.id }, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(codesOf(await t.gql(RETRY, { id: 999_999 }, { token: admin }))).toEqual(["NOT_FOUND"]);
    const retried = await t.gql(RETRY, { id: row.id }, { token: admin });
    expect(retried.data!.retryEmail).toEqual({ id: row.id, status: "queued", attempts: 0 });
    expect(await t.app.services.mailer.runOnce()).toMatchObject({ sent: 1 });
    expect(codesOf(await t.gql(RETRY, { id: row.id }, { token: admin }))).toEqual(["CONFLICT"]);
    const activity = await t.prisma.activityLog.findFirstOrThrow({ where: { action: "retry", subjectType: "Email", subjectId: row.id } });
    expect(activity.actorEmail).toBe("admin@agency.test");
  });

  it("marks a message failed once every retry is used up, with the last reason", async () => {
    smtp.refuse(421, "Service not available", DELAYS.length + 1);
    await contact();
    expect((await t.app.services.mailer.runOnce()).retrying).toBe(1);
    expect((await t.app.services.mailer.runOnce(later(DELAYS[0]!))).retrying).toBe(1);
    expect((await t.app.services.mailer.runOnce(later(DELAYS[0]! + DELAYS[1]!))).failed).toBe(1);
    const row = await t.prisma.outboxEmail.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.lastError).toMatch(/^421 .*Service not available/);
    expect(smtp.received).toHaveLength(0);
  });

  it("never sends one message twice when two workers run at once", async () => {
    await contact();
    await contact({ subject: "Second message" });
    const runs = await Promise.all([t.app.services.mailer.runOnce(), t.app.services.mailer.runOnce()]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("lets only staff read the outbox, and checks the status filter and the page", async () => {
    await contact();
    const LIST = `query ($status: String, $limit: Int) { emails(status: $status, limit: $limit) { total items { id } } }`;
    expect(codesOf(await t.gql(LIST, {}))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(LIST, {}, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    const bad = await t.gql(LIST, { status: "lost", limit: 0 }, { token: admin });
    expect(codesOf(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(bad.errors![0]!.extensions!.fields).toEqual({ status: "Status must be one of: queued, sending, sent, failed." });
    const badLimit = await t.gql(LIST, { limit: 0 }, { token: admin });
    expect(badLimit.errors![0]!.extensions!.fields).toEqual({ limit: "Limit must be a whole number from 1 to 100." });
    const queued = await t.gql(LIST, { status: "queued" }, { token: admin });
    expect(queued.data!.emails.total).toBe(1);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/mail and logs it", async () => {
    const lines: string[] = [];
    const local = await startTestApp(
      { AGENCY_EMAIL: AGENCY, LOG_LEVEL: "info" },
      {},
      { logger: { stream: { write: (line) => lines.push(line) } } },
    );
    try {
      const sent = await local.gql(CONTACT, {
        input: { name: "Casey", email: "casey@studio.example", subject: "Hello there", message: "A message long enough to send." },
      });
      expect(sent.errors).toBeUndefined();
      expect(await local.app.services.mailer.runOnce()).toMatchObject({ sent: 1 });
      const dir = path.join(local.config.dataDir, "mail");
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d+-contact-message\.eml$/);
      const mail = await simpleParser(await readFile(path.join(dir, files[0]!)));
      expect(mail.subject).toBe("Website message: Hello there");
      expect(JSON.stringify(mail.to)).toContain(AGENCY);
      expect(mail.text).toContain("A message long enough to send.");
      expect(mail.html).toContain("Stellar Talent Management");
      expect(await local.prisma.outboxEmail.findFirstOrThrow()).toMatchObject({ status: "sent", transport: "file" });
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg?.startsWith("mail written"));
      expect(logged).toMatchObject({ template: "contact-message", file: path.join(dir, files[0]!) });
      // No personal data in the log line.
      expect(JSON.stringify(logged)).not.toContain("casey@studio.example");
    } finally {
      await local.close();
    }
  });
});

describe("mail settings", () => {
  it("takes SMTP_URL and MAIL_FROM, and names a wrong one in one line", () => {
    const config = loadConfig({ SMTP_URL: "smtp://user:pass@mail.example.com:587", MAIL_FROM: "Agency <info@agency.test>" });
    expect(config.smtpUrl).toBe("smtp://user:pass@mail.example.com:587");
    expect(config.mailFrom).toBe("Agency <info@agency.test>");
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe("Stellar Talent Management <info@stellartalent.com.au>");
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: "Agency <not an address>" })).toThrow(/^MAIL_FROM: must be an e-mail address/);
  });
});
