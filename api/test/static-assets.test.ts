import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

// The build writes .br and .gz copies beside each script (web/vite/precompress.ts, ADR 128); the
// server sends the one the browser accepts, unchanged, and the plain file to anyone else.

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
  const script = path.join(webDist, "assets", "index-abc.js");
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  t = await startTestApp({}, { webDistDir: webDist });
});
afterAll(async () => t?.close());

describe("precompressed scripts", () => {
  it("sends the Brotli copy to a browser that accepts it, marked as such and cacheable per encoding", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy when Brotli is not accepted", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc.js", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the plain file to a client that accepts no encoding", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("never serves the compressed copies under their own names as if they were scripts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc.js.br" });
    expect(response.headers["content-type"] ?? "").not.toMatch(/javascript/);
  });
});
