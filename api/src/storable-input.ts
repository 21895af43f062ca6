import type { Plugin } from "@envelop/core";
import { type ASTNode, type DocumentNode, Kind, visit } from "graphql";
import { Upload } from "graphql-upload-minimal";
import { hasUnstorableCharacters, unstorableTextMessage } from "../../common/schemas/fields";
import { badInput, type FieldErrors } from "./errors";

// Text with characters PostgreSQL cannot store as sent (NUL, other control characters, broken
// surrogates) answered 500 from deep inside a query. The rule lives in common/schemas/fields.ts and
// the forms' schemas apply it with each field's label; this check applies it once to every string
// an operation receives, in variables or written in the document, before any resolver runs, so an
// input a schema forgot (a search box, an id list, a filter) is refused too, naming the field.

/** Variables the REST shim and the web app wrap fields in: a field is named without them. */
const WRAPPERS = new Set(["input", "filter"]);

/** 'organizationName' → 'Organization name', 'talent.bio' → 'Bio': how a message names a field. */
const labelOf = (field: string) => {
  const words = field
    .split(".")
    .at(-1)!
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The argument and input-field names above a node of the document ('filter', 'search'). */
function placeOf(parent: unknown, ancestors: readonly unknown[]): string[] {
  return [...ancestors, parent]
    .filter(
      (node): node is ASTNode & { name: { value: string } } =>
        Boolean(node) && ((node as ASTNode).kind === Kind.ARGUMENT || (node as ASTNode).kind === Kind.OBJECT_FIELD),
    )
    .map((node) => node.name.value);
}

function record(found: FieldErrors, place: string[]) {
  const named = (place.length > 1 && WRAPPERS.has(place[0]!) ? place.slice(1) : place).filter((part) => !/^\d+$/.test(part));
  const field = named.join(".") || "input";
  found[field] ??= unstorableTextMessage(labelOf(field));
}

/**
 * Files and bytes are not text. Uploads arrive as the multipart parser's Upload (GraphQL) or as the
 * fetch layer's own File class (REST), which need not be the global Blob: walking one key by key
 * visited every byte (30 s for a 5 MB photo).
 */
const isBinary = (value: object) =>
  value instanceof Upload ||
  value instanceof Blob ||
  value instanceof ArrayBuffer ||
  ArrayBuffer.isView(value) ||
  typeof (value as Partial<Blob>).arrayBuffer === "function";

function collect(value: unknown, place: string[], found: FieldErrors) {
  if (typeof value === "string") {
    if (hasUnstorableCharacters(value)) record(found, place);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...place, String(index)], found));
  } else if (value && typeof value === "object" && !isBinary(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, [...place, key], found);
  }
}

/**
 * Field → message for every unstorable string in an operation's variables and literals. A
 * variable is named by where the document uses it: `$s` in `filter: { search: $s }` is 'search'.
 */
export function unstorableInputs(document: DocumentNode, variables: Record<string, unknown> | null | undefined): FieldErrors {
  const found: FieldErrors = {};
  const usedAt = new Map<string, string[]>();
  visit(document, {
    VariableDefinition: () => false,
    Variable(node, _key, parent, _path, ancestors) {
      if (!usedAt.has(node.name.value)) usedAt.set(node.name.value, placeOf(parent, ancestors));
    },
    StringValue(node, _key, parent, _path, ancestors) {
      if (hasUnstorableCharacters(node.value)) record(found, placeOf(parent, ancestors));
    },
  });
  for (const [name, value] of Object.entries(variables ?? {})) collect(value, usedAt.get(name) ?? [name], found);
  return found;
}

/** Throws BAD_USER_INPUT naming each field that holds unstorable text. */
export function assertStorableInputs(document: DocumentNode, variables: Record<string, unknown> | null | undefined) {
  const found = unstorableInputs(document, variables);
  if (Object.keys(found).length > 0) throw badInput(found);
}

/** Yoga: the same check for every GraphQL operation, answered as a 400 with nothing run. */
export const useStorableInput: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const found = unstorableInputs(args.document, args.variableValues as Record<string, unknown> | undefined);
    if (Object.keys(found).length > 0) setResultAndStopExecution({ errors: [badInput(found)] });
  },
};
