import { describe, expect, it } from "vitest";
import { type Manifest, pagePreloads, preloadTags } from "./route-preloads";

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
    expect(pagePreloads(MANIFEST, ["src/features/talents/TalentsPage.tsx", "src/app/theme-filter-recipes.ts"]).sort()).toEqual(
      ["/assets/TalentsPage-1.js", "/assets/card-1.js", "/assets/photo-1.js", "/assets/theme-filter-recipes-1.js"].sort(),
    );
  });

  it("follows import cycles once and skips modules the build does not have", () => {
    expect(pagePreloads(MANIFEST, ["src/features/talent-profile/TalentProfilePage.tsx"]).sort()).toEqual([
      "/assets/TalentProfilePage-1.js",
      "/assets/card-1.js",
      "/assets/photo-1.js",
    ]);
    expect(pagePreloads(MANIFEST, ["src/features/contact/ContactPage.tsx"])).toEqual([]);
    expect(pagePreloads({}, ["src/features/home/HomePage.tsx"])).toEqual([]);
  });

  it("writes module preload links", () => {
    expect(preloadTags(["/assets/a.js", "/assets/b.js"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" />\n    <link rel="modulepreload" crossorigin href="/assets/b.js" />',
    );
  });
});
