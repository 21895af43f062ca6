import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { retiredIn } from "./decision-log.js";

// The docs stay self-contained (docs/architecture.md, "Where the docs live"): every tracked text
// file is scanned, and each of these fails naming the file and the line:
//   (a) a path into the repository (docs/…, web/src/…, api/src/…, common/…, e2e/…, scripts/…,
//       bench/…, prisma/…) that no tracked file or folder has, or a `docs/….md#anchor` that is not
//       a heading of that file;
//   (b) an ADR number ("ADR" or "ADRs" and numbers, a docs/decisions/ path with a number, "superseded
//       by" a number) with no file in docs/decisions/ (an applied migration may keep a number the
//       index lists as retired: it cannot change);
//   (c) a document that lives outside the repository: the old specification's two files, the old
//       house plan, or the folder beside the checkout;
//   (d) a citation of an issue tracker the repository does not have ("issue" and a number).
// The decision log's own rules (its index, statuses, size) are scripts/decision-log.test.ts's.

const root = join(import.meta.dirname, "..");

/** Generated files: their text comes from elsewhere and is checked where it comes from. */
const GENERATED = [/^web\/src\/gql\//, /^schema\.graphql$/, /(^|\/)package-lock\.json$/];
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|html|prisma|sql)$/;

/**
 * Paths the code reaches on purpose outside the tracked files: build output and run-time folders
 * (.gitignore), which exist only after a build or a run.
 */
const UNTRACKED_BY_DESIGN = [/^web\/dist(-server)?(\/|$)/, /^api\/src\/db\/generated(\/|$)/, /^e2e\/screenshots(\/|$)/];

/**
 * Inputs made up on purpose: the import-boundary test lints files that do not exist, and the
 * decision log's test checks made-up ADRs and citing files.
 */
const MADE_UP_PATHS_IN: readonly string[] = ["web/src/import-boundaries.test.ts", "scripts/decision-log.test.ts"];

/**
 * Where the folder beside the checkout is named on purpose: bench/cache.ts reaches the peer benchmark
 * harness there by default (SHARED_PERF_DIR overrides it) and names it in what it prints, which it
 * writes into bench/results.md between its `cache` markers. That is the program's behaviour, not a
 * citation: its code lines and its output block may name the folder; its comments and docs may not.
 */
function outsideByDesign(file: string, line: string, block: string | undefined): boolean {
  const comment = /^\s*(\/\/|\/\*|\*)/.test(line);
  return (file === "bench/cache.ts" && !comment) || (file === "bench/results.md" && block === "cache");
}

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(
  tracked.flatMap((f) =>
    f
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const scanned = tracked.filter((f) => SCANNED.test(f) && !GENERATED.some((g) => g.test(f)) && existsSync(join(root, f)));

const adrFiles = tracked.filter((f) => /^docs\/decisions\/\d{3}-.*\.md$/.test(f));
const adrNumbers = new Set([...adrFiles.map((f) => Number(f.slice("docs/decisions/".length, "docs/decisions/".length + 3)))]);
const retiredNumbers = new Set(retiredIn(readFileSync(join(root, "docs/decisions/README.md"), "utf8")).map((r) => r.number));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsOf.get(file);
  if (!found) {
    found = new Set();
    let inFence = false;
    for (const line of readFileSync(join(root, file), "utf8").split("\n")) {
      if (line.startsWith("```")) inFence = !inFence;
      const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
      if (heading) found.add(slug(heading[1] ?? ""));
    }
    anchorsOf.set(file, found);
  }
  return found;
}

// Not after "#": an alias of package.json "imports" (#web/lib/session) is a specifier, resolved and
// checked by tsc, not a path of the repository.
const PATH = /(?<![\w./:@~#-])((?:docs|web|api|common|e2e|scripts|bench|prisma)\/[^\s'"`()[\]<>,;|\\]*)/g;
const ADR_NUMBERS =
  /\b(?:ADRs?[ -]|docs\/decisions\/|superseded by |supersedes:? |amended by |amends )((?:\d{2,3})(?:(?:,\s*|\s+and\s+|\s+or\s+)\d{2,3}(?!\d))*)/gi;
const OUTSIDE = ["public-site" + ".md", "admin-area" + ".md", "ARCHITECTURE" + ".md", "../" + "shared"];
const TRACKER = /\bissues?\s+#?\d+/gi;

type Problem = string;

/** The problems of one file's text, each as 'file:line: what'. Exported for the test of itself. */
export function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  // A superseded ADR is history: the files it names may since have been removed. So is a migration:
  // once applied it cannot change (api/src/db/migrate.ts checks its checksum), so its comments keep
  // the paths of the day it was written.
  const history =
    (/^docs\/decisions\/\d{3}-/.test(file) && /^Status: superseded/m.test(text)) || /^prisma\/migrations\/.*\.sql$/.test(file);
  const checkPaths = !history && !MADE_UP_PATHS_IN.includes(file);
  let block: string | undefined;
  text.split("\n").forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    const marker = /<!-- ([\w-]+):(start|end) -->/.exec(line);
    if (marker) block = marker[2] === "start" ? marker[1] : undefined;
    for (const match of checkPaths ? line.matchAll(PATH) : []) {
      // A package's module in an import (`from "prisma/config"`) is not a path of the repository.
      if (/(?:\bfrom|\bimport|\brequire\()\s*["']$/.test(line.slice(0, match.index))) continue;
      const problem = pathProblem(match[1] ?? "");
      if (problem) problems.push(`${at}: ${problem}`);
    }
    for (const match of line.matchAll(ADR_NUMBERS)) {
      for (const n of match[1]?.match(/\d+/g) ?? []) {
        if (adrNumbers.has(Number(n)) || (history && file.startsWith("prisma/") && retiredNumbers.has(Number(n)))) continue;
        problems.push(`${at}: ADR ${n} does not exist in docs/decisions/ ("${match[0]}")`);
      }
    }
    for (const name of OUTSIDE) {
      if (line.includes(name) && !outsideByDesign(file, line, block)) {
        problems.push(`${at}: names ${name}, which is outside the repository`);
      }
    }
    for (const match of line.matchAll(TRACKER)) {
      problems.push(`${at}: cites an issue tracker the repository does not have ("${match[0]}"); say the requirement instead`);
    }
  });
  return problems;
}

function pathProblem(raw: string): string | undefined {
  // Globs, templates and placeholders are patterns, not paths.
  if (/[*{}$<>]|\.\.\./.test(raw) || raw.includes("…")) return undefined;
  // owner/repo#123 is a pull request or issue elsewhere, not a path here.
  if (/^[\w.-]+\/[\w.-]+#\d+/.test(raw)) return undefined;
  const [pathPart = "", anchor] = raw.split("#", 2);
  const path = pathPart
    .replace(/[.:]+$/, "")
    .replace(/:\d+(:\d+)?$/, "")
    .replace(/\/$/, "");
  // A decisions folder path ending in a number is an ADR number, checked as such.
  if (/^docs\/decisions\/\d{3}$/.test(path)) return undefined;
  if (UNTRACKED_BY_DESIGN.some((u) => u.test(path))) return undefined;
  // A module named without its extension, as imports name them.
  const candidates = [path, ...["ts", "tsx", "js"].map((e) => `${path}.${e}`), `${path}/index.ts`];
  if (!candidates.some((c) => trackedSet.has(c) || trackedDirs.has(c))) return `${path} is not a file or folder of the repository`;
  if (anchor !== undefined && path.endsWith(".md")) {
    const wanted = anchor.replace(/[.:]+$/, "");
    if (wanted && !anchors(path).has(wanted)) return `${path} has no heading #${wanted}`;
  }
  return undefined;
}

describe("references in the docs and comments", () => {
  it("name only files, ADRs and headings the repository has, and nothing outside it", () => {
    expect(scanned.length).toBeGreaterThan(100);
    const problems = scanned.flatMap((f) => problemsIn(f, readFileSync(join(root, f), "utf8")));
    if (problems.length > 0) throw new Error(`${problems.length} bad references:\n${problems.join("\n")}`);
  });

  it("catch each kind of bad reference (the checks can fail)", () => {
    const bad = [
      "// see docs/" + "no-such-file.md",
      "// see docs/testing.md#" + "no-such-heading",
      "// as ADR " + "999 decided",
      "// ADRs 001 and " + "998",
      "// the old " + OUTSIDE[0],
      "// " + OUTSIDE[3] + "/perf",
      "// " + "Issue" + " 14, item 2",
    ].join("\n");
    const found = problemsIn("x.ts", bad);
    expect(found.map((p) => p.split(":")[1])).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(problemsIn("x.ts", "// docs/testing.md, ADR 001, web/src/**/*.tsx, https://example.com/docs/x")).toEqual([]);
  });
});
