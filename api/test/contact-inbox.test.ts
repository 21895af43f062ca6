import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { codesOf, startTestApp, type TestApp } from "./helpers";

// The staff side of the contact form: the inbox (/admin/messages) lists messages newest first with
// their read and handled state, counts the unread ones, and logs who handled what.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.services.publicWriteLimiter.reset("127.0.0.1");
  await t.prisma.outboxEmail.deleteMany();
  await t.prisma.contactMessage.deleteMany();
  await t.prisma.activityLog.deleteMany();
});

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const LIST = `query ($handled: Boolean, $limit: Int, $offset: Int) {
  contactMessages(handled: $handled, limit: $limit, offset: $offset) { total items { id name email phone subject message
    createdAt readAt handledAt } }
}`;
const UNREAD = `{ unreadContactMessageCount }`;
const READ = `mutation ($id: Int!, $read: Boolean) { markContactMessageRead(id: $id, read: $read) { id readAt handledAt } }`;
const HANDLE = `mutation ($id: Int!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { id readAt handledAt } }`;

async function send(name: string, subject = "Casting enquiry") {
  const result = await t.gql(SEND, {
    input: {
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}@studio.example`,
      subject,
      message: "We would like to talk about your roster this spring.",
    },
  });
  expect(result.errors).toBeUndefined();
  return (await t.prisma.contactMessage.findFirstOrThrow({ where: { name }, select: { id: true } })).id;
}

describe("the contact inbox", () => {
  it("lists messages newest first with the total, paged", async () => {
    const first = await send("Avery One");
    const second = await send("Blake Two");
    const third = await send("Casey Three");
    // Same-millisecond inserts must still come back in the order they were sent.
    await t.prisma.contactMessage.update({ where: { id: first }, data: { createdAt: new Date("2026-01-01T00:00:00Z") } });

    const all = await t.gql(LIST, {}, { token: admin });
    expect(all.errors).toBeUndefined();
    expect(all.data!.contactMessages.total).toBe(3);
    expect(all.data!.contactMessages.items.map((m: { id: number }) => m.id)).toEqual([third, second, first]);
    expect(all.data!.contactMessages.items[0]).toMatchObject({
      name: "Casey Three",
      email: "casey@studio.example",
      subject: "Casting enquiry",
      readAt: null,
      handledAt: null,
    });

    const page = await t.gql(LIST, { limit: 2, offset: 2 }, { token: admin });
    expect(page.data!.contactMessages).toMatchObject({ total: 3, items: [{ id: first }] });
  });

  it("counts unread messages; opening one marks it read once, and it can be marked unread again", async () => {
    const id = await send("Drew Four");
    await send("Emery Five");
    expect((await t.gql(UNREAD, {}, { token: admin })).data).toEqual({ unreadContactMessageCount: 2 });

    const opened = await t.gql(READ, { id }, { token: admin });
    expect(opened.errors).toBeUndefined();
    const readAt = opened.data!.markContactMessageRead.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect((await t.gql(UNREAD, {}, { token: admin })).data).toEqual({ unreadContactMessageCount: 1 });

    // Opening it again keeps the first reading's time.
    const again = await t.gql(READ, { id }, { token: admin });
    expect(again.data!.markContactMessageRead.readAt).toBe(readAt);

    const unread = await t.gql(READ, { id, read: false }, { token: admin });
    expect(unread.data!.markContactMessageRead.readAt).toBeNull();
    expect((await t.gql(UNREAD, {}, { token: admin })).data).toEqual({ unreadContactMessageCount: 2 });
    // Reading is not a change of the record's substance: nothing is logged.
    expect(await t.prisma.activityLog.count()).toBe(0);
  });

  it("marks a message handled (and read) and open again, logging each change once", async () => {
    const id = await send("Frankie Six", "Voice-over for a radio ad");
    const handled = await t.gql(HANDLE, { id, handled: true }, { token: admin });
    expect(handled.errors).toBeUndefined();
    expect(handled.data!.markContactMessageHandled).toMatchObject({ id, readAt: expect.any(String), handledAt: expect.any(String) });
    expect((await t.gql(UNREAD, {}, { token: admin })).data).toEqual({ unreadContactMessageCount: 0 });

    const onlyHandled = await t.gql(LIST, { handled: true }, { token: admin });
    expect(onlyHandled.data!.contactMessages).toMatchObject({ total: 1, items: [{ id }] });
    expect((await t.gql(LIST, { handled: false }, { token: admin })).data!.contactMessages.total).toBe(0);

    // Asking again for the state it is in changes and logs nothing.
    await t.gql(HANDLE, { id, handled: true }, { token: admin });
    const reopened = await t.gql(HANDLE, { id, handled: false }, { token: admin });
    expect(reopened.data!.markContactMessageHandled.handledAt).toBeNull();
    // Reopening keeps it read: someone has seen it.
    expect(reopened.data!.markContactMessageHandled.readAt).toEqual(expect.any(String));

    const log = await t.prisma.activityLog.findMany({ orderBy: { id: "asc" } });
    expect(log.map((entry) => [entry.action, entry.subjectType, entry.subjectId, entry.subjectLabel, entry.actorEmail])).toEqual([
      ["handle", "ContactMessage", id, "Frankie Six (Voice-over for a radio ad)", t.config.adminEmail],
      ["unhandle", "ContactMessage", id, "Frankie Six (Voice-over for a radio ad)", t.config.adminEmail],
    ]);
  });

  it("answers NOT_FOUND for an unknown message", async () => {
    for (const [query, variables] of [
      [READ, { id: 999_999 }],
      [HANDLE, { id: 999_999, handled: true }],
    ] as const) {
      const result = await t.gql(query, variables, { token: admin });
      expect(codesOf(result)).toEqual(["NOT_FOUND"]);
      expect(result.errors![0]!.message).toBe("Contact message 999999 not found");
    }
  });

  it("refuses a page out of range, naming the field", async () => {
    const none = await t.gql(LIST, { limit: 0 }, { token: admin });
    expect(codesOf(none)).toEqual(["BAD_USER_INPUT"]);
    expect(Object.keys(none.errors![0]!.extensions!.fields!)).toEqual(["limit"]);
    // A thousand rows of messages is refused before the page rule, by the cost of the rows asked (ADR 132).
    const tooMany = await t.gql(LIST, { limit: 1000 }, { token: admin });
    expect(codesOf(tooMany)).toEqual(["QUERY_TOO_COSTLY"]);
    expect(tooMany.errors![0]!.message).toContain("over the limit of 5000");
    const negative = await t.gql(LIST, { offset: -1 }, { token: admin });
    expect(codesOf(negative)).toEqual(["BAD_USER_INPUT"]);
    expect(Object.keys(negative.errors![0]!.extensions!.fields!)).toEqual(["offset"]);
  });

  it("refuses a handled flag that is not a boolean", async () => {
    const id = await send("Gray Seven");
    const result = await t.gql(HANDLE, { id, handled: "yes" }, { token: admin });
    expect(result.data ?? null).toBeNull();
    expect(result.errors![0]!.message).toContain("handled");
    expect((await t.prisma.contactMessage.findUniqueOrThrow({ where: { id } })).handledAt).toBeNull();
  });

  it("keeps messages from visitors and from signed-in staff without the admin flag", async () => {
    const id = await send("Harper Eight");
    const user = await t.userToken();
    for (const [token, code] of [
      [undefined, "UNAUTHENTICATED"],
      [user, "FORBIDDEN"],
    ] as const) {
      const options = token ? { token } : {};
      expect(codesOf(await t.gql(LIST, {}, options))).toEqual([code]);
      expect(codesOf(await t.gql(UNREAD, {}, options))).toEqual([code]);
      expect(codesOf(await t.gql(READ, { id }, options))).toEqual([code]);
      expect(codesOf(await t.gql(HANDLE, { id, handled: true }, options))).toEqual([code]);
    }
    const stored = await t.prisma.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ readAt: null, handledAt: null });
    expect(await t.prisma.activityLog.count()).toBe(0);
  });

  it("moves the staff change stamp when a message arrives and when one is read", async () => {
    const stamp = async () => (await t.gql(`{ staffChangeStamp }`, {}, { token: admin })).data!.staffChangeStamp as string;
    const before = await stamp();
    const id = await send("Indy Nine");
    const afterArrival = await stamp();
    expect(afterArrival).not.toBe(before);
    await t.gql(READ, { id }, { token: admin });
    expect(await stamp()).not.toBe(afterArrival);
  });
});
