import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { BULK_UPLOAD_MESSAGES, MAX_BULK_UPLOAD_FILES } from "../../common/schemas/content";
import { badInput } from "./errors";

// GraphQL multipart uploads (issue 13 item 8): Yoga's own parser reads every file of the body and
// ignores those the operation does not use, so a request could carry any number of them up to the
// 100 MB body limit. This parser replaces it for multipart requests: it stops reading after the
// most files any operation takes, and refuses, before anything runs or is stored, a file the
// multipart map does not name or that the map puts anywhere but an Upload variable of the operation.

/** The most files one operation takes: bulkUploadImages' list. */
export const MAX_FILES_PER_REQUEST = MAX_BULK_UPLOAD_FILES;

export const UPLOAD_LIMIT_MESSAGES = {
  tooMany: `A request may carry at most ${MAX_FILES_PER_REQUEST} files.`,
  unmapped: "This file is not named in the multipart map; send only the files the operation takes.",
  notAnUpload: "The operation has no Upload variable at this place; send only the files the operation takes.",
  /** The bulk upload page's own words: its list is the only Upload list. */
  listTooLong: BULK_UPLOAD_MESSAGES.tooMany,
} as const;

/** A 400 naming the place and the rule, answered by Yoga before any resolver runs. */
function refused(place: string, message: string): Error {
  const error = badInput({ [place]: message });
  (error.extensions as Record<string, unknown>).http = { status: 400 };
  return error;
}

const multipartError = (message: string) => refused("multipart", message);

/** Where `variables.a.b.0` points in the operation's variable types: an Upload, or not. */
function isUploadPlace(schema: GraphQLSchema, operation: OperationDefinitionNode, place: string): boolean | "list-too-long" {
  const [root, name, ...rest] = place.split(".");
  if (root !== "variables" || !name) return false;
  const definition = operation.variableDefinitions?.find((variable) => variable.variable.name.value === name);
  if (!definition) return false;
  let type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
  for (const part of rest) {
    const nullable = type && getNullableType(type);
    if (nullable && isListType(nullable)) {
      if (!/^\d+$/.test(part)) return false;
      if (Number(part) >= MAX_BULK_UPLOAD_FILES) return "list-too-long";
      type = nullable.ofType as GraphQLInputType;
    } else if (nullable && isInputObjectType(nullable)) {
      type = nullable.getFields()[part]?.type;
    } else {
      return false;
    }
  }
  if (!type) return false;
  const nullable = getNullableType(type);
  return !isListType(nullable) && getNamedType(nullable).name === "Upload";
}

function setPath(target: Record<string, unknown>, place: string, value: unknown) {
  const keys = place.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== "object" || next === null || !Object.hasOwn(node, key)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

type FormDataOptions = { formDataLimits?: { files?: number } };

async function parseMultipart(request: Request, schema: GraphQLSchema) {
  let form: FormData;
  try {
    // @whatwg-node's Request stops reading the body once the limit is passed.
    form = await (request.formData as (options?: FormDataOptions) => Promise<FormData>).call(request, {
      formDataLimits: { files: MAX_FILES_PER_REQUEST },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith("Files limit exceeded")) throw refused("files", UPLOAD_LIMIT_MESSAGES.tooMany);
    throw multipartError(`POST body sent invalid multipart data: ${message}`);
  }
  const operationsText = form.get("operations");
  if (typeof operationsText !== "string") throw multipartError('Multipart form field "operations" must be a string');
  let operations: Record<string, unknown>;
  let map: Record<string, unknown>;
  try {
    operations = JSON.parse(operationsText);
    map = JSON.parse(typeof form.get("map") === "string" ? (form.get("map") as string) : "{}");
  } catch {
    throw multipartError('Multipart form fields "operations" and "map" must be valid JSON');
  }
  if (!operations || typeof operations !== "object" || Array.isArray(operations)) {
    throw multipartError('Multipart form field "operations" must hold one operation');
  }
  if (!map || typeof map !== "object" || Array.isArray(map)) throw multipartError('Multipart form field "map" must be an object');

  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" && !Object.hasOwn(map, key)) throw refused(key, UPLOAD_LIMIT_MESSAGES.unmapped);
  }
  const places = Object.entries(map).flatMap(([key, value]) => {
    if (!Array.isArray(value) || value.some((place) => typeof place !== "string")) {
      throw multipartError(`Multipart map entry "${key}" must be a list of variable paths`);
    }
    return (value as string[]).map((place) => ({ key, place }));
  });
  if (places.length > 0) {
    let operation: OperationDefinitionNode | undefined;
    try {
      const document = parse(String(operations.query ?? ""));
      const candidates = document.definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      operation = operations.operationName
        ? candidates.find((candidate) => candidate.name?.value === operations.operationName)
        : candidates[0];
    } catch {
      operation = undefined; // Yoga reports the syntax error itself; no file may go with it
    }
    for (const { place } of places) {
      const fits = operation ? isUploadPlace(schema, operation, place) : false;
      if (fits === "list-too-long") throw refused(place.split(".")[1]!, UPLOAD_LIMIT_MESSAGES.listTooLong);
      if (!fits) throw refused(place, UPLOAD_LIMIT_MESSAGES.notAnUpload);
    }
  }
  for (const { key, place } of places) setPath(operations, place, form.get(key));
  return operations;
}

const isMultipart = (request: Request) =>
  request.method === "POST" && (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Yoga: multipart requests parsed with the limits above. */
export function useUploadLimits(schema: GraphQLSchema): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (isMultipart(request)) setRequestParser((incoming) => parseMultipart(incoming, schema));
    },
  };
}
