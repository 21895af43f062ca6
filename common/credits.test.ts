import { describe, expect, it } from "vitest";
import { creditFromLine, creditLine, reelLabel, reelPlayer } from "./credits";
import { creditsRule, reelsRule } from "./schemas/credits";

describe("reelPlayer", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://soundcloud.com/jane-d/voice-reel", "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fjane-d%2Fvoice-reel"],
  ])("plays %s in the provider's player", (url, embedUrl) => {
    expect(reelPlayer(url)?.embedUrl).toBe(embedUrl);
  });

  it.each([
    "https://example.com/reel.mp4",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UC123",
    "https://vimeo.com/about",
    "https://soundcloud.com/jane-d",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "not a link",
  ])("shows %s as a link only", (url) => {
    expect(reelPlayer(url)).toBeNull();
  });

  it("names a reel by its title, else its provider, else its host", () => {
    expect(reelLabel({ url: "https://vimeo.com/76979871", title: "Showreel 2025" })).toBe("Showreel 2025");
    expect(reelLabel({ url: "https://vimeo.com/76979871", title: null })).toBe("Vimeo reel");
    expect(reelLabel({ url: "https://www.example.com/reel.mp4", title: null })).toBe("example.com");
  });
});

describe("creditFromLine and creditLine", () => {
  it("splits the usual shape and keeps any other line whole", () => {
    expect(creditFromLine(" Guest role, 'Harbour Lights' (TV drama, 2023) ")).toEqual({
      year: 2023,
      production: "Harbour Lights",
      role: "Guest role",
      company: "TV drama",
    });
    expect(creditFromLine("Lead in 'Cats' (2019)")).toEqual({ year: 2019, production: "Lead in 'Cats'", role: null, company: null });
    expect(creditFromLine("Ten years on stage")).toEqual({ year: null, production: "Ten years on stage", role: null, company: null });
  });

  it("writes a credit as one line, leaving out what is not known", () => {
    expect(creditLine({ year: 2023, production: "Harbour Lights", role: "Guest role", company: null })).toBe(
      "2023 · Harbour Lights · Guest role",
    );
  });
});

describe("creditsRule", () => {
  it("trims text, makes blanks null and keeps the order", () => {
    expect(
      creditsRule.parse([
        { year: 2024, production: " Southerly ", role: "", company: " ABC " },
        { production: "Low Tide", year: undefined },
      ]),
    ).toEqual([
      { year: 2024, production: "Southerly", role: null, company: "ABC" },
      { year: null, production: "Low Tide", role: null, company: null },
    ]);
    expect(creditsRule.parse(null)).toEqual([]);
  });

  it("names the row and the field of each problem, at the field's path", () => {
    const result = creditsRule.safeParse([
      { production: "Fine" },
      { production: " ", year: 20245 },
      { production: "x".repeat(1001), company: 7 },
    ]);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["1.year", "Credit 2: Year must be a year from 1900 to 2100."],
      ["1.production", "Credit 2: Production is required."],
      ["2.production", "Credit 3: Production must be at most 1000 characters."],
      ["2.company", "Credit 3: Company must be text."],
    ]);
  });

  it("refuses more than 100 rows and what is not a list", () => {
    expect(creditsRule.safeParse(Array.from({ length: 101 }, () => ({ production: "A" }))).error?.issues[0]?.message).toBe(
      "At most 100 credits.",
    );
    expect(creditsRule.safeParse("Ten years").error?.issues[0]?.message).toBe("Credits must be a list.");
  });
});

describe("reelsRule", () => {
  it("takes any https link and refuses others, naming the row", () => {
    expect(reelsRule.parse([{ url: " https://example.com/reel ", title: "" }])).toEqual([{ url: "https://example.com/reel", title: null }]);
    const result = reelsRule.safeParse([{ url: "https://vimeo.com/1" }, { url: "ftp://example.com/x" }, { url: "" }]);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message.slice(0, 46)])).toEqual([
      ["1.url", "Reel 2: Link must be a full https:// address ("],
      ["2.url", "Reel 3: Link is required."],
    ]);
  });
});
