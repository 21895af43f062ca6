import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError, Kind } from "graphql";
import { Upload } from "graphql-upload-minimal";
import type { Context } from "../context";
import type PrismaTypes from "../db/generated/pothos-types";
import { getDatamodel } from "../db/generated/pothos-types";
import { forbidden, unauthenticated } from "../errors";
import { fieldCost } from "../query-cost";
import type { UploadInput } from "../services/storage";
import { uploadSource } from "../upload-limits";

/** admin: staff. talent: a talent's portal account, which reads and writes only its own talent (ADR 004). */
export type Scopes = { admin: boolean; talent: boolean; signedIn: boolean };

/** The scopes a request holds: the one place that says who is staff and who is a talent. */
export const scopesOf = (context: Pick<Context, "user">): Scopes => ({
  admin: context.user?.isAdmin === true,
  talent: context.user !== null && context.user.isAdmin !== true && context.user.talentId !== null,
  signedIn: context.user !== null,
});

/** The talent of a talent session; only called behind the talent scope. */
export function sessionTalentId(context: Pick<Context, "user">): number {
  const talentId = context.user?.isAdmin ? null : context.user?.talentId;
  if (talentId === null || talentId === undefined) throw new Error("not a talent session");
  return talentId;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: Scopes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    Upload: { Input: UploadInput; Output: never };
  };
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  plugins: [ScopeAuthPlugin, PrismaPlugin, ComplexityPlugin],
  // Every field's cost, counting lists by the rows they ask for (ADR 132). The limit is enforced
  // once per operation before it runs (useQueryCost), not by the plugin at each root field.
  complexity: { fieldComplexity: fieldCost, disabled: true },
  scopeAuth: {
    authScopes: scopesOf,
    // Who failed decides the code: no or bad token is UNAUTHENTICATED, a non-admin is FORBIDDEN.
    unauthorizedError: (_parent, context) => {
      if (context.invalidToken) return unauthenticated("Invalid token");
      if (!context.user) return unauthenticated();
      return forbidden();
    },
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("DateTime", {
  description: "An instant, written as an ISO 8601 string in UTC.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== "string" || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
});

builder.scalarType("Date", {
  description: "A calendar date written yyyy-mm-dd.",
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
  // Checked by the zod schemas, which give the field's own message.
  parseValue: (value) => {
    if (typeof value !== "string") throw new GraphQLError("Date must be a yyyy-mm-dd string");
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("Date must be a yyyy-mm-dd string");
    return ast.value;
  },
});

builder.scalarType("JSON", {
  description: "Any JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType("Upload", {
  description: "A file sent with the GraphQL multipart request specification.",
  serialize: () => {
    throw new GraphQLError("Upload is an input-only scalar");
  },
  parseValue: (value) => {
    // Multipart requests bring graphql-upload-minimal's Upload: the file as a stream, once its part arrives.
    if (value instanceof Upload) return uploadSource(value);
    // The REST shim passes Files. Yoga's File on Node is the @whatwg-node ponyfill, not an instance of the global Blob.
    if (typeof value !== "object" || value === null || typeof (value as Blob).arrayBuffer !== "function") {
      throw new GraphQLError("Upload must be a file sent as multipart form data");
    }
    return value as File;
  },
});
