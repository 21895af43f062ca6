import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_META, PAGE_META } from "../../common/meta";
import { PUBLIC_PATTERNS } from "../../common/paths";
import { pageTitle, SITE } from "../../common/site";
import type { Config } from "../src/config";
import { siteUrl } from "../src/http/site-url";
import { startTestApp, testImage, type TestApp } from "./helpers";

const BASE = "https://www.stellar.example";
let t: TestApp;
let webDist: string;
const ids: Record<string, number> = {};

// What a Vite build of web/index.html looks like: default tags the server replaces per page.
const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="The build's default description."
    />
    <meta property="og:title" content="Build default" />
    <title>Build default title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// The build's manifest: which chunks each page module loads (api/src/http/route-preloads.ts).
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_react-r1.js"] },
  "_react-r1.js": { file: "assets/react-r1.js" },
  "src/features/talents/TalentsPage.tsx": { file: "assets/TalentsPage-t1.js", imports: ["index.html", "_react-r1.js", "_card-c1.js"] },
  "_card-c1.js": { file: "assets/card-c1.js" },
  "src/app/NotFoundPage.tsx": { file: "assets/NotFoundPage-n1.js", imports: ["index.html"] },
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), INDEX_HTML);
  await writeFile(path.join(webDist, "assets", "index-abc123.js"), "console.log('app');");
  await mkdir(path.join(webDist, ".vite"));
  await writeFile(path.join(webDist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await startTestApp({ PUBLIC_URL: `${BASE}/` }, { webDistDir: webDist });

  const photo = await t.app.services.storage.saveImage("photo", new File([new Uint8Array(await testImage("jpeg", 640, 800))], "o.jpg"));
  const published = { isApproved: true, isPublished: true };
  ids.olivia = (
    await t.prisma.talent.create({
      data: {
        ...published,
        firstName: "Olivia",
        lastName: "Bennettsworth",
        email: "olivia@example.com",
        categories: { create: [{ category: { create: { name: "Actors" } } }, { category: { create: { name: "Models" } } }] },
        images: { create: [{ filename: "o.jpg", storageUrl: photo.storageUrl, cardUrl: photo.cardUrl, thumbUrl: photo.thumbUrl }] },
      },
    })
  ).id;
  ids.tricky = (
    await t.prisma.talent.create({
      data: {
        ...published,
        firstName: `Zoë <b>"Q"</b> & 'co'`,
        lastName: "Ng",
        email: "z@example.com",
        headshotUrl: "https://cdn.example.com/z.jpg?a=1&b=2",
      },
    })
  ).id;
  ids.hidden = (
    await t.prisma.talent.create({ data: { firstName: "Una", lastName: "Hidden", email: "u@example.com", isApproved: true } })
  ).id;
  ids.news = (
    await t.prisma.newsUpdate.create({
      data: {
        title: "Olivia books a lead role",
        excerpt: "A new feature film shoots in Melbourne this spring.",
        content: "Long content",
        imageUrl: "https://cdn.example.com/news.jpg",
        isPublished: true,
        publishedAt: new Date("2024-05-01T00:00:00Z"),
      },
    })
  ).id;
  ids.draft = (await t.prisma.newsUpdate.create({ data: { title: "Secret draft", content: "Not yet" } })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The head of a page as a crawler reads it. */
function headOf(html: string) {
  const meta: Record<string, string[]> = {};
  for (const tag of html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"\s*\/>/g)) {
    (meta[tag[1]!] ??= []).push(unescape(tag[2]!));
  }
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => unescape(match[1]!));
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) => unescape(match[1]!));
  const one = (key: string) => (meta[key]?.length === 1 ? meta[key][0] : meta[key]);
  return { titles, canonical, one, meta };
}

describe("the SPA's HTML with each page's head", () => {
  it("gives the home page its title, description, canonical URL and share tags, replacing the build's defaults", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const head = headOf(response.body);
    expect(head.titles).toEqual([pageTitle()]);
    expect(head.titles[0]).toBe("Stellar Talent Management - Talent Agency");
    expect(head.one("description")).toBe(SITE.description);
    expect(head.canonical).toEqual([`${BASE}/`]);
    expect(head.one("og:title")).toBe(pageTitle());
    expect(head.one("og:url")).toBe(`${BASE}/`);
    expect(head.one("og:site_name")).toBe(SITE.name);
    expect(head.one("twitter:card")).toBe("summary");
    expect(response.body).not.toContain("Build default");
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("gives every static public page its own title and canonical URL, without the query string", async () => {
    for (const [page, meta] of Object.entries(PAGE_META)) {
      const pattern = PUBLIC_PATTERNS[page as keyof typeof PUBLIC_PATTERNS];
      const response = await get(`${pattern}?utm_source=chat`);
      expect(response.statusCode, pattern).toBe(200);
      const head = headOf(response.body);
      expect(head.titles, pattern).toEqual([meta.title]);
      expect(head.one("description"), pattern).toBe(meta.description);
      expect(head.canonical, pattern).toEqual([BASE + pattern]);
    }
    expect(headOf((await get("/talents?category=3&page=2")).body).titles).toEqual(["Our Talent - Stellar Talent Management"]);
  });

  it("titles a profile '{firstName} {L}. - {brand}' with its first photo as an absolute og:image", async () => {
    const response = await get(`/talents/${ids.olivia}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.titles).toEqual(["Olivia B. - Stellar Talent Management"]);
    expect(head.one("description")).toBe(
      "Olivia B. is a professional Actors and Models represented by Stellar Talent Management. " +
        "View the profile and book Olivia for your next project.",
    );
    expect(head.canonical).toEqual([`${BASE}/talents/${ids.olivia}`]);
    expect(head.one("og:type")).toBe("profile");
    expect(head.one("og:image")).toMatch(new RegExp(`^${BASE}/uploads/images/[\\w-]+\\.jpg$`));
    expect(head.one("og:image:width")).toBe("640");
    expect(head.one("og:image:height")).toBe("800");
    expect(head.one("twitter:card")).toBe("summary_large_image");
    expect(head.one("twitter:image")).toBe(head.one("og:image"));
    expect(response.body).not.toContain("Bennettsworth");
  });

  it("escapes everything it writes into the HTML", async () => {
    const response = await get(`/talents/${ids.tricky}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<b>");
    expect(response.body).toContain("Zoë &lt;b&gt;&quot;Q&quot;&lt;/b&gt; &amp; &#39;co&#39; N. - Stellar Talent Management");
    const head = headOf(response.body);
    expect(head.titles).toEqual([`Zoë <b>"Q"</b> & 'co' N. - Stellar Talent Management`]);
    expect(head.one("og:image")).toBe("https://cdn.example.com/z.jpg?a=1&b=2");
    expect(response.body).toContain("https://cdn.example.com/z.jpg?a=1&amp;b=2");
  });

  it("gives a published news update its own page head", async () => {
    const response = await get(`/news/${ids.news}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.titles).toEqual(["Olivia books a lead role - Stellar Talent Management"]);
    expect(head.one("description")).toBe("A new feature film shoots in Melbourne this spring.");
    expect(head.one("og:type")).toBe("article");
    expect(head.one("og:image")).toBe("https://cdn.example.com/news.jpg");
  });

  it("answers 404 with the app's HTML for unknown paths, unknown or hidden talents and drafts", async () => {
    for (const url of [
      "/nope",
      "/talents/999999",
      `/talents/${ids.hidden}`,
      "/talents/abc",
      `/news/${ids.draft}`,
      "/news/424242",
      "/about/team",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain('<div id="root"></div>');
      const head = headOf(response.body);
      expect(head.titles, url).toEqual([NOT_FOUND_META.title]);
      expect(head.one("robots"), url).toBe("noindex");
      expect(head.canonical, url).toEqual([]);
      expect(response.body, url).not.toContain("Secret draft");
      expect(response.body, url).not.toContain("Una");
    }
  });

  it("serves the admin area's paths normally, kept out of search engines", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/talents/5"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      const head = headOf(response.body);
      expect(head.one("robots"), url).toBe("noindex, nofollow");
      expect(head.canonical, url).toEqual([]);
    }
  });

  it(
    "serves a client package's private page for any well-formed token, unindexed, not sent as " + "a referrer, and nothing else under /p/",
    async () => {
      for (const url of ["/p/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde", "/p/anything-unknown"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
        // The link is the secret: it must not leave in a Referer header to another site.
        expect(["same-origin", "no-referrer"], url).toContain(response.headers["referrer-policy"]);
        expect(response.body, url).toContain('<div id="root"></div>');
        const head = headOf(response.body);
        expect(head.one("robots"), url).toBe("noindex, nofollow");
        expect(head.canonical, url).toEqual([]);
      }
      for (const url of ["/p", "/p/", "/p/a/b", "/p/not%20a%20token"]) expect((await get(url)).statusCode, url).toBe(404);
      expect((await get("/sitemap.xml")).body).not.toContain("/p/");
      expect((await get("/robots.txt")).body.split("\n")).toContain("Disallow: /p/");
    },
  );

  it("serves the talent portal's pages as a signed-in area: 200, unindexed, not rendered by the server", async () => {
    for (const url of ["/portal", "/portal/sign-in", "/portal/profile", "/portal/set-password?token=abc"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.body, url).toContain('<div id="root"></div>');
      const head = headOf(response.body);
      expect(head.one("robots"), url).toBe("noindex, nofollow");
      expect(head.canonical, url).toEqual([]);
      expect(head.titles, url).toEqual([expect.stringContaining("Talent portal")]);
    }
    expect((await get("/portalx")).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain("/portal");
    expect((await get("/robots.txt")).body.split("\n")).toContain("Disallow: /portal");
  });

  it("keeps JSON 404s for unknown API paths and files, and serves the built assets", async () => {
    for (const url of ["/api/nothing", "/uploads/images/none.jpg"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("application/json");
    }
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log('app');");
    const post = await t.app.inject({ method: "POST", url: "/talents" });
    expect(post.statusCode).toBe(404);
    expect(post.headers["content-type"]).toContain("application/json");
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists the public pages, the published profiles and the published news, and nothing hidden", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const staticPages = Object.values(PUBLIC_PATTERNS).filter((pattern) => !pattern.includes(":"));
    expect(locations).toEqual([
      ...staticPages.map((pattern) => BASE + pattern),
      `${BASE}/talents/${ids.olivia}`,
      `${BASE}/talents/${ids.tricky}`,
      `${BASE}/news/${ids.news}`,
    ]);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(response.body).toMatch(new RegExp(`<loc>${BASE}/talents/${ids.olivia}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });

  it("keeps crawlers out of the admin area and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe("the site's address without PUBLIC_URL", () => {
  const config = { publicUrl: undefined } as Config;
  const request = (host: string, protocol = "http") => ({ host, protocol }) as FastifyRequest;

  it("comes from the request's host and protocol", () => {
    expect(siteUrl(config, request("localhost:4000"))).toBe("http://localhost:4000");
    expect(siteUrl(config, request("www.stellar.example", "https"))).toBe("https://www.stellar.example");
    expect(siteUrl(config, request("[::1]:4000"))).toBe("http://[::1]:4000");
  });

  it("never echoes a forged host, and PUBLIC_URL wins", () => {
    expect(siteUrl(config, request(`evil.example"><script>`))).toBe("http://localhost");
    expect(siteUrl({ publicUrl: BASE } as Config, request("other.example"))).toBe(BASE);
  });
});

describe("the page's own chunks", () => {
  // A stand-in for the server render's bundle: it names the modules of the route it matched, as
  // web/src/entry-server.tsx does (web/src/app/routes.test.ts holds the routes to their modules).
  let rendered: TestApp;
  beforeAll(async () => {
    const bundle = await mkdtemp(path.join(tmpdir(), "web-server-"));
    await writeFile(
      path.join(bundle, "entry-server.js"),
      `export async function renderPage(url) {
        const modules = new URL(url).pathname === "/talents" ? ["src/features/talents/TalentsPage.tsx"] : ["src/app/NotFoundPage.tsx"];
        return { html: "<main>page</main>", hints: "", styles: "", state: {}, modules };
      }`,
    );
    rendered = await startTestApp({ PUBLIC_URL: `${BASE}/` }, { webDistDir: webDist, webServerDir: bundle });
  });
  afterAll(() => rendered?.close());

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);

  it("are named in the head of a rendered page, so the browser fetches them with the entry rather than after it", async () => {
    const response = await rendered.app.inject({ method: "GET", url: "/talents?page=2", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body).sort()).toEqual(["/assets/TalentsPage-t1.js", "/assets/card-c1.js"]);
    expect(response.body.indexOf("modulepreload")).toBeLessThan(response.body.indexOf("</head>"));
  });

  it("are the not-found page's for an unknown path, and none for the admin area or a page sent unrendered", async () => {
    const unknown = await rendered.app.inject({ method: "GET", url: "/no-such-page", headers: { accept: "text/html" } });
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toEqual(["/assets/NotFoundPage-n1.js"]);
    const admin = await rendered.app.inject({ method: "GET", url: "/admin/talents", headers: { accept: "text/html" } });
    expect(preloads(admin.body)).toEqual([]);
    const unrendered = await t.app.inject({ method: "GET", url: "/talents", headers: { accept: "text/html" } });
    expect(preloads(unrendered.body)).toEqual([]);
  });
});
