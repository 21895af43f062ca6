import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";
import { errorCodes, openApiDocument, operationId } from "../src/rest/openapi";
import { routes } from "../src/rest/routes";
import type { RestRoute } from "../src/rest/types";
import { schema } from "../src/schema";
import type { RestAnswer } from "./rest-helpers";

// Checks every answer of the conformance test (openapi-conformance.test.ts) against the served
// OpenAPI document with a real JSON Schema validator (Ajv, 2020-12 dialect, with formats), and
// keeps the record of which operation answered which status.

// ajv-formats is CommonJS: its default export is the function under ESM and under Vite alike.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
type Header = { required?: boolean; schema: Record<string, unknown> };
type Response = { content?: Record<string, { schema: unknown }>; headers?: Record<string, Header> };
type Operation = { operationId: string; responses: Record<string, Response> };

const DOCUMENT_ID = "https://openapi.test/openapi.json";
const pointer = (...segments: string[]) => segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export type Answer = RestAnswer & { headers: Record<string, string | string[] | number | undefined> };

export class Conformance {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly validators = new Map<string, ValidateFunction>();
  /** operationId → the statuses it answered. */
  readonly answered = new Map<string, Set<string>>();
  /** Answers checked so far. */
  checked = 0;

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  private operation(route: RestRoute): Operation {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const operation = (this.document.paths[path] as Record<string, Operation> | undefined)?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
    return operation;
  }

  private validator(path: string, method: string, status: string, type: string): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer("paths", path, method, "responses", status, "content", type, "schema")}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /** Fails unless the status is documented for the route and the body and headers fit its response. */
  check(route: RestRoute, answer: Answer) {
    const operation = this.operation(route);
    const status = String(answer.status);
    const label = `${route.method} ${route.path} answered ${status}: ${answer.text.slice(0, 300)}`;
    const response = operation.responses[status];
    expect(response, `${label} (not documented)`).toBeDefined();
    const type = answer.contentType.split(";")[0]!.trim();
    expect(Object.keys(response!.content ?? {}), label).toContain(type);
    if (type === "application/json") {
      const validate = this.validator(route.path.replace(/:(\w+)/g, "{$1}"), route.method.toLowerCase(), status, type);
      const valid = validate(JSON.parse(answer.text));
      expect(valid, `${label}: ${this.ajv.errorsText(validate.errors)}`).toBe(true);
    }
    for (const [name, header] of Object.entries(response!.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (header.required) expect(value, `${label}: header ${name}`).toBeDefined();
      if (value !== undefined && header.schema.type === "integer") expect(String(value), `${label}: header ${name}`).toMatch(/^\d+$/);
    }
    this.checked++;
    const answered = this.answered.get(operation.operationId) ?? new Set();
    answered.add(status);
    this.answered.set(operation.operationId, answered);
  }

  /**
   * What was documented but never seen: each operation's success answer, and each of `codes` it
   * documents unless `excused` names it with the reason.
   */
  missing(codes: string[], excused: Record<string, string>): string[] {
    const missing: string[] = [];
    for (const route of routes) {
      const id = operationId(route);
      const answered = this.answered.get(id) ?? new Set();
      const expected = [String(route.status ?? 200), ...errorCodes(route).filter((code) => codes.includes(code))];
      for (const code of expected) if (!answered.has(code) && !excused[`${id} ${code}`]) missing.push(`${id} ${code}`);
    }
    return missing;
  }
}

export const servedDocument = () => openApiDocument(routes, schema);
