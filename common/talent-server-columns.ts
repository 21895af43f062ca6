// Beside the field table (./talent-fields.ts); ./talent-field-keys.ts re-exports it with the table's keys.

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
  // The talent's request, from the portal, to remove their account and personal data.
  "removalRequestedAt",
  "removalReason",
] as const;
