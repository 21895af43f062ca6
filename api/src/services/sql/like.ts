// A visitor's or staff member's search means its characters literally: LIKE reads %, _ and \ as
// wildcards or escapes, and Prisma's `contains` passes them to LIKE as they are.

/** The term with LIKE's wildcards and escape character escaped. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, "\\$&");

/** A LIKE pattern matching the term anywhere in the text. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;

/** Prisma's case-insensitive "contains" of the term, taken literally. */
export const containsLiterally = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });
