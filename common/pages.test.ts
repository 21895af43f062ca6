import { describe, expect, it } from "vitest";
import { playableAgeRange, publicFacts } from "./facts";
import { newsItemMeta, PAGE_META, summary, talentPageMeta } from "./meta";
import { matchPublicPath, paths, PUBLIC_PATTERNS } from "./paths";
import { pageTitle, SITE } from "./site";

// What common/ tells the pages and the server about URLs, titles and a profile's facts.

describe("paths", () => {
  it("spells every public page's URL, with an optional query", () => {
    expect(paths.talent(12)).toBe("/talents/12");
    expect(paths.talents("?gender=Male")).toBe("/talents?gender=Male");
    expect(paths.request(new URLSearchParams({ ids: "1,2" }))).toBe("/request?ids=1%2C2");
    expect(paths.talents("")).toBe("/talents");
    expect(paths.compCard(3)).toBe("/talents/3/comp-card.pdf");
  });

  it("matches a pathname to its page and id, or to none", () => {
    expect(matchPublicPath("/")).toEqual({ page: "home" });
    expect(matchPublicPath("/about/")).toEqual({ page: "about" });
    expect(matchPublicPath("/talents/42")).toEqual({ page: "talent", id: 42 });
    expect(matchPublicPath("/news/7")).toEqual({ page: "newsItem", id: 7 });
    for (const path of ["/talents/0", "/talents/01", "/talents/abc", "/talents/1/x", "/admin", "/nope", "/talents/12345678901"]) {
      expect(matchPublicPath(path), path).toBeNull();
    }
  });

  it("has a title and description for every page without an id", () => {
    for (const page of Object.keys(PUBLIC_PATTERNS)) {
      if (PUBLIC_PATTERNS[page as keyof typeof PUBLIC_PATTERNS].includes(":id")) continue;
      expect(PAGE_META[page as keyof typeof PAGE_META]?.title, page).toMatch(new RegExp(`${SITE.name}`));
    }
  });
});

describe("page titles and descriptions", () => {
  it("names the page before the agency", () => {
    expect(pageTitle()).toBe("Stellar Talent Management - Talent Agency");
    expect(pageTitle("About")).toBe("About - Stellar Talent Management");
  });

  it("gives a profile the public name and what the talent does", () => {
    const meta = talentPageMeta({ firstName: "Jane ", lastName: "doe", categoryNames: ["Actors", "Models"] });
    expect(meta.title).toBe("Jane D. - Stellar Talent Management");
    expect(meta.description).toContain("Jane D. is a professional Actors and Models");
    expect(meta.description).not.toContain("doe");
    expect(talentPageMeta({ firstName: "Al", lastName: "B", categoryNames: [] }).description).toContain("professional talent");
  });

  it("cuts a long text at a word with an ellipsis, on one line", () => {
    expect(summary("short\n text", 160)).toBe("short text");
    expect(summary("one two three four", 12)).toBe("one two…");
    expect(summary("abcdefghijklmnop", 8)).toBe("abcdefg…");
    expect(newsItemMeta({ title: "T", excerpt: null, content: "Body" })).toEqual({
      title: "T - Stellar Talent Management",
      description: "Body",
    });
    expect(newsItemMeta({ title: "T", excerpt: "Lead", content: "Body" }).description).toBe("Lead");
  });
});

describe("a profile's public facts", () => {
  const talent = {
    age: 30,
    playableAgeMin: 25,
    playableAgeMax: 35,
    playableAgeNA: false,
    height: 170,
    eyeColor: "blue",
    hairColor: "brown",
    smoker: false,
    suburb: "Malvern",
    state: "VIC",
  };

  it("lists the facts present in the profile's order and wording", () => {
    expect(publicFacts(talent)).toEqual([
      { label: "Age", value: "30 years" },
      { label: "Playable Age Range", value: "25 - 35 years" },
      { label: "Height", value: "170 cm" },
      { label: "Eye Color", value: "Blue" },
      { label: "Hair Color", value: "Brown" },
      { label: "Smoker", value: "No" },
      { label: "Location", value: "Malvern, VIC" },
    ]);
  });

  it("leaves out what is unknown", () => {
    const sparse = { ...talent, age: null, height: null, eyeColor: null, hairColor: null, smoker: null, suburb: null, playableAgeNA: true };
    expect(publicFacts(sparse)).toEqual([{ label: "Location", value: "VIC" }]);
  });

  it("writes a playable range with one bound or none", () => {
    expect(playableAgeRange({ playableAgeMin: 20, playableAgeMax: null, playableAgeNA: false })).toBe("20+ years");
    expect(playableAgeRange({ playableAgeMin: null, playableAgeMax: 40, playableAgeNA: false })).toBe("Up to 40 years");
    expect(playableAgeRange({ playableAgeMin: null, playableAgeMax: null, playableAgeNA: false })).toBeNull();
    expect(playableAgeRange({ playableAgeMin: 20, playableAgeMax: 30, playableAgeNA: true })).toBeNull();
  });
});
