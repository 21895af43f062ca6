import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { PrismaClient } from "./db/generated/prisma/client";
import type { RateLimiter, TokenService } from "./services/auth";
import type { UrlSigner } from "./services/signed-urls";
import type { Storage } from "./services/storage";

export type SessionUser = { id: number; username: string; isAdmin: boolean };

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
  /** Talent submissions and talent requests per address (spam). */
  publicWriteLimiter: RateLimiter;
};

export type Context = AppServices & {
  user: SessionUser | null;
  /** A bearer token was sent but is malformed, forged, expired, or names a user that is gone. */
  invalidToken: boolean;
  clientAddress: string;
  log: FastifyBaseLogger;
};

/** Reads the bearer token of a request into a Context. */
export async function createContext(
  services: AppServices,
  request: { authorization?: string; clientAddress: string; log: FastifyBaseLogger },
): Promise<Context> {
  const base = { ...services, user: null, invalidToken: false, clientAddress: request.clientAddress, log: request.log };
  const match = /^Bearer\s+(.+)$/i.exec(request.authorization ?? "");
  if (!match) return base;
  const claims = await services.tokens.verify(match[1]!.trim());
  if (!claims) return { ...base, invalidToken: true };
  const user = await services.prisma.user.findUnique({
    where: { id: claims.userId },
    select: { id: true, username: true, isAdmin: true },
  });
  if (!user) return { ...base, invalidToken: true };
  return { ...base, user };
}
