import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startMailServer, type TestMailServer } from "../api/test/mail-server";
import { test as base } from "./fixtures";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./test-env";

// A server of the journey's own whose mail goes out through a real SMTP server (the API tests'
// api/test/mail-server.ts), as in production: the shared e2e server writes its mail to files
// (e2e/mail-helpers.ts), which other specs read. It starts without the demo data, on a database and
// a port of its own, and the spec's `page` and `request` talk to it (baseURL).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(mail: TestMailServer): Promise<{ origin: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-journey-"));
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SEED_DEMO_DATA: "false",
      SMTP_URL: mail.url,
      LOG_LEVEL: "info", // the line waited for below is an info line of the server's logger
      PUBLIC_WRITES_PER_HOUR: "10000",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // Bounded by the test's own timeout: migrating a new embedded database is slow on a busy machine.
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("Talent agency running at")) {
        clearInterval(check);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`the journey's server ended early:\n${output}`));
      }
    }, 100);
  });
  return { origin, child, dataDir };
}

export type JourneyServer = { origin: string; mail: TestMailServer };

export const test = base.extend<object, { journeyServer: JourneyServer }>({
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const mail = await startMailServer();
      const server = await startServer(mail);
      await use({ origin: server.origin, mail });
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
      await mail.close();
      rmSync(server.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.origin),
});

export { expect } from "./fixtures";
