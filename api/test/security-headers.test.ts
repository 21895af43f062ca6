import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../src/http/security-headers";
import { startTestApp, type TestApp } from "./helpers";

// Every answer carries the headers; the SPA's, GraphiQL's and the docs page's own
// inline scripts are allowed by hash and nothing else inline is.

const THEME_SCRIPT = "document.documentElement.classList.add('light');";
const INDEX_HTML = `<!doctype html><html lang="en-AU"><head><title>x</title>
<script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), INDEX_HTML);
  await writeFile(path.join(webDist, "assets", "index-abc.js"), "console.log('app');");
  t = await startTestApp({}, { webDistDir: webDist });
});
afterAll(async () => t?.close());

describe("security headers", () => {
  it("the app's page allows its own inline script by hash, never 'unsafe-inline', and cannot be framed", async () => {
    const response = await t.app.inject({ method: "GET", url: "/talents" });
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const policy = String(response.headers["content-security-policy"]);
    const scripts = directive(policy, "script-src");
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(sha(THEME_SCRIPT));
    expect(scripts).not.toContain("unsafe-inline");
    expect(scripts).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("GraphiQL's page allows exactly its inline scripts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/graphql", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    const scripts = directive(String(response.headers["content-security-policy"]), "script-src");
    for (const hash of hashes) expect(scripts).toContain(hash);
    expect(scripts).not.toContain("unsafe-inline");
  });

  it("API answers carry the headers too, and no CORS grant for another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: { query: "{ categories { id } }" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");

    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/graphql",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("HSTS only over TLS", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const behindTls = await startTestApp({ TRUST_PROXY: "true" });
    try {
      const secure = await behindTls.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await behindTls.close();
    }
  });

  it("lets the address lookup load Google's script only when the server has a key", () => {
    expect(contentSecurityPolicy({ googlePlacesApiKey: undefined })).not.toContain("maps.googleapis.com");
    const withKey = contentSecurityPolicy({ googlePlacesApiKey: "k" });
    expect(directive(withKey, "script-src")).toContain("https://maps.googleapis.com");
    expect(directive(withKey, "connect-src")).toContain("https://maps.googleapis.com");
  });
});
