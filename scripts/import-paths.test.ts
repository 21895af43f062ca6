import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./import-graph";

// Imports name a module at most two folders' climb away; further away, through an alias
// of package.json "imports" (#common/…, #api/… for api/src, #web/… for web/src; the same in
// tsconfig.json's paths for TypeScript). And nothing imports common/'s barrel: each module is imported
// by name, so what a page imports from common/ is what it loads (the barrel brought zod into pages).
// A codemod did the rewrite (docs/architecture.md, "Folders").

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["api", "common", "web/src", "web/vite", "e2e", "scripts", "bench"];
const SKIPPED = /^(web\/src\/gql|api\/src\/db\/generated|api\/test\/generated)\//;

/** Deep climbs kept on purpose, each with its reason. */
const DOCUMENTED_CLIMBS: Record<string, string> = {
  // A test of the web app reads the fragment generator of scripts/, which has no alias of its own.
  "web/src/app/talent-field-surfaces.test.tsx → ../../../scripts/talent-fragments": "scripts/ has no alias",
};

function specifiers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const info = ts.preProcessFile(text, true, true);
  const mocks = [...text.matchAll(/\bvi\.(?:mock|doMock|importActual|importMock)\(\s*["']([^"']+)["']/g)].map((match) => match[1]!);
  return [...info.importedFiles.map((entry) => entry.fileName), ...mocks];
}

describe("import paths", () => {
  const files = sourceFiles(ROOT, FOLDERS).filter((file) => !SKIPPED.test(file));

  it("no import climbs more than two folders outside the documented places", () => {
    const deep = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => /^(\.\.\/){3,}/.test(specifier))
        .map((specifier) => `${file} → ${specifier}`)
        .filter((entry) => !(entry in DOCUMENTED_CLIMBS)),
    );
    expect(deep).toEqual([]);
  });

  it("nothing imports the common/ barrel: its modules are imported one by one", () => {
    const barrel = path.join(ROOT, "common", "index.ts");
    const importers = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => {
          if (/^#common(\/index)?$/.test(specifier)) return true;
          if (!specifier.startsWith(".")) return false;
          const target = path.join(ROOT, path.dirname(file), specifier);
          return target === path.dirname(barrel) || target === barrel.replace(/\.ts$/, "") || target === barrel;
        })
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(importers).toEqual([]);
  });
});
