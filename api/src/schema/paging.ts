import { OFFICE_MAX_LIMIT, OFFICE_PAGE_SIZE, REGISTER_PAGE_SIZE } from "#common/api-limits";
import { pageSchema } from "#common/schemas";
import { validate } from "../errors";

// The office lists (requests, clients, messages, e-mails) a page at a time: `limit` rows from
// `offset`, answered with the total that matches, so a screen can show 'n of total' and pages.

export { OFFICE_MAX_LIMIT, OFFICE_PAGE_SIZE, REGISTER_PAGE_SIZE };

const OFFICE_PAGE = pageSchema(OFFICE_MAX_LIMIT);

/** The validated page of a list query's limit/offset arguments (BAD_USER_INPUT naming the field). */
export function readPage(
  args: { limit?: number | null; offset?: number | null },
  defaultLimit: number = OFFICE_PAGE_SIZE,
): { take: number; skip: number } {
  const page = validate(OFFICE_PAGE, { limit: args.limit ?? defaultLimit, offset: args.offset ?? 0 });
  return { take: page.limit, skip: page.offset };
}

export const pageArgDescriptions = {
  limit: `Rows per page, 1-${OFFICE_MAX_LIMIT} (default ${OFFICE_PAGE_SIZE}).`,
  offset: "Rows to skip (default 0).",
};

export const registerPageArgDescriptions = {
  limit: `Rows per page, 1-${OFFICE_MAX_LIMIT} (default ${REGISTER_PAGE_SIZE}).`,
  offset: pageArgDescriptions.offset,
};

/**
 * The page a REST list answers when the call names no limit (ADR 008). The most a call may ask
 * for is the rule of the paged query the list runs (OFFICE_MAX_LIMIT for most).
 */
export const REST_PAGE_SIZE = REGISTER_PAGE_SIZE;
