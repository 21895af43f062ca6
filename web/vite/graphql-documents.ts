import { readFile } from "node:fs/promises";
import path from "node:path";
import { transformAsync, types as t, type PluginObj } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

// Ships each GraphQL document with the code that uses it (docs/decisions/025-graphql-documents-per-chunk.md).
//
// 1. The client preset's own Babel plugin (its document-map optimizer) turns every
//    graphql(`query X {...}`) call into `import { XDocument } from "<gql>/graphql"`, so the map of
//    all documents in gql/gql.ts is no longer reached and tree-shaking drops it.
// 2. A bundler never splits one module between chunks: gql/graphql.ts, imported by two lazy pages,
//    would land whole in a chunk both load. So each such import is pointed at a module of its own,
//    `virtual:graphql-document/XDocument`, holding only that constant from gql/graphql.ts.

const VIRTUAL_PREFIX = "virtual:graphql-document/";
const RESOLVED_PREFIX = "\0graphql-document:";
const DOCUMENT_NAME = /(Document|FragmentDoc)$/;

/** The constant as the client preset writes it (documentMode "documentNode", the default). */
export function extractDocument(generatedSource: string, name: string): string | null {
  if (!/^\w+$/.test(name)) return null;
  const line = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, "m");
  return line.exec(generatedSource)?.[1] ?? null;
}

/** Babel plugin: `import { A, B } from "<gql>/graphql"` becomes one import per document constant. */
function splitDocumentImports(generatedModule: string): PluginObj {
  return {
    name: "split-graphql-document-imports",
    visitor: {
      Program: {
        exit(program, state) {
          const filename = state.filename ?? "";
          for (const statement of program.get("body")) {
            if (!statement.isImportDeclaration() || statement.node.importKind === "type") continue;
            const source = statement.node.source.value;
            if (!source.startsWith(".") || path.resolve(path.dirname(filename), source) !== generatedModule) continue;
            const documents: t.ImportSpecifier[] = [];
            const rest: typeof statement.node.specifiers = [];
            for (const specifier of statement.node.specifiers) {
              const isDocument =
                t.isImportSpecifier(specifier) &&
                specifier.importKind !== "type" &&
                t.isIdentifier(specifier.imported) &&
                DOCUMENT_NAME.test(specifier.imported.name);
              if (isDocument) documents.push(specifier as t.ImportSpecifier);
              else rest.push(specifier);
            }
            if (documents.length === 0) continue;
            const separate = documents.map((specifier) =>
              t.importDeclaration(
                [t.importSpecifier(specifier.local, specifier.imported)],
                t.stringLiteral(VIRTUAL_PREFIX + (specifier.imported as t.Identifier).name),
              ),
            );
            if (rest.length === 0) {
              statement.replaceWithMultiple(separate);
            } else {
              statement.node.specifiers = rest;
              statement.insertAfter(separate);
            }
          }
        },
      },
    },
  };
}

export type GraphqlDocumentsOptions = {
  /** The client preset's output folder (codegen.ts `generates` key), absolute. */
  artifactDirectory: string;
  /** The sources that call graphql(); defaults to .ts/.tsx files outside the artifact directory. */
  include?: (id: string) => boolean;
};

export function graphqlDocuments({ artifactDirectory, include }: GraphqlDocumentsOptions): Plugin {
  const generatedModule = path.join(artifactDirectory, "graphql");
  const generatedFile = `${generatedModule}.ts`;
  const isSource = include ?? ((id: string) => /\.tsx?$/.test(id) && !id.startsWith(artifactDirectory + path.sep));

  return {
    name: "graphql-documents",
    // Before the TypeScript/JSX transform, on the source as written.
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (file.includes(`${path.sep}node_modules${path.sep}`) || !isSource(file) || !code.includes("graphql(")) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: "graphql" }], () => splitDocumentImports(generatedModule)],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(generatedFile);
      const document = extractDocument(await readFile(generatedFile, "utf8"), name);
      if (!document) this.error(`${name} is not in ${generatedFile}: run \`npm run codegen\`.`);
      return `export const ${name} = ${document};\n`;
    },
  };
}
