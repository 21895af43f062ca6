// Runs before `npm start`: rebuilds web/dist only when a source is newer than the last build, so a
// fresh checkout serves the app and an unchanged one starts without the build's wait.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "web/dist/index.html");
const configFile = path.join(root, "web/vite.config.ts");
const sources = ["web/src", "web/index.html", "web/vite.config.ts", "web/vite", "common"].map((entry) => path.join(root, entry));

/** Newest modification time under a file or folder (0 when missing). */
function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file shows only as a newer folder
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function staleReason(): string | null {
  if (!existsSync(builtIndex)) return "web/dist/index.html is missing";
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const source of sources) {
    if (newestMtime(source) > builtAt) return `${path.relative(root, source)} changed since the last build`;
  }
  return null;
}

const reason = staleReason();
if (reason) {
  console.log(`Building the web app (${reason})...`);
  const started = Date.now();
  // Imported only when needed: loading vite is most of a fresh no-op's cost.
  const { build } = await import("vite");
  await build({ configFile, logLevel: "warn" });
  console.log(`Built web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
