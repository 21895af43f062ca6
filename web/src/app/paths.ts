// The SPA's URLs. Public patterns and every link builder live in common/paths.ts, which the server
// also reads (meta tags, sitemap, 404s); the admin area's patterns are the SPA's alone.
export { paths, PUBLIC_PATTERNS, matchPublicPath, type PublicPage } from "#common/paths";

/** Admin screens (docs/product.md#admin-area); every one sits behind the admin guard. */
export const ADMIN_PATTERNS = {
  root: "/admin",
  login: "/admin/login",
  dashboard: "/admin/dashboard",
  talents: "/admin/talents",
  categories: "/admin/categories",
  talentInfo: "/admin/talent-info",
  talentInfoItem: "/admin/talent-info/:id",
  requests: "/admin/requests",
  clients: "/admin/clients",
  news: "/admin/news",
  testimonials: "/admin/testimonials",
  bulkUpload: "/admin/bulk-upload",
  messages: "/admin/messages",
  staff: "/admin/staff",
  account: "/admin/account",
  packages: "/admin/packages",
  calendar: "/admin/calendar",
  profileChanges: "/admin/profile-changes",
  profileChange: "/admin/profile-changes/:id",
  /** Outside the guard, like login: a person without a password reaches these from an e-mail. */
  forgotPassword: "/admin/forgot-password",
  setPassword: "/admin/set-password",
} as const;

/** The talent portal: sign-in, reset and set-password outside the talent guard, the rest behind it. */
export const PORTAL_PATTERNS = {
  root: "/portal",
  signIn: "/portal/sign-in",
  forgotPassword: "/portal/forgot-password",
  setPassword: "/portal/set-password",
  bookings: "/portal/bookings",
  profile: "/portal/profile",
  privacy: "/portal/privacy",
} as const;

/** A client's private package of talent (common/paths.ts clientPackage); public, never in the nav or the sitemap. */
export const CLIENT_PACKAGE_PATTERN = "/p/:token";
