import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The config lives in web/ but is also run from the repo root (`npm run build`,
// scripts/build-web-if-stale.ts), so every path is anchored to this file rather than the cwd.
const webRoot = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/uploads": apiTarget,
    },
  },
});
