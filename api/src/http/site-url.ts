import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/** A host header worth echoing into a page: a name or an address, with an optional port. */
const SAFE_HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * The site's absolute address without a trailing slash: PUBLIC_URL, or else the address this
 * request came to (behind a proxy that only holds with TRUST_PROXY). Set PUBLIC_URL in production
 * so canonical links never follow a forged Host header.
 */
export function siteUrl(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : "localhost";
  return `${request.protocol}://${host}`;
}

/** An absolute URL for a path or URL: web addresses stay as they are, paths join the site's address. */
export function absoluteUrl(base: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
