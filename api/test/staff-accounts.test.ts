import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../common/schemas";
import { hashPassword } from "../src/services/auth";
import { SECRET_BODY } from "../src/services/mailer";
import { ADMIN_EMAIL, codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";
import { startMailServer, type TestMailServer } from "./mail-server";

let smtp: TestMailServer;
let t: TestApp;
let admin: string;
const GOOD_PASSWORD = "Sunlit-Harbour-Ferry-42";

beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.services.accountLimiter.reset("127.0.0.1");
  await t.app.services.loginLimiter.reset("127.0.0.1");
  smtp.received.length = 0;
});

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token user { username } } }`;
const INVITE = `mutation ($email: String!) { inviteStaff(email: $email) { id email status isActive invitationExpiresAt invitedBy } }`;
const LIST = `{ staffAccounts { id email status isSelf lastLoginAt emails { template status } } }`;
const LINK = `query ($token: String!) { passwordLink(token: $token) { purpose expiresAt } }`;
const SET =
  "mutation ($token: String!, $password: String!) { setPasswordWithToken(token: $token, " +
  "password: $password) { token user { username } } }";
const DEACTIVATE = `mutation ($id: Int!) { deactivateStaff(id: $id) { id status isActive } }`;
const REACTIVATE = `mutation ($id: Int!) { reactivateStaff(id: $id) { id status isActive } }`;
const CHANGE =
  "mutation ($current: String!, $next: String!) { changeOwnPassword(currentPassword: " + "$current, newPassword: $next) { token } }";
const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { message } }`;

const fields = (result: GqlResult) => {
  expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
  return result.errors![0]!.extensions!.fields;
};

/** Delivers the outbox and answers the token of the one-time link last e-mailed to `address`. */
async function linkSentTo(address: string): Promise<string> {
  await t.app.services.mailer.runOnce();
  const mail = smtp.to(address).at(-1);
  expect(mail, `an e-mail to ${address}`).toBeDefined();
  const match = /\/admin\/set-password\?token=([\w-]+)/.exec(mail!.text ?? "");
  expect(match).not.toBeNull();
  expect(mail!.html).toContain(`/admin/set-password?token=${match![1]}`);
  return match![1]!;
}

async function makeStaff(email: string, password = GOOD_PASSWORD): Promise<{ id: number; token: string }> {
  const user = await t.prisma.user.create({ data: { username: email, passwordHash: await hashPassword(password), isAdmin: true } });
  const login = await t.gql(LOGIN, { u: email, p: password });
  return { id: user.id, token: login.data!.login.token };
}

/** Whether a session token still works for a staff query. */
async function sessionWorks(token: string): Promise<boolean> {
  const result = await t.gql(`{ staffAccounts { id } }`, {}, { token });
  if (result.errors) {
    expect(result.errors[0]!.message).toBe("Invalid token");
    return false;
  }
  return true;
}

describe("invitations", () => {
  it("invites by e-mail: a one-time link valid 24 hours sets the password and signs in, once", async () => {
    const invited = await t.gql(INVITE, { email: " New.Person@Agency.test " }, { token: admin });
    expect(invited.errors).toBeUndefined();
    const account = invited.data!.inviteStaff;
    expect(account).toMatchObject({ email: "new.person@agency.test", status: "invited", isActive: true, invitedBy: ADMIN_EMAIL });
    const expires = new Date(account.invitationExpiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);

    const token = await linkSentTo("new.person@agency.test");
    const mail = smtp.to("new.person@agency.test").at(-1)!;
    expect(mail.subject).toBe("You are invited to the Stellar Talent Management admin area");
    expect(mail.text).toContain(`${ADMIN_EMAIL} has invited you`);
    // The link is not kept in the outbox once delivered.
    const row = await t.prisma.outboxEmail.findFirstOrThrow({ where: { template: "staff-invitation", userId: account.id } });
    expect(row.body).toBe(SECRET_BODY);
    expect(row.html).toBeNull();
    expect((await t.prisma.accountToken.findFirstOrThrow({ where: { userId: account.id } })).tokenHash).not.toContain(token);

    // No password yet: the account cannot sign in.
    expect((await t.gql(LOGIN, { u: "new.person@agency.test", p: "" })).errors).toBeDefined();

    const link = await t.gql(LINK, { token });
    expect(link.data!.passwordLink).toEqual({ purpose: "invitation", expiresAt: new Date(expires).toISOString() });

    expect(fields(await t.gql(SET, { token, password: "short" }))).toEqual({ password: "Password must be at least 12 characters." });
    expect(fields(await t.gql(SET, { token, password: "password1234" }))).toEqual({ password: ACCOUNT_MESSAGES.commonPassword });
    expect(fields(await t.gql(SET, { token, password: "!!Qwertyuiop2024" }))).toEqual({ password: ACCOUNT_MESSAGES.commonPassword });
    expect(fields(await t.gql(SET, { token, password: "new.person-secret-99" }))).toEqual({ password: ACCOUNT_MESSAGES.passwordLikeEmail });

    const set = await t.gql(SET, { token, password: GOOD_PASSWORD });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setPasswordWithToken.user.username).toBe("new.person@agency.test");
    expect(await sessionWorks(set.data!.setPasswordWithToken.token)).toBe(true);
    expect((await t.gql(LOGIN, { u: "new.person@agency.test", p: GOOD_PASSWORD })).errors).toBeUndefined();

    // Used once: the link is dead.
    expect(fields(await t.gql(SET, { token, password: "Another-Long-Phrase-77" }))).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
    expect((await t.gql(LINK, { token })).data!.passwordLink).toBeNull();

    const list = await t.gql(LIST, {}, { token: admin });
    expect(list.data!.staffAccounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN_EMAIL, status: "active", isSelf: true }),
        expect.objectContaining({
          email: "new.person@agency.test",
          status: "active",
          isSelf: false,
          emails: [{ template: "staff-invitation", status: "sent" }],
        }),
      ]),
    );
    const actions = await t.prisma.activityLog.findMany({ where: { subjectType: "User", subjectId: account.id }, orderBy: { id: "asc" } });
    expect(actions.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["invite", ADMIN_EMAIL],
      ["accept-invitation", "new.person@agency.test"],
    ]);
  });

  it("refuses an expired invitation, and a second invitation voids the first link", async () => {
    await t.gql(INVITE, { email: "late@agency.test" }, { token: admin });
    const first = await linkSentTo("late@agency.test");
    const again = await t.gql(INVITE, { email: "late@agency.test" }, { token: admin });
    expect(again.errors).toBeUndefined();
    const second = await linkSentTo("late@agency.test");
    expect(second).not.toBe(first);
    expect(fields(await t.gql(SET, { token: first, password: GOOD_PASSWORD }))).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });

    await t.prisma.accountToken.updateMany({
      where: { user: { username: "late@agency.test" }, usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t.gql(LINK, { token: second })).data!.passwordLink).toBeNull();
    expect(fields(await t.gql(SET, { token: second, password: GOOD_PASSWORD }))).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
  });

  it("refuses visitors, non-admins, bad addresses and existing accounts", async () => {
    expect(codesOf(await t.gql(INVITE, { email: "x@agency.test" }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(INVITE, { email: "x@agency.test" }, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(codesOf(await t.gql(LIST, {}))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(LIST, {}, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
    expect(fields(await t.gql(INVITE, { email: "not-an-address" }, { token: admin }))).toEqual({
      email: "Please enter a valid email address.",
    });
    const taken = await t.gql(INVITE, { email: ADMIN_EMAIL.toUpperCase() }, { token: admin });
    expect(codesOf(taken)).toEqual(["CONFLICT"]);
    expect(taken.errors![0]!.message).toBe(ACCOUNT_MESSAGES.alreadyStaff(ADMIN_EMAIL));
    expect(await t.prisma.user.count({ where: { username: "x@agency.test" } })).toBe(0);
  });
});

describe("deactivation", () => {
  it("ends the account's sessions at once and refuses its sign-in until reactivated", async () => {
    const staff = await makeStaff("leaving@agency.test");
    expect(await sessionWorks(staff.token)).toBe(true);

    const off = await t.gql(DEACTIVATE, { id: staff.id }, { token: admin });
    expect(off.data!.deactivateStaff).toEqual({ id: staff.id, status: "deactivated", isActive: false });
    expect(await sessionWorks(staff.token)).toBe(false);
    const login = await t.gql(LOGIN, { u: "leaving@agency.test", p: GOOD_PASSWORD });
    expect(codesOf(login)).toEqual(["UNAUTHENTICATED"]);
    expect(login.errors![0]!.message).toBe(ACCOUNT_MESSAGES.deactivated);
    // A deactivated account gets no reset link either.
    await t.gql(RESET, { email: "leaving@agency.test" });
    await t.app.services.mailer.runOnce();
    expect(smtp.to("leaving@agency.test")).toHaveLength(0);

    const on = await t.gql(REACTIVATE, { id: staff.id }, { token: admin });
    expect(on.data!.reactivateStaff).toEqual({ id: staff.id, status: "active", isActive: true });
    expect(await sessionWorks(staff.token)).toBe(false);
    expect((await t.gql(LOGIN, { u: "leaving@agency.test", p: GOOD_PASSWORD })).errors).toBeUndefined();
    const actions = await t.prisma.activityLog.findMany({ where: { subjectType: "User", subjectId: staff.id }, orderBy: { id: "asc" } });
    expect(actions.map((entry) => entry.action)).toEqual(["deactivate", "reactivate"]);
  });

  it("refuses one's own account, unknown accounts, visitors and non-admins", async () => {
    const me = await t.prisma.user.findUniqueOrThrow({ where: { username: ADMIN_EMAIL } });
    const self = await t.gql(DEACTIVATE, { id: me.id }, { token: admin });
    expect(codesOf(self)).toEqual(["CONFLICT"]);
    expect(self.errors![0]!.message).toBe(ACCOUNT_MESSAGES.cannotDeactivateSelf);
    expect(codesOf(await t.gql(DEACTIVATE, { id: 999_999 }, { token: admin }))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await t.gql(DEACTIVATE, { id: me.id }))).toEqual(["UNAUTHENTICATED"]);
    expect(codesOf(await t.gql(REACTIVATE, { id: me.id }, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
  });
});

describe("changing one's own password", () => {
  it("needs the current password, checks the new one, and ends the other sessions", async () => {
    const first = await makeStaff("changer@agency.test");
    const second = (await t.gql(LOGIN, { u: "changer@agency.test", p: GOOD_PASSWORD })).data!.login.token;

    expect(fields(await t.gql(CHANGE, { current: "wrong-password-here", next: "Quiet-Meadow-Lantern-8" }, { token: first.token }))).toEqual(
      {
        currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
      },
    );
    expect(fields(await t.gql(CHANGE, { current: GOOD_PASSWORD, next: "too-short" }, { token: first.token }))).toEqual({
      newPassword: "Password must be at least 12 characters.",
    });
    expect(fields(await t.gql(CHANGE, { current: GOOD_PASSWORD, next: GOOD_PASSWORD }, { token: first.token }))).toEqual({
      newPassword: ACCOUNT_MESSAGES.samePassword,
    });
    expect(fields(await t.gql(CHANGE, { current: GOOD_PASSWORD, next: "1234567890123" }, { token: first.token }))).toEqual({
      newPassword: ACCOUNT_MESSAGES.commonPassword,
    });

    const changed = await t.gql(CHANGE, { current: GOOD_PASSWORD, next: "Quiet-Meadow-Lantern-8" }, { token: first.token });
    expect(changed.errors).toBeUndefined();
    expect(await sessionWorks(changed.data!.changeOwnPassword.token)).toBe(true);
    expect(await sessionWorks(first.token)).toBe(false);
    expect(await sessionWorks(second)).toBe(false);
    expect(codesOf(await t.gql(LOGIN, { u: "changer@agency.test", p: GOOD_PASSWORD }))).toEqual(["UNAUTHENTICATED"]);
    expect((await t.gql(LOGIN, { u: "changer@agency.test", p: "Quiet-Meadow-Lantern-8" })).errors).toBeUndefined();
    expect(codesOf(await t.gql(CHANGE, { current: "x", next: "Quiet-Meadow-Lantern-9" }))).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses, and mails a 30-minute link only to a real account", async () => {
    const staff = await makeStaff("forgetful@agency.test");
    const known = await t.gql(RESET, { email: "Forgetful@Agency.test" });
    const unknown = await t.gql(RESET, { email: "nobody@agency.test" });
    expect(known.data!.requestPasswordReset).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(unknown).toEqual(known);

    const token = await linkSentTo("forgetful@agency.test");
    expect(smtp.to("nobody@agency.test")).toHaveLength(0);
    const mail = smtp.to("forgetful@agency.test").at(-1)!;
    expect(mail.subject).toBe("Reset your Stellar Talent Management password");
    expect(mail.text).toContain("expires in 30 minutes");
    const link = (await t.gql(LINK, { token })).data!.passwordLink;
    expect(link.purpose).toBe("reset");
    expect(Math.abs(new Date(link.expiresAt).getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    const set = await t.gql(SET, { token, password: "Copper-Kettle-Sings-31" });
    expect(set.errors).toBeUndefined();
    expect(await sessionWorks(staff.token)).toBe(false);
    expect(await sessionWorks(set.data!.setPasswordWithToken.token)).toBe(true);
    expect(fields(await t.gql(SET, { token, password: "Copper-Kettle-Sings-32" }))).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
    expect((await t.gql(LOGIN, { u: "forgetful@agency.test", p: "Copper-Kettle-Sings-31" })).errors).toBeUndefined();
  });

  it("refuses a reset link after 30 minutes", async () => {
    await makeStaff("slow@agency.test");
    await t.gql(RESET, { email: "slow@agency.test" });
    const token = await linkSentTo("slow@agency.test");
    await t.prisma.accountToken.updateMany({
      where: { user: { username: "slow@agency.test" } },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(fields(await t.gql(SET, { token, password: "Copper-Kettle-Sings-31" }))).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
  });

  it("sends at most three reset e-mails an hour to one account, still answering the same", async () => {
    await makeStaff("flooded@agency.test");
    for (let i = 0; i < 5; i += 1) {
      expect((await t.gql(RESET, { email: "flooded@agency.test" })).data!.requestPasswordReset.message).toBe(
        ACCOUNT_MESSAGES.resetRequested,
      );
    }
    await t.app.services.mailer.runOnce();
    expect(smtp.to("flooded@agency.test")).toHaveLength(3);
  });

  it("checks the address's form", async () => {
    expect(fields(await t.gql(RESET, { email: "nope" }))).toEqual({ email: "Please enter a valid email address." });
  });
});

describe("throttling, like sign-in (10 per address per 15 minutes)", () => {
  it("limits reset requests", async () => {
    for (let i = 0; i < 10; i += 1) expect((await t.gql(RESET, { email: `x${i}@agency.test` })).errors).toBeUndefined();
    expect(codesOf(await t.gql(RESET, { email: "x@agency.test" }))).toEqual(["RATE_LIMITED"]);
  });

  it("limits guesses of one-time links", async () => {
    for (let i = 0; i < 10; i += 1) await t.gql(SET, { token: `guess-${i}`, password: GOOD_PASSWORD });
    expect(codesOf(await t.gql(SET, { token: "guess", password: GOOD_PASSWORD }))).toEqual(["RATE_LIMITED"]);
    expect(codesOf(await t.gql(LINK, { token: "guess" }))).toEqual(["RATE_LIMITED"]);
  });

  it("limits wrong current passwords", async () => {
    const staff = await makeStaff("guesser@agency.test");
    for (let i = 0; i < 10; i += 1) await t.gql(CHANGE, { current: `wrong-${i}`, next: "Quiet-Meadow-Lantern-8" }, { token: staff.token });
    expect(codesOf(await t.gql(CHANGE, { current: GOOD_PASSWORD, next: "Quiet-Meadow-Lantern-8" }, { token: staff.token }))).toEqual([
      "RATE_LIMITED",
    ]);
  });

  it("limits invitations", async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await t.gql(INVITE, { email: `bulk${i}@agency.test` }, { token: admin })).errors).toBeUndefined();
    expect(codesOf(await t.gql(INVITE, { email: "bulk@agency.test" }, { token: admin }))).toEqual(["RATE_LIMITED"]);
  });
});
