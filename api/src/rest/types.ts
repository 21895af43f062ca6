import type { ZodType } from "zod";

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
  /** Turns the operation's data into the answer body. */
  answer: (data: any, input: RestInput) => unknown;
  /** Status of a successful answer (200 unless stated). */
  status?: number;
  query?: QueryParam[];
  /** The request body: JSON fields or multipart parts, for documentation and parsing. */
  body?: { kind: "json"; fields: string[]; schema?: ZodType } | { kind: "multipart"; fields: string[]; files: string[] };
  responseExample?: unknown;
  /**
   * A list answered a page at a time (ADR 095): the call's limit and offset are added to the
   * variables, `answer` returns {items, total}, and the body is the items with the total and the
   * Link header beside them. maxLimit is the operation's own rule, stated here for the documentation.
   */
  page?: { maxLimit: string };
  /** A file answer instead of JSON: `answer` returns its text, sent with this type and file name. */
  file?: { contentType: string; filename: string };
};
