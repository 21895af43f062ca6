import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATTERNS } from "../../../common";
import { type Manifest, PAGE_MODULES, pagePreloads, preloadTags } from "./route-preloads";

const WEB = path.resolve(import.meta.dirname, "../../../web");

// Shaped like Vite's manifest: the entry (index.html) with its shared chunks, pages importing some
// of those and some of their own.
const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_chakra-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_chakra-1.js": { file: "assets/chakra-1.js", imports: ["_react-1.js"] },
  "_card-1.js": { file: "assets/card-1.js", imports: ["_react-1.js", "_photo-1.js"] },
  "_photo-1.js": { file: "assets/photo-1.js", imports: ["_card-1.js"] },
  "src/features/talents/TalentsPage.tsx": { file: "assets/TalentsPage-1.js", imports: ["index.html", "_chakra-1.js", "_card-1.js"] },
  "src/app/theme-filter-recipes.ts": { file: "assets/theme-filter-recipes-1.js", imports: ["index.html"] },
  "src/features/talent-profile/TalentProfilePage.tsx": { file: "assets/TalentProfilePage-1.js", imports: ["_card-1.js"] },
};

describe("a page's preloads", () => {
  it("names the page's modules and everything they import, except what the entry already loads", () => {
    expect(pagePreloads(MANIFEST, "talents").sort()).toEqual(
      ["/assets/TalentsPage-1.js", "/assets/card-1.js", "/assets/photo-1.js", "/assets/theme-filter-recipes-1.js"].sort(),
    );
  });

  it("follows import cycles once and skips modules the build does not have", () => {
    expect(pagePreloads(MANIFEST, "talent").sort()).toEqual(["/assets/TalentProfilePage-1.js", "/assets/card-1.js", "/assets/photo-1.js"]);
    expect(pagePreloads(MANIFEST, "contact")).toEqual([]);
    expect(pagePreloads({}, "home")).toEqual([]);
  });

  it("writes module preload links", () => {
    expect(preloadTags(["/assets/a.js", "/assets/b.js"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" />\n    <link rel="modulepreload" crossorigin href="/assets/b.js" />',
    );
  });
});

describe("the table of page modules", () => {
  it("has every public page, each module a file routes.tsx lazy-loads", async () => {
    const routes = await readFile(path.join(WEB, "src/app/routes.tsx"), "utf8");
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...Object.keys(PUBLIC_PATTERNS), "notFound"].sort());
    for (const [page, modules] of Object.entries(PAGE_MODULES)) {
      for (const module of modules) {
        await expect(access(path.join(WEB, module)), `${page}: ${module}`).resolves.toBeUndefined();
        // routes.tsx imports it relative to src/app, without the extension.
        const specifier = path.relative(path.join(WEB, "src/app"), path.join(WEB, module)).replace(/\.tsx?$/, "");
        const relative = specifier.startsWith(".") ? specifier : `./${specifier}`;
        expect(routes, `${page}: routes.tsx imports ${relative}`).toContain(`import("${relative}")`);
      }
    }
  });
});
