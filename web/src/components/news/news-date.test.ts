import { describe, expect, it } from "vitest";
import { newsDate, paragraphs } from "./news-date";

describe("newsDate", () => {
  it("shows publishedAt in Australian form", () => {
    expect(newsDate({ publishedAt: "2024-03-05T01:00:00.000Z", createdAt: "2024-01-01T01:00:00.000Z" })).toBe("5 Mar 2024");
  });

  it("falls back to createdAt when never published", () => {
    expect(newsDate({ publishedAt: null, createdAt: "2023-12-24T01:00:00.000Z" })).toBe("24 Dec 2023");
  });

  it("is the day in Melbourne, not in UTC", () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Melbourne (UTC+11 in summer).
    expect(newsDate({ publishedAt: "2023-12-31T14:30:00.000Z", createdAt: "2023-12-01T00:00:00.000Z" })).toBe("1 Jan 2024");
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(paragraphs("One\nstill one\n\n\nTwo\n  \nThree  ")).toEqual(["One\nstill one", "Two", "Three"]);
  });
});
