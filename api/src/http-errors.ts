import { STATUS_CODES } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
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
 * Fastify's error handler (a body it cannot read, one too large, a failure in a handler): a 4xx
 * keeps its message, anything else is internal.
 */
export async function handleHttpError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return sendInternalError(request, reply, error);
  return sendError(reply, status, error.message);
}
