import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

// A request can be answered before its body has been read: a multipart part found wrong half-way
// (the rest of the files still on the wire), a refusal that never looks at the body. Node reads
// such a body away by itself only when nothing took it; once a parser has piped it somewhere and
// stopped, the unread bytes stay in the connection and the next request that a browser, fetch or
// a proxy sends on it waits behind them until the keep-alive timeout. Reading the rest away keeps
// the connection usable and lets the client, still sending, read its answer.

/** Reads and drops whatever is left of a request's body once its answer has gone. */
export function discardUnreadBody(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

export function registerUnreadBodyDiscard(app: FastifyInstance): void {
  app.addHook("onResponse", async (request) => discardUnreadBody(request.raw));
}
