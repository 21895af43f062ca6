import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientPackagePath, isPortalPath, paths, PUBLIC_PATTERNS } from "#common/paths";
import type { AppServices } from "../context";
import { PUBLIC_TALENT_WHERE } from "../services/visibility";
import { headTags, pageHead, withHead } from "./page-head";
import { manifestReader, pagePreloads, preloadTags } from "./route-preloads";
import { serverRenderer, withServerRender } from "./server-render";
import { siteUrl } from "./site-url";

// The public site as crawlers and link previews see it: the SPA's HTML with each page's title,
// description, canonical URL and share-card tags, the right status (404 for what does not exist),
// /sitemap.xml and /robots.txt.

export type PublicPages = {
  /** Answers a browser's GET for an app path with index.html and the path's head and status. */
  sendApp(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

/** The API as the server's render asks it: in process, as an anonymous visitor. */
export type GraphqlFetchFor = (request: FastifyRequest) => typeof fetch;

export async function registerPublicPages(
  app: FastifyInstance,
  services: AppServices,
  graphqlFetchFor: GraphqlFetchFor,
): Promise<PublicPages> {
  const { config, prisma } = services;
  const render = serverRenderer(config.webServerDir, app.log);
  // Read once, like the assets it names: a new build takes a restart (npm start rebuilds first).
  let template: Promise<string> | undefined;
  const indexHtml = () =>
    (template ??= readFile(path.join(config.webDistDir, "index.html"), "utf8").catch((error: unknown) => {
      template = undefined;
      throw error;
    }));
  const manifest = manifestReader(config.webDistDir);
  /**
   * The public site's pages: the one place that says which pages the server renders. The admin
   * area, the talent portal (a visitor's render would be its sign-in redirect, ADR 171) and clients'
   * private packages are the browser's alone.
   */
  const isPublicPage = (pathname: string) =>
    !(pathname === "/admin" || pathname.startsWith("/admin/") || isPortalPath(pathname) || isClientPackagePath(pathname));

  app.get("/robots.txt", async (request, reply) => {
    const base = siteUrl(config, request);
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /portal",
      "Disallow: /p/",
      "Disallow: /api/",
      "Disallow: /graphql",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const base = siteUrl(config, request);
    const [talents, news] = await Promise.all([
      prisma.talent.findMany({ where: PUBLIC_TALENT_WHERE, select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
      prisma.newsUpdate.findMany({ where: { isPublished: true }, select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    ]);
    const pages = Object.values(PUBLIC_PATTERNS).filter((pattern) => !pattern.includes(":"));
    const entry = (pathname: string, modified?: Date) =>
      `  <url><loc>${escapeXml(base + pathname)}</loc>${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ""}</url>`;
    const body = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      ...pages.map((pathname) => entry(pathname)),
      ...talents.map((talent) => entry(paths.talent(talent.id), talent.updatedAt)),
      ...news.map((item) => entry(paths.newsItem(item.id), item.updatedAt)),
      `</urlset>`,
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
  });

  return {
    async sendApp(request, reply) {
      const base = siteUrl(config, request);
      const pathname = request.url.split("?")[0]!;
      const [html, head, rendered] = await Promise.all([
        indexHtml(),
        pageHead(services, pathname, base),
        request.method === "GET" && isPublicPage(pathname) ? render(`${base}${request.url}`, graphqlFetchFor(request)) : null,
      ]);
      if (head.robots) reply.header("x-robots-tag", head.robots);
      // The chunks of the page the server rendered, fetched with the entry rather than after it.
      const preloads = rendered ? pagePreloads(await manifest(), rendered.modules) : [];
      const tags = [headTags(head, base + pathname), ...(preloads.length ? [preloadTags(preloads)] : [])].join("\n    ");
      const page = withHead(html, tags);
      return reply
        .status(head.status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(rendered ? withServerRender(page, rendered) : page);
    },
  };
}
