import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Route } from "@playwright/test";
import type { ResultOf, TypedDocumentNode } from "@graphql-typed-document-node/core";
import {
  buildSchema,
  executeSync,
  getOperationAST,
  Kind,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";

// A browser test that stands in for the API (a held answer, a talent the demo data lacks, rows from
// before a rule) makes up the answer itself. Its data is typed by the operation's codegen document,
// and checked here against schema.graphql before the page gets it: a field renamed in the schema or
// the document fails the spec instead of feeding the page an answer no server could give.

/** A fragment's fields in place of codegen's masked reference to them, all the way down. */
export type Unmasked<T> = T extends readonly (infer Item)[]
  ? Unmasked<Item>[]
  : T extends object
    ? FragmentFields<T> & { [K in keyof T as K extends " $fragmentRefs" | " $fragmentName" ? never : K]: Unmasked<T[K]> } & {
        // Apollo asks for every object's __typename; the check fills it in from the schema.
        __typename?: string;
      }
    : T;
type FragmentFields<T> = T extends { " $fragmentRefs"?: infer Refs }
  ? unknown extends Refs
    ? unknown
    : UnionToIntersection<{ [Name in keyof NonNullable<Refs>]: Unmasked<NonNullable<Refs>[Name]> }[keyof NonNullable<Refs>]>
  : unknown;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** Any operation's typed document: its variables are no concern of the answer's type. */
type AnyDocument = TypedDocumentNode<unknown, never>;

/** The made-up `data` of an answer to `document`, typed as the app reads it. */
export type AnswerData<D extends AnyDocument> = Unmasked<ResultOf<D>>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let contract: GraphQLSchema | undefined;
/** The API's contract, printed from the Pothos schema (npm run schema:print). */
export function appSchema(): GraphQLSchema {
  contract ??= buildSchema(readFileSync(path.join(repoRoot, "schema.graphql"), "utf8"));
  return contract;
}

/** What Apollo sends: every selection set also asks for __typename (the operation's root does not). */
export function withTypenames(document: DocumentNode): DocumentNode {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const asked = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === "__typename");
      return asked ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });
}

export function operationNameOf(document: DocumentNode): string {
  const name = getOperationAST(document)?.name?.value;
  if (!name) throw new Error("The document has no named operation.");
  return name;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Runs `query` on the schema with `data` as the root (each field answers the made-up value under its
 * response key) and returns the answer a server with that data would give. Throws, naming each path,
 * when the schema refuses the query or the data (a wrong scalar kind, a null where the schema has
 * none), when the data lacks a field the query asks for, or has one it does not ask for.
 */
export function checkedAnswer(
  query: string | DocumentNode,
  data: unknown,
  options: { variables?: Record<string, unknown>; operationName?: string; schema?: GraphQLSchema } = {},
): Record<string, unknown> {
  const schema = options.schema ?? appSchema();
  const document = typeof query === "string" ? parse(query) : query;
  const problems = validate(schema, document).map((error) => `the operation: ${error.message}`);
  if (problems.length === 0) {
    // The made-up data is keyed as the answer is, by response name: an alias reads its own key.
    const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
      (source as Record<string, unknown> | null)?.[String(info.path.key)];
    const result = executeSync({
      schema,
      document,
      rootValue: data,
      variableValues: options.variables,
      operationName: options.operationName,
      fieldResolver: byResponseKey,
    });
    for (const error of result.errors ?? []) problems.push(`data.${error.path?.join(".") ?? ""}: ${error.message}`);
    const operation = getOperationAST(document, options.operationName);
    if (operation) unasked(data, [operation.selectionSet], fragmentsOf(document), "", problems);
    // The served data is cut short after an error (a null goes up to the nearest nullable field).
    if (!result.errors?.length) compare(data, result.data as Json, "", problems);
    if (problems.length === 0) return result.data as Record<string, unknown>;
  }
  throw new Error(
    `The made-up answer to ${options.operationName ?? "the operation"} does not fit schema.graphql:\n  ${problems.join("\n  ")}`,
  );
}

const named = (at: string) => `data${at ? `.${at}` : ""}`;

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );

/** The response keys the selections ask for, each with its own selections (fragments spread in). */
function askedFields(
  selections: readonly SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
): Map<string, SelectionSetNode[]> {
  const asked = new Map<string, SelectionSetNode[]>();
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        asked.set(key, [...(asked.get(key) ?? []), ...(selection.selectionSet ? [selection.selectionSet] : [])]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  selections.forEach(collect);
  return asked;
}

/**
 * The made-up fields the operation does not ask for. Read from the operation itself, not from the
 * run: a refused field stops the run of its object's other fields.
 */
function unasked(
  made: unknown,
  selections: SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  at: string,
  problems: string[],
): void {
  if (made === null || typeof made !== "object" || selections.length === 0) return;
  if (Array.isArray(made))
    return made.forEach((item, index) => unasked(item, selections, fragments, `${at}${at ? "." : ""}${index}`, problems));
  const asked = askedFields(selections, fragments);
  for (const [key, value] of Object.entries(made)) {
    const inner = at ? `${at}.${key}` : key;
    const below = asked.get(key);
    if (below) unasked(value, below, fragments, inner, problems);
    else if (value !== undefined && key !== "__typename") problems.push(`${named(inner)}: not asked for by the operation`);
  }
}

/** Where the made-up value and the schema's answer from it differ; the schema fills in __typename. */
function compare(made: unknown, served: Json, at: string, problems: string[]): void {
  const differs = (what: string) => void problems.push(`${named(at)}: ${what}`);
  const inner = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(served)) {
    if (!Array.isArray(made)) return differs(`the schema has a list, the answer ${JSON.stringify(made)}`);
    served.forEach((item, index) => compare(made[index], item, inner(index), problems));
    return;
  }
  if (served !== null && typeof served === "object") {
    if (made === null || typeof made !== "object") return differs(`the schema has an object, the answer ${JSON.stringify(made)}`);
    const given = made as Record<string, unknown>;
    if (given.__typename !== undefined && !("__typename" in served))
      problems.push(`${named(inner("__typename"))}: not asked for by the operation`);
    for (const [key, value] of Object.entries(served)) {
      if (given[key] !== undefined) compare(given[key], value, inner(key), problems);
      else if (key !== "__typename") problems.push(`${named(inner(key))}: missing from the answer`);
    }
    return;
  }
  if (made !== served) differs(`the answer has ${JSON.stringify(made)}, the schema serves ${JSON.stringify(served)}`);
}

/** True when the route's request is `document`'s operation. */
export function isOperation(route: Route, document: DocumentNode): boolean {
  const body = route.request().postDataJSON() as { operationName?: string } | null;
  return body?.operationName === operationNameOf(document);
}

/**
 * Answers the route's request (an operation of `document`) with `data`, checked against the schema
 * for the query the page actually sent, as Apollo sent it. A misfit fails the test: the page is
 * told, and the handler throws with each path named.
 */
export async function fulfillData<D extends AnyDocument>(route: Route, document: D, data: AnswerData<D>): Promise<void> {
  const body = route.request().postDataJSON() as { query?: string; variables?: Record<string, unknown>; operationName?: string } | null;
  const operationName = operationNameOf(document);
  if (body?.operationName !== operationName) throw new Error(`Asked to answer ${operationName}, but the page sent ${body?.operationName}.`);
  let answer: Record<string, unknown>;
  try {
    answer = checkedAnswer(body.query ?? print(withTypenames(document)), data, { variables: body.variables, operationName });
  } catch (error) {
    await route.fulfill({ status: 500, json: { errors: [{ message: String(error) }] } });
    throw error;
  }
  await route.fulfill({ json: { data: answer } });
}

/** A GraphQL error answer (no data), as the server's error masking words one. */
export async function fulfillErrors(route: Route, message: string, status = 200): Promise<void> {
  const answer: { errors: { message: string }[] } = { errors: [{ message }] };
  await route.fulfill({ status, json: answer });
}
