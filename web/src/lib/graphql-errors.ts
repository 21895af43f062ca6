// What the API's GraphQL errors carry, read the same way whichever client made the call: the admin's
// Apollo Client (its CombinedGraphQLErrors) or the public pages' own client (GraphQLRequestError,
// ADR 119). Nothing here imports either client, so the public pages stay free of Apollo.

/** One entry of a response's `errors`, as the API formats it. */
export type GraphQLErrorEntry = {
  message: string;
  extensions?: { code?: unknown; fields?: unknown; [key: string]: unknown };
};

/** The API answered, with GraphQL errors (`extensions.code`, and `extensions.fields` for input errors). */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: readonly GraphQLErrorEntry[],
    readonly data: unknown = null,
  ) {
    // The same message Apollo gives its CombinedGraphQLErrors, so toasts read alike on both sides.
    super(errors.map((entry) => entry.message).join("\n"));
    this.name = "GraphQLRequestError";
  }
}

/** The call reached the server, which answered with an HTTP error and no GraphQL result. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly bodyText: string,
  ) {
    super(`${statusCode}: ${bodyText}`);
    this.name = "HttpError";
  }
}

/**
 * The GraphQL error entries an error carries: a GraphQLRequestError's, or Apollo's
 * CombinedGraphQLErrors' (same `errors` list), or null for a network or HTTP failure.
 */
export function graphqlErrorEntries(error: unknown): readonly GraphQLErrorEntry[] | null {
  if (!(error instanceof Error) || !("errors" in error) || !Array.isArray(error.errors)) return null;
  return error.errors.filter(
    (entry): entry is GraphQLErrorEntry => typeof entry === "object" && entry !== null && typeof entry.message === "string",
  );
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

/** The API's answer to a token it no longer accepts: UNAUTHENTICATED 'Invalid token'. */
export function isInvalidTokenEntry(entry: GraphQLErrorEntry): boolean {
  return entry.extensions?.code === "UNAUTHENTICATED" && entry.message.includes("Invalid token");
}
