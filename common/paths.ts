// The one place that spells the app's URLs. The SPA's router and links, and the server's meta tags,
// sitemap and 404 decisions all read these, so a page cannot exist in one and not the other.

/** Public pages: react-router patterns (`:id` is a positive integer id). */
export const PUBLIC_PATTERNS = {
  home: "/",
  about: "/about",
  talents: "/talents",
  talent: "/talents/:id",
  submission: "/submission",
  request: "/request",
  shortlist: "/shortlist",
  contact: "/contact",
  news: "/news",
  newsItem: "/news/:id",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type PublicPage = keyof typeof PUBLIC_PATTERNS;

export const paths = {
  home: () => "/",
  about: () => "/about",
  talents: (query?: URLSearchParams | string) => withQuery("/talents", query),
  talent: (id: number | string) => `/talents/${id}`,
  submission: () => "/submission",
  request: (query?: URLSearchParams | string) => withQuery("/request", query),
  /** The visitor's shortlist: review, compare, then request them. */
  shortlist: () => "/shortlist",
  contact: () => "/contact",
  news: () => "/news",
  newsItem: (id: number | string) => `/news/${id}`,
  /** The talent's comp card, a PDF the server makes (not a page of the SPA). */
  compCard: (id: number | string) => `/talents/${id}/comp-card.pdf`,
  privacy: () => "/privacy",
  terms: () => "/terms",
  admin: {
    root: () => "/admin",
    login: () => "/admin/login",
    dashboard: () => "/admin/dashboard",
    talents: (query?: URLSearchParams | string) => withQuery("/admin/talents", query),
    categories: () => "/admin/categories",
    talentInfo: (query?: URLSearchParams | string) => withQuery("/admin/talent-info", query),
    talentInfoItem: (id: number | string) => `/admin/talent-info/${id}`,
    requests: () => "/admin/requests",
    clients: () => "/admin/clients",
    news: () => "/admin/news",
    testimonials: () => "/admin/testimonials",
    bulkUpload: () => "/admin/bulk-upload",
    messages: () => "/admin/messages",
    staff: () => "/admin/staff",
    account: () => "/admin/account",
    packages: () => "/admin/packages",
    /** The bookings calendar; `job` opens on that job's first day. */
    calendar: (query?: URLSearchParams | string) => withQuery("/admin/calendar", query),
    /** 'Reset it here' on the login page: asks for the e-mail address. */
    forgotPassword: () => "/admin/forgot-password",
    /** Where an invitation or a reset link lands; the token stays out of request logs (query string). */
    setPassword: (token: string) => `/admin/set-password?token=${encodeURIComponent(token)}`,
    /** "Changes to review": talents' proposed profile changes. */
    profileChanges: () => "/admin/profile-changes",
    profileChange: (id: number | string) => `/admin/profile-changes/${id}`,
  },
  /** The talent portal: a talent's own door. */
  portal: {
    root: () => "/portal",
    signIn: () => "/portal/sign-in",
    forgotPassword: () => "/portal/forgot-password",
    /** Where a talent's invitation or reset link lands. */
    setPassword: (token: string) => `/portal/set-password?token=${encodeURIComponent(token)}`,
    bookings: () => "/portal/bookings",
    profile: () => "/portal/profile",
    privacy: () => "/portal/privacy",
  },
  /** A client's private package of talent (no sign-in). */
  clientPackage: (token: string) => `/p/${token}`,
} as const;

function withQuery(path: string, query?: URLSearchParams | string): string {
  const text = typeof query === "string" ? query.replace(/^\?/, "") : (query?.toString() ?? "");
  return text ? `${path}?${text}` : path;
}

/** The talent portal's pages, /portal/…: a signed-in area like /admin, the browser's alone, never indexed. */
export const isPortalPath = (pathname: string): boolean => /^\/portal(\/|$)/.test(pathname);

/** A client package's private page, /p/{token}: served by the SPA (200), never in the sitemap, never indexed. */
export const isClientPackagePath = (pathname: string): boolean => /^\/p\/[A-Za-z0-9_-]{1,100}\/?$/.test(pathname);

/** Which public page a pathname is, with its numeric id where the pattern has one; null when none. */
export function matchPublicPath(pathname: string): { page: PublicPage; id?: number } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const [page, pattern] of Object.entries(PUBLIC_PATTERNS) as Array<[PublicPage, string]>) {
    if (!pattern.includes(":id")) {
      if (clean === pattern) return { page };
      continue;
    }
    const prefix = pattern.slice(0, pattern.indexOf(":id"));
    if (!clean.startsWith(prefix)) continue;
    const rest = clean.slice(prefix.length);
    if (/^[1-9]\d{0,9}$/.test(rest)) return { page, id: Number(rest) };
  }
  return null;
}
