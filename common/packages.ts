// Client packages: a private link to a selection of talent, where the client marks each one. The
// limits, choices and texts both sides use; the rules are in ./schemas/package.ts.

export const PACKAGE_EXPIRED = "This link has expired";
export const PACKAGE_MAX_TALENTS = 40;
export const PACKAGE_COMMENT_MAX = 1000;
/** The expiry choices staff have, in days; a week unless they pick another. */
export const PACKAGE_EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;
export const PACKAGE_DEFAULT_EXPIRY_DAYS = 7;
export const PACKAGE_PICKS = ["yes", "maybe", "no"] as const;
export type PackagePick = (typeof PACKAGE_PICKS)[number];
export const PACKAGE_PICK_LABELS: Record<PackagePick, string> = { yes: "Yes", maybe: "Maybe", no: "No" };

export const PACKAGE_NO_PICKS = "Picks: mark at least one talent Yes, Maybe or No before sending.";

/**
 * The agent a client reads about, from the sending staff account's e-mail address (accounts have
 * no display name): 'sam.lee@…' → 'Sam Lee'. Null when the address gives no word to go by.
 */
export function agentNameFromEmail(email: string): string | null {
  const local = email.split("@")[0] ?? "";
  const words = local
    .split(/[._+-]+/)
    .map((word) => word.replace(/\d+/g, ""))
    .filter((word) => word.length > 0);
  if (words.length === 0) return null;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(" ");
}
