// What one GraphQL operation may ask of the API (docs/decisions/132-query-cost-counts-lists.md),
// and the message that names the limit. The API enforces it; integrators read it in the error.

/** The most one operation may cost: every field selected counts 1, times the rows of each list above it. */
export const MAX_QUERY_COST = 5000;

/**
 * The rows a list that states no size is counted as (a talent's images, a request's talents, the
 * categories): graphql's cost libraries' usual guess, and about what this data holds.
 */
export const UNSIZED_LIST_ROWS = 10;

/** The refusal of an operation over MAX_QUERY_COST; `cost` is what it would have cost. */
export const queryCostMessage = (cost: number) =>
  `This operation costs ${cost}, over the limit of ${MAX_QUERY_COST}: every field counts 1, times the rows each list above it ` +
  `asks for (its limit argument, or ${UNSIZED_LIST_ROWS} for a list without one). Ask for fewer rows or fields, or split the operation.`;

/** The office lists (contact messages, e-mails) a page at a time, and the most any office list gives. */
export const OFFICE_PAGE_SIZE = 25;
export const OFFICE_MAX_LIMIT = 100;
/** The requests and clients screens show 50 rows a page. */
export const REGISTER_PAGE_SIZE = 50;
/** The directory loads talents a page at a time ('Load more'); a client may ask for at most two pages at once. */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_MAX_LIMIT = 48;
/** The most talents the shortlist page and a sent request's summary ask for at once (their cost grows with each row). */
export const TALENTS_SHOWN_AT_ONCE = 40;
