import { expect } from "vitest";
import { startMailServer, type TestMailServer } from "./mail-server";
import { startTestApp, type TestApp } from "./helpers";

// The talent portal's test scene: an app with a real SMTP server, and talents invited through the
// API whose tokens come from the e-mailed link, as a talent's would.

export const TALENT_PASSWORD = "Sunlit-Harbour-Ferry-42";

export type PortalScene = { t: TestApp; smtp: TestMailServer; admin: string; close(): Promise<void> };

export async function startPortalScene(): Promise<PortalScene> {
  const smtp = await startMailServer();
  const t = await startTestApp({ SMTP_URL: smtp.url });
  const admin = await t.adminToken();
  return {
    t,
    smtp,
    admin,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

export async function resetLimits(t: TestApp) {
  await t.app.services.accountLimiter.reset("127.0.0.1");
  await t.app.services.loginLimiter.reset("127.0.0.1");
}

export async function makeTalent(t: TestApp, firstName: string, email: string, extra: Record<string, unknown> = {}) {
  return t.prisma.talent.create({
    data: { firstName, lastName: "Tester", email, isApproved: true, isPublished: true, bio: "Actor and dancer from Melbourne.", ...extra },
  });
}

export const INVITE =
  "mutation ($id: Int!) { inviteTalentToPortal(talentId: $id) { status username invitedAt " + "invitationExpiresAt lastLoginAt } }";
export const SET =
  "mutation ($token: String!, $password: String!) { setPasswordWithToken(token: $token, " +
  "password: $password) { token user { kind talentId username } } }";
export const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token user { kind talentId } } }`;

/** Delivers the outbox and answers the token of the portal link last e-mailed to `address`. */
export async function portalLinkSentTo(scene: PortalScene, address: string): Promise<string> {
  await scene.t.app.services.mailer.runOnce();
  const mail = scene.smtp.to(address).at(-1);
  expect(mail, `an e-mail to ${address}`).toBeDefined();
  const match = /\/portal\/set-password\?token=([\w-]+)/.exec(mail!.text ?? "");
  expect(match, mail!.text ?? "").not.toBeNull();
  return match![1]!;
}

/** Invites the talent, follows the e-mailed link and answers the talent's session token. */
export async function portalSession(scene: PortalScene, talentId: number, email: string): Promise<string> {
  await resetLimits(scene.t);
  const invited = await scene.t.gql(INVITE, { id: talentId }, { token: scene.admin });
  expect(invited.errors).toBeUndefined();
  const link = await portalLinkSentTo(scene, email);
  const set = await scene.t.gql<{ setPasswordWithToken: { token: string } }>(SET, { token: link, password: TALENT_PASSWORD });
  expect(set.errors).toBeUndefined();
  return set.data!.setPasswordWithToken.token;
}
