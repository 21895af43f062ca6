import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chakraThemeAlias } from "./vite/chakra-theme-alias.js";
import { fontPreload } from "./vite/font-preload.js";
import { graphqlDocuments } from "./vite/graphql-documents.js";
import { precompress } from "./vite/precompress.js";

// The config lives in web/ but is also run from the repo root (`npm run build`,
// scripts/build-web-if-stale.ts), so every path is anchored to this file rather than the cwd.
const webRoot = fileURLToPath(new URL(".", import.meta.url));
// The API of `npm run dev` (scripts/dev.ts) listens here.
const apiTarget = "http://localhost:4000";

/** The server's render of the public pages (ADR 128): `vite build --ssr`. */
const SSR_ENTRY = "src/entry-server.tsx";

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  resolve: {
    alias: [chakraThemeAlias],
  },
  plugins: [
    graphqlDocuments({ artifactDirectory: fileURLToPath(new URL("./src/gql", import.meta.url)) }),
    react(),
    ...(isSsrBuild ? [] : [precompress(), fontPreload(/^assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/)]),
  ],
  // The server's bundle carries its libraries: one copy of React, Emotion and Apollo, the ES builds the browser gets.
  ssr: { noExternal: true },
  // ...and their production builds, as the browser's bundle does. Vite leaves process.env.NODE_ENV to
  // the server's environment in an SSR build, so a server started without NODE_ENV=production (the
  // embedded default) rendered with React's development build: twice the CPU per page and its checks.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL("./dist-server", import.meta.url)),
        emptyOutDir: true,
        // `--ssr` alone (both callers) sets `ssr: true` and names no entry: this is it.
        rolldownOptions: { input: fileURLToPath(new URL(`./${SSR_ENTRY}`, import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL("./dist", import.meta.url)),
        // The server reads it to name each page's chunks in the HTML it sends (api/src/http/route-preloads.ts).
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Libraries change far less often than the app: separate chunks stay cached across releases.
            // `entriesAware` splits a group by which chunks use its modules, so what only a lazy page
            // needs (the toast machinery, the admin's extra Chakra recipes, zod for the forms) stays out
            // of the chunks every page loads (ADR 128).
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 3 },
                {
                  name: "chakra",
                  test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss)[\\/]/,
                  priority: 2,
                  entriesAware: true,
                },
                { name: "apollo", test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
                { name: "vendor", test: /node_modules[\\/]/, priority: 1, entriesAware: true },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/uploads": apiTarget,
    },
  },
}));
