// Runs before `npm start`: rebuilds web/dist only when a source is newer than the last build, so a
// fresh checkout serves the app and an unchanged one starts without the build's wait.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "web/dist/index.html");
// Built second, so its presence says both builds finished.
const builtServerEntry = path.join(root, "web/dist-server/entry-server.js");
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
  if (!existsSync(builtServerEntry)) return "web/dist-server/entry-server.js is missing";
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs);
  for (const source of sources) {
    if (newestMtime(source) > builtAt) return `${path.relative(root, source)} changed since the last build`;
  }
  return null;
}

const reason = staleReason();
if (reason && process.env.NODE_ENV === "production") {
  // A production install has no build tools (npm ci --omit=dev): it runs what `npm run build` made.
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) {
    console.error("No web build: run `npm run build` before `npm start` when NODE_ENV=production.");
    process.exit(1);
  }
} else if (reason) {
  console.log(`Building the web app (${reason})...`);
  const started = Date.now();
  // Imported only when needed: loading vite is most of a fresh no-op's cost.
  const { build } = await import("vite");
  await build({ configFile, logLevel: "warn" });
  // The server's render of the public pages.
  await build({ configFile, logLevel: "warn", build: { ssr: true } });
  console.log(`Built web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
