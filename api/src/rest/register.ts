import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { MAX_UPLOAD_BYTES } from "#common/options";
import { REST_MESSAGES } from "#common/rest";
import type { Execute } from "../cache/response-cache";
import type { Context } from "../context";
import { handleHttpError } from "../http-errors";
import { docsPage } from "./docs-page";
import { openApiDocument } from "./openapi";
import { routes } from "./routes";
import { runRoute } from "./run";

export type RestDependencies = {
  schema: GraphQLSchema;
  contextFor: (request: FastifyRequest) => Promise<Context>;
  /** Runs an operation through the response cache and its invalidation, as /graphql does. */
  execute: Execute;
};

/** Registers every row of the route table, plus the OpenAPI document and its page. */
export async function registerRest(app: FastifyInstance, deps: RestDependencies): Promise<void> {
  await app.register(async (rest) => {
    // A file over the limit is cut one byte past it and handed on: the schema then refuses it with
    // its own message and field, and a bulk upload reports it as that file's error, as /graphql does.
    await rest.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 25, fields: 50 },
      throwFileSizeLimit: false,
    });
    // Old clients send DELETE and PUT with a JSON content type and no body.
    rest.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      const text = String(body).trim();
      if (text === "") return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error(REST_MESSAGES.bodyNotJson), { statusCode: 400 }), undefined);
      }
    });
    // Routes keep the error handler of the moment they are registered, and the app's comes later:
    // without this one, a failure here would answer Fastify's default body, unmasked.
    rest.setErrorHandler(handleHttpError);
    for (const route of routes) {
      rest.route({
        method: route.method,
        url: route.path,
        handler: (request, reply) => runRoute(route, request, reply, deps),
      });
    }
    const document = openApiDocument(routes, deps.schema);
    const page = docsPage(routes);
    rest.get("/api/openapi.json", async () => document);
    rest.get("/api/docs", async (_request, reply) => reply.type("text/html").send(page));
  });
}
