import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context";
import { docsPage, openApiDocument } from "./openapi";
import { routes } from "./routes";
import { runRoute } from "./run";

export type RestDependencies = {
  schema: GraphQLSchema;
  contextFor: (request: FastifyRequest) => Promise<Context>;
};

/** Registers every row of the route table, plus the OpenAPI document and its page. */
export async function registerRest(app: FastifyInstance, deps: RestDependencies): Promise<void> {
  await app.register(async (rest) => {
    await rest.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 25 } });
    // Old clients send DELETE and PUT with a JSON content type and no body.
    rest.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      const text = String(body).trim();
      if (text === "") return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400 }), undefined);
      }
    });
    for (const route of routes) {
      rest.route({
        method: route.method,
        url: route.path,
        handler: (request, reply) => runRoute(route, request, reply, deps),
      });
    }
    const document = openApiDocument(routes);
    const page = docsPage(routes);
    rest.get("/api/openapi.json", async () => document);
    rest.get("/api/docs", async (_request, reply) => reply.type("text/html").send(page));
  });
}
