import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PACKAGE_EXPIRED } from "../../common/packages";
import { SECRET_BODY } from "../src/services/mailer";
import { codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";
import { startMailServer, type TestMailServer } from "./mail-server";

// Client packages: staff-only making and revoking, the public page by link (views, picks), and the
// one answer every dead link gets.

let smtp: TestMailServer;
let t: TestApp;
let admin: string;
let user: string;
let published: number[];
let pending: number;

const CREATE = `mutation ($input: ClientPackageInput!) {
  createClientPackage(input: $input) { url emailTransport package { id title clientName clientEmail status expiresAt requestId
    clientId talents { talentId position pick } } }
}`;
const REVOKE = `mutation ($id: Int!) { revokeClientPackage(id: $id) { id status revokedAt } }`;
const LIST = `query ($requestId: Int, $clientId: Int) {
  clientPackages(requestId: $requestId, clientId: $clientId) { id title status viewCount views talents { talentId talentName
    pick comment pickedAt } }
}`;
const OPEN = `query ($token: String!) {
  clientPackage(token: $token) { title message clientName expiresAt talents { talentId pick comment talent { id displayName
    images { id } credits { year production role } reels { url embedUrl } } } }
}`;
const PICK = `mutation ($token: String!, $talentId: Int!, $pick: String, $comment: String) {
  setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) { talentId pick comment }
}`;

const tokenOf = (url: string) => url.split("/p/")[1]!;
const fields = (result: GqlResult) => {
  expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
  return result.errors![0]!.extensions!.fields!;
};

async function create(extra: Record<string, unknown> = {}) {
  const result = await t.gql(
    CREATE,
    {
      input: { title: "Harbour Films: leads", clientName: "Priya Raman", clientEmail: "priya@films.test", talentIds: published, ...extra },
    },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createClientPackage as {
    url: string;
    package: { id: number; status: string; expiresAt: string; talents: Array<{ talentId: number }> };
  };
}

beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  [admin, user] = [await t.adminToken(), await t.userToken()];
  const make = (firstName: string, lastName: string, live: boolean) =>
    t.prisma.talent
      .create({
        data: {
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@private.test`,
          phone: "0400 000 000",
          isApproved: live,
          isPublished: live,
        },
      })
      .then((row) => row.id);
  published = [await make("Mia", "Tran", true), await make("Leo", "Okafor", true)];
  await t.prisma.talent.update({
    where: { id: published[0] },
    data: {
      credits: [{ year: 2024, production: "Southerly", role: "Recurring role", company: null }],
      reels: [{ url: "https://youtu.be/dQw4w9WgXcQ", title: null }],
    },
  });
  pending = await make("Hidden", "Person", false);
  await t.prisma.talentImage.createMany({
    data: [1, 2, 3].map((sequence) => ({
      talentId: published[0]!,
      filename: `mia-${sequence}.jpg`,
      sequence,
      storageUrl: `/uploads/talents/mia-${sequence}.jpg`,
    })),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.services.packagePickLimiter.reset("127.0.0.1");
  smtp.received.length = 0;
});

describe("staff operations", () => {
  it("says when the client's e-mail is only saved as a file (no SMTP_URL), so staff are not told it was sent", async () => {
    const offline = await startTestApp();
    try {
      const talent = await offline.prisma.talent.create({
        data: { firstName: "Ada", lastName: "File", email: "ada@file.test", isApproved: true, isPublished: true },
      });
      const result = await offline.gql(
        CREATE,
        { input: { title: "x", clientName: "Sam", clientEmail: "sam@x.test", talentIds: [talent.id] } },
        { token: await offline.adminToken() },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.createClientPackage.emailTransport).toBe("file");
    } finally {
      await offline.close();
    }
  });

  const operations: Array<[string, string, Record<string, unknown>]> = [
    ["createClientPackage", CREATE, { input: { title: "x", clientName: "x", clientEmail: "x@x.test", talentIds: [1] } }],
    ["revokeClientPackage", REVOKE, { id: 1 }],
    ["clientPackages", LIST, {}],
  ];
  it.each(operations)("%s: a visitor is UNAUTHENTICATED, a signed-in non-admin FORBIDDEN", async (_name, query, variables) => {
    expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(query, variables, { token: user }))).toEqual(["FORBIDDEN"]);
  });

  it("makes a package with a 7-day link, e-mails it, logs it, and stores only the token's hash", async () => {
    const before = Date.now();
    const created = await create({ message: "Three days of shooting in March." });
    expect(created.url).toMatch(/^https?:\/\/[^/]+\/p\/[\w-]{43}$/);
    // With a mail server the answer says the e-mail is sent, so the dialog can say so.
    expect((created as { emailTransport?: string }).emailTransport).toBe("smtp");
    expect(created.package.status).toBe("active");
    expect(created.package.talents.map((row) => row.talentId)).toEqual(published);
    const days = (new Date(created.package.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const row = await t.prisma.clientPackage.findUniqueOrThrow({ where: { id: created.package.id } });
    expect(JSON.stringify(row)).not.toContain(tokenOf(created.url));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    await t.app.services.mailer.runOnce();
    const mail = smtp.to("priya@films.test").at(-1);
    expect(mail?.text).toContain(created.url);
    expect(mail?.text).toContain("Three days of shooting in March.");
    // The outbox keeps no copy of the private link once it is sent.
    const outbox = await t.prisma.outboxEmail.findFirstOrThrow({
      where: { template: "client-package", toAddress: "priya@films.test" },
      orderBy: { id: "desc" },
    });
    expect(outbox.body).toBe(SECRET_BODY);

    const log = await t.prisma.activityLog.findFirst({
      where: { subjectType: "ClientPackage", subjectId: created.package.id, action: "create" },
    });
    expect(log?.subjectLabel).toBe("Harbour Films: leads for Priya Raman");
  });

  it("names the bad field: unpublished talents, an empty list, an unknown request, a bad e-mail, an unoffered expiry", async () => {
    const base = { title: "T", clientName: "C", clientEmail: "c@c.test", talentIds: published };
    const send = (input: Record<string, unknown>) => t.gql(CREATE, { input: { ...base, ...input } }, { token: admin });
    expect(fields(await send({ talentIds: [published[0], pending] })).talentIds).toContain(String(pending));
    expect(fields(await send({ talentIds: [] })).talentIds).toBe("Choose at least one talent");
    expect(fields(await send({ requestId: 999999 })).requestId).toBe("Talent request 999999 not found.");
    expect(fields(await send({ clientId: 999999 })).clientId).toBe("Client 999999 not found.");
    expect(fields(await send({ clientEmail: "not-an-address" })).clientEmail).toBe("Valid email is required");
    expect(fields(await send({ expiresInDays: 365 })).expiresInDays).toContain("expires after");
    expect(await t.prisma.clientPackage.count({ where: { title: "T" } })).toBe(0);
  });

  it("honours a chosen expiry and filters the list by request and client", async () => {
    const request = await t.prisma.talentRequest.create({
      data: { clientName: "R", organizationName: "O", phone: "1", email: "r@r.test", projectDescription: "A project" },
    });
    const client = await t.prisma.client.create({ data: { clientName: "Client Co", email: `client.${Date.now()}@c.test` } });
    const created = await create({ expiresInDays: 1, requestId: request.id, clientId: client.id });
    const days = (new Date(created.package.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeLessThan(1.01);
    const byRequest = await t.gql(LIST, { requestId: request.id }, { token: admin });
    expect(byRequest.data!.clientPackages.map((p: { id: number }) => p.id)).toEqual([created.package.id]);
    const byClient = await t.gql(LIST, { clientId: client.id }, { token: admin });
    expect(byClient.data!.clientPackages.map((p: { id: number }) => p.id)).toEqual([created.package.id]);
  });

  it("lists under a client the packages sent to its e-mail before it was in the register, and no one else's", async () => {
    const email = `later.${Date.now()}@c.test`;
    const before = await create({ clientEmail: email.toUpperCase() });
    await create({ clientEmail: `someone.else.${Date.now()}@c.test` });
    const client = await t.prisma.client.create({ data: { clientName: "Later Co", email } });
    const byClient = await t.gql(LIST, { clientId: client.id }, { token: admin });
    expect(byClient.errors).toBeUndefined();
    expect(byClient.data!.clientPackages.map((p: { id: number }) => p.id)).toEqual([before.package.id]);
    const unknown = await t.gql(LIST, { clientId: 999_999 }, { token: admin });
    expect(unknown.data!.clientPackages).toEqual([]);
  });
});

describe("the link", () => {
  it("shows public data and every photo, records each view, and takes picks that staff then see", async () => {
    const created = await create();
    const token = tokenOf(created.url);
    const opened = await t.gql(OPEN, { token });
    expect(opened.errors).toBeUndefined();
    const page = opened.data!.clientPackage;
    expect(page.clientName).toBe("Priya Raman");
    expect(page.talents.map((row: { talent: { displayName: string } }) => row.talent.displayName)).toEqual(["Mia T.", "Leo O."]);
    expect(page.talents[0].talent.images).toHaveLength(3);
    expect(page.talents[0].talent.credits).toEqual([{ year: 2024, production: "Southerly", role: "Recurring role" }]);
    expect(page.talents[0].talent.reels).toEqual([
      { url: "https://youtu.be/dQw4w9WgXcQ", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    ]);
    expect(page.talents[1].talent).toMatchObject({ credits: [], reels: [] });
    expect(JSON.stringify(page)).not.toMatch(/private\.test|0400|Tran|Okafor/);
    await t.gql(OPEN, { token });

    const yes = await t.gql(PICK, { token, talentId: published[0], pick: "yes", comment: "  Perfect for the lead.  " });
    expect(yes.errors).toBeUndefined();
    expect(yes.data!.setPackagePick).toEqual({ talentId: published[0], pick: "yes", comment: "Perfect for the lead." });
    await t.gql(PICK, { token, talentId: published[1], pick: "maybe" });

    const list = await t.gql(LIST, {}, { token: admin });
    const mine = list.data!.clientPackages.find((p: { id: number }) => p.id === created.package.id);
    expect(mine.viewCount).toBe(2);
    expect(mine.views).toHaveLength(2);
    expect(
      mine.talents.map((row: { talentName: string; pick: string; comment: string | null }) => [row.talentName, row.pick, row.comment]),
    ).toEqual([
      ["Mia Tran", "yes", "Perfect for the lead."],
      ["Leo Okafor", "maybe", null],
    ]);
    // A pick can be changed and cleared.
    const cleared = await t.gql(PICK, { token, talentId: published[1], pick: null });
    expect(cleared.data!.setPackagePick.pick).toBeNull();
  });

  it("moves the staff change stamp when the client opens the link and when they pick, so open staff lists follow", async () => {
    const stamp = async () => {
      const result = await t.gql(`{ staffChangeStamp }`, {}, { token: admin });
      expect(result.errors).toBeUndefined();
      return result.data!.staffChangeStamp as string;
    };
    const created = await create();
    const token = tokenOf(created.url);
    // Let the package's own e-mail leave first: its delivery moves the stamp too.
    await t.app.services.mailer.runOnce();
    const before = await stamp();
    expect(await stamp()).toBe(before);

    await t.gql(OPEN, { token });
    const afterView = await stamp();
    expect(afterView).not.toBe(before);

    await t.gql(PICK, { token, talentId: published[0], pick: "maybe", comment: "Second choice." });
    const afterPick = await stamp();
    expect(afterPick).not.toBe(afterView);

    // Changing one's mind is a pick too.
    await t.gql(PICK, { token, talentId: published[0], pick: "yes" });
    expect(await stamp()).not.toBe(afterPick);
  });

  it("refuses a private field to a visitor at validation", async () => {
    const created = await create();
    for (const field of ["email", "phone", "lastName"]) {
      const result = await t.gql(`query ($token: String!) { clientPackage(token: $token) { talents { talent { ${field} } } } }`, {
        token: tokenOf(created.url),
      });
      expect(codesOf(result)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
    }
    const staffField = await t.gql(`query ($token: String!) { clientPackage(token: $token) { talents { talentName } } }`, {
      token: tokenOf(created.url),
    });
    expect(codesOf(staffField)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });

  it("validates picks: the choice, the comment's length and text, and the talent", async () => {
    const token = tokenOf((await create()).url);
    expect(fields(await t.gql(PICK, { token, talentId: published[0], pick: "definitely" })).pick).toBe("Choose Yes, Maybe or No");
    expect(fields(await t.gql(PICK, { token, talentId: published[0], pick: "yes", comment: "x".repeat(1001) })).comment).toBe(
      "Comment must be at most 1000 characters.",
    );
    expect(codesOf(await t.gql(PICK, { token, talentId: published[0], pick: "yes", comment: "bad\u0000byte" }))).toEqual([
      "BAD_USER_INPUT",
    ]);
    expect(fields(await t.gql(PICK, { token, talentId: pending, pick: "yes" })).talentId).toBe("This talent is not in the package.");
    const ok = await t.gql(PICK, { token, talentId: published[0], pick: "no", comment: "<script>alert(1)</script> 🙂" });
    expect(ok.data!.setPackagePick.comment).toBe("<script>alert(1)</script> 🙂");
  });

  it("answers unknown, expired and revoked links alike, and keeps working links apart", async () => {
    const expired = await create();
    await t.prisma.clientPackage.update({ where: { id: expired.package.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await create();
    const live = await create();
    const revoke = await t.gql(REVOKE, { id: revoked.package.id }, { token: admin });
    expect(revoke.data!.revokeClientPackage.status).toBe("revoked");
    // Revoking twice changes nothing and logs once.
    const again = await t.gql(REVOKE, { id: revoked.package.id }, { token: admin });
    expect(again.data!.revokeClientPackage.revokedAt).toBe(revoke.data!.revokeClientPackage.revokedAt);
    expect(
      await t.prisma.activityLog.count({ where: { subjectType: "ClientPackage", subjectId: revoked.package.id, action: "revoke" } }),
    ).toBe(1);
    expect(codesOf(await t.gql(REVOKE, { id: 999999 }, { token: admin }))).toEqual(["NOT_FOUND"]);

    const dead = [tokenOf(expired.url), tokenOf(revoked.url), "x".repeat(43), "", "y".repeat(5000)];
    const answers = await Promise.all(dead.map((token) => t.gql(OPEN, { token })));
    for (const answer of answers) expect(answer).toEqual({ status: 200, data: { clientPackage: null } });
    const picks = await Promise.all(dead.map((token) => t.gql(PICK, { token, talentId: published[0], pick: "yes" })));
    for (const pick of picks) expect(fields(pick)).toEqual({ token: PACKAGE_EXPIRED });
    expect(await t.prisma.packageView.count({ where: { packageId: { in: [expired.package.id, revoked.package.id] } } })).toBe(0);

    // Another package's link still opens its own package only.
    const open = await t.gql(OPEN, { token: tokenOf(live.url) });
    expect(open.data!.clientPackage.title).toBe("Harbour Films: leads");
    expect(fields(await t.gql(PICK, { token: tokenOf(live.url), talentId: pending, pick: "yes" })).talentId).toBeDefined();
  });

  it("limits picks per address", async () => {
    const token = tokenOf((await create()).url);
    const limiter = t.app.services.packagePickLimiter;
    for (let i = 0; (await limiter.retryAfter("127.0.0.1")) === 0 && i < 10_000; i++) await limiter.record("127.0.0.1");
    expect(codesOf(await t.gql(PICK, { token, talentId: published[0], pick: "yes" }))).toEqual(["RATE_LIMITED"]);
  });
});
