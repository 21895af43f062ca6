import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context";

export type RestDependencies = {
  schema: GraphQLSchema;
  contextFor: (request: FastifyRequest) => Promise<Context>;
};

/** Registers the documented /api paths (filled in by the REST shim). */
export async function registerRest(_app: FastifyInstance, _deps: RestDependencies): Promise<void> {}
