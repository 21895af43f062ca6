import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const BASE = process.env.BASE ?? "http://127.0.0.1:4195";
const paths = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const p of paths) {
  const { lhr } = await lighthouse(BASE + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = lhr.audits;
  const m = (k) => Math.round(a[k]?.numericValue ?? NaN);
  if (lhr.runtimeError) console.log("runtimeError", JSON.stringify(lhr.runtimeError)); console.log(JSON.stringify(lhr.runWarnings));
  console.log(`${p}: perf ${Math.round(lhr.categories.performance.score * 100)} FCP ${m("first-contentful-paint")} LCP ${m("largest-contentful-paint")} SI ${m("speed-index")} TBT ${m("total-blocking-time")} CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}`);
  if (process.env.DETAIL) {
    console.log(" bootup:", JSON.stringify((a["bootup-time"].details?.items ?? []).slice(0, 6).map((i) => [i.url.replace(BASE, ""), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
    console.log(" mainthread:", JSON.stringify((a["mainthread-work-breakdown"].details?.items ?? []).map((i) => [i.group, Math.round(i.duration)])));
    console.log(" longtasks:", JSON.stringify((a["long-tasks"].details?.items ?? []).map((i) => [i.url.replace(BASE, ""), Math.round(i.startTime), Math.round(i.duration)])));
    console.log(" lcp el:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["largest-contentful-paint-element"]?.details?.items?.[0]?.node?.snippet));
    console.log(" lcp phases:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[1]?.items));
  }
}
await chrome.kill();
