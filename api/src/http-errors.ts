import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { REST_MESSAGES } from "../../common/rest";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./db/unavailable";
import { logUnexpected } from "./request-log";

// How an error leaves the server over HTTP, for the REST shim and every other route alike:
// `{ message, error }` with the status's reason phrase, field messages when there are some, and
// for an internal error a masked message with the request id to quote.

export type ErrorBody = { message: string; error: string; fields?: Record<string, string>; requestId?: string };

export function sendError(reply: FastifyReply, status: number, message: string, fields?: Record<string, string>) {
  const body: ErrorBody = { message, error: STATUS_CODES[status] ?? "Error", ...(fields ? { fields } : {}) };
  return reply.status(status).send(body);
}

/** Logs an unexpected error once, with its stack and the request id, and answers a masked 500. */
export function sendInternalError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  logUnexpected(request.log, error);
  const body: ErrorBody = { message: `Internal error (request ${request.id})`, error: STATUS_CODES[500]!, requestId: request.id };
  return reply.status(500).send(body);
}

/** 503 with Retry-After: the database is down or overloaded, which the client can wait out. */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, "database unavailable");
  reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
}

/**
 * The API's own words for what Fastify and Node refuse before any route runs: theirs quote the
 * input back (the path, the content type, a piece of the body) and name the framework.
 */
function frameworkMessage(status: number): string {
  switch (status) {
    case 408:
      return REST_MESSAGES.timeout;
    case 413:
      return REST_MESSAGES.bodyTooLarge;
    case 414:
      return REST_MESSAGES.urlTooLong;
    case 415:
      return REST_MESSAGES.unsupportedType;
    case 431:
      return REST_MESSAGES.headersTooLarge;
    default:
      return REST_MESSAGES.badRequest;
  }
}

type HttpError = Error & { statusCode?: number; code?: string };

/**
 * Fastify's error handler (a body it cannot read, one too large, a failure in a handler): a 4xx
 * of the API's own keeps its message, one of the framework's gets the API's words, anything else
 * is internal.
 */
export async function handleHttpError(error: HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return sendInternalError(request, reply, error);
  // The JSON parsers' SyntaxError quotes the body around the mistake.
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY")
    return sendError(reply, status, REST_MESSAGES.bodyNotJson);
  if (error.code?.startsWith("FST_")) return sendError(reply, status, frameworkMessage(status));
  return sendError(reply, status, error.message);
}

/** Fastify's frameworkErrors: a path it cannot decode, a path parameter over maxParamLength. */
export function handleFrameworkError(error: HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : error.code === "FST_ERR_BAD_URL" ? 400 : (error.statusCode ?? 500);
  if (status >= 500) return sendInternalError(request, reply, error);
  return sendError(reply, status, error.code === "FST_ERR_BAD_URL" ? REST_MESSAGES.badUrl : frameworkMessage(status));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over the limit, a broken
 * request line, a request too slow): the API's error body, then the connection closes, as Node's
 * own answer does.
 */
export function handleClientError(error: HttpError, socket: Duplex) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "HPE_URI_TOO_LONG"
          ? 414
          : 400;
  const body = JSON.stringify({ message: frameworkMessage(status), error: STATUS_CODES[status]! } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
