import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import Fastify, { type FastifyBaseLogger, LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { GraphQLError } from "graphql";
import { createYoga } from "graphql-yoga";
import { registerSecurityHeaders } from "./http/security-headers";
import type { Config } from "./config";
import { type AppServices, type Context, createContext } from "./context";
import type { Database } from "./db/database";
import { RETRY_AFTER_SECONDS } from "./db/unavailable";
import { handleClientError, handleFrameworkError, handleHttpError, sendError } from "./http-errors";
import { logRequest, maskGraphQLError, requestIdFor, useOperationName, withRequest, yogaLogger } from "./request-log";
import { loggerOptions, type LogStream } from "./server-log";
import { registerCalendarFeeds } from "./http/calendar-feed";
import { registerCompCard } from "./http/comp-card";
import { registerPortalExport } from "./http/portal-export";
import { registerPublicPages } from "./http/public-pages";
import { registerUploads } from "./http/uploads";
import { registerUnreadBodyDiscard } from "./http/unread-body";
import { registerGraphiQLAssets, renderLocalGraphiQL } from "./graphiql";
import { registerRest } from "./rest/register";
import { schema } from "./schema";
import { useStorableInput } from "./storable-input";
import { useQueryCost } from "./query-cost";
import { useSuggestionsForStaffOnly } from "./suggestions";
import { useVisibleIntrospection } from "./visible-schema";
import { createTokenService, loadTokenSecret } from "./services/auth";
import { createRateLimiters } from "./services/rate-limit";
import { connectRedis } from "./services/redis";
import { createResponseCache, responseCachePlugins, restExecutor } from "./cache/response-cache";
import { multipartBodies, readMultipart, useUploadLimits } from "./upload-limits";
import { createMailer } from "./services/mailer";
import { createUrlSigner } from "./services/signed-urls";
import { siteUrl } from "./http/site-url";
import { createStorage } from "./services/storage";
import { createBackend } from "./services/storage-backend";
import { type Lifecycle, countedCache, createAppMetrics, registerOperations } from "./http/operations";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /**
   * Log requests (false in tests unless asked): JSON lines to stdout, to `stream` (a test reads
   * them), or through the server process's own logger (main.ts: its start-up lines use it too).
   */
  logger?: boolean | { stream: LogStream } | FastifyBaseLogger;
};

export type App = FastifyInstance & { services: AppServices; lifecycle: Lifecycle };

/** JSON bodies (GraphQL operations, REST calls) are small; files come as multipart. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** A multipart request may carry many 5 MB images (bulk upload). */
export const MULTIPART_BODY_LIMIT = 100 * 1024 * 1024;

export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<App> {
  await mkdir(config.uploadsDir, { recursive: true });
  const secret = await loadTokenSecret(config.jwtSecret, config.dataDir);
  // Several servers share rate limits and cached answers through Redis; one keeps them in memory.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const services: AppServices = {
    config,
    prisma: database.prisma,
    storage: createStorage(config.uploadsDir, createBackend(config)),
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    urls: createUrlSigner(secret),
    ...createRateLimiters(config.publicWritesPerHour, redis),
    mailer: undefined as unknown as AppServices["mailer"], // set below, once the logger exists
  };

  const app = Fastify({
    ...(typeof logger === "object" && "child" in logger
      ? { loggerInstance: logger }
      : { logger: logger ? loggerOptions(config.logLevel, typeof logger === "object" ? logger.stream : undefined) : false }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    // On close: idle keep-alive connections are dropped at once, requests arriving on busy ones get
    // 503, and requests in flight may finish (main.ts bounds how long: a stuck request must not keep the server alive, ADR 147).
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // What is refused before any route runs answers in the API's error shape too.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }) as unknown as App;
  app.decorate("services", services);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate("lifecycle", lifecycle);
  const metrics = config.metricsToken ? createAppMetrics({ database }) : undefined;
  services.mailer = createMailer({ prisma: database.prisma, config, log: app.log });
  app.addHook("onClose", async () => services.mailer.stop());
  if (redis) {
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "Redis connection error"));
    // quit() waits for replies, which a Redis that went away never sends.
    app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const responseCache = config.responseCache ? countedCache(createResponseCache(redis, app.log), metrics) : undefined;

  app.addHook("onResponse", async (request, reply) => {
    logRequest(request, reply);
    metrics?.observeRequest(request, reply);
  });
  registerUnreadBodyDiscard(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerSecurityHeaders(app, config);

  // Once per request: the suggestions' check (suggestions.ts) reads the caller after Yoga has.
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  const contextFor = (request: FastifyRequest): Promise<Context> => {
    let context = contexts.get(request);
    if (!context) {
      context = createContext(services, {
        authorization: request.headers.authorization,
        clientAddress: request.ip,
        siteUrl: siteUrl(config, request),
        log: request.log,
      });
      contexts.set(request, context);
    }
    return context;
  };

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Yoga's default CORS echoes any Origin back; the SPA is same-origin, so no other site may read answers.
    cors: false,
    graphiql: { title: "Talent agency API", defaultQuery: GRAPHIQL_DEFAULT_QUERY },
    // From the app's own files: Yoga's default page loads GraphiQL from a CDN.
    renderGraphiQL: renderLocalGraphiQL,
    context: ({ req }) => contextFor(req),
    logging: yogaLogger(app.log),
    maskedErrors: { maskError: maskGraphQLError },
    // Yoga's own default (25 MB) would refuse, by its Content-Length, a bulk upload the multipart
    // limit allows, and a file over its limit before storage could name the field: bodies are
    // bounded by the route (JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT) and each file by storage.
    maxRequestBodySize: MULTIPART_BODY_LIMIT,
    plugins: [
      useOperationName,
      useStorableInput,
      useUploadLimits(),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        // Armor's cost counts each field once, however many rows its list asks for: useQueryCost
        // counts them (ADR 132). Its suggestion blocker saw field names only: useSuggestionsForStaffOnly
        // covers every kind, and lets staff keep them (ADR 016).
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: false },
      }),
      useQueryCost,
      useVisibleIntrospection,
      useSuggestionsForStaffOnly(({ req }: { req: FastifyRequest }) => contextFor(req)),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
      ...(responseCache ? responseCachePlugins(schema, responseCache, config) : []),
    ],
  });

  // Scripts, styles, HTML and JSON travel gzip-compressed (the web app's JavaScript shrinks about
  // fourfold); images and PDFs, already compressed, are left alone.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });

  // Set before any route: Fastify gives each route the handler in force when it is registered.
  app.setErrorHandler(handleHttpError);

  await app.register(async (graphql) => {
    // Multipart bodies (file uploads) are parsed by graphql-upload-minimal as they arrive: the
    // operation and its map first, then each file as a stream its resolver reads (ADR 130).
    graphql.addContentTypeParser("multipart/form-data", {}, async (request: FastifyRequest, payload: IncomingMessage) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > MULTIPART_BODY_LIMIT) throw Object.assign(new Error("Request body is too large"), { statusCode: 413 });
      multipartBodies.set(request, await readMultipart(schema, request.headers, payload));
      return undefined;
    });
    graphql.route({
      url: "/graphql",
      method: ["GET", "POST", "OPTIONS"],
      handler: async (req, reply) => {
        const response = await withRequest(req, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
        const multipart = multipartBodies.get(req);
        if (multipart) {
          // The answer waits for the rest of the body: files no resolver read are dropped, and a
          // part found refused on the way (a file the map does not name) is the answer instead.
          multipart.drainUnread();
          const refusal = await multipart.accepted.then(
            () => undefined,
            (error: Error) => error,
          );
          if (refusal) return sendRefusal(reply, refusal);
        }
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        // GraphiQL's page goes out as text, so the security headers can allow its inline scripts by hash.
        // A JSON answer is whole already: sent as text it leaves in one write with its length, where
        // piping the stream cost a chunked write per part (ADR 090). Streams (SSE, multipart) stay streams.
        const type = response.headers.get("content-type") ?? "";
        const whole =
          type.startsWith("text/html") || type.startsWith("application/json") || type.startsWith("application/graphql-response+json");
        reply.send(whole ? await response.text() : response.body);
        return reply;
      },
    });
  });

  registerGraphiQLAssets(app);

  app.get("/api/health", async (_request, reply) => {
    const reachable = await database.ping();
    reply.status(reachable ? 200 : 503);
    if (!reachable) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    return { status: reachable ? "ok" : "unavailable", database: { mode: database.mode, reachable } };
  });
  registerOperations(app, { database, redis, config, lifecycle, metrics, storage: services.storage.backend });

  await registerRest(app, { schema, contextFor, execute: restExecutor(schema, responseCache, config) });
  await registerCompCard(app, services);
  await registerCalendarFeeds(app, services);
  await registerPortalExport(app, services);
  // The server's render of a public page asks the API in process, as a visitor: the page request's
  // own Authorization header (if a client sent one) is left out, so a rendered page holds only what
  // anyone may see.
  const publicPages = await registerPublicPages(app, services, (request) => (_input, init) => {
    const headers = { ...request.headers, authorization: undefined };
    const visitor = Object.create(request, { headers: { value: headers } }) as FastifyRequest;
    return Promise.resolve(yoga.fetch(new URL("http://localhost/graphql"), init ?? {}, { req: visitor, reply: undefined as never }));
  });

  await registerUploads(app, services);

  const spaIndex = path.join(config.webDistDir, "index.html");
  const hasSpa = existsSync(spaIndex);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the scripts and styles (web/vite/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Built assets have content hashes in their names: cache them for good. (Static's own
        // cacheControl is off: it would overwrite this header after setHeaders runs.)
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=0");
        // One URL, several encodings: a shared cache must key on what the browser accepts.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }

  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0]!;
    const isApi = pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/uploads/") || pathname === "/graphql";
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      // The path is not quoted back: it is the caller's input, up to the header size limit.
      return sendError(reply, 404, `No route for this ${request.method} request; the paths are listed at /api/docs.`);
    }
    if (!hasSpa) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`, or use `npm start`.");
    }
    return publicPages.sendApp(request, reply);
  };
  // The pages as a route of their own, not only as what no route matched: @fastify/compress works
  // per route, and a server-rendered page is worth compressing (about 8x).
  app.get("/*", notFound);
  app.setNotFoundHandler(notFound);

  return app;
}

/** A multipart request refused once its operation had run: the refusal, as Yoga words a request error. */
function sendRefusal(reply: FastifyReply, error: Error) {
  const { http: _http, ...extensions } = (error as GraphQLError).extensions ?? {};
  return reply
    .status(400)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify({ errors: [{ message: error.message, extensions }] }));
}

const GRAPHIQL_DEFAULT_QUERY = `# The talent agency's API. Visitors see published talent only;
# staff sign in with the login mutation and send "Authorization: Bearer <token>".
query Directory {
  categories { id name talentCount }
}
`;
