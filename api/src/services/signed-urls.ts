import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Expiring links to private files (resumes and other talent documents). The file server cannot
 * see a bearer token when staff open a document in a new tab, so the admin API hands out a link
 * signed with the server's secret instead; without a valid, unexpired signature the file is not
 * served.
 */
export type UrlSigner = {
  /** A link valid `ttlSeconds` (an hour unless told). */
  sign(url: string, ttlSeconds?: number): string;
  verify(pathname: string, query: { expires?: unknown; sig?: unknown }): boolean;
};

export const SIGNED_URL_TTL_SECONDS = 60 * 60;

export function createUrlSigner(secret: Uint8Array, now: () => number = Date.now): UrlSigner {
  const signature = (pathname: string, expires: number) =>
    createHmac("sha256", secret).update(`${pathname}\n${expires}`).digest("base64url");
  return {
    sign(url, ttlSeconds = SIGNED_URL_TTL_SECONDS) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${url}?expires=${expires}&sig=${signature(url, expires)}`;
    },
    verify(pathname, { expires, sig }) {
      const at = Number(expires);
      if (typeof sig !== "string" || !Number.isInteger(at) || at < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(signature(pathname, at));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
