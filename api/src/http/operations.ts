import { timingSafeEqual } from "node:crypto";
import type { Cache } from "@graphql-yoga/plugin-response-cache";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Config } from "../config";
import { type Database, poolOf } from "../db/database";
import { RETRY_AFTER_SECONDS } from "../db/unavailable";
import { sendError } from "../http-errors";
import { operationNameOf } from "../request-log";
import type { StorageBackend } from "../services/storage-backend";

// What an operator reaches for: liveness (/api/health, in app.ts), readiness (/api/ready) and
// Prometheus metrics (/metrics, only with METRICS_TOKEN).

/** Set when the server is told to stop: readiness answers 503 from then on, so a balancer moves on. */
export type Lifecycle = { draining: boolean };

type Parts = {
  database: Database;
  redis: Redis | undefined;
  config: Config;
  lifecycle: Lifecycle;
  metrics: AppMetrics | undefined;
  /** Where files are kept: the uploads folder must be writable, a bucket must answer HeadBucket. */
  storage: StorageBackend;
};

/** A GraphQL operation name becomes a label only while there are few: a client may send any name. */
const MAX_OPERATION_LABELS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type AppMetrics = {
  registry: Registry;
  cacheLookups: Counter<"result">;
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
};

export function createAppMetrics({ database }: { database: Database }): AppMetrics {
  const registry = new Registry();
  // Process CPU and memory, heap, handles, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route pattern (and GraphQL operation), method and status.",
    labelNames: ["method", "route", "operation", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: "response_cache_lookups_total",
    help: "Public GraphQL answers looked up in the response cache, by hit or miss.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "mail_outbox_messages",
    help: "E-mails in the outbox by status: queued and sending are its depth, failed gave up.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.prisma.outboxEmail.groupBy({ by: ["status"], _count: { _all: true } }).catch(() => []);
      for (const status of ["queued", "sending", "sent", "failed"]) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row._count._all);
    },
  });
  const pool = poolOf(database.prisma);
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "The PostgreSQL connection pool: open, idle, and requests waiting for a connection.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  const operationLabels = new Set<string>();
  const operationLabel = (request: FastifyRequest): string => {
    const name = operationNameOf(request);
    if (!name) return "";
    if (operationLabels.has(name)) return name;
    if (!OPERATION_NAME.test(name) || operationLabels.size >= MAX_OPERATION_LABELS) return "other";
    operationLabels.add(name);
    return name;
  };

  return {
    registry,
    cacheLookups,
    observeRequest(request, reply) {
      requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? "unmatched",
          operation: operationLabel(request),
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}

/** The response cache, counting its hits and misses. */
export function countedCache(cache: Cache, metrics: AppMetrics | undefined): Cache {
  if (!metrics) return cache;
  return {
    ...cache,
    get: async (key) => {
      const found = await cache.get(key);
      metrics.cacheLookups.inc({ result: found === undefined || found === null ? "miss" : "hit" });
      return found;
    },
    set: (...args) => cache.set(...args),
    invalidate: (...args) => cache.invalidate(...args),
  };
}

async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await Promise.race([redis.ping(), new Promise<string>((resolve) => setTimeout(() => resolve(""), 2000).unref())])) === "PONG";
  } catch {
    return false;
  }
}

const tokensMatch = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function registerOperations(app: FastifyInstance, { database, redis, config, lifecycle, metrics, storage }: Parts) {
  app.get("/api/ready", async (_request, reply) => {
    const [databaseOk, redisOk, storageOk] = await Promise.all([
      database.ping(),
      redis ? redisAnswers(redis) : Promise.resolve(undefined),
      storage.ready(),
    ]);
    const failing = [
      ...(lifecycle.draining ? ["draining"] : []),
      ...(databaseOk ? [] : ["database"]),
      ...(redisOk === false ? ["redis"] : []),
      ...(storageOk ? [] : ["storage"]),
    ];
    if (failing.length > 0) reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS));
    return {
      status: failing.length > 0 ? "unavailable" : "ready",
      failing,
      checks: { database: databaseOk, ...(redis ? { redis: redisOk } : {}), storage: storageOk, draining: lifecycle.draining },
    };
  });

  app.get("/metrics", async (request, reply) => {
    if (!metrics || !config.metricsToken) return sendError(reply, 404, "Metrics are off: set METRICS_TOKEN to serve them");
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? "";
    if (!tokensMatch(given, config.metricsToken)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(reply, 401, "Metrics need Authorization: Bearer <METRICS_TOKEN>");
    }
    reply.header("cache-control", "no-store").type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
