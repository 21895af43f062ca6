import { GraphQLError } from "graphql";

// The database not answering (a PostgreSQL server stopped or restarting, a connection cut, the
// pool unable to start a transaction in time) is not the app's bug: the caller gets 503 with a
// Retry-After and a message saying to try again, and the pool reconnects on its own once the
// server is back (ADR 015).

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable: the database is not answering. Please try again in a few seconds.";

/** Prisma codes: can't reach / timed out / closed the connection / pool timeout / unable to start a transaction. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** Socket errors and PostgreSQL SQLSTATEs of connection failures (class 08) and shutdown (57P01-57P03). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
/** Kinds of the pg driver adapter's errors (DriverAdapterError.cause.kind). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);
const MESSAGES = [
  /Can't reach database server/i,
  /Connection terminated/i,
  /Unable to start a transaction/i,
  /server closed the connection/i,
  /Timed out fetching a new connection/i,
  /connection (?:is )?closed/i,
];

/** True when `error`, or any error it wraps, says the database is unreachable or overloaded. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, kind, message, originalCode } = current as { code?: unknown; kind?: unknown; message?: unknown; originalCode?: unknown };
    if (typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof originalCode === "string" && (SOCKET_CODES.has(originalCode) || originalCode.startsWith("08"))) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    const next = current as { cause?: unknown; originalError?: unknown };
    current = next.originalError ?? next.cause;
  }
  return false;
}

/** The GraphQL error for it: Yoga answers HTTP 503 with the header from `extensions.http`. */
export function databaseUnavailableError(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: "SERVICE_UNAVAILABLE",
      retryAfter: RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    },
  });
}
