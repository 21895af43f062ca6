import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { getOperationAST, GraphQLError, Kind } from "graphql";
import { maskError, type Plugin, type YogaLogger } from "graphql-yoga";
import { databaseUnavailableError, isDatabaseUnavailable } from "./db/unavailable";

// What a log line knows about the request it belongs to. Every line goes through the request's
// pino child (Fastify binds its reqId), so one id ties the request line, an error's stack and
// the id a user quotes from the x-request-id header or a masked error together.

/** An id a caller (or a proxy in front) may choose: short and harmless in a log or a header. */
const SAFE_REQUEST_ID = /^[\w-]{1,64}$/;

/** Fastify's genReqId: the caller's x-request-id when it looks safe, else a new one. */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The operation each /graphql request ran, kept for its request line. */
const operations = new WeakMap<FastifyRequest, string>();

/** The GraphQL operation a request ran, by the name it gave (the log and the metrics label it). */
export const operationNameOf = (request: FastifyRequest): string | undefined => operations.get(request);

/**
 * The one line per request: no query string (it can hold names people searched for), no headers,
 * no body, so neither tokens nor personal data reach the log.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const operation = operations.get(request);
  request.log.info(
    {
      method: request.method,
      // A client package's link and a calendar feed's address are their secrets: logged without them.
      url: request.url
        .split("?")[0]!
        .replace(/^\/p\/[^/]+/, "/p/[token]")
        .replace(/^\/calendar\/[^/]+/, "/calendar/[token]"),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      ...(operation ? { operation } : {}),
    },
    "request",
  );
}

/** Errors already logged: Yoga reports an error raised outside execution twice. */
const reported = new WeakSet<object>();

/** Logs an unexpected error once, with its stack, on the logger of the request it broke. */
export function logUnexpected(log: FastifyBaseLogger, error: unknown): void {
  if (typeof error !== "object" || error === null || reported.has(error)) return;
  reported.add(error);
  // A resolver's error reaches Yoga wrapped in a GraphQLError: the cause carries the real stack.
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  reported.add(cause);
  const path = error instanceof GraphQLError && error.path ? { graphqlPath: error.path.join(".") } : {};
  log.error({ err: cause, ...path }, "unexpected error");
}

// Yoga is built once and its logger and error masking are called without the request; the request
// being served is found through the async context the /graphql route opens around Yoga.
const current = new AsyncLocalStorage<FastifyRequest>();

/** Runs Yoga's handling of one request, so its logger and masking know which request it is. */
export function withRequest<T>(request: FastifyRequest, run: () => T): T {
  return current.run(request, run);
}

/** Yoga's logger: the lines of the request being served, on its pino child. */
export function yogaLogger(fallback: FastifyBaseLogger): YogaLogger {
  const log = () => current.getStore()?.log ?? fallback;
  const text = (args: unknown[]) => args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ");
  return {
    debug: (...args) => log().debug(text(args)),
    info: (...args) => log().info(text(args)),
    warn: (...args) => log().warn(text(args)),
    error: (...args) => {
      const error = args.find((arg) => typeof arg === "object" && arg !== null);
      if (error && isDatabaseUnavailable(error)) return; // logged as a warning where it is masked
      if (error) logUnexpected(log(), error);
      else log().error(text(args));
    },
  };
}

/**
 * Yoga's masking ('Unexpected error.' for anything that is not one of the API's own errors), with
 * the request id in the masked error's extensions for the user to quote.
 */
export function maskGraphQLError(error: unknown, message: string, isDev?: boolean): Error {
  const request = current.getStore();
  if (isDatabaseUnavailable(error)) {
    // Not a bug to log with a stack: one warning line, and a 503 the client can retry.
    const unavailable = databaseUnavailableError();
    if (request) {
      request.log.warn({ err: error instanceof GraphQLError ? (error.originalError ?? error) : error }, "database unavailable");
      Object.assign(unavailable.extensions, { requestId: request.id });
    }
    return unavailable;
  }
  const masked = maskError(error, message, isDev);
  if (masked !== error && masked instanceof GraphQLError && request) {
    // Yoga's masked error is new and its extensions object its own.
    Object.assign(masked.extensions, { requestId: request.id });
  }
  return masked;
}

/** Notes the name of the operation a request runs (the document's, which the client may not repeat). */
export const useOperationName: Plugin = {
  // The name the client gave, before the response cache may answer without parsing anything.
  onParams({ params }) {
    const request = current.getStore();
    if (request && typeof params.operationName === "string" && params.operationName) operations.set(request, params.operationName);
  },
  onParse:
    ({ context }) =>
    ({ result }) => {
      const request = current.getStore();
      if (!request || !result || typeof result !== "object" || (result as { kind?: unknown }).kind !== Kind.DOCUMENT) return;
      const asked = (context as { params?: { operationName?: string | null } }).params?.operationName ?? undefined;
      const name = getOperationAST(result as Parameters<typeof getOperationAST>[0], asked)?.name?.value;
      if (name) operations.set(request, name);
    },
};
