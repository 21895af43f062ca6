import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

// A hash of a random password, checked when the username is unknown so both failures take as long.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

/** STAFF or TALENT (a talent's portal account, ADR 004). */
export type AccountKind = "STAFF" | "TALENT";

/** What an account is: staff are admins; every other account is a talent's. */
export const accountKind = (user: { isAdmin: boolean }): AccountKind => (user.isAdmin ? "STAFF" : "TALENT");

/**
 * `version` is the account's tokenVersion at sign-in: a token of an older version is void. `kind`
 * travels in the token so every reader (GraphQL, the REST shim, feeds) can tell staff from talent.
 */
export type TokenClaims = { userId: number; isAdmin: boolean; version: number; kind: AccountKind };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign({ userId, isAdmin, version, kind }) {
      return new SignJWT({ adm: isAdmin, ver: version, knd: kind })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId)) return null;
        // Tokens signed before versions existed count as version 0, the accounts' starting version.
        const version = payload.ver === undefined ? 0 : Number(payload.ver);
        if (!Number.isInteger(version)) return null;
        const isAdmin = payload.adm === true;
        // Tokens signed before kinds existed were all staff tokens.
        const kind: AccountKind = payload.knd === undefined ? "STAFF" : payload.knd === "TALENT" ? "TALENT" : "STAFF";
        if (payload.knd !== undefined && payload.knd !== "STAFF" && payload.knd !== "TALENT") return null;
        if (isAdmin !== (kind === "STAFF")) return null;
        return { userId, isAdmin, version, kind };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a random secret kept in DATA_DIR so sessions survive restarts. */
export async function loadTokenSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "jwt-secret");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing && existing.trim().length >= 32) return new TextEncoder().encode(existing.trim());
  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  await chmod(file, 0o600);
  return new TextEncoder().encode(secret);
}
