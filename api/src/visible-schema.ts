import type { Plugin } from "@envelop/core";
import { filterSchema, pruneSchema } from "@graphql-tools/utils";
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  validate,
  visit,
} from "graphql";
import type { Context } from "./context";
import { schema } from "./schema";
import { type Scopes, scopesOf } from "./schema/builder";

// Visitors see the public schema, staff the whole (ADR 016). The public schema is not kept by
// hand: it is the full one less every type and field whose Pothos auth scope the caller does not
// hold, so a staff field added later is hidden from visitors by the scope that protects it.
// Introspection (and so GraphiQL, which runs it) answers from the caller's schema; every other
// operation is still checked against the whole one, so a staff query with an expired token keeps
// answering UNAUTHENTICATED 'Invalid token' (which ends the web app's session), not 'Cannot query field'.

type Scoped = { extensions?: { pothosOptions?: { authScopes?: unknown } } | null };

/** Pothos reads an authScopes map as "any of these"; a caller holding none of them is refused. */
function allowed(element: Scoped | undefined, granted: Scopes): boolean {
  const scopes = element?.extensions?.pothosOptions?.authScopes;
  if (scopes === undefined) return true;
  // Staff see the whole schema, the talent portal's operations too (ADR 004), though they cannot run them.
  if (granted.admin) return true;
  // A scope decided per call (a function): shown to staff only, to be safe.
  if (typeof scopes !== "object" || scopes === null) return granted.admin;
  return Object.entries(scopes).some(([scope, wanted]) => wanted === true && granted[scope as keyof Scopes] === true);
}

const cache = new Map<string, GraphQLSchema>();

/** The schema a caller holding these scopes sees: the very schema the server runs, for staff. */
export function schemaFor(granted: Scopes): GraphQLSchema {
  const key = JSON.stringify(granted);
  const cached = cache.get(key);
  if (cached) return cached;
  const types = Object.values(schema.getTypeMap());
  const hiddenTypes = new Set(types.filter((type) => !allowed(type as Scoped, granted)).map((type) => type.name));
  const fieldAllowed = (config: GraphQLFieldConfig<unknown, unknown> | GraphQLField<unknown, unknown>) =>
    allowed(config as Scoped, granted) && !hiddenTypes.has(getNamedType(config.type).name);
  const hidesSomething =
    hiddenTypes.size > 0 ||
    types.some((type) => isObjectType(type) && Object.values(type.getFields()).some((field) => !fieldAllowed(field)));
  const visible = hidesSomething
    ? pruneSchema(
        filterSchema({
          schema,
          typeFilter: (name) => !hiddenTypes.has(name),
          rootFieldFilter: (_root, _name, config) => fieldAllowed(config),
          objectFieldFilter: (_type, _name, config) => fieldAllowed(config as GraphQLFieldConfig<unknown, unknown>),
        }),
      )
    : schema;
  cache.set(key, visible);
  return visible;
}

/** What a visitor sees (printed to schema.public.graphql by scripts/print-schema.ts). */
export const publicSchema = schemaFor(scopesOf({ user: null }));

/** The caller sees every operation: the introspection and the suggestions staff get. */
export const seesWholeSchema = (context: Pick<Context, "user">) => schemaFor(scopesOf(context)) === schema;

const introspects = new WeakMap<DocumentNode, boolean>();

/** Whether a document asks for `__schema` or `__type` anywhere (fragments included). */
function asksIntrospection(document: DocumentNode): boolean {
  let found = introspects.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Field(node) {
        if (node.name.value === "__schema" || node.name.value === "__type") {
          found = true;
          return false;
        }
        return undefined;
      },
    });
    introspects.set(document, found);
  }
  return found;
}

/**
 * Introspection answers from the caller's schema: an operation that introspects is validated and
 * run against it, so a document mixing `__schema` with a staff field is refused as if the field
 * did not exist, rather than answered in part.
 */
export const useVisibleIntrospection: Plugin = {
  onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
    if (!asksIntrospection(args.document)) return;
    const visible = schemaFor(scopesOf(args.contextValue as Context));
    if (visible === args.schema) return;
    const errors = validate(visible, args.document);
    if (errors.length > 0) return setResultAndStopExecution({ errors });
    setExecuteFn((original) => executeFn({ ...original, schema: visible }));
  },
};
