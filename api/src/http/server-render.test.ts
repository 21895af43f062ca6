import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptJson, serverRenderer, withServerRender } from "./server-render";

const TEMPLATE =
  `<!doctype html><html><head><title>t</title><script type="module" ` +
  `src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const render = {
  html: "<main>Hello</main>",
  hints: '<link rel="preload" as="image" href="/uploads/images/a.webp" fetchPriority="high"/>',
  styles: '<style data-emotion="css a">.css-a{}</style>',
  state: { "PublicTalent:1": { bio: "</script><script>alert(1)</script><!--" } },
};

describe("withServerRender", () => {
  it("puts the hints ahead of the scripts, the styles in <head>, the markup in #root and Apollo's cache after it", () => {
    const html = withServerRender(TEMPLATE, render);
    expect(html.indexOf(render.hints)).toBeGreaterThan(html.indexOf("<head>"));
    expect(html.indexOf(render.hints)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(`${render.styles}\n  </head>`);
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    const json = html.match(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)).toEqual(render.state);
  });

  it("keeps text from the answers from ending the data block or opening a comment", () => {
    const html = withServerRender(TEMPLATE, render);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data block's own
    expect(html).not.toContain("<!--");
    expect(scriptJson({ text: "<b>" })).toBe('{"text":"\\u003cb>"}');
  });

  it("leaves a page without a #root placeholder as it is", () => {
    const page = "<html><head></head><body><div id=app></div></body></html>";
    expect(withServerRender(page, render)).toBe(page);
  });

  it("takes '$' in the markup literally", () => {
    expect(withServerRender(TEMPLATE, { ...render, html: "<p>$& $1 $$</p>" })).toContain("<p>$& $1 $$</p>");
  });
});

describe("serverRenderer", () => {
  let dir: string;
  const errors: unknown[] = [];
  const log = { error: (...args: unknown[]) => void errors.push(args) };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "server-render-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const bundle = async (name: string, body: string) => {
    const folder = path.join(dir, name);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder);
    await writeFile(path.join(folder, "entry-server.js"), body);
    return folder;
  };

  it("answers null without a bundle (the page goes out unrendered)", async () => {
    expect(await serverRenderer(path.join(dir, "missing"), log)("http://x/", fetch)).toBeNull();
  });

  it("returns the bundle's render", async () => {
    const folder = await bundle(
      "ok",
      `export async function renderPage(url) { return { html: url, styles: "", state: {}, modules: [] }; }`,
    );
    expect(await serverRenderer(folder, log)("http://x/talents", fetch)).toEqual({
      html: "http://x/talents",
      styles: "",
      state: {},
      modules: [],
    });
  });

  it("answers null, and says why, when the render throws or is too slow", async () => {
    errors.length = 0;
    const failing = await bundle("throws", `export async function renderPage() { throw new Error("boom"); }`);
    expect(await serverRenderer(failing, log)("http://x/", fetch)).toBeNull();
    const slow = await bundle("slow", `export function renderPage() { return new Promise(() => {}); }`);
    expect(await serverRenderer(slow, log, 50)("http://x/", fetch)).toBeNull();
    expect(errors).toHaveLength(2);
  });

  it("aborts the render it gave up on, through the signal it passed", async () => {
    const slow = await bundle(
      "aborts",
      `export function renderPage(url, fetch, signal) { globalThis.__renderSignal = signal; return new Promise(() => {}); }`,
    );
    expect(await serverRenderer(slow, log, 50)("http://x/", fetch)).toBeNull();
    expect((globalThis as { __renderSignal?: AbortSignal }).__renderSignal?.aborted).toBe(true);
  });

  it("answers null when the bundle cannot be loaded", async () => {
    errors.length = 0;
    const broken = await bundle("broken", `export async function renderPage( {`);
    expect(await serverRenderer(broken, log)("http://x/", fetch)).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
