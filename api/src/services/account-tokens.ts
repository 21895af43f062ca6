import { createHash, randomBytes } from "node:crypto";
import { INVITATION_VALID_HOURS, RESET_VALID_MINUTES } from "#common/schemas";
import type { Prisma } from "../db/generated/prisma/client";

// One-time links for staff accounts. The token (256 random bits) travels only in the e-mail; the
// database keeps its SHA-256, so reading the table does not give a working link.

export type AccountTokenPurpose = "invitation" | "reset";

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  invitation: INVITATION_VALID_HOURS * 60 * 60 * 1000,
  reset: RESET_VALID_MINUTES * 60 * 1000,
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a new link for the account and voids its earlier unused ones of the same purpose, so
 * only the latest e-mail works.
 */
export async function issueAccountToken(tx: Prisma.TransactionClient, userId: number, purpose: AccountTokenPurpose, now = new Date()) {
  await tx.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await tx.accountToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt };
}

/** The live (unused, unexpired) token row of a link, with its account, or null. */
export function findLiveToken(db: Prisma.TransactionClient, token: string, now = new Date()) {
  return db.accountToken.findFirst({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now }, user: { isActive: true } },
    include: { user: true },
  });
}
