import { existsSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes, type PageHandle } from "./routes";

const WEB = path.resolve(import.meta.dirname, "../..");

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe("the route table", () => {
  const pages = allRoutes(routes).filter((route) => typeof route.lazy === "function");

  it("names, for the server's preloads, modules that exist under web/ as Vite's manifest names them", () => {
    expect(pages.length).toBeGreaterThan(25);
    for (const route of pages) {
      const { modules } = route.handle as PageHandle;
      expect(modules.length, route.path).toBeGreaterThan(0);
      for (const module of modules) expect(existsSync(path.join(WEB, module)), `${route.path}: ${module}`).toBe(true);
    }
  });

  it("loads a component for every lazy route", async () => {
    for (const route of pages) {
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, `${route.path ?? "(layout)"}`).toBe("function");
    }
  });
});
