import { readFile } from "node:fs/promises";
import path from "node:path";

// A public page's own chunks, named in the HTML the server sends (<link rel="modulepreload">), so
// the browser fetches them alongside the app's entry instead of after it has run: the router only
// asks for a page's chunk once the entry has loaded and matched the address, one round trip later
// (Lighthouse on slow 4G: the chain that holds back the largest paint). Vite's build manifest
// (web/dist/.vite/manifest.json) says which files a module needs; the server's render names the
// modules of the routes it matched (web/src/app/routes.tsx, each route's `handle`).

export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files (as absolute paths, "/assets/…") that the page's modules load before they run, minus
 * the entry's own, which index.html already names. Unknown modules are skipped: a module the build
 * does not have costs a round trip, never a broken page.
 */
export function pagePreloads(manifest: Manifest, modules: readonly string[]): string[] {
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inEntry);

  const wanted = new Set<string>();
  for (const module of modules) walk(module, wanted);
  return [...wanted].filter((key) => !inEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

export const preloadTags = (files: readonly string[]): string =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join("\n    ");

/** Reads the manifest once (a new build takes a restart, like index.html); none means no preloads. */
export function manifestReader(webDistDir: string): () => Promise<Manifest> {
  let manifest: Promise<Manifest> | undefined;
  return () =>
    (manifest ??= readFile(path.join(webDistDir, ".vite", "manifest.json"), "utf8").then(
      (text) => JSON.parse(text) as Manifest,
      () => ({}),
    ));
}
