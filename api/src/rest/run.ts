import type { FastifyReply, FastifyRequest } from "fastify";
import { type DocumentNode, type GraphQLError, type GraphQLSchema, parse, validate as validateDocument } from "graphql";
import type { Execute } from "../cache/response-cache";
import type { Context } from "../context";
import { badInput, ERROR_STATUS, type ErrorCode } from "../errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import { sendDatabaseUnavailable, sendError, sendInternalError } from "../http-errors";
import { unstorableInputs } from "../storable-input";
import { carriedParams, linkHeader, pageVariables } from "./paging";
import { answerOf } from "./reply";
import { LINK_QUERY_MAX_BYTES, QUERY_VALUE_MAX_LENGTH, REST_MESSAGES } from "#common/rest";
import { RestError } from "./rest-error";
import type { RestInput, RestRoute } from "./types";

const documents = new Map<string, DocumentNode>();
function documentFor(schema: GraphQLSchema, source: string): DocumentNode {
  let document = documents.get(source);
  if (!document) {
    document = parse(source);
    const errors = validateDocument(schema, document);
    if (errors.length) throw new Error(`REST operation does not match the schema: ${errors[0]!.message}\n${source}`);
    documents.set(source, document);
  }
  return document;
}

/** Parses the body of a call: JSON as is, multipart into text fields (data is JSON) and Files. */
export async function readInput(request: FastifyRequest): Promise<RestInput> {
  const params = (request.params ?? {}) as Record<string, string>;
  const query = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value.at(-1)) : value === undefined ? undefined : String(value),
    ]),
  );
  // Refined in runRoute once the token is read.
  const staffView = typeof request.headers.authorization === "string" && request.headers.authorization.trim() !== "";
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== "object" || Array.isArray(body))) {
      throw new RestError(400, REST_MESSAGES.bodyNotObject);
    }
    return { params, query, body: (body as Record<string, unknown>) ?? {}, files: {}, staffView };
  }
  const body: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  try {
    // Limits are set where the plugin is registered (register.ts).
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // A form's file input with nothing chosen still sends a part: no name, no bytes.
        if (!part.filename && bytes.length === 0) continue;
        (files[part.fieldname] ??= []).push(new File([new Uint8Array(bytes)], part.filename || part.fieldname, { type: part.mimetype }));
      } else if (part.fieldname === "data") {
        const parsed = parseJson(String(part.value));
        // JSON.parse makes "__proto__" an own key; copying it with assign would set the prototype.
        for (const [key, value] of Object.entries(parsed)) {
          if (key !== "__proto__") body[key] = value;
        }
      } else {
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof RestError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new RestError(413, REST_MESSAGES.tooManyParts);
    }
    throw new RestError(400, REST_MESSAGES.multipartUnreadable);
  }
  return { params, query, body, files, staffView };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw new RestError(400, `The data field ${REST_MESSAGES.dataNotObject}.`, { data: REST_MESSAGES.dataNotObject });
}

/** Documented query parameters over the length any of them takes, by name; null when none is. */
function longQueryValues(route: RestRoute, query: RestInput["query"]): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const param of route.query ?? []) {
    for (const name of [param.name, param.alias]) {
      const value = name === undefined ? undefined : query[name];
      if (name && value !== undefined && value.length > QUERY_VALUE_MAX_LENGTH) fields[name] = REST_MESSAGES.queryTooLong;
    }
  }
  return Object.keys(fields).length ? fields : null;
}

/** Runs one row of the table for a call and answers it. */
export async function runRoute(
  route: RestRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { schema: GraphQLSchema; contextFor: (request: FastifyRequest) => Promise<Context>; execute: Execute },
) {
  let input: RestInput;
  try {
    input = await readInput(request);
  } catch (error) {
    if (error instanceof RestError) return sendError(reply, error.status, error.message, error.fields);
    throw error;
  }
  for (const [name, value] of Object.entries(input.params)) {
    if (name === "id" && !/^\d{1,9}$/.test(value)) return sendError(reply, 404, "No record with this id: ids are whole numbers.");
  }
  const longQuery = longQueryValues(route, input.query);
  if (longQuery) return sendError(reply, 400, `Invalid input. ${Object.keys(longQuery)[0]}: ${REST_MESSAGES.queryTooLong}`, longQuery);
  if (route.page && new URLSearchParams(carriedParams(route, input.query)).toString().length > LINK_QUERY_MAX_BYTES) {
    return sendError(reply, 414, REST_MESSAGES.filtersTooLong);
  }
  const context = await deps.contextFor(request);
  // A signed-in account without the admin flag browses the public site with its token: it gets the
  // visitors' operations rather than a 403 from the staff ones.
  if (context.user && !context.user.isAdmin) input.staffView = false;
  let source: string;
  let variables: Record<string, unknown>;
  try {
    // Both may refuse the call (a missing flag picks no operation).
    source = typeof route.operation === "function" ? route.operation(input) : route.operation;
    variables = { ...(route.page ? pageVariables(input.query) : {}), ...(route.variables ? route.variables(input) : {}) };
  } catch (error) {
    if (error instanceof RestError) return sendError(reply, error.status, error.message, error.fields);
    throw error;
  }
  const document = documentFor(deps.schema, source);
  const unstorable = unstorableInputs(document, variables);
  if (Object.keys(unstorable).length > 0) {
    const { message } = badInput(unstorable);
    return sendError(reply, 400, message, unstorable);
  }
  const result = await deps.execute({
    schema: deps.schema,
    document,
    variableValues: variables,
    contextValue: context,
  });
  if (result.errors?.length) {
    const [first] = result.errors;
    if (isDatabaseUnavailable(first)) return sendDatabaseUnavailable(request, reply, first!.originalError ?? first);
    const described = describeError(first!);
    if (!described) return sendInternalError(request, reply, first!.originalError ?? first);
    return sendError(reply, described.status, described.message, described.fields);
  }
  const answer = route.reply ? answerOf(route.reply, result.data ?? {}) : route.answer?.(result.data, input);
  if (answer === undefined || answer === null) {
    return sendError(reply, 404, `No record with id '${input.params.id ?? ""}'.`);
  }
  if (route.page) {
    // The operation accepted them, so they are the numbers the page was cut with.
    const { items, total } = answer as { items: unknown[]; total: number };
    return reply
      .status(route.status ?? 200)
      .header("x-total-count", String(total))
      .header(
        "link",
        linkHeader(
          request.url.split("?")[0]!,
          carriedParams(route, input.query),
          variables.limit as number,
          variables.offset as number,
          total,
        ),
      )
      .send(items);
  }
  if (route.file) {
    return reply
      .status(route.status ?? 200)
      .type(route.file.contentType)
      .header("content-disposition", `attachment; filename="${route.file.filename}"`)
      .header("cache-control", "no-store")
      .send(answer);
  }
  return reply.status(route.status ?? 200).send(answer);
}

/** The status and message of an error the API meant to raise; undefined for an unexpected one. */
function describeError(error: GraphQLError) {
  const code = error.extensions?.code as ErrorCode | undefined;
  const fields = error.extensions?.fields as Record<string, string> | undefined;
  if (code && code in ERROR_STATUS) {
    const status = ERROR_STATUS[code];
    return { status, message: error.message, fields };
  }
  // Variables the schema cannot coerce (a string for a number, a missing required field).
  if (!error.originalError || error.message.startsWith("Variable ")) {
    const coercion = coercionError(error.message);
    if (coercion)
      return {
        status: 400,
        message: `Invalid input. ${coercion.field}: ${coercion.reason}`,
        fields: { [coercion.field]: coercion.reason },
      };
    return { status: 400, message: error.message, fields };
  }
  return undefined;
}

/** Variables the shim wraps the body's fields in: their names are not the caller's. */
const WRAPPERS = new Set(["input", "filter"]);

/**
 * The body field a variable coercion error is about, named as the caller sent it, with graphql's
 * reason: 'Variable "$filter" got invalid value "x" at "filter.categoryId"; Int cannot represent
 * ...' is about categoryId.
 */
function coercionError(message: string): { field: string; reason: string } | null {
  const variable = /^Variable "\$(\w+)" /.exec(message)?.[1];
  if (!variable) return null;
  if (/^Variable "\$\w+" of required type "[^"]+" was not provided\.$/.test(message)) return { field: variable, reason: "is required" };
  const placed = /^Variable "\$\w+" got invalid value [\s\S]*? at "(\w+(?:\.\w+|\[\d+\])*)"; ([\s\S]+)$/.exec(message);
  const unplaced = /^Variable "\$\w+" got invalid value [\s\S]*?; ([\s\S]+)$/.exec(message);
  if (!placed && !unplaced) return null;
  let path = placed && placed[1]!.startsWith(variable) ? placed[1]! : variable;
  let reason = placed ? placed[2]! : unplaced![1]!;
  const required = /^Field "(\w+)" of required type "[^"]+" was not provided\.$/.exec(reason);
  if (required) {
    path = `${path}.${required[1]}`;
    reason = "is required";
  }
  const segments = path.replace(/\[\d+\]/g, "").split(".");
  if (segments.length > 1 && WRAPPERS.has(segments[0]!)) segments.shift();
  return { field: segments.join("."), reason };
}
