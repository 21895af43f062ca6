import { envelop, type Plugin, useEngine, useSchema } from "@envelop/core";
import { useResponseCache as useEnvelopResponseCache } from "@envelop/response-cache";
import { type Cache, createInMemoryCache, useResponseCache } from "@graphql-yoga/plugin-response-cache";
import { execute, type ExecutionArgs, type ExecutionResult, type GraphQLSchema, parse, specifiedRules, subscribe, validate } from "graphql";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config";
import type { Context } from "../context";
import { useCacheInvalidation } from "./invalidation";
import { createRedisCache } from "./redis-cache";

/**
 * The queries whose answers are the same for every visitor. Any other field of Query (staff lists,
 * `me`, a client's package link, a password link) makes a whole answer uncached, so a field added
 * later is uncached until someone adds it here.
 */
export const PUBLIC_QUERIES = new Set([
  "categories",
  "categoryPage",
  "category",
  "talentDirectory",
  "talents",
  "talent",
  "newsUpdates",
  "newsUpdatePage",
  "newsUpdate",
  "testimonials",
  "testimonialPage",
]);

/** Answers kept in memory without Redis; a few hundred directory pages and profiles cover a site's traffic. */
const MEMORY_ENTRIES = 1000;

/** The store: Redis when several servers share it, this process's memory otherwise. */
export function createResponseCache(redis: Redis | undefined, log: FastifyBaseLogger): Cache {
  const onError = (error: unknown, action: string) =>
    log.warn({ err: error }, `Response cache: could not ${action} in Redis; serving fresh`);
  return redis ? createRedisCache(redis, onError) : createInMemoryCache({ max: MEMORY_ENTRIES });
}

/**
 * Anyone who sent credentials (staff, a non-admin account, a broken or expired token) is answered
 * fresh and nothing they are answered is kept: their answers may hold what visitors must not see,
 * and a visitor's answer must not stand in for theirs either.
 */
const CREDENTIALS_SESSION = "credentials";

const sentCredentials = (request: Request) => Boolean(request.headers.get("authorization")?.trim());

function sharedOptions(schema: GraphQLSchema, ttlMs: number) {
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const name of Object.keys(schema.getQueryType()!.getFields())) {
    ttlPerSchemaCoordinate[`Query.${name}`] = PUBLIC_QUERIES.has(name) ? ttlMs : 0;
  }
  return {
    // An operation naming none of the public queries (`{ __typename }`) is not kept either.
    ttl: 0,
    ttlPerSchemaCoordinate,
    // Writes invalidate through MUTATION_INVALIDATES (useCacheInvalidation), awaited.
    invalidateViaMutation: false,
    // Envelop records an answer under the records it holds (type and id). A page asked for its
    // total alone holds none, and no write could reach it; `total` stands in for the id of pages
    // (TalentDirectoryPage, CategoryPage..., the public types without an id), so such a page is
    // recorded under its type, which the writes that change the list invalidate.
    idFields: ["id", "total"],
    includeExtensionMetadata: false,
    onTtl: ({ ttl, context }: { ttl: number; context: Partial<Context> }) => (context.sentCredentials === false ? ttl : 0),
  };
}

/** The plugins that cache /graphql's public answers and invalidate them on writes. */
export function responseCachePlugins(schema: GraphQLSchema, cache: Cache, config: Config): Plugin[] {
  return [
    useResponseCache<Partial<Context>>({
      ...sharedOptions(schema, config.responseCacheTtlMs),
      cache,
      // Read from the request: Yoga looks the answer up before the context (and its token check)
      // exists. Off for credentials: no lookup, no store, and no 304 for an ETag a browser kept
      // from when it was a visitor.
      enabled: (request) => !sentCredentials(request),
      session: (request) => (sentCredentials(request) ? CREDENTIALS_SESSION : null),
    }) as Plugin,
    useCacheInvalidation(cache) as Plugin,
  ];
}

export type Execute = (args: ExecutionArgs & { contextValue: Context }) => Promise<ExecutionResult>;

/**
 * How the REST shim executes its operations: through the same cache and invalidation as /graphql,
 * so a REST write shows in the next GraphQL read and the other way round.
 */
export function restExecutor(schema: GraphQLSchema, cache: Cache | undefined, config: Config): Execute {
  if (!cache) return async (args) => execute(args) as ExecutionResult;
  const getEnveloped = envelop({
    plugins: [
      useEngine({ parse, validate, execute, subscribe, specifiedRules }),
      useSchema(schema),
      useEnvelopResponseCache<Context>({
        ...sharedOptions(schema, config.responseCacheTtlMs),
        cache,
        enabled: (context) => !context.sentCredentials,
        session: (context) => (context.sentCredentials ? CREDENTIALS_SESSION : null),
      }),
      useCacheInvalidation(cache),
    ],
  });
  return async (args) => (await getEnveloped(args.contextValue).execute(args)) as ExecutionResult;
}
