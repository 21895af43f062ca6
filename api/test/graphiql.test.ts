import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

// GraphiQL must work without internet: the page may only point at this server's own files.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GraphiQL from the app's own files", () => {
  it("serves a page whose scripts, styles and editor workers all come from /graphiql/", async () => {
    const page = await t.app.inject({ method: "GET", url: "/graphql", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const html = page.body;
    expect(html).toContain("<title>Talent agency API</title>");
    expect(html).not.toMatch(/https?:\/\//);

    const referenced = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    const workers = Object.values(JSON.parse(/const workers = (\{.*\});/.exec(html)![1]!) as Record<string, string>);
    expect(referenced).toHaveLength(3); // favicon, stylesheet, script
    expect(workers).toHaveLength(3);
    for (const url of [...referenced, ...workers]) {
      expect(url).toMatch(/^\/graphiql\/[\w.-]+\.[0-9a-f]{12}\.(js|css|ico)$/);
      const asset = await t.app.inject({ method: "GET", url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.rawPayload.length).toBeGreaterThan(1000);
      expect(asset.headers["content-type"]).toMatch(
        url.endsWith(".css") ? /^text\/css/ : url.endsWith(".ico") ? /^image\/x-icon/ : /^application\/javascript/,
      );
    }
  });

  it("answers an unknown GraphiQL file with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/graphiql/graphiql.000000000000.js" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "Not Found" });
  });
});
