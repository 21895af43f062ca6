import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";

// Readers of what the API's GraphQL errors carry, over Apollo Client's error types (ADR 129): a
// CombinedGraphQLErrors holds the response's `errors`; a ServerError (an HTTP error without a
// GraphQL answer) or a failed connection names no code and no field.

/** The GraphQL error entries an error carries, or null for a network or HTTP failure. */
export function graphqlErrorEntries(error: unknown): readonly GraphQLFormattedError[] | null {
  return CombinedGraphQLErrors.is(error) ? error.errors : null;
}

/** The `extensions.code` of the first error entry that has one (UNAUTHENTICATED, BAD_USER_INPUT, ...). */
export function graphqlErrorCode(error: unknown): string | null {
  const code = graphqlErrorEntries(error)?.find((entry) => typeof entry.extensions?.code === "string")?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/**
 * `extensions.fields` of the API's errors: BAD_USER_INPUT names every failing field, and CONFLICT,
 * PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE name the one field they are about
 * (docs/decisions/005-validation-in-common.md). Null when the error names no field.
 */
export function graphqlFieldErrors(error: unknown): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const entry of graphqlErrorEntries(error) ?? []) {
    const named = entry.extensions?.fields;
    if (typeof named !== "object" || named === null) continue;
    for (const [field, message] of Object.entries(named)) {
      if (typeof message === "string") fields[field] ??= message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
