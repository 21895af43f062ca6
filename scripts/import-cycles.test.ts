import { describe, expect, it } from "vitest";
import { cycles, importGraph, runtimeSpecifiers, sourceFiles } from "./import-graph";

const ROOT = new URL("..", import.meta.url).pathname;

describe("runtime import cycles", () => {
  it("api/src, web/src and common/ import one another without a ring", () => {
    const files = sourceFiles(ROOT, ["api/src", "web/src", "common"]);
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(importGraph(ROOT, files))).toEqual([]);
  });

  it("finds a ring and ignores type-only imports", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    const text = [
      `import type { A } from "./a";`,
      `import { type B } from "./b";`,
      `export type { C } from "./c";`,
      `import { d, type D } from "./d";`,
      `import "./e";`,
      `export * from "./f";`,
      `const g = () => import("./g");`,
    ].join("\n");
    expect(runtimeSpecifiers("x.ts", text)).toEqual(["./d", "./e", "./f", "./g"]);
  });
});
