import { defineConfig } from "vitest/config";
import { chakraThemeAlias } from "./web/vite/chakra-theme-alias.js";

// Two layers (docs/testing.md): `unit` needs no database and no server; `api` drives the app through
// HTTP (app.inject) on a database copied from the run's migrated template (ADR 020).
// `npx vitest run --project unit` runs the first alone.
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the libraries (no "exports" map); Vite would give our
    // own files the .mjs build, and graphql refuses to mix the two.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }, chakraThemeAlias],
  },
  test: {
    environment: "node",
    pool: "forks",
    // Each API file opens its own database; two at a time suits the 2-core machines.
    maxWorkers: 2,
    // Generous: these bound a hung test, not a slow machine. Two cores shared by several sessions
    // made a 60 s beforeAll (one app start) time out.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "common/**/*.test.ts",
            "api/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "web/vite/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          setupFiles: ["web/test/dom-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["api/test/**/*.test.ts"],
          globalSetup: ["api/test/global-setup.ts"],
          // Each file builds its own app on its own database (helpers.ts), so the files of a worker can
          // share loaded modules: loading the app anew for each file was a third of this project's time.
          isolate: false,
        },
      },
    ],
  },
});
