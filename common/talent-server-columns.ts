// Apart from the field table (./talent-fields.ts), which re-exports it, to keep that file readable.

/**
 * Talent columns the server keeps itself, deliberately not in the table: no form writes them and
 * the talent types show them by hand.
 */
export const TALENT_SERVER_COLUMNS = [
  "id",
  "birthDate",
  "publishedAt",
  "createdAt",
  "updatedAt",
  "version",
  // A declined submission's decision (declineTalent) and when the retention job removed its files.
  "declinedAt",
  "declineReason",
  "filesRemovedAt",
  // When staff last featured the talent: the home page's row puts the most recently featured first.
  "featuredAt",
  // The talent's request, from the portal, to remove their account and personal data (ADR 171).
  "removalRequestedAt",
  "removalReason",
] as const;
