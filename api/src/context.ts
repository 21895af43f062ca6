import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { PrismaClient } from "./db/generated/prisma/client";
import { accountKind, type TokenService } from "./services/auth";
import type { RateLimiter } from "./services/rate-limit";
import type { Mailer } from "./services/mailer";
import type { UrlSigner } from "./services/signed-urls";
import type { Storage } from "./services/storage";

/** Who is signed in: staff (isAdmin) or a talent's portal account (talentId, never admin; ADR 004). */
export type SessionUser = { id: number; username: string; isAdmin: boolean; talentId: number | null };

/** What every request shares: built once per app (AppServices) plus who is asking (Context). */
export type AppServices = {
  config: Config;
  prisma: PrismaClient;
  storage: Storage;
  tokens: TokenService;
  /** Signs links to private files (documents) for staff. */
  urls: UrlSigner;
  /** Failed sign-ins per address. */
  loginLimiter: RateLimiter;
  /** Talent submissions, talent requests and contact messages per address (spam). */
  publicWriteLimiter: RateLimiter;
  /** Account operations per address, like sign-ins: reset requests, one-time links, password checks, invitations. */
  accountLimiter: RateLimiter;
  /** A client's picks on a package link: ten times the public-write budget (one pick per talent, changed at will). */
  packagePickLimiter: RateLimiter;
  /** Delivers the e-mail outbox; wake it after committing a change that queued mail. */
  mailer: Mailer;
};

export type Context = AppServices & {
  user: SessionUser | null;
  /** An Authorization header came with the request, valid or not: its answers are never shared. */
  sentCredentials: boolean;
  /** A bearer token was sent but is malformed, forged, expired, or names a user that is gone. */
  invalidToken: boolean;
  clientAddress: string;
  /** The site's absolute address (PUBLIC_URL or this request's host), for links in e-mails. */
  siteUrl: string;
  log: FastifyBaseLogger;
};

/** Reads the bearer token of a request into a Context. */
export async function createContext(
  services: AppServices,
  request: { authorization?: string; clientAddress: string; siteUrl: string; log: FastifyBaseLogger },
): Promise<Context> {
  const sentCredentials = (request.authorization ?? "").trim() !== "";
  const base = {
    ...services,
    user: null,
    sentCredentials,
    invalidToken: false,
    clientAddress: request.clientAddress,
    siteUrl: request.siteUrl,
    log: request.log,
  };
  const match = /^Bearer\s+(.+)$/i.exec(request.authorization ?? "");
  if (!match) return base;
  const claims = await services.tokens.verify(match[1]!.trim());
  if (!claims) return { ...base, invalidToken: true };
  const user = await services.prisma.user.findUnique({
    where: { id: claims.userId },
    select: { id: true, username: true, isAdmin: true, isActive: true, tokenVersion: true, talentId: true },
  });
  // A deactivated account, or a session older than the account's last password change, is over.
  if (!user || !user.isActive || user.tokenVersion !== claims.version) return { ...base, invalidToken: true };
  // The token names its kind: a token whose kind no longer matches the account is void (a talent
  // token can never pass for a staff one, ADR 004).
  if (claims.kind !== accountKind(user)) return { ...base, invalidToken: true };
  return { ...base, user: { id: user.id, username: user.username, isAdmin: user.isAdmin, talentId: user.isAdmin ? null : user.talentId } };
}
