import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Two limits on the hand-written files: a file over 400 lines is too long to read as one
// piece, and lines over 140 characters (prettier's printWidth, which it cannot enforce on a string or
// a comment) scroll sideways. Long strings are wrapped as concatenations or moved; a few stay long
// (SVG paths, HTML and SQL kept as written), within the budget below.

const ROOT = new URL("..", import.meta.url).pathname;
const MAX_FILE_LINES = 400;
const MAX_LINE_LENGTH = 140;
const LONG_LINE_BUDGET = 50;

/** Produced, fetched or data: fixed by regenerating, never by hand. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "data",
  "web/dist",
  "web/dist-server",
  "web/src/gql",
  "api/src/db/generated",
  "api/test/generated",
  "prisma/migrations",
  "test-results",
  "playwright-report",
  "e2e/screenshots",
]);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const HAND_WRITTEN = /\.(ts|tsx|js|mjs|cjs|css|html|sh|ya?ml|toml)$|(^|\/)(Dockerfile|\.ci\/[\w-]+)$/;

function handWrittenFiles(dir = ""): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(relative) ? [] : handWrittenFiles(relative);
    return HAND_WRITTEN.test(relative) ? [relative] : [];
  });
}

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("source size limits", () => {
  const files = handWrittenFiles();

  it("finds the tree's files", () => {
    expect(files).toContain("common/talent-fields.ts");
    expect(files).toContain("vitest.config.ts");
    expect(files.some((file) => file.startsWith("web/src/gql/"))).toBe(false);
  });

  it(`no hand-written file is over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), "utf8")) }))
      .filter((entry) => entry.lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it(`at most ${LONG_LINE_BUDGET} source lines are over ${MAX_LINE_LENGTH} characters`, () => {
    const long = files
      .filter((file) => SOURCE.test(file))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (line.length > MAX_LINE_LENGTH ? [`${file}:${index + 1}`] : [])),
      );
    // The list is in the message, so a failure names the lines to wrap.
    expect(long.length, long.join("\n")).toBeLessThanOrEqual(LONG_LINE_BUDGET);
  });
});
