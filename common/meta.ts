import type { PublicPage } from "./paths";
import { NOT_FOUND_TEXT, pageTitle, SITE } from "./site";
import { publicName } from "./text";

// Each public page's title and description. The SPA sets them in the browser; the server writes
// them, with the canonical URL and the share-card tags, into the HTML it sends, so a link pasted
// into a chat shows a card even though the page itself is drawn by JavaScript.

export type PageMeta = { title: string; description: string };

type StaticPage = Exclude<PublicPage, "talent" | "newsItem">;

const { address } = SITE;

export const PAGE_META: Record<StaticPage, PageMeta> = {
  home: { title: pageTitle(), description: SITE.description },
  about: {
    title: pageTitle("About"),
    description:
      `About ${SITE.name}: a boutique talent agency based in Melbourne, representing actors, ` +
      "presenters, extras and models since 1999.",
  },
  talents: {
    title: pageTitle("Our Talent"),
    description: "Browse our exceptional roster of professional talent for your next project",
  },
  submission: {
    title: pageTitle("Submit Your Profile"),
    description: `Actors, presenters, extras and models: submit your profile to join the ${SITE.name} roster.`,
  },
  request: {
    title: pageTitle("Request Talent"),
    description: `Tell ${SITE.name} about your project and choose the talent you would like; we respond within 24-48 hours.`,
  },
  shortlist: {
    title: pageTitle("Your Shortlist"),
    description: `Review and compare the talent you shortlisted at ${SITE.name}, then request them for your project.`,
  },
  contact: {
    title: pageTitle("Contact"),
    description:
      `Contact ${SITE.name}: ${address.street}, ${address.suburb} ${address.state} ` +
      `${address.postcode}. Phone ${SITE.phone}, e-mail ${SITE.email}. ${SITE.officeHours}.`,
  },
  news: {
    title: pageTitle("News"),
    description: `What's been going on at ${SITE.name}: news about our talent and their projects.`,
  },
  privacy: { title: pageTitle("Privacy Policy"), description: `The privacy policy of ${SITE.name}.` },
  terms: { title: pageTitle("Terms of Service"), description: `The terms of service of ${SITE.name}.` },
};

export const NOT_FOUND_META: PageMeta = {
  title: pageTitle(NOT_FOUND_TEXT.page.title),
  description: NOT_FOUND_TEXT.page.message,
};

/** A client package's private page (/p/{token}): never indexed, and its head names nobody. */
export const PACKAGE_META: PageMeta = {
  title: pageTitle("Talent selected for you"),
  description: `A private selection of talent from ${SITE.name}.`,
};

export const ADMIN_META: PageMeta = { title: pageTitle("Admin"), description: `The staff area of ${SITE.name}.` };
export const PORTAL_META: PageMeta = { title: pageTitle("Talent portal"), description: `The talent portal of ${SITE.name}.` };

/** A profile: '{firstName} {L}. - {brand}', and who they are (docs/product.md#talent-profile). */
export function talentPageMeta(talent: { firstName: string; lastName: string; categoryNames: readonly string[] }): PageMeta {
  const name = publicName(talent.firstName, talent.lastName);
  const kinds = talent.categoryNames.length ? talent.categoryNames.join(" and ") : "talent";
  return {
    title: pageTitle(name),
    description:
      `${name} is a professional ${kinds} represented by ${SITE.name}. View the profile and book ` +
      `${talent.firstName.trim()} for your next project.`,
  };
}

/** The first `max` characters of a text on one line, cut at a word with an ellipsis when longer. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** A news page: the update's title, and its excerpt (or the start of its content). */
export function newsItemMeta(news: { title: string; excerpt: string | null; content: string }): PageMeta {
  return { title: pageTitle(news.title), description: summary(news.excerpt || news.content) };
}
