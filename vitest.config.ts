import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the libraries (no "exports" map); Vite would give our
    // own files the .mjs build, and graphql refuses to mix the two.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    include: ["api/test/**/*.test.ts", "common/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Each file opens its own database; two at a time suits the 2-core machines.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
