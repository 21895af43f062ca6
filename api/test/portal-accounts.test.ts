import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, PORTAL_MESSAGES } from "../../common/schemas";
import { codesOf } from "./helpers";
import {
  INVITE,
  LOGIN,
  makeTalent,
  portalLinkSentTo,
  portalSession,
  type PortalScene,
  resetLimits,
  SET,
  startPortalScene,
  TALENT_PASSWORD,
} from "./portal-scene";

// Talent portal accounts (ADR 004): invitations by e-mail through a real SMTP server, one-time
// links, sign-in, resets, revocation and declined talents, and the talent session's own scope.

let scene: PortalScene;
beforeAll(async () => {
  scene = await startPortalScene();
}, 120_000);
afterAll(async () => {
  await scene?.close();
});
beforeEach(async () => {
  await resetLimits(scene.t);
});

const ME = `{ me { kind talentId username isAdmin } }`;
const PORTAL = `{ portal { isPublished contact { email } } }`;

describe("talent accounts", () => {
  it("invites by e-mail a link to /portal/set-password; setting the password signs the talent in", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Ava", "ava@talent.test");
    const invited = await t.gql(INVITE, { id: talent.id }, { token: scene.admin });
    expect(invited.data!.inviteTalentToPortal).toMatchObject({ status: "INVITED", username: "ava@talent.test" });
    const link = await portalLinkSentTo(scene, "ava@talent.test");
    const set = await t.gql(SET, { token: link, password: TALENT_PASSWORD });
    expect(set.data!.setPasswordWithToken.user).toEqual({ kind: "TALENT", talentId: talent.id, username: "ava@talent.test" });
    const token = set.data!.setPasswordWithToken.token;
    expect((await t.gql(ME, {}, { token })).data!.me).toEqual({
      kind: "TALENT",
      talentId: talent.id,
      username: "ava@talent.test",
      isAdmin: false,
    });
    expect((await t.gql(PORTAL, {}, { token })).data!.portal).toEqual({ isPublished: true, contact: { email: "ava@talent.test" } });
    // The link was used: it works no more.
    const again = await t.gql(SET, { token: link, password: "Another-Long-Password-9" });
    expect(again.errors![0]!.extensions!.fields).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
    const access = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { portalAccess { status } } }`,
      { id: talent.id },
      { token: scene.admin },
    );
    expect(access.data!.adminTalent.portalAccess.status).toBe("ACTIVE");
    // Recent Activity names the talent's account as the talent's, not as a staff account.
    const activity = await t.gql(`{ recentActivity(limit: 5) { action summary } }`, {}, { token: scene.admin });
    const accepted = activity.data!.recentActivity.find((entry: { action: string }) => entry.action === "accept-invitation");
    expect(accepted.summary).toBe(
      `ava@talent.test set the first password of the talent portal account of ${talent.firstName} ${talent.lastName}`,
    );
  });

  it("refuses an expired invitation link, and inviting again voids the earlier link", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Bea", "bea@talent.test");
    await t.gql(INVITE, { id: talent.id }, { token: scene.admin });
    const first = await portalLinkSentTo(scene, "bea@talent.test");
    await t.gql(INVITE, { id: talent.id }, { token: scene.admin });
    const second = await portalLinkSentTo(scene, "bea@talent.test");
    expect(second).not.toBe(first);
    expect(codesOf(await t.gql(SET, { token: first, password: TALENT_PASSWORD }))).toEqual(["BAD_USER_INPUT"]);
    await t.prisma.accountToken.updateMany({ where: { user: { talentId: talent.id } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.gql(SET, { token: second, password: TALENT_PASSWORD });
    expect(expired.errors![0]!.extensions!.fields).toEqual({ token: ACCOUNT_MESSAGES.linkExpired });
  });

  it("e-mails a talent's reset link to /portal/set-password, and signs in with the new password", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Cleo", "cleo@talent.test");
    await portalSession(scene, talent.id, "cleo@talent.test");
    await t.gql(`mutation { requestPasswordReset(email: "cleo@talent.test") { message } }`);
    const link = await portalLinkSentTo(scene, "cleo@talent.test");
    const mail = scene.smtp.to("cleo@talent.test").at(-1)!;
    expect(mail.subject).toContain("talent portal");
    expect((await t.gql(SET, { token: link, password: "Fresh-Meadow-Lantern-7" })).errors).toBeUndefined();
    const login = await t.gql(LOGIN, { u: "cleo@talent.test", p: "Fresh-Meadow-Lantern-7" });
    expect(login.data!.login.user).toEqual({ kind: "TALENT", talentId: talent.id });
  });

  it("locks a talent out after repeated failures, as staff are", async () => {
    const { t } = scene;
    let last: string | undefined;
    for (let i = 0; i < 12; i++) last = codesOf(await t.gql(LOGIN, { u: "cleo@talent.test", p: "wrong-password-here" }))[0] as string;
    expect(last).toBe("RATE_LIMITED");
  });

  it("revoking ends the sessions and refuses sign-in; a declined talent cannot sign in", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Dana", "dana@talent.test");
    const token = await portalSession(scene, talent.id, "dana@talent.test");
    const revoked = await t.gql(
      `mutation ($id: Int!) { revokeTalentPortal(talentId: $id) { status } }`,
      { id: talent.id },
      { token: scene.admin },
    );
    expect(revoked.data!.revokeTalentPortal.status).toBe("INACTIVE");
    expect(codesOf(await t.gql(PORTAL, {}, { token }))).toEqual(["UNAUTHENTICATED"]);
    const login = await t.gql(LOGIN, { u: "dana@talent.test", p: TALENT_PASSWORD });
    expect(login.errors![0]!.message).toBe(PORTAL_MESSAGES.accessEnded);

    const pending = await makeTalent(t, "Eve", "eve@talent.test", { isApproved: false, isPublished: false });
    const eveToken = await portalSession(scene, pending.id, "eve@talent.test");
    await t.gql(
      `mutation ($id: Int!) { declineTalent(id: $id, reason: "Not a fit for our books.") { id } }`,
      { id: pending.id },
      { token: scene.admin },
    );
    expect(codesOf(await t.gql(PORTAL, {}, { token: eveToken }))).toEqual(["UNAUTHENTICATED"]);
    const declined = await t.gql(LOGIN, { u: "eve@talent.test", p: TALENT_PASSWORD });
    expect(declined.errors![0]!.message).toBe(PORTAL_MESSAGES.accessEnded);
  });

  it("approveTalent(invitePortal: true) approves and invites in one go", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Fay", "fay@talent.test", { isApproved: false, isPublished: false });
    const approved = await t.gql(
      `mutation ($id: Int!) { approveTalent(id: $id, invitePortal: true, notify: false) { status portalAccess { status } } }`,
      { id: talent.id },
      { token: scene.admin },
    );
    expect(approved.data!.approveTalent).toEqual({ status: "approved", portalAccess: { status: "INVITED" } });
    expect(await portalLinkSentTo(scene, "fay@talent.test")).toBeTruthy();
  });

  it("refuses a talent session on staff operations, GraphQL and REST, and staff on the portal", async () => {
    const { t } = scene;
    const talent = await makeTalent(t, "Gia", "gia@talent.test");
    const token = await portalSession(scene, talent.id, "gia@talent.test");
    for (const query of [
      `{ staffAccounts { id } }`,
      `{ bookings(from: "2026-01-01", to: "2026-02-01") { id } }`,
      `{ profileChanges { id } }`,
      `query { adminTalent(id: ${talent.id}) { email } }`,
      `mutation { inviteStaff(email: "x@talent.test") { id } }`,
      `mutation { inviteTalentToPortal(talentId: ${talent.id}) { status } }`,
    ]) {
      expect(codesOf(await t.gql(query, {}, { token })), query).toEqual(["FORBIDDEN"]);
    }
    const rest = await t.app.inject({
      method: "POST",
      url: "/api/categories",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Talent-made" }),
    });
    expect(rest.statusCode).toBe(403);
    expect(codesOf(await t.gql(PORTAL, {}, { token: scene.admin }))).toEqual(["FORBIDDEN"]);
    // A token whose kind was rewritten is refused (the signature no longer matches).
    const [header, body, signature] = token.split(".");
    const claims = { ...JSON.parse(Buffer.from(body!, "base64url").toString()), adm: true, knd: "STAFF" };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    expect(codesOf(await t.gql(`{ staffAccounts { id } }`, {}, { token: forged }))).toEqual(["UNAUTHENTICATED"]);
  });
});
