import type { Plugin } from "@envelop/core";
import { PothosValidationError } from "@pothos/core";
import { complexityFromQuery, type FieldComplexityValue } from "@pothos/plugin-complexity";
import {
  type DocumentNode,
  type GraphQLField,
  GraphQLError,
  type GraphQLSchema,
  getNullableType,
  isListType,
  Kind,
  type OperationDefinitionNode,
} from "graphql";
import { MAX_QUERY_COST, queryCostMessage, UNSIZED_LIST_ROWS } from "../../common/api-limits";
import { REGISTER_PAGE_SIZE } from "./schema/paging";

// The cost of an operation counts the rows its lists ask for (ADR 132): graphql-armor's cost limit
// counted each field once, so fifteen aliases of `talents(limit: 500)` cost as little as fifteen
// single talents. @pothos/plugin-complexity measures the selection with the rule below, which the
// builder gives every field, so a paged field added later is counted by its limit without anyone
// remembering to say so.

/**
 * The rows a paged field answers when the call leaves `limit` out and the schema states no default
 * (categoryPage, clientPage...): the largest default page among them.
 */
const UNSTATED_LIMIT = REGISTER_PAGE_SIZE;

/** The builder's cost of one field: 1, plus its selection times the rows it may answer. */
export function fieldCost(args: Record<string, unknown>, _context: unknown, field: GraphQLField<unknown, never>): FieldComplexityValue {
  if (field.args.some((arg) => arg.name === "limit")) {
    const rows = typeof args.limit === "number" ? args.limit : UNSTATED_LIMIT;
    return { field: 1, multiplier: Math.max(rows, 0) };
  }
  // A page's rows: the paged field above them already counted its limit.
  if (field.name === "items") return { field: 1, multiplier: 1 };
  return { field: 1, multiplier: isListType(getNullableType(field.type)) ? UNSIZED_LIST_ROWS : 1 };
}

/**
 * What an operation costs with these variables (the operation named, or the dearest of the
 * document's), or undefined when it cannot be measured: variables that do not fit, which
 * execution then refuses with graphql's own message. The plugin's complexityFromQuery measures a
 * document's first operation, so each is handed over with the fragments; its validation rule
 * would do the same through graphql's validate, which costs four times as much.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variableValues: Record<string, unknown> | null | undefined,
  operationName?: string | null,
  context: object = {},
): number | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  let cost: number | undefined;
  for (const operation of operations) {
    try {
      const measured = complexityFromQuery(
        { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
        { schema, ctx: context, variables: variableValues ?? {} },
      );
      cost = Math.max(cost ?? 0, measured.complexity);
    } catch (error) {
      if (!(error instanceof GraphQLError || error instanceof PothosValidationError)) throw error;
    }
  }
  return cost;
}

export const queryCostError = (cost: number) =>
  new GraphQLError(queryCostMessage(cost), { extensions: { code: "QUERY_TOO_COSTLY", cost, maxCost: MAX_QUERY_COST } });

/**
 * Refuses an operation over MAX_QUERY_COST before any resolver runs. At execution rather than in
 * validation: the cost depends on the variables, and Yoga caches validation by the document alone.
 */
export const useQueryCost: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const cost = queryCost(args.schema, args.document, args.variableValues, args.operationName, args.contextValue as object);
    if (cost !== undefined && cost > MAX_QUERY_COST) setResultAndStopExecution({ errors: [queryCostError(cost)] });
  },
};
