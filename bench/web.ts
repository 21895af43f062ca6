import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { replaceSection } from "./results-file";

// `npm run bench:web`: Lighthouse (mobile, its default) on the home page, the directory and a
// profile, three runs each (the median of each figure is reported), against the production build
// served by the real server on a fresh demo database, in Debian's Chromium; and the time the server
// takes to answer each page's HTML (its render). Writes both into bench/results.md.

// Not 4190: browsers and fetch refuse it (ManageSieve is on the Fetch standard's list of bad ports).
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4195);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Requests per page for the server's HTML time, after a few to warm up. */
const HTML_REQUESTS = 40;
// File names of chunks that only the admin area or GraphiQL may load.
const NOT_PUBLIC = /\/assets\/(Admin|Dashboard|Login|Categories|TalentInfo|TalentEditor|Testimonials|Staff|graphiql)[^~/]*-[\w-]+\.js$/i;

const server = spawn(process.execPath, ["--import", "tsx", "e2e/start-server.ts"], {
  env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stopServer = () =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });

async function waitForServer(): Promise<void> {
  // Generous: on a busy two-core machine the first start (build, migrate, seed) can take minutes.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not answer within 10 minutes.");
}

type PageResult = {
  name: string;
  path: string;
  scores: Record<string, number>;
  jsKb: number;
  scripts: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  adminChunks: string[];
};

async function audit(port: number, name: string, pagePath: string, attempt = 1): Promise<PageResult> {
  const result = await lighthouse(`${BASE}${pagePath}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}.`);
  const { lhr } = result;
  // A failed audit scores 0 with NaN timings: try once more, then say why rather than write those figures.
  if (lhr.runtimeError) {
    if (attempt < 2) return audit(port, name, pagePath, attempt + 1);
    throw new Error(`Lighthouse could not audit ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const requests =
    (lhr.audits["network-requests"]?.details as { items: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.url.startsWith(BASE));
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
  );
  return {
    name,
    path: pagePath,
    scores,
    jsKb: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    adminChunks: scripts.map((script) => script.url).filter((url) => NOT_PUBLIC.test(url)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each figure's median over the runs (scores and timings vary from run to run on a shared machine). */
function medianOf(runs: PageResult[]): PageResult {
  const first = runs[0]!;
  return {
    ...first,
    scores: Object.fromEntries(Object.keys(first.scores).map((key) => [key, median(runs.map((run) => run.scores[key] ?? 0))])),
    jsKb: median(runs.map((run) => run.jsKb)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** The server's time for a page's HTML, from the request to the last byte. */
async function htmlTime(pagePath: string): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let request = 0; request < HTML_REQUESTS + 5; request += 1) {
    const started = performance.now();
    await (await fetch(`${BASE}${pagePath}`)).text();
    if (request >= 5) times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: median(sorted), p95: sorted[Math.floor(sorted.length * 0.95)]! };
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  const talents = (
    (await await fetch(`${BASE}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ talents(limit: 1) { id } }" }),
    }).then((response) => response.json())) as { data: { talents: { id: number }[] } }
  ).data.talents;
  const profile = talents[0];
  if (!profile) throw new Error("The demo data has no published talent.");

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const targets = [
    ["Home", "/"],
    ["Directory", "/talents"],
    ["Profile", `/talents/${profile.id}`],
  ] as const;
  const pages: PageResult[] = [];
  for (const [name, pagePath] of targets) {
    const runs: PageResult[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, name, pagePath));
    const page = medianOf(runs);
    pages.push(page);
    console.log(`${name} ${pagePath}: ${JSON.stringify(page.scores)}, TBT ${Math.round(page.tbtMs)} ms, JS ${page.jsKb.toFixed(1)} KB`);
  }
  const htmlTimes: string[] = [];
  for (const [name, pagePath] of targets) {
    const { median, p95 } = await htmlTime(pagePath);
    htmlTimes.push(`| ${name} (${pagePath}) | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
  }

  const rows = pages.map(
    (page) =>
      `| ${page.name} (${page.path}) | ${page.scores.performance} | ${page.scores.accessibility} ` +
      `| ${page.scores["best-practices"]} | ${page.scores.seo} | ${Math.round(page.lcpMs)} | ` +
      `${Math.round(page.tbtMs)} | ${page.cls.toFixed(3)} | ${page.jsKb.toFixed(1)} ` +
      `(${page.scripts} files) | ` +
      `${page.adminChunks.length === 0 ? "none" : page.adminChunks.join(", ")} |`,
  );
  const version = JSON.parse(await readFile(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version as string;
  const section = [
    "## Web pages (Lighthouse, mobile)",
    "",
    `Run with \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ` +
      `${version} with its mobile emulation (slow 4G, 4x CPU slowdown) in Debian's Chromium, ` +
      `against the production build on the demo data; each figure is the median of ${RUNS} runs. ` +
      "The pages arrive rendered by the server (React, React Router and Apollo, ADR 128) and " +
      "React hydrates them; JavaScript is what the page loads, as sent (gzip).",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | JavaScript KB | Admin/GraphiQL chunks |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `The server's time to answer each page's HTML (its render included), over ${HTML_REQUESTS} ` +
      "requests one after another, after warming up:",
    "",
    "| Page | median ms | p95 ms |",
    "|---|---|---|",
    ...htmlTimes,
  ].join("\n");
  await replaceSection("web", section);
  console.log("\nWrote the web section of bench/results.md");
} finally {
  await chrome?.kill();
  await stopServer();
}
