import type { ASTNode, DocumentNode } from "graphql";

// The query text of a codegen document, for the public client (ADR 119). graphql-js's own print()
// and its visitor would add their weight to every public page for this one job; a document here
// is only ever an executable one (operations and fragments), which takes a few lines to write out.
// Only the types come from graphql: nothing of it is bundled.

const join = (parts: ReadonlyArray<string | undefined | false>, separator = " ") => parts.filter(Boolean).join(separator);
const wrap = (start: string, inner: string, end: string) => (inner ? start + inner + end : "");
const all = (nodes: readonly ASTNode[] | undefined, separator = " ") => (nodes ?? []).map(printNode).join(separator);

function printNode(node: ASTNode): string {
  switch (node.kind) {
    case "Document":
      return all(node.definitions, "\n");
    case "OperationDefinition":
      return join([
        node.operation,
        (node.name?.value ?? "") + wrap("(", all(node.variableDefinitions, ", "), ")"),
        all(node.directives),
        printNode(node.selectionSet),
      ]);
    case "FragmentDefinition":
      return join(["fragment", node.name.value, "on", node.typeCondition.name.value, all(node.directives), printNode(node.selectionSet)]);
    case "VariableDefinition":
      return join([
        `$${node.variable.name.value}: ${printNode(node.type)}`,
        node.defaultValue && `= ${printNode(node.defaultValue)}`,
        all(node.directives),
      ]);
    case "SelectionSet":
      return `{ ${all(node.selections)} }`;
    case "Field":
      return join([
        (node.alias ? `${node.alias.value}: ` : "") + node.name.value + wrap("(", all(node.arguments, ", "), ")"),
        all(node.directives),
        node.selectionSet && printNode(node.selectionSet),
      ]);
    case "Argument":
    case "ObjectField":
      return `${node.name.value}: ${printNode(node.value)}`;
    case "FragmentSpread":
      return join([`...${node.name.value}`, all(node.directives)]);
    case "InlineFragment":
      return join(["...", node.typeCondition && `on ${node.typeCondition.name.value}`, all(node.directives), printNode(node.selectionSet)]);
    case "Directive":
      return `@${node.name.value}` + wrap("(", all(node.arguments, ", "), ")");
    case "NamedType":
      return node.name.value;
    case "ListType":
      return `[${printNode(node.type)}]`;
    case "NonNullType":
      return `${printNode(node.type)}!`;
    case "Variable":
      return `$${node.name.value}`;
    case "IntValue":
    case "FloatValue":
    case "EnumValue":
      return node.value;
    case "StringValue":
      // JSON's escapes are all GraphQL string escapes; a block string's value is the cooked text.
      return JSON.stringify(node.value);
    case "BooleanValue":
      return String(node.value);
    case "NullValue":
      return "null";
    case "ListValue":
      return `[${all(node.values, ", ")}]`;
    case "ObjectValue":
      return `{${all(node.fields, ", ")}}`;
    default:
      throw new Error(`A public document cannot hold a ${node.kind} node.`);
  }
}

const printed = new WeakMap<DocumentNode, string>();

/** The document as query text (what a GraphQL request's `query` carries), worked out once per document. */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = printNode(document);
    printed.set(document, text);
  }
  return text;
}

/** The name of the document's operation: the request's `operationName`, and the cache's key. */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) return definition.name.value;
  }
  throw new Error("A public document needs a named operation.");
}
