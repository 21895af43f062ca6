import {
  ADMIN_META,
  PACKAGE_META,
  PORTAL_META,
  newsItemMeta,
  NOT_FOUND_META,
  PAGE_META,
  type PageMeta,
  talentPageMeta,
} from "#common/meta";
import { isClientPackagePath, isPortalPath, matchPublicPath, paths, PUBLIC_PATTERNS } from "#common/paths";
import { SITE } from "#common/site";
import { publicName } from "#common/text";
import type { AppServices } from "../context";
import { CATEGORY_NAMES, PUBLIC_IMAGES, PUBLIC_TALENT_WHERE } from "../services/visibility";
import { absoluteUrl } from "./site-url";

// What the server writes into the <head> of the SPA's HTML for a path, and the status it answers
// with: 404 for paths no page has and for talents or news a visitor may not see.

export type ShareImage = { url: string; width?: number; height?: number; alt: string };

export type PageHead = PageMeta & {
  status: 200 | 404;
  /** Absolute; null for pages that should not be indexed. */
  canonical: string | null;
  robots: string | null;
  type: "website" | "profile" | "article";
  image: ShareImage | null;
};

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export async function pageHead(services: AppServices, pathname: string, base: string): Promise<PageHead> {
  const plain = (meta: PageMeta, canonicalPath: string): PageHead => ({
    ...meta,
    status: 200,
    canonical: base + canonicalPath,
    robots: null,
    type: "website",
    image: null,
  });
  const notFound: PageHead = { ...NOT_FOUND_META, status: 404, canonical: null, robots: "noindex", type: "website", image: null };

  if (isAdminPath(pathname))
    return { ...ADMIN_META, status: 200, canonical: null, robots: "noindex, nofollow", type: "website", image: null };
  if (isPortalPath(pathname))
    return { ...PORTAL_META, status: 200, canonical: null, robots: "noindex, nofollow", type: "website", image: null };
  // Any well-formed token answers the page: whether the link is live is the API's to say, once.
  if (isClientPackagePath(pathname))
    return { ...PACKAGE_META, status: 200, canonical: null, robots: "noindex, nofollow", type: "website", image: null };
  const match = matchPublicPath(pathname);
  if (!match) return notFound;
  if (match.page === "talent") return (await talentHead(services, match.id!, base)) ?? notFound;
  if (match.page === "newsItem") return (await newsHead(services, match.id!, base)) ?? notFound;
  return plain(PAGE_META[match.page], PUBLIC_PATTERNS[match.page]);
}

async function talentHead(services: AppServices, id: number, base: string): Promise<PageHead | null> {
  const talent = await services.prisma.talent.findFirst({
    where: { id, ...PUBLIC_TALENT_WHERE },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      imageUrl: true,
      headshotUrl: true,
      fullBodyShotUrl: true,
      categories: CATEGORY_NAMES,
      images: { ...PUBLIC_IMAGES, select: { storageUrl: true }, take: 1 },
    },
  });
  if (!talent) return null;
  const meta = talentPageMeta({ ...talent, categoryNames: talent.categories.map((link) => link.category.name) });
  // The first photo as stored (JPEG, PNG or GIF as uploaded, which every link preview reads).
  const photo = talent.images[0]?.storageUrl ?? talent.imageUrl ?? talent.headshotUrl ?? talent.fullBodyShotUrl;
  return {
    ...meta,
    status: 200,
    canonical: base + paths.talent(talent.id),
    robots: null,
    type: "profile",
    image: photo ? await shareImage(services, base, photo, publicName(talent.firstName, talent.lastName)) : null,
  };
}

async function newsHead(services: AppServices, id: number, base: string): Promise<PageHead | null> {
  const news = await services.prisma.newsUpdate.findFirst({
    where: { id, isPublished: true },
    select: { id: true, title: true, excerpt: true, content: true, imageUrl: true },
  });
  if (!news) return null;
  return {
    ...newsItemMeta(news),
    status: 200,
    canonical: base + paths.newsItem(news.id),
    robots: null,
    type: "article",
    image: news.imageUrl ? await shareImage(services, base, news.imageUrl, news.title) : null,
  };
}

async function shareImage(services: AppServices, base: string, url: string, alt: string): Promise<ShareImage> {
  const size = await services.storage.imageSize(url);
  return { url: absoluteUrl(base, url), alt, ...(size ?? {}) };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The tags for a page's <head>, every value escaped. */
export function headTags(head: PageHead, url: string): string {
  const tags: Array<[kind: "name" | "property", key: string, value: string | number | undefined]> = [
    ["name", "description", head.description],
    ["name", "robots", head.robots ?? undefined],
    ["property", "og:site_name", SITE.name],
    ["property", "og:locale", "en_AU"],
    ["property", "og:type", head.type],
    ["property", "og:title", head.title],
    ["property", "og:description", head.description],
    ["property", "og:url", head.canonical ?? url],
    ["property", "og:image", head.image?.url],
    ["property", "og:image:width", head.image?.width],
    ["property", "og:image:height", head.image?.height],
    ["property", "og:image:alt", head.image?.alt],
    ["name", "twitter:card", head.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", head.title],
    ["name", "twitter:description", head.description],
    ["name", "twitter:image", head.image?.url],
    ["name", "twitter:image:alt", head.image?.alt],
  ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...tags
      .filter(([, , value]) => value !== undefined)
      .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(String(value))}" />`),
  ].join("\n    ");
}

// Tags index.html may already carry (the build's defaults); the page's own replace them.
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<link\b[^>]*\brel=["']canonical["'][^>]*>\s*/gi,
  /<meta\b[^>]*\b(name|property)=["'](description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi,
];

/** index.html with the page's head tags in place of its defaults. */
export function withHead(template: string, tags: string): string {
  const stripped = REPLACED.reduce((html, pattern) => html.replace(pattern, ""), template);
  const at = stripped.search(/<\/head>/i);
  return at === -1 ? `${tags}\n${stripped}` : `${stripped.slice(0, at).trimEnd()}\n    ${tags}\n  ${stripped.slice(at)}`;
}
