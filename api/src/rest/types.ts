import type { ZodType } from "zod";
import type { ShapeName } from "./shapes";

/** What a REST call brings, already parsed: path parameters, query string, JSON or multipart body. */
export type RestInput = {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The JSON body, or for multipart the parsed `data` field merged with the other text fields. */
  body: Record<string, unknown>;
  /** Multipart files by field name (a repeated field gives several). */
  files: Record<string, File[]>;
  /**
   * Whether the call asks for the staff view of a path both serve: a token came with it, unless
   * the token names an account without the admin flag, who sees what visitors see. The schema
   * still judges the token (a bad or expired one answers 401).
   */
  staffView: boolean;
};

type Method = "GET" | "POST" | "PUT" | "DELETE";

export type QueryParam = {
  name: string;
  description: string;
  type?: "string" | "integer" | "boolean";
  /** The old clients' other name for it (category for categoryId). */
  alias?: string;
  /** Accepted and documented for old clients, but the operation does not use it. */
  ignored?: true;
  /** The values it takes, for the documentation (the operation judges them). */
  values?: readonly string[];
};

/** One documented path: the GraphQL operation it runs and how the call maps to and from it. */
export type RestRoute = {
  method: Method;
  /** Fastify path syntax, e.g. /api/talents/:id */
  path: string;
  summary: string;
  /** For the OpenAPI document only; the schema enforces who may call what. */
  access: "public" | "staff" | "public, staff see more";
  /** GraphQL document run on the shared schema (one operation). */
  operation: string | ((input: RestInput) => string);
  variables?: (input: RestInput) => Record<string, unknown>;
  /**
   * Where the JSON answer is in the operation's data (reply.ts); alternatives for an operation
   * that has several forms. The OpenAPI document derives the answer's schema from the same.
   */
  reply?: Reply | readonly Reply[];
  /** A file answer's text from the operation's data (with `file`). */
  answer?: (data: any, input: RestInput) => unknown;
  /**
   * Inputs that pick each form of an operation given as a function, for the OpenAPI document:
   * a visitor's and a staff call unless stated.
   */
  forms?: ReadonlyArray<Partial<RestInput>>;
  /** Status of a successful answer (200 unless stated). */
  status?: number;
  query?: QueryParam[];
  /** The request body: JSON fields or multipart parts, for documentation and parsing. */
  body?: JsonBody | MultipartBody;
  responseExample?: unknown;
  /**
   * A list answered a page at a time (ADR 008): the call's limit and offset are added to the
   * variables, `reply` names {items, total}, and the body is the items with the total and the
   * Link header beside them. maxLimit is the operation's own rule, stated here for the documentation.
   */
  page?: { maxLimit: string };
  /** A file answer instead of JSON: `answer` returns its text, sent with this type and file name. */
  file?: { contentType: string; filename: string };
};

/**
 * A JSON answer from the operation's data: the value at a dotted path (`from`, null answers 404),
 * a page's rows and total, or the id of a deleted record. `shape` reshapes each row (shapes.ts).
 */
export type Reply = { from: string; shape?: ShapeName } | { items: string; total: string; shape?: ShapeName } | { deleted: string };

/** A JSON body: its fields, and the shared zod schema that describes them when there is one. */
export type JsonBody = { kind: "json"; fields: string[]; schema?: ZodType };

export type MultipartBody = {
  kind: "multipart";
  fields: string[];
  files: string[];
  /** The `data` part's JSON object: one schema per form of the operation. */
  data?: readonly ZodType[];
  /** The same fields also taken as a JSON body. */
  json?: ZodType;
};
