import type { ExecutionResult, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context";
import { seesWholeSchema } from "./visible-schema";

// graphql-js ends many messages with its guesses at what was meant: field, argument and type
// names, enum values, input fields, the types of an inline fragment. To a visitor they would
// spell out the staff part of the schema one typo at a time, so only callers who see the whole
// schema get them (ADR 016); everyone else gets the message without its last sentence.

/** ' Did you mean "x"?', ' Did you mean the enum value "NAME"?', ' Did you mean to use an inline fragment on "T"?' */
const SUGGESTION = /\s*Did you mean [\s\S]*$/;

export const hasSuggestion = (message: string) => SUGGESTION.test(message);
export const withoutSuggestions = (message: string) => message.replace(SUGGESTION, "");

/** A copy of the error without its guesses; the original may sit in Yoga's validation cache. */
function stripped(error: GraphQLError): GraphQLError {
  if (!hasSuggestion(error.message)) return error;
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as GraphQLError, error, {
    message: withoutSuggestions(error.message),
  });
}

function strippedResult(result: ExecutionResult): ExecutionResult {
  return result.errors?.some((error) => hasSuggestion(error.message)) ? { ...result, errors: result.errors.map(stripped) } : result;
}

/**
 * Every answer of /graphql (validation, variables, execution) loses its suggestions unless the
 * caller sees the whole schema. `contextOf` is the request's context, built once per request.
 */
export function useSuggestionsForStaffOnly<ServerContext extends Record<string, unknown>>(
  contextOf: (serverContext: ServerContext) => Promise<Pick<Context, "user">>,
): Plugin<object, ServerContext> {
  return {
    async onResultProcess({ result, setResult, serverContext }) {
      const results = (Array.isArray(result) ? result : [result]) as unknown[];
      const plain = results.filter((item): item is ExecutionResult => typeof item === "object" && item !== null && "errors" in item);
      if (!plain.some((item) => item.errors?.some((error) => hasSuggestion(error.message)))) return;
      if (seesWholeSchema(await contextOf(serverContext))) return;
      setResult((Array.isArray(result) ? result.map(strippedResult) : strippedResult(result as ExecutionResult)) as typeof result);
    },
  };
}
