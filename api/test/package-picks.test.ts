import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { agentNameFromEmail, PACKAGE_EXPIRED, PACKAGE_NO_PICKS } from "../../common/packages";
import { codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";
import { startMailServer, type TestMailServer } from "./mail-server";

// 'Send my picks' on a client's package: the agent who sent it is named on the page and e-mailed
// the picks at once; staff see when; a dead link, a package with nothing marked, and a flood are refused.

let smtp: TestMailServer;
let t: TestApp;
let admin: string;
let agentEmail: string;
let talents: number[];

const CREATE = `mutation ($input: ClientPackageInput!) { createClientPackage(input: $input) { url package { id } } }`;
const OPEN = `query ($token: String!) { clientPackage(token: $token) { title picksSentAt agent { name } } }`;
const PICK = `mutation ($token: String!, $talentId: Int!, $pick: String, $comment: String) {
  setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) { talentId pick }
}`;
const SEND = `mutation ($token: String!) { sendPackagePicks(token: $token) { title picksSentAt agent { name } } }`;
const LIST = `query { clientPackages { id picksSentAt } }`;

const fields = (result: GqlResult) => {
  expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
  return result.errors![0]!.extensions!.fields!;
};

async function newPackage(title: string) {
  const result = await t.gql(
    CREATE,
    { input: { title, clientName: "Priya Raman", clientEmail: "priya@films.test", talentIds: talents } },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  const created = result.data!.createClientPackage as { url: string; package: { id: number } };
  return { id: created.package.id, token: created.url.split("/p/")[1]! };
}

beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = await t.adminToken();
  const make = (firstName: string, lastName: string) =>
    t.prisma.talent
      .create({ data: { firstName, lastName, email: `${firstName.toLowerCase()}@picks.test`, isApproved: true, isPublished: true } })
      .then((row) => row.id);
  talents = [await make("Mia", "Tran"), await make("Leo", "Okafor")];
  const { id } = await newPackage("Warm-up");
  const row = await t.prisma.clientPackage.findUniqueOrThrow({ where: { id }, select: { createdBy: { select: { username: true } } } });
  agentEmail = row.createdBy!.username;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.services.packagePickLimiter.reset("127.0.0.1");
  smtp.received.length = 0;
});

describe("sendPackagePicks", () => {
  it("names the agent on the package page", async () => {
    const { token } = await newPackage("Agent named");
    const opened = await t.gql(OPEN, { token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.clientPackage).toEqual({
      title: "Agent named",
      picksSentAt: null,
      agent: { name: agentNameFromEmail(agentEmail) },
    });
  });

  it("refuses to send before any talent is marked, naming the picks", async () => {
    const { token } = await newPackage("Nothing marked");
    expect(fields(await t.gql(SEND, { token }))).toEqual({ picks: PACKAGE_NO_PICKS });
    expect(await t.prisma.outboxEmail.count({ where: { template: "package-picks", subject: { contains: "Nothing marked" } } })).toBe(0);
  });

  it("e-mails the agent every pick with its comment at once, and stamps the package for staff", async () => {
    const { id, token } = await newPackage("Harbour Films: leads");
    expect((await t.gql(PICK, { token, talentId: talents[0], pick: "yes", comment: "Perfect for the mother" })).errors).toBeUndefined();
    expect((await t.gql(PICK, { token, talentId: talents[1], pick: "no" })).errors).toBeUndefined();

    const before = Date.now();
    const sent = await t.gql(SEND, { token });
    expect(sent.errors).toBeUndefined();
    const answer = sent.data!.sendPackagePicks as { picksSentAt: string; agent: { name: string } };
    expect(new Date(answer.picksSentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.agent.name).toBe(agentNameFromEmail(agentEmail));

    const list = await t.gql(LIST, {}, { token: admin });
    const row = (list.data!.clientPackages as Array<{ id: number; picksSentAt: string | null }>).find((item) => item.id === id);
    expect(row?.picksSentAt).toBe(answer.picksSentAt);

    await t.app.services.mailer.runOnce();
    const mail = smtp.to(agentEmail).at(-1);
    expect(mail?.subject).toBe("Priya Raman sent their picks: Harbour Films: leads");
    expect(mail?.text).toContain("Mia Tran: Yes (Perfect for the mother)");
    expect(mail?.text).toContain("Leo Okafor: No");
    expect(mail?.replyTo?.text).toContain("priya@films.test");
  });

  it("answers a dead link as every dead link, and stamps nothing", async () => {
    const { id, token } = await newPackage("Revoked");
    await t.gql(PICK, { token, talentId: talents[0], pick: "maybe" });
    await t.gql(`mutation ($id: Int!) { revokeClientPackage(id: $id) { id } }`, { id }, { token: admin });
    expect(fields(await t.gql(SEND, { token }))).toEqual({ token: PACKAGE_EXPIRED });
    expect(fields(await t.gql(SEND, { token: "not-a-token" }))).toEqual({ token: PACKAGE_EXPIRED });
    expect((await t.prisma.clientPackage.findUniqueOrThrow({ where: { id } })).picksSentAt).toBeNull();
  });

  it("is rate limited with the picks", async () => {
    const { token } = await newPackage("Flood");
    await t.gql(PICK, { token, talentId: talents[0], pick: "yes" });
    const limiter = t.app.services.packagePickLimiter;
    for (let i = 0; (await limiter.retryAfter("127.0.0.1")) === 0 && i < 10_000; i++) await limiter.record("127.0.0.1");
    expect(codesOf(await t.gql(SEND, { token }))).toEqual(["RATE_LIMITED"]);
  });
});

describe("agentNameFromEmail", () => {
  it("reads a name from the address, or none", () => {
    expect(agentNameFromEmail("sam.lee@stellartalent.com.au")).toBe("Sam Lee");
    expect(agentNameFromEmail("margaret_ellis2@x.test")).toBe("Margaret Ellis");
    expect(agentNameFromEmail("42@x.test")).toBeNull();
  });
});
