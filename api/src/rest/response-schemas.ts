import {
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from "graphql";
import { pickReply } from "./reply";
import { SHAPES, type ShapeRule } from "./shapes";
import type { Reply, RestInput, RestRoute } from "./types";

// The JSON Schema of each route's answer, derived from what the code runs (ADR 008): the route's
// GraphQL selection walked against the built schema (types, nullability, lists, enums), then the
// route's reply and shapes.ts's rules applied to it. Nothing here names a field of an answer.

export type JsonSchema = { [key: string]: unknown };

/** The JSON form of the schema's scalars as they serialize (builder.ts). */
const SCALARS: Record<string, JsonSchema> = {
  Int: { type: "integer" },
  Float: { type: "number" },
  String: { type: "string" },
  ID: { type: "string" },
  Boolean: { type: "boolean" },
  DateTime: { type: "string", format: "date-time" },
  Date: { type: "string", format: "date" },
  JSON: {},
};

/** The GraphQL object type each object schema was walked from: names its component. */
const typeNames = new WeakMap<JsonSchema, string>();

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type !== "string") return schema; // JSON: any value already
  const out: JsonSchema = { ...schema, type: [schema.type, "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  const name = typeNames.get(schema);
  if (name) typeNames.set(out, name);
  return out;
}

export function nonNull(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.type)) return schema;
  const out: JsonSchema = { ...schema, type: schema.type.find((type) => type !== "null") };
  if (Array.isArray(schema.enum)) out.enum = schema.enum.filter((value) => value !== null);
  const name = typeNames.get(schema);
  if (name) typeNames.set(out, name);
  return out;
}

function namedSchema(type: GraphQLNamedType, selection: SelectionSetNode | undefined): JsonSchema {
  if (isScalarType(type)) {
    const scalar = SCALARS[type.name];
    if (!scalar) throw new Error(`No JSON Schema for the scalar ${type.name}`);
    return { ...scalar };
  }
  if (isEnumType(type)) return { type: "string", enum: type.getValues().map((value) => value.name) };
  if (isObjectType(type) && selection) return objectSchema(type, selection);
  throw new Error(`The REST answers select no ${type.name} (interfaces and unions are not walked)`);
}

function outputSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
  if (isNonNullType(type)) return nonNull(outputSchema(type.ofType, selection));
  if (isListType(type)) return nullable({ type: "array", items: outputSchema(type.ofType, selection) });
  return nullable(namedSchema(type, selection));
}

function objectSchema(type: GraphQLObjectType, selection: SelectionSetNode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) throw new Error("The REST operations select fields only (no fragments)");
    const key = node.alias?.value ?? node.name.value;
    if (node.name.value === "__typename") {
      properties[key] = { type: "string" };
      continue;
    }
    const field = type.getFields()[node.name.value];
    if (!field) throw new Error(`${type.name} has no field ${node.name.value}`);
    properties[key] = outputSchema(field.type, node.selectionSet);
  }
  const schema: JsonSchema = { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
  typeNames.set(schema, type.name);
  return schema;
}

/** The schema of an operation's `data`: an object of its root fields. */
export function dataSchema(schema: GraphQLSchema, source: string): JsonSchema {
  const operation = parse(source).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as
    OperationDefinitionNode | undefined;
  if (!operation) throw new Error("A REST row runs no operation");
  const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  return objectSchema(root!, operation.selectionSet);
}

/** The schema at a dotted path of a data schema; a nullable step only means a 404 answer. */
function schemaAt(data: JsonSchema, path: string): JsonSchema {
  let schema = data;
  for (const key of path.split(".")) {
    const property = (nonNull(schema).properties as Record<string, JsonSchema> | undefined)?.[key];
    if (!property) throw new Error(`The operation's answer has no ${path}`);
    schema = property;
  }
  return schema;
}

/** shapes.ts's rule applied to a row's schema, as reshape applies it to the row. */
function shapeSchema(rule: ShapeRule, row: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, value] of Object.entries(row.properties as Record<string, JsonSchema>)) {
    if (rule.lastNameFromInitial && key === "lastInitial") continue;
    const yesNo = rule.yesNo?.includes(key);
    properties[rule.rename?.[key] ?? key] = yesNo
      ? Array.isArray(value.type)
        ? { type: ["string", "null"], enum: ["Yes", "No", null] }
        : { type: "string", enum: ["Yes", "No"] }
      : value;
  }
  if (rule.lastNameFromInitial) {
    properties.lastName = { type: "string", description: "The last name's initial and a full stop, or empty when there is none." };
  }
  const out: JsonSchema = { ...row, properties, required: Object.keys(properties) };
  typeNames.set(out, rule.name);
  return out;
}

function shaped(schema: JsonSchema, shape: keyof typeof SHAPES | undefined): JsonSchema {
  if (!shape) return schema;
  const rule = SHAPES[shape];
  if (schema.type === "array") return { ...schema, items: shapeSchema(rule, nonNull(schema.items as JsonSchema)) };
  return shapeSchema(rule, schema);
}

/** The success body a reply gives from data of this schema (a page's total goes in a header). */
export function replySchema(reply: Reply, data: JsonSchema): JsonSchema {
  if ("deleted" in reply) {
    const [id] = Object.values(data.properties as Record<string, JsonSchema>);
    const body = {
      type: "object",
      properties: { id: nonNull(id!), message: { type: "string" } },
      required: ["id", "message"],
      additionalProperties: false,
    };
    typeNames.set(body, "Deleted");
    return body;
  }
  return shaped(nonNull(schemaAt(data, "from" in reply ? reply.from : reply.items)), reply.shape);
}

/** The operation sources of a route: one, or one per form it takes (RestRoute.forms). */
function operationSources(route: RestRoute): string[] {
  if (typeof route.operation === "string") return [route.operation];
  const forms = route.forms ?? [{ staffView: false }, { staffView: true }];
  return forms.map((form) =>
    (route.operation as (input: RestInput) => string)({ params: {}, query: {}, body: {}, files: {}, staffView: false, ...form }),
  );
}

/** Each distinct success body a JSON route answers (one per form of its operation). */
export function routeBodies(schema: GraphQLSchema, route: RestRoute): JsonSchema[] {
  if (!route.reply) throw new Error(`${route.method} ${route.path} states no reply`);
  const bodies: JsonSchema[] = [];
  for (const source of operationSources(route)) {
    const data = dataSchema(schema, source);
    const properties = data.properties as Record<string, JsonSchema>;
    const reply = pickReply(route.reply, (key) => key in properties);
    const body = replySchema(reply, data);
    if (!bodies.some((known) => JSON.stringify(known) === JSON.stringify(body))) bodies.push(body);
  }
  return bodies;
}

export const objectTypeName = (schema: JsonSchema) => typeNames.get(schema);
