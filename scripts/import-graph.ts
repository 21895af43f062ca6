import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The runtime import graph of the app's own modules, for the cycle check (import-cycles.test.ts).
// A cycle is a runtime hazard: whichever module of the ring loads first sees the others half
// initialised (a `const` read before it is set throws). Type-only imports vanish at compile time,
// so they are left out. import() counts: a lazy ring still ties two modules into one unit, and a
// lazily loaded module reaching back into its loader is a cycle the moment both have loaded.

const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs"];

/** Every TypeScript source file under the given folders (repository-relative, "/"-separated). */
export function sourceFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.includes("node_modules"))
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`),
  );
}

/** The package.json "imports" map's `#name/*` entries as prefix → target folder (both without the `*`). */
function subpathImports(root: string): [string, string][] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { imports?: Record<string, unknown> };
  return Object.entries(manifest.imports ?? {}).flatMap(([key, target]) => {
    const chosen = typeof target === "string" ? target : (target as Record<string, string> | null)?.default;
    if (typeof chosen !== "string") return [];
    return [[key.replace(/\*$/, ""), path.posix.normalize(chosen.replace(/\*.*$/, "")).replace(/^\.\//, "")]];
  });
}

function resolveFile(root: string, base: string): string | undefined {
  const candidates = [base, ...EXTENSIONS.map((ext) => base.replace(/\.js$/, "") + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
}

/** Value-carrying import, re-export and import() specifiers of one file. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const named = statement.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  // Walking every node is most of the cost; most files have no import() to find.
  if (!text.includes("import(")) return specifiers;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** file → the files of the repository it imports at runtime. Packages are outside the graph. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const aliases = subpathImports(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeSpecifiers(file, readFileSync(path.join(root, file), "utf8")).flatMap((specifier) => {
      const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
      const base = specifier.startsWith(".")
        ? path.posix.join(path.posix.dirname(file), specifier)
        : alias
          ? path.posix.join(alias[1], specifier.slice(alias[0].length))
          : undefined;
      const resolved = base === undefined ? undefined : resolveFile(root, base);
      return resolved ? [resolved] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Each strongly connected ring of the graph (Tarjan), as its files in a stable order. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const ring: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        ring.push(member);
      } while (member !== node);
      const selfImport = ring.length === 1 && (graph.get(node) ?? []).includes(node);
      if (ring.length > 1 || selfImport) found.push(ring.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
