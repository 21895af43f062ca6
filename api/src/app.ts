import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createYoga } from "graphql-yoga";
import type { Config } from "./config";
import { type AppServices, type Context, createContext } from "./context";
import type { Database } from "./db/database";
import { registerRest } from "./rest/register";
import { schema } from "./schema";
import { createTokenService, loadTokenSecret, RateLimiter } from "./services/auth";
import { createUrlSigner, isPrivateUpload } from "./services/signed-urls";
import { createStorage } from "./services/storage";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Log requests (true in the server, false in tests unless asked). */
  logger?: boolean;
};

export type App = FastifyInstance & { services: AppServices };

/** JSON bodies (GraphQL operations, REST calls) are small; files come as multipart. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** A multipart request may carry many 5 MB images (bulk upload). */
export const MULTIPART_BODY_LIMIT = 100 * 1024 * 1024;

export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<App> {
  await mkdir(config.uploadsDir, { recursive: true });
  const secret = await loadTokenSecret(config.jwtSecret, config.dataDir);
  const services: AppServices = {
    config,
    prisma: database.prisma,
    storage: createStorage(config.uploadsDir),
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    urls: createUrlSigner(secret),
    loginLimiter: new RateLimiter(10, 15 * 60 * 1000),
    publicWriteLimiter: new RateLimiter(config.publicWritesPerHour, 60 * 60 * 1000),
  };

  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ["req.headers.authorization", "req.headers.cookie"],
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
  }) as unknown as App;
  app.decorate("services", services);

  // One line per request, without the query string (it can hold names people searched for).
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, path: request.url.split("?")[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
  });

  const contextFor = (request: FastifyRequest): Promise<Context> =>
    createContext(services, {
      authorization: request.headers.authorization,
      clientAddress: request.ip,
      log: request.log,
    });

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "Talent agency API", defaultQuery: GRAPHIQL_DEFAULT_QUERY },
    context: ({ req }) => contextFor(req),
    logging: {
      debug: (...args) => app.log.debug(args.map(String).join(" ")),
      info: (...args) => app.log.info(args.map(String).join(" ")),
      warn: (...args) => app.log.warn(args.map(String).join(" ")),
      error: (...args) => app.log.error(args.map(String).join(" ")),
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
    ],
  });

  // Scripts, styles, HTML and JSON travel gzip-compressed (the web app's JavaScript shrinks about
  // fourfold); images and PDFs, already compressed, are left alone.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });

  // Set before any route: Fastify gives each route the handler in force when it is registered.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "internal error");
    return reply.status(status).send({
      message: status === 500 ? `Internal error (request ${request.id})` : error.message,
      error: status === 500 ? "Internal Server Error" : (STATUS_NAMES[status] ?? "Bad Request"),
    });
  });


  await app.register(async (graphql) => {
    // Yoga reads multipart bodies (file uploads) itself.
    graphql.addContentTypeParser("multipart/form-data", {}, (request, _payload, done) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > MULTIPART_BODY_LIMIT) {
        done(Object.assign(new Error("Request body is too large"), { statusCode: 413 }), undefined);
        return;
      }
      done(null, undefined);
    });
    graphql.route({
      url: "/graphql",
      method: ["GET", "POST", "OPTIONS"],
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        reply.send(response.body);
        return reply;
      },
    });
  });

  app.get("/api/health", async (_request, reply) => {
    const reachable = await database.ping();
    reply.status(reachable ? 200 : 503);
    return { status: reachable ? "ok" : "unavailable", database: { mode: database.mode, reachable } };
  });

  await registerRest(app, { schema, contextFor });

  // Documents (resumes) are personal data: served only through a link the admin API signed.
  app.addHook("onRequest", async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (!isPrivateUpload(pathname)) return;
    if (!services.urls.verify(pathname, request.query as Record<string, unknown>)) {
      return reply.status(403).send({
        message: "This document link is not valid or has expired. Open the document again from the admin area.",
        error: "Forbidden",
      });
    }
    reply.header("cache-control", "private, no-store");
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: "/uploads/",
    cacheControl: false, // set per file in setHeaders
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => {
      // Stored files are shown, never run: an SVG opened directly cannot execute anything.
      res.setHeader("content-security-policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
      const isDocument = filePath.startsWith(path.join(config.uploadsDir, "documents") + path.sep);
      res.setHeader("cache-control", isDocument ? "private, no-store" : "public, max-age=31536000, immutable");
    },
  });

  const spaIndex = path.join(config.webDistDir, "index.html");
  const hasSpa = existsSync(spaIndex);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    const isApi = pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/uploads/") || pathname === "/graphql";
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, error: "Not Found" });
    }
    if (!hasSpa) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`, or use `npm start`.");
    }
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html", config.webDistDir);
  });

  return app;
}

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

const GRAPHIQL_DEFAULT_QUERY = `# The talent agency's API. Visitors see published talent only;
# staff sign in with the login mutation and send "Authorization: Bearer <token>".
query Directory {
  categories { id name talentCount }
}
`;
