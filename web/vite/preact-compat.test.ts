import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { preactCompatFixes } from "./preact-compat";

// The transform runs on React Router's real dist (the module the browser build and `npm run dev`
// load), then the patched scroll restoration is run against a fake window to see when it scrolls.

const ROUTER_DIR = fileURLToPath(new URL("../../node_modules/react-router/dist/development/", import.meta.url));
const routerModule = () => {
  const modules = readdirSync(ROUTER_DIR)
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => ({ id: `${ROUTER_DIR}${name}`, code: readFileSync(`${ROUTER_DIR}${name}`, "utf8") }));
  const found = modules.find((module) => module.code.includes("function useScrollRestoration"));
  if (!found) throw new Error("no module of react-router has useScrollRestoration");
  return found;
};

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;
const transform = (code: string, id: string) => {
  const hook = preactCompatFixes().transform as unknown as Transform;
  return hook.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
};

describe("preactCompatFixes", () => {
  it("defers ScrollRestoration's scrolling to a microtask, after the rest of the update has committed", async () => {
    const { id, code } = routerModule();
    const result = transform(code, id);
    const patched = typeof result === "object" && result !== null && "code" in result ? String(result.code) : "";
    const start = patched.indexOf(
      "queueMicrotask(() => {\nif (typeof restoreScrollPosition",
      patched.indexOf("function useScrollRestoration"),
    );
    expect(start).toBeGreaterThan(0);

    // The deferred block, as React Router's layout effect runs it, with the saved position 3724.
    const block = patched.slice(start, patched.indexOf("});", patched.indexOf("window.scrollTo(0, 0);", start)) + 3);
    const scrollTo = vi.fn();
    const run = new Function("window", "document", "location", "restoreScrollPosition", "preventScrollReset", "warning", block);
    run({ scrollTo }, {}, { hash: "" }, 3724, false, () => {});
    expect(scrollTo).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 3724);
  });

  it("leaves every other module alone, and fails the build when React Router's code changed shape", () => {
    expect(transform("export const x = 1;", "/app/src/main.tsx")).toBeNull();
    expect(() =>
      transform(
        "function useScrollRestoration() { window.scrollTo(0, y); }",
        "/x/node_modules/react-router/dist/development/chunk-NEW.mjs",
      ),
    ).toThrow(/react-router changed/);
  });
});
