import { paths } from "./paths";

// The agency's fixed details. The specification keeps the real values out of view, so these are
// realistic placeholders: change them here and every page follows.

export const SITE = {
  name: "Stellar Talent Management",
  description:
    "Stellar Talent Management is a Melbourne talent agency representing actors, presenters, " +
    "extras and models for production, advertising and casting companies across Australia.",
  address: {
    street: "Level 2, 1234 High Street",
    suburb: "Malvern",
    state: "VIC",
    postcode: "3144",
  },
  phone: "(03) 9500 1234",
  /** The dialable form of `phone`, for tel: links. */
  phoneHref: "tel:+61395001234",
  email: "info@stellartalent.com.au",
  submissionsEmail: "submissions@stellartalent.com.au",
  officeHours: "Monday-Friday: 9am - 6pm AEST",
} as const;

/**
 * 'Get directions' on the contact page: a map search for the office's address. A link rather than
 * an embedded map, because the site's Content-Security-Policy allows no third-party frames.
 */
export function directionsHref(): string {
  const { street, suburb, state, postcode } = SITE.address;
  const query = `${street}, ${suburb} ${state} ${postcode}, Australia`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * The not-found screens (docs/product.md#site-wide): what happened and where to go next, in the
 * visitor's words. `kind` is what the address pointed at.
 */
export const NOT_FOUND_TEXT = {
  page: {
    title: "Page not found",
    message: "We couldn't find a page at this address. It may have moved, or the link may be mistyped.",
  },
  talent: {
    title: "Talent Not Found",
    message: "The talent profile you're looking for doesn't exist or has been removed.",
  },
  news: {
    title: "News update not found",
    message: "This update doesn't exist or is no longer published.",
  },
  searchLabel: "Search our talent",
  searchPlaceholder: "Name or place",
  searchButton: "Search",
  directory: "Browse All Talents",
  home: "Go to the home page",
} as const;

export type NotFoundKind = "page" | "talent" | "news";

export type SocialNetwork = "facebook" | "instagram" | "twitter" | "linkedin";

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/stellartalentmanagement" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/stellartalentmanagement" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/stellartalentau" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/stellar-talent-management" },
];

export const NAV_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: "Home", to: paths.home() },
  { label: "About", to: paths.about() },
  { label: "Talents", to: paths.talents() },
  { label: "Submissions", to: paths.submission() },
  { label: "Request Talent", to: paths.request() },
  { label: "Contact", to: paths.contact() },
];

export const LEGAL_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: "Privacy Policy", to: paths.privacy() },
  { label: "Terms of Service", to: paths.terms() },
];

export function pageTitle(page?: string): string {
  return page ? `${page} - ${SITE.name}` : `${SITE.name} - Talent Agency`;
}

/** The home page's about block (docs/product.md#home): four figures, in order. */
export const AGENCY_FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "20+", label: "Years Experience" },
  { value: "300+", label: "Active Talents" },
  { value: "1000+", label: "Projects Completed" },
  { value: "50+", label: "Industry Partners" },
];

/** The founder quoted on the home page, credited as 'Founder and CEO'. */
export const FOUNDER = {
  name: "Margaret Ellis",
  title: "Founder and CEO",
  quote:
    "Great casting starts with knowing people. For more than twenty years we have built " +
    "careers one honest conversation at a time, and we still read every brief as if it were " +
    "our first.",
} as const;

/**
 * The contact form's toasts (docs/product.md#contact); here rather than beside the form's schema so
 * the page can show them before zod loads.
 */
export const CONTACT_TOASTS = {
  sent: { title: "Message sent successfully", description: "We'll get back to you as soon as possible." },
  failed: { title: "Failed to send message", description: "Please try again or contact us directly via phone." },
} as const;

/** What a client reads after sending a request (docs/product.md#request-talent): who replies, and by when. */
export const REQUEST_NEXT_STEPS = [
  "One of our agents reads your brief and checks each talent's availability for your dates.",
  "That agent e-mails or calls you with availability and rates by the end of the second business day.",
  `Anything urgent? Call us on ${SITE.phone} (${SITE.officeHours}) or write to ${SITE.email}.`,
] as const;
