// The rules of the decision log (docs/decisions/README.md), as pure functions over file texts so
// that scripts/decision-log.test.ts can show each rule failing on a made-up log.

export const MAX_CURRENT_DECISIONS = 40;
export const MAX_ADR_LINES = 130;

/** An ADR file: its path under the repository and its text. */
export interface AdrFile {
  file: string;
  text: string;
}

/** A number whose file was retired, and the ADR that holds its decision now. */
export interface Retired {
  number: number;
  successor: number;
}

const ADR_FILE = /^docs\/decisions\/(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^Status: (Accepted|Superseded by (\d{3}))$/;
// Headings under which measurements used to sit; they belong in bench/results.md or docs/.
const MEASUREMENT_HEADING = /^#{2,}\s+(Numbers|Figures|Measurements|Results?)\b/im;

/** The ADR number a decisions file is named by, or undefined for any other file. */
export function adrNumberOf(file: string): number | undefined {
  const match = ADR_FILE.exec(file);
  return match ? Number(match[1]) : undefined;
}

/** The numbers the index lists as retired: lines "- NNN — merged into MMM (...)" or "superseded by". */
export function retiredIn(index: string): Retired[] {
  return [...index.matchAll(/^- (\d{3}) — (?:merged into|superseded by) (\d{3})\b/gm)].map((m) => ({
    number: Number(m[1]),
    successor: Number(m[2]),
  }));
}

/** What ADR numbers a line cites: "ADR 001", "ADRs 128 and 129", "docs/decisions/128", "superseded by 130". */
export function citedIn(line: string): number[] {
  const found: number[] = [];
  const pattern =
    /\b(?:ADRs?[ -]|docs\/decisions\/|superseded by |supersedes:? |amended by |amends )((?:\d{2,3})(?:(?:,\s*|\s+and\s+|\s+or\s+|\s+to\s+)\d{2,3}(?!\d))*)/gi;
  for (const match of line.matchAll(pattern)) {
    for (const n of match[1]?.match(/\d+/g) ?? []) found.push(Number(n));
  }
  return found;
}

/** Every way the log breaks its rules, each as 'file: what'. */
export function logProblems(adrs: readonly AdrFile[], index: string): string[] {
  const problems: string[] = [];
  const status = new Map<number, { current: boolean; successor?: number }>();
  for (const { file, text } of adrs) {
    const number = adrNumberOf(file);
    if (number === undefined) {
      problems.push(`${file}: not named NNN-title.md`);
      continue;
    }
    const lines = text.replace(/\n$/, "").split("\n");
    if (lines.length > MAX_ADR_LINES) problems.push(`${file}: ${lines.length} lines, over ${MAX_ADR_LINES}`);
    const head = lines.slice(0, 8);
    const statusLine = head.map((l) => STATUS.exec(l)).find(Boolean);
    if (!statusLine) {
      problems.push(`${file}: no "Status: Accepted" or "Status: Superseded by NNN" line under its title`);
    } else {
      const successor = statusLine[2] === undefined ? undefined : Number(statusLine[2]);
      status.set(number, { current: successor === undefined, successor });
    }
    if (!head.some((l) => /^Date: \d{4}-\d{2}-\d{2}$/.test(l))) problems.push(`${file}: no "Date: YYYY-MM-DD" line under its title`);
    if (!/^# \d{3}\. \S/.test(lines[0] ?? "")) problems.push(`${file}: the title is not "# NNN. Title"`);
    if (MEASUREMENT_HEADING.test(text)) problems.push(`${file}: has a section of measurements; they belong in bench/results.md`);
    if (!index.includes(`](${file.slice("docs/decisions/".length)})`)) problems.push(`${file}: not listed in docs/decisions/README.md`);
  }
  const current = [...status.values()].filter((s) => s.current).length;
  if (current > MAX_CURRENT_DECISIONS) problems.push(`docs/decisions: ${current} current decisions, over ${MAX_CURRENT_DECISIONS}`);
  for (const [number, s] of status) {
    if (s.successor !== undefined && !status.get(s.successor)?.current) {
      problems.push(`ADR ${number}: superseded by ${s.successor}, which is not a current decision`);
    }
  }
  for (const r of retiredIn(index)) {
    if (status.has(r.number)) problems.push(`ADR ${r.number}: listed as retired but still has a file`);
    if (!status.get(r.successor)?.current) problems.push(`ADR ${r.number}: retired into ${r.successor}, which is not a current decision`);
  }
  for (const m of index.matchAll(/\]\((\d{3}-[^)#]+\.md)\)/g)) {
    if (!adrs.some((a) => a.file === `docs/decisions/${m[1]}`))
      problems.push(`docs/decisions/README.md: lists ${m[1]}, which does not exist`);
  }
  return problems;
}

/**
 * Citations of ADRs that do not exist, each as 'file:line: what'. An applied migration cannot change
 * (its checksum is checked), so it may keep a number the index lists as retired.
 */
export function citationProblems(file: string, text: string, existing: ReadonlySet<number>, retired: ReadonlySet<number>): string[] {
  const immutable = /^prisma\/migrations\//.test(file);
  const problems: string[] = [];
  text.split("\n").forEach((line, i) => {
    for (const n of citedIn(line)) {
      if (existing.has(n) || (immutable && retired.has(n))) continue;
      const hint = retired.has(n) ? " (retired: cite the ADR docs/decisions/README.md names for it)" : "";
      problems.push(`${file}:${i + 1}: cites ADR ${n}, which does not exist${hint}`);
    }
  });
  return problems;
}
