import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./test-env";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // screenshots.spec.ts takes pictures for a person to look at and asserts nothing the other specs
  // do not: it runs when asked (E2E_SCREENSHOTS=1, which also turns on form-helpers' pictures).
  testIgnore: process.env.E2E_SCREENSHOTS === "1" ? [] : ["**/screenshots.spec.ts"],
  outputDir: path.join(repoRoot, "test-results"),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Generous: CI and sessions share two cores, and a journey with axe in two themes is long. No
  // test asserts on time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The JSON file is what scripts/test-all.ts reads; the list is for people watching the run.
  reporter: [["list"], ["json", { outputFile: path.join(repoRoot, ".playwright-results.json") }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action's page snapshot, which cost every passing test; CI retries a
    // failed test once and records that retry. Locally: --trace on.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        // Debian's Chromium: Playwright never downloads a browser in this project.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    // Builds web/dist only when a source changed, then serves it with the API from a fresh database.
    // The server runs as `node --import tsx`, not the tsx CLI: the CLI's parent process SIGKILLs a
    // child that is busy (migrating, seeding) when the stop signal comes, skipping all clean-up.
    command: "tsx scripts/build-web-if-stale.ts && node --import tsx e2e/start-server.ts",
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/api/health`,
    // A server already on the port would bring its own data; the run would not be reproducible.
    reuseExistingServer: false,
    // Migrating and seeding a new embedded database (the seed renders its pictures) takes a while.
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    // Lets main.ts close the embedded database and start-server.ts delete its data directory.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
