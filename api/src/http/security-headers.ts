import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REEL_PLAYER_ORIGINS } from "#common/credits";
import type { Config } from "../config";

// Response headers that keep the browser on the app's side (the security review asked that every answer carry them). The SPA, GraphiQL and
// the REST docs page run under one Content-Security-Policy: scripts only from this site, plus the
// inline scripts of the very page being sent, allowed by their hash (never 'unsafe-inline').
// Styles may be inline: Chakra (emotion) writes its styles at run time.

const PLACES_ORIGIN = "https://maps.googleapis.com";
const PLACES_ASSETS = "https://maps.gstatic.com";

// Data blocks (type="application/json": the answers a server-rendered page starts from) run nothing.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources for each inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

export function contentSecurityPolicy(config: Pick<Config, "googlePlacesApiKey">, scriptHashes: string[] = []): string {
  // The address lookup loads Google's Places script only when the server has a key.
  const places = config.googlePlacesApiKey ? [PLACES_ORIGIN, PLACES_ASSETS] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...places].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:`,
    "font-src 'self' data:",
    `connect-src 'self' ${places.join(" ")}`.trim(),
    // Reels play in their provider's player; only these providers may be framed (ADR 007).
    `frame-src ${Object.values(REEL_PLAYER_ORIGINS).join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}

function overTls(request: FastifyRequest): boolean {
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
  return request.protocol === "https";
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, "googlePlacesApiKey">): void {
  const basePolicy = contentSecurityPolicy(config);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (overTls(request)) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    // CORS stays closed: no Access-Control-Allow-* header is ever sent, so other sites' scripts
    // cannot read the API's answers (the SPA is served from the same origin).
    const hashes = isHtml(reply) && typeof payload === "string" ? inlineScriptHashes(payload) : [];
    reply.header("content-security-policy", hashes.length ? contentSecurityPolicy(config, hashes) : basePolicy);
    return payload;
  });
}
