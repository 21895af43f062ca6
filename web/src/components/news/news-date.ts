import { formatDate } from "#common/dates";

/** The date a news update shows: when it was published, else when it was written (en-AU, '5 Mar 2024'). */
export function newsDate(item: { publishedAt?: string | null; createdAt: string }): string {
  return formatDate(item.publishedAt || item.createdAt);
}

/** A news text as paragraphs: blank lines separate them, single line breaks stay inside one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
