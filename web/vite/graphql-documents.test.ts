import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { extractDocument, graphqlDocuments } from "./graphql-documents";

// Builds a tiny app with two lazily loaded pages, each with its own graphql() document and one
// sharing a fragment, and looks at which chunk carries which document.

const DOC = (name: string, marker: string, type = "DocumentNode<X, Y>") =>
  `export const ${name} = {"kind":"Document","definitions":[],"marker":"${marker}"} as unknown as ${type};`;

const FILES: Record<string, string> = {
  "index.html": `<script type="module" src="/main.ts"></script>`,
  "main.ts": `import("./a").then((m) => console.log(m.A));\nimport("./b").then((m) => console.log(m.B, m.card));\n`,
  "gql/graphql.ts": [
    `import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";`,
    DOC("ADocument", "only-in-a"),
    DOC("BDocument", "only-in-b"),
    DOC("CardFragmentDoc", "card-fragment", "DocumentNode<CardFragment, unknown>"),
  ].join("\n"),
  "gql/gql.ts":
    `import * as types from "./graphql";\nconst documents = { "query A { a }": ` +
    `types.ADocument, "query B { b }": types.BDocument };\nexport function graphql(source: ` +
    `string) { return (documents as Record<string, unknown>)[source] ?? {}; }\n`,
  "gql/index.ts": `export * from "./gql";\n`,
  "a.ts": `import { graphql } from "./gql";\nexport const A = graphql(\`query A { a }\`);\n`,
  "b.tsx":
    `import { graphql } from "./gql";\nimport type { BQuery } from "./gql/graphql";\nexport ` +
    `const B = graphql(\`query B { b }\`);\nexport const card = graphql(\`fragment Card on T { ` +
    `id }\`);\nexport type Q = BQuery;\n`,
};

const root = mkdtempSync(path.join(tmpdir(), "graphql-documents-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function buildFixture(): Promise<Rolldown.OutputChunk[]> {
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [graphqlDocuments({ artifactDirectory: path.join(root, "gql") })],
    build: { write: false, minify: false, modulePreload: false },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ("output" in result ? result.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
}

describe("graphqlDocuments (vite plugin)", () => {
  it("puts each document in the chunk of the page that uses it, and drops the map of all documents", async () => {
    const chunks = await buildFixture();
    const carrying = (marker: string) =>
      chunks.filter((chunk) => chunk.code.includes(marker)).map((chunk) => chunk.facadeModuleId ?? chunk.fileName);

    expect(carrying("only-in-a")).toEqual([path.join(root, "a.ts")]);
    expect(carrying("only-in-b")).toEqual([path.join(root, "b.tsx")]);
    expect(carrying("card-fragment")).toEqual([path.join(root, "b.tsx")]);
    // gql.ts's map (keyed by each document's text) is in no chunk.
    expect(chunks.filter((chunk) => chunk.code.includes("query A { a }"))).toEqual([]);
  });

  it("reads one constant from the generated file", () => {
    const generated = readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), "../src/gql/graphql.ts"), "utf8");
    const home = extractDocument(generated, "HomeCategoriesDocument");
    expect(JSON.parse(home!)).toMatchObject({ kind: "Document", definitions: [{ name: { value: "HomeCategories" } }, expect.anything()] });
    expect(extractDocument(generated, "NoSuchDocument")).toBeNull();
    expect(extractDocument(generated, "A.*")).toBeNull();
  });
});
