import { parse, print, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import * as generated from "../../gql/graphql";
import { operationName, printDocument } from "./print";

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith("Document") && typeof entry[1] === "object",
);

describe("printDocument", () => {
  it("writes every document of the app as text that parses back to the same document", () => {
    expect(documents.length).toBeGreaterThan(50);
    for (const [name, document] of documents) {
      expect(print(parse(printDocument(document))), name).toBe(print(document));
    }
  });

  it("writes the value, directive and type forms the app's documents may come to use", () => {
    const source = `query Every($id: Int! = 3, $tags: [String!], $on: Boolean!) @cached {
      a: talent(id: $id, where: {name: "say \\"hi\\"\\n", n: null, f: 1.5, e: ASC, l: [1, 2]}) @include(if: $on) {
        ... on Talent { id }
        ...Card @skip(if: false)
      }
    }
    fragment Card on Talent { firstName }`;
    const document = parse(source, { noLocation: true });
    expect(print(parse(printDocument(document)))).toBe(print(document));
  });

  it("names the operation, and refuses a document without one", () => {
    expect(operationName(parse("query Probe { a }"))).toBe("Probe");
    expect(() => operationName(parse("{ a }"))).toThrow(/named operation/);
  });
});
