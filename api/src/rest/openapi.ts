import type { GraphQLSchema } from "graphql";
import { z, type ZodType } from "zod";
import { FILE_MESSAGES } from "#common/schemas/files";
import { MAX_UPLOAD_BYTES } from "#common/options";
import { QUERY_VALUE_MAX_LENGTH } from "#common/rest";
import { REST_PAGE_SIZE } from "../schema/paging";
import { type JsonSchema, objectTypeName, routeBodies } from "./response-schemas";
import type { RestRoute } from "./types";

// The OpenAPI 3.1 document and the integrators' page are printed from the route table, so they
// cannot drift from what the server does. Answers' schemas come from the routes' GraphQL
// selections (response-schemas.ts, ADR 008); request bodies from the shared zod schemas.

const ERROR_RESPONSES: Record<string, string> = {
  "400": "Invalid input: message names each field and its rule (fields: {field: message}).",
  "401": "No token, or an invalid or expired one (message contains 'Invalid token').",
  "403": "Signed in, but not staff.",
  "404": "Unknown id or path.",
  "409": "Conflict: a duplicate name or e-mail, or a status change that is not allowed now.",
  "413": "A file over 5MB, or a body over the limit.",
  "414": "Filters too long for the page links, or a path parameter over its length.",
  "415": "A file of the wrong type (judged by its content), or a body of a type not accepted.",
  "431": "The request's headers are over the server's limit (answered before any path runs).",
  "429": "Too many attempts from this address: wait for the minutes the message gives.",
  "500": "Internal error: the message and requestId give the id to quote.",
  "503": "The database is not answering: retry after the seconds in Retry-After.",
};

/** The error answers a route can give, from what it takes and who may call it. */
export function errorCodes(route: RestRoute): string[] {
  const codes: string[] = [];
  // A GET without query parameters takes nothing that can be wrong; any other call can be.
  if (route.method !== "GET" || route.query || route.page) codes.push("400");
  // A token is judged where it picks a staff operation; a path that runs one operation for both
  // (categories, news) answers a bad token with what visitors see.
  if (route.access === "staff" || (route.access !== "public" && typeof route.operation === "function")) codes.push("401");
  // A signed-in account that is not staff gets the visitors' answer where visitors have one.
  if (route.access === "staff") codes.push("403");
  if (route.path.includes(":id")) codes.push("404");
  if (route.method !== "GET" && route.access === "staff") codes.push("409");
  if (route.method !== "GET" && route.method !== "DELETE") codes.push("413", "415");
  if (route.path.includes(":") || route.page) codes.push("414");
  if (route.method === "POST" && route.access !== "staff") codes.push("429");
  codes.push("431", "500", "503");
  return codes;
}

/** getTalentsById, putTalentRequestsByIdStatus ...: one name per operation, from its method and path. */
export function operationId(route: RestRoute): string {
  const words = route.path
    .split("/")
    .slice(2)
    .flatMap((segment) => (segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[-.]/)));
  return route.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** The largest page a list takes for anyone (its description gives the rule for each). */
const maxLimit = (text: string) => Math.max(...[...text.matchAll(/\d+/g)].map(([digits]) => Number(digits)));

/** A request body's JSON Schema from the shared zod schema the operation validates it with. */
function zodSchema(schema: ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return json;
}

const MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** What each file part takes, in the words the server refuses it with (common/schemas/files.ts). */
const FILE_PARTS: Record<string, string> = {
  headshot: `Public submission, required: ${FILE_MESSAGES.notImage("The headshot")} ${FILE_MESSAGES.tooLarge("It")}`,
  fullBodyShot: `Public submission, required: ${FILE_MESSAGES.notImage("The full body shot")} ${FILE_MESSAGES.tooLarge("It")}`,
  resume: `Public submission, required: ${FILE_MESSAGES.notDocument("The resume")} ${FILE_MESSAGES.tooLarge("It")}`,
  image: `Optional: ${FILE_MESSAGES.notImage("The photo", true)} ${FILE_MESSAGES.tooLarge("It")} SVG is stored rasterized.`,
  images:
    `Repeat the part for each file; each: ${FILE_MESSAGES.notImage("a photo")} ` +
    `${FILE_MESSAGES.tooLarge("It")} Matched to an image record by file name.`,
};

function requestBody(route: RestRoute): Record<string, unknown> | undefined {
  const body = route.body;
  if (!body) return undefined;
  if (body.kind === "json") {
    const schema = body.schema
      ? zodSchema(body.schema)
      : { type: "object", properties: Object.fromEntries(body.fields.map((field) => [field, {}])) };
    return { required: true, content: { "application/json": { schema } } };
  }
  const data = body.data?.map(zodSchema);
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    body.fields.map((field) => [
      field,
      field === "data" && data
        ? { description: "The fields as a JSON object.", ...(data.length === 1 ? data[0] : { anyOf: data }) }
        : { type: "string" },
    ]),
  );
  for (const file of body.files) {
    const description = FILE_PARTS[file];
    if (!description) throw new Error(`No description of the file part ${file}`);
    const binary = { type: "string", format: "binary" };
    properties[file] = file === "images" ? { type: "array", items: binary, description } : { ...binary, description };
  }
  const multipart = {
    schema: {
      type: "object",
      description: `Each file at most ${MB}MB; at most 25 files and 50 fields in one request.`,
      properties,
    },
    ...(data ? { encoding: { data: { contentType: "application/json" } } } : {}),
  };
  return {
    required: true,
    content: { "multipart/form-data": multipart, ...(body.json ? { "application/json": { schema: zodSchema(body.json) } } : {}) },
  };
}

/** What a list answered a page at a time carries beside its rows (ADR 008). */
export const PAGE_HEADERS = {
  "X-Total-Count": {
    description: "Rows matching the call's filters, on every page.",
    required: true,
    schema: { type: "integer", minimum: 0 },
  },
  Link: {
    description:
      "RFC 8288 links to the first and last pages, and to the previous and next ones where there " +
      'are such: `</api/talents?limit=50&offset=50>; rel="next"`. The call\'s other query ' +
      "parameters are kept.",
    required: true,
    schema: { type: "string" },
  },
};

export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/**
 * Named rows (components/schemas) by the GraphQL type or shape they come from; a second
 * selection of one type with other fields gets a numbered name.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  ref(schema: JsonSchema): JsonSchema {
    if (schema.type === "array") return { ...schema, items: this.ref(schema.items as JsonSchema) };
    const name = objectTypeName(schema);
    if (!name || schema.type !== "object") return schema;
    const text = JSON.stringify(schema);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name}${n}`;
      const known = this.schemas[candidate];
      if (!known) this.schemas[candidate] = schema;
      if (!known || JSON.stringify(known) === text) return { $ref: `#/components/schemas/${candidate}` };
    }
  }
}

function successResponse(route: RestRoute, schema: GraphQLSchema, components: Components) {
  if (route.file) {
    return {
      description: `A file: ${route.file.filename}`,
      content: { [route.file.contentType.split(";")[0]!]: { schema: { type: "string" } } },
    };
  }
  const bodies = routeBodies(schema, route).map((body) => components.ref(body));
  return {
    description: bodies.length > 1 ? "Success: the first form for visitors, the second with a staff token." : "Success",
    content: { "application/json": { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } } },
    ...(route.page ? { headers: PAGE_HEADERS } : {}),
  };
}

function parameters(route: RestRoute) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "integer", minimum: 1 },
  }));
  const query = (route.query ?? []).map((param) => ({
    name: param.name,
    in: "query",
    required: false,
    description: param.description,
    ...(param.ignored ? { deprecated: true } : {}),
    schema: param.type ? { type: param.type } : { type: "string", maxLength: QUERY_VALUE_MAX_LENGTH },
  }));
  const paging = route.page
    ? [
        {
          name: "limit",
          in: "query",
          required: false,
          description: `Rows per page: a whole number, at most ${route.page.maxLimit} (default ${REST_PAGE_SIZE}).`,
          schema: { type: "integer", minimum: 1, maximum: maxLimit(route.page.maxLimit), default: REST_PAGE_SIZE },
        },
        {
          name: "offset",
          in: "query",
          required: false,
          description: "Rows to skip: a whole number, 0 or more (default 0).",
          schema: { type: "integer", minimum: 0, default: 0 },
        },
      ]
    : [];
  return [...params, ...query, ...paging];
}

/** The document, from the route table and the GraphQL schema the routes run on. */
export function openApiDocument(routes: RestRoute[], schema: GraphQLSchema) {
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const body = requestBody(route);
    (paths[toOpenApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      description: `Access: ${route.access}.`,
      tags: [route.path.split("/")[2]],
      parameters: parameters(route),
      ...(body ? { requestBody: body } : {}),
      security: route.access === "public" ? [] : route.access === "staff" ? [{ bearer: [] }] : [{}, { bearer: [] }],
      responses: {
        [String(route.status ?? 200)]: successResponse(route, schema, components),
        ...Object.fromEntries(
          errorCodes(route).map((code) => [
            code,
            { description: ERROR_RESPONSES[code], content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Stellar Talent Management REST API",
      version: "1.0.0",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "The documented /api paths. Lists answer a page at a time: limit (default " +
        `${REST_PAGE_SIZE}) and offset, the total in X-Total-Count, the other pages in Link (RFC ` +
        "8288). " +
        "Each runs an operation of the GraphQL API at /graphql (explore it with GraphiQL there), " +
        "so both enforce the same rules. Staff calls need `Authorization: Bearer <token>` from " +
        "POST /api/auth/login. " +
        "Every answer's schema is derived from the GraphQL selection the path runs, so it is what " +
        "the server sends: objects list every key they carry and no other.",
    },
    // Relative: the document is served by the server it describes, whatever its address.
    servers: [{ url: "/", description: "The server that serves this document" }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "error"],
          additionalProperties: false,
          properties: {
            message: { type: "string" },
            error: { type: "string", description: "The HTTP status's name (Bad Request, Not Found...)." },
            fields: { type: "object", additionalProperties: { type: "string" }, description: "Each refused field with its rule." },
            requestId: { type: "string", description: "On a 500: the id to quote (also in the x-request-id header)." },
          },
        },
        ...components.schemas,
      },
    },
  };
}
