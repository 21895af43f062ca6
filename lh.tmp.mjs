import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  const scripts = (a["network-requests"].details.items).filter((i) => i.resourceType === "Script");
  const kb = scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024;
  console.log(url, Math.round(r.lhr.categories.performance.score * 100), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3), "JS", kb.toFixed(1), scripts.length);
  console.log("  LCP el:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["largest-contentful-paint-element"]?.details?.items?.[0]).slice(0, 300)); const ph = a["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? []; console.log("  phases:", JSON.stringify(ph));
  const lt = a["long-tasks"]?.details?.items ?? [];
  console.log("  long tasks:", lt.slice(0, 8).map((t) => `${t.url.split("/").pop()}:${Math.round(t.duration)}`).join(" "));
  const bu = a["bootup-time"]?.details?.items ?? [];
  console.log("  bootup:", bu.slice(0, 6).map((t) => `${t.url.split("/").pop().slice(0,30)}:${Math.round(t.total)}/${Math.round(t.scripting)}`).join(" "));
}
await chrome.kill();
