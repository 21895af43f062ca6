import type { FastifyInstance } from "fastify";
import type { AppServices } from "../context";
import { feedFor } from "../services/bookings/feed";
import { inviteSender } from "../services/bookings/sender";

// GET /calendar/<token>.ics: a secret calendar feed (ADR 161). An unknown, rotated or revoked
// token answers 404 like any missing page; the address itself is the credential, so answers are
// never cached by shared caches, and the request log leaves the token out (request-log.ts).

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export async function registerCalendarFeeds(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get<{ Params: { file: string } }>("/calendar/:file", async (request, reply) => {
    const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
    const ics = TOKEN.test(token) ? await feedFor(services.prisma, token, inviteSender(services)) : null;
    reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
    if (ics === null) return reply.status(404).send({ message: "Calendar feed not found", error: "Not Found" });
    return reply.type("text/calendar; charset=utf-8").header("content-disposition", 'inline; filename="bookings.ics"').send(ics);
  });
}
