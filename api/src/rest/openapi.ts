import { z } from "zod";
import { QUERY_VALUE_MAX_LENGTH } from "../../../common/rest";
import { REST_PAGE_SIZE } from "../schema/paging";
import type { RestRoute } from "./types";

// The OpenAPI 3.1 document and the integrators' page are printed from the route table, so they
// cannot drift from what the server does.

const ERROR_RESPONSES: Record<string, string> = {
  "400": "Invalid input: message names each field and its rule (fields: {field: message}).",
  "401": "No token, or an invalid or expired one (message contains 'Invalid token').",
  "403": "Signed in, but not staff.",
  "404": "Unknown id or path.",
  "409": "Conflict: a duplicate name or e-mail, or a status change that is not allowed now.",
  "413": "A file over 5MB, or a body over the limit.",
  "414": "Filters too long for the page links, or a path parameter over its length.",
  "415": "A file of the wrong type (judged by its content), or a body of a type not accepted.",
  "429": "Too many attempts from this address: wait for the minutes the message gives.",
  "500": "Internal error: the message and requestId give the id to quote.",
  "503": "The database is not answering: retry after the seconds in Retry-After.",
};

/** The error answers a route can give, from what it takes and who may call it. */
function errorCodes(route: RestRoute): string[] {
  const codes = ["400"];
  if (route.access !== "public") codes.push("401", "403");
  if (route.path.includes(":id")) codes.push("404");
  if (route.method !== "GET" && route.access === "staff") codes.push("409");
  if (route.method !== "GET" && route.method !== "DELETE") codes.push("413", "415");
  if (route.path.includes(":") || route.page) codes.push("414");
  if (route.method === "POST" && route.access !== "staff") codes.push("429");
  codes.push("500", "503");
  return codes;
}

/** getTalentsById, putTalentRequestsByIdStatus ...: one name per operation, from its method and path. */
function operationId(route: RestRoute): string {
  const words = route.path
    .split("/")
    .slice(2)
    .flatMap((segment) => (segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[-.]/)));
  return route.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** The largest page a list takes for anyone (its description gives the rule for each). */
const maxLimit = (text: string) => Math.max(...[...text.matchAll(/\d+/g)].map(([digits]) => Number(digits)));

/** A request body's JSON Schema from the shared zod schema the operation validates it with. */
function bodySchema(route: RestRoute): Record<string, unknown> {
  const body = route.body!;
  if (body.kind === "json" && body.schema) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(body.schema, { io: "input", unrepresentable: "any" });
    return schema;
  }
  return { type: "object", properties: Object.fromEntries(body.fields.map((field) => [field, {}])) };
}

/** What a list answered a page at a time carries beside its rows (ADR 095). */
const PAGE_HEADERS = {
  "X-Total-Count": { description: "Rows matching the call's filters, on every page.", schema: { type: "integer", minimum: 0 } },
  Link: {
    description:
      'RFC 8288 links to the first and last pages, and to the previous and next ones where there are such: `</api/talents?limit=50&offset=50>; rel="next"`. The call\'s other query parameters are kept.',
    schema: { type: "string" },
  },
};

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

export function openApiDocument(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
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
    const requestBody = route.body
      ? route.body.kind === "json"
        ? {
            content: {
              "application/json": {
                schema: bodySchema(route),
              },
            },
          }
        : {
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    ...Object.fromEntries(
                      route.body.fields.map((field) => [
                        field,
                        { type: "string", description: field === "data" ? "JSON object of the fields" : undefined },
                      ]),
                    ),
                    ...Object.fromEntries(route.body.files.map((file) => [file, { type: "string", format: "binary" }])),
                  },
                },
              },
            },
          }
      : undefined;
    const status = String(route.status ?? 200);
    (paths[toOpenApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      description: `Access: ${route.access}.`,
      tags: [route.path.split("/")[2]],
      parameters: [...params, ...query, ...paging],
      ...(requestBody ? { requestBody } : {}),
      security: route.access === "public" ? [] : route.access === "staff" ? [{ bearer: [] }] : [{}, { bearer: [] }],
      responses: {
        [status]: {
          description: route.file ? `A file: ${route.file.filename}` : "Success",
          content: {
            [route.file?.contentType.split(";")[0] ?? "application/json"]: {
              schema: route.file ? { type: "string" } : route.page ? { type: "array" } : {},
            },
          },
          ...(route.page ? { headers: PAGE_HEADERS } : {}),
        },
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
        `The documented /api paths. Lists answer a page at a time: limit (default ${REST_PAGE_SIZE}) and offset, the total in X-Total-Count, the other pages in Link (RFC 8288). ` +
        "Each runs an operation of the GraphQL API at /graphql (explore it with GraphiQL there), so both enforce the same rules. Staff calls need `Authorization: Bearer <token>` from POST /api/auth/login.",
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
          properties: {
            message: { type: "string" },
            error: { type: "string" },
            fields: { type: "object", additionalProperties: { type: "string" } },
            requestId: { type: "string", description: "On a 500: the id to quote (also in the x-request-id header)." },
          },
        },
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** A self-contained page (no scripts, no external assets) listing every path. */
export function docsPage(routes: RestRoute[]): string {
  const rows = routes
    .map(
      (route) =>
        `<tr><td><code class="m ${route.method.toLowerCase()}">${route.method}</code></td><td><code>${escapeHtml(toOpenApiPath(route.path))}</code></td><td>${escapeHtml(route.access)}</td><td>${escapeHtml(route.summary)}${
          route.query?.length || route.page
            ? `<br><small>Query: ${[...(route.query ?? []).map((q) => q.name), ...(route.page ? ["limit", "offset"] : [])]
                .map((name) => `<code>${escapeHtml(name)}</code>`)
                .join(", ")}</small>`
            : ""
        }${
          route.body
            ? `<br><small>Body (${route.body.kind}): ${[
                ...route.body.fields,
                ...(route.body.kind === "multipart" ? route.body.files.map((f) => `${f} (file)`) : []),
              ]
                .map((f) => `<code>${escapeHtml(f)}</code>`)
                .join(", ")}</small>`
            : ""
        }</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API - Stellar Talent Management</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1a202c}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}
code{font-size:.9em}.m{font-weight:700}.get{color:#2f855a}.post{color:#2b6cb0}.put{color:#b7791f}.delete{color:#c53030}small{color:#4a5568}</style></head>
<body><h1>REST API</h1><p>Every path below runs an operation of the <a href="/graphql">GraphQL API</a> (GraphiQL), so both enforce the same rules.
Staff calls need <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>. Errors answer
<code>{"message", "error", "fields"?}</code> with 400, 401, 403, 404, 409, 413, 415 or 429; an internal error answers 500
with the <code>requestId</code> to quote, which every answer also carries in its <code>x-request-id</code> header. Lists take <code>limit</code>
(default ${REST_PAGE_SIZE}) and <code>offset</code> and answer the total in <code>X-Total-Count</code> and the neighbouring pages in a <code>Link</code> header. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
