import { paths } from "#common/paths";
import { PORTAL_MESSAGES } from "#common/schemas/portal";
import type { Prisma, PrismaClient } from "../db/generated/prisma/client";
import type { SessionUser } from "../context";
import { conflict, notFound } from "../errors";
import { issueAccountToken } from "./account-tokens";
import { recordActivity, talentLabel } from "./activity";
import { queueEmail } from "./mail";
import { talentPortalInvitationEmail } from "./portal-mail";

// Talent portal accounts (ADR 004): a User with isAdmin false and talentId set, invited by staff
// through the same one-time links, passwords, sign-in and lock-out as staff accounts.

export type PortalAccessStatus = "NONE" | "INVITED" | "ACTIVE" | "INACTIVE";
export type PortalAccessShape = {
  status: PortalAccessStatus;
  username: string | null;
  invitedAt: Date | null;
  invitationExpiresAt: Date | null;
  lastLoginAt: Date | null;
};

type Db = Prisma.TransactionClient | PrismaClient;

/** What the talent info page shows of a talent's portal account. */
export async function portalAccessOf(db: Db, talentId: number): Promise<PortalAccessShape> {
  const user = await db.user.findUnique({
    where: { talentId },
    select: {
      username: true,
      isActive: true,
      passwordHash: true,
      lastLoginAt: true,
      tokens: {
        where: { purpose: "invitation" },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { createdAt: true, expiresAt: true, usedAt: true },
      },
    },
  });
  if (!user) return { status: "NONE", username: null, invitedAt: null, invitationExpiresAt: null, lastLoginAt: null };
  const invitation = user.tokens[0];
  const status: PortalAccessStatus = !user.isActive ? "INACTIVE" : user.passwordHash ? "ACTIVE" : "INVITED";
  return {
    status,
    username: user.username,
    invitedAt: invitation?.createdAt ?? null,
    invitationExpiresAt: status === "INVITED" && invitation && !invitation.usedAt ? invitation.expiresAt : null,
    lastLoginAt: user.lastLoginAt,
  };
}

/**
 * Why a talent account may not sign in, or null: staff revoked it, or its talent is declined.
 * Staff accounts (and any account without a talent) answer null; their own checks apply.
 */
export async function portalAccountRefusal(db: Db, user: { isAdmin: boolean; isActive: boolean; talentId: number | null }) {
  if (user.isAdmin || user.talentId === null) return null;
  if (!user.isActive) return PORTAL_MESSAGES.accessEnded;
  const talent = await db.talent.findUnique({ where: { id: user.talentId }, select: { declinedAt: true } });
  return !talent || talent.declinedAt ? PORTAL_MESSAGES.accessEnded : null;
}

/**
 * Creates (or reactivates) the talent's portal account with the talent's e-mail address and queues
 * the invitation: a one-time link to /portal/set-password, valid 24 hours. Inviting again sends a
 * new link and voids the old one. Call inside the transaction of the change; wake the mailer after.
 */
export async function inviteTalentIn(tx: Prisma.TransactionClient, actor: SessionUser | null, talentId: number, siteUrl: string) {
  const talent = await tx.talent.findUnique({
    where: { id: talentId },
    select: { id: true, firstName: true, lastName: true, email: true, declinedAt: true },
  });
  if (!talent) throw notFound("Talent", talentId);
  if (talent.declinedAt) throw conflict("talentId", PORTAL_MESSAGES.talentDeclined);
  const email = talent.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw conflict("email", PORTAL_MESSAGES.notTalentEmail);
  const existing = await tx.user.findUnique({ where: { talentId }, select: { id: true, username: true } });
  const holder = await tx.user.findUnique({ where: { username: email }, select: { id: true } });
  if (holder && holder.id !== existing?.id) throw conflict("email", PORTAL_MESSAGES.emailTaken(email));
  const user = existing
    ? await tx.user.update({
        where: { id: existing.id },
        // The address follows the talent's; reactivating ends nothing (its sessions ended at revocation).
        data: { username: email, isActive: true },
        select: { id: true },
      })
    : await tx.user.create({
        data: { username: email, passwordHash: "", isAdmin: false, talentId, invitedById: actor?.isAdmin ? actor.id : null },
        select: { id: true },
      });
  const { token } = await issueAccountToken(tx, user.id, "invitation");
  await queueEmail(tx, {
    template: "talent-portal-invitation",
    to: email,
    email: talentPortalInvitationEmail(talent.firstName, siteUrl + paths.portal.setPassword(token)),
    userId: user.id,
    talentId,
  });
  await recordActivity(tx, actor, {
    action: "portal-invite",
    subjectType: "Talent",
    subjectId: talentId,
    subjectLabel: talentLabel(talent),
  });
}

/** Deactivates the talent's portal account: it cannot sign in, its sessions and links end. */
export async function revokePortalIn(tx: Prisma.TransactionClient, actor: SessionUser | null, talentId: number) {
  const talent = await tx.talent.findUnique({ where: { id: talentId }, select: { firstName: true, lastName: true } });
  if (!talent) throw notFound("Talent", talentId);
  const user = await tx.user.findUnique({ where: { talentId }, select: { id: true, isActive: true } });
  if (!user || !user.isActive) return;
  await tx.accountToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
  await tx.user.update({ where: { id: user.id }, data: { isActive: false, tokenVersion: { increment: 1 } } });
  await recordActivity(tx, actor, {
    action: "portal-revoke",
    subjectType: "Talent",
    subjectId: talentId,
    subjectLabel: talentLabel(talent),
  });
}
