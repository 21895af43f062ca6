import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { chakraThemeAlias } from "./web/vite/chakra-theme-alias.js";

const UNIT_TESTS = [
  "common/**/*.test.ts",
  "api/src/**/*.test.ts",
  "web/src/**/*.test.{ts,tsx}",
  "web/vite/**/*.test.ts",
  "scripts/**/*.test.ts",
  // The browser tests' own helpers (graphql-answers.ts); Playwright runs only the *.spec.ts files.
  "e2e/**/*.test.ts",
];
/**
 * The unit files that replace modules (vi.mock): they need modules of their own, so they run
 * isolated; the other unit files of a worker share theirs (ADR 176).
 */
const MOCKING_MODULES = ["common", "api/src", "web/src", "web/vite", "scripts", "e2e"].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name) && !name.includes("node_modules"))
    .map((name) => `${root}/${name}`)
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, "utf8"))),
);

// Two layers (docs/testing.md): `unit` needs no database and no server; `api` drives the app through
// HTTP (app.inject) on a database copied from the run's migrated template (ADR 176).
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
          include: UNIT_TESTS,
          exclude: MOCKING_MODULES,
          setupFiles: ["web/test/dom-setup.ts"],
          // Loading React, Chakra and jsdom anew for each file was 40 % of this project's CPU; each
          // test's renders are still removed after it (web/test/dom-setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit (own modules)",
          include: MOCKING_MODULES,
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
