import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adrNumberOf, citationProblems, citedIn, logProblems, MAX_CURRENT_DECISIONS, retiredIn, type AdrFile } from "./decision-log.js";

// The decision log stays a log, not a diary (docs/decisions/README.md): at most 40 current
// decisions, each short and with its status, superseded ones pointing to a current successor, and
// every ADR cited anywhere in the repository one that exists.

const root = join(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const read = (file: string) => readFileSync(join(root, file), "utf8");

const adrs: AdrFile[] = tracked
  .filter((f) => f.startsWith("docs/decisions/") && f !== "docs/decisions/README.md" && existsSync(join(root, f)))
  .map((file) => ({ file, text: read(file) }));
const index = read("docs/decisions/README.md");

/** Generated text is checked where it comes from (the Pothos descriptions, codegen's documents). */
const GENERATED = [/^web\/src\/gql\//, /(^|\/)package-lock\.json$/];
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|html|prisma|sql|graphql|ya?ml|sh|css)$/;

/** A small log that keeps every rule; each case below breaks one. */
function adr(number: string, status = "Status: Accepted", lines = 10): AdrFile {
  const body = Array.from({ length: lines - 4 }, (_, i) => `line ${i}`);
  return {
    file: `docs/decisions/${number}-a-decision.md`,
    text: [`# ${number}. A decision`, "", status, "Date: 2026-12-01", ...body].join("\n"),
  };
}
// Citations are spelt in pieces here, so that this file's own text cites nothing that does not exist.
const A = "ADR";
const SUPERSEDED = "Status: Superseded" + " by";
const indexOf = (files: AdrFile[], extra = "") =>
  files.map((f) => `| [x](${f.file.slice("docs/decisions/".length)}) |`).join("\n") + "\n" + extra;

describe("the decision log", () => {
  it("keeps its rules: few current decisions, short, each with a status, successors that exist", () => {
    expect(adrs.length).toBeGreaterThan(0);
    expect(logProblems(adrs, index)).toEqual([]);
  });

  it("is cited only by numbers that exist, in code, docs and tests", () => {
    const existing = new Set(adrs.map((a) => adrNumberOf(a.file)).filter((n): n is number => n !== undefined));
    const retired = new Set(retiredIn(index).map((r) => r.number));
    const problems = tracked
      .filter((f) => SCANNED.test(f) && !GENERATED.some((g) => g.test(f)) && existsSync(join(root, f)))
      .flatMap((f) => citationProblems(f, read(f), existing, retired));
    expect(problems).toEqual([]);
  });

  it("fails on each broken rule (the checks can fail)", () => {
    const good = [adr("001"), adr("002", `${SUPERSEDED} 001`)];
    expect(logProblems(good, indexOf(good, "- 003 — merged into 001 (Old)"))).toEqual([]);

    const many = Array.from({ length: MAX_CURRENT_DECISIONS + 1 }, (_, i) => adr(String(i + 1).padStart(3, "0")));
    expect(logProblems(many, indexOf(many))).toEqual([`docs/decisions: 41 current decisions, over ${MAX_CURRENT_DECISIONS}`]);

    const long = [adr("001", "Status: Accepted", 131)];
    expect(logProblems(long, indexOf(long))).toEqual(["docs/decisions/001-a-decision.md: 131 lines, over 130"]);

    const noStatus = [adr("001", "Status: maybe")];
    expect(logProblems(noStatus, indexOf(noStatus))).toEqual([
      'docs/decisions/001-a-decision.md: no "Status: Accepted" or "Status: Superseded by NNN" line under its title',
    ]);

    const orphan = [adr("001"), adr("002", `${SUPERSEDED} 009`)];
    expect(logProblems(orphan, indexOf(orphan))).toEqual(["ADR 2: superseded by 9, which is not a current decision"]);

    const retiredIntoNothing = [adr("001")];
    expect(logProblems(retiredIntoNothing, indexOf(retiredIntoNothing, "- 004 — merged into 007 (Old)"))).toEqual([
      "ADR 4: retired into 7, which is not a current decision",
    ]);

    const unlisted = [adr("001")];
    expect(logProblems(unlisted, "")).toEqual(["docs/decisions/001-a-decision.md: not listed in docs/decisions/README.md"]);

    const measured = [{ file: adr("001").file, text: adr("001").text + "\n## Numbers\n\n12 ms" }];
    expect(logProblems(measured, indexOf(measured))).toEqual([
      "docs/decisions/001-a-decision.md: has a section of measurements; they belong in bench/results.md",
    ]);
  });

  it("finds citations in their usual forms, and refuses retired numbers outside migrations", () => {
    expect(citedIn(`(${A} 001), ${A}s 128 and 129, ${A} 170 to 173, docs/decisions` + "/090, superseded" + " by 130")).toEqual([
      1, 128, 129, 170, 173, 90, 130,
    ]);
    const existing = new Set([1, 128]);
    const retired = new Set([96]);
    expect(citationProblems("web/x.ts", `// as ${A} 128 says\n// ${A} 096\n// ${A} 999`, existing, retired)).toEqual([
      `web/x.ts:2: cites ${A} 96, which does not exist (retired: cite the ${A} docs/decisions/README.md names for it)`,
      `web/x.ts:3: cites ${A} 999, which does not exist`,
    ]);
    expect(citationProblems("prisma/migrations/1_x/migration.sql", `-- by hand (${A} 096)\n-- ${A} 999`, existing, retired)).toEqual([
      `prisma/migrations/1_x/migration.sql:2: cites ${A} 999, which does not exist`,
    ]);
  });
});
