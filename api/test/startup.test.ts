import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, logLine, logLines, type Run, START_TIMEOUT_MS, startServer as start, waitFor } from "./child-server";

// Every line the server prints is its logger's JSON: a log collector reads them all.
const notJson = (run: Run) => logLines(run).filter((line) => "notJson" in line);
const PINO_LEVEL = { info: 30, warn: 40, fatal: 60 };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "talent-start-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm start on the embedded database", () => {
  it(
    "migrates and seeds on the first start, changes nothing on the second, and shuts down cleanly",
    async () => {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" };
      const snapshot = async () => {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ categories { id name talentCount } }" }),
        });
        return response.json();
      };

      const first = start(env);
      await waitFor(first, "Talent agency running at");
      expect(logLine(first, "Applied migrations")).toMatchObject({
        level: PINO_LEVEL.info,
        migrations: expect.arrayContaining(["20261123000000_init"]),
      });
      expect(logLine(first, "Loaded demo data")).toMatchObject({ level: PINO_LEVEL.info, demoData: expect.any(String) });
      expect(logLine(first, "Talent agency running at")).toMatchObject({ url: `http://127.0.0.1:${port}`, database: "embedded" });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: { mode: "embedded", reachable: true } });
      const before = await snapshot();
      first.child.kill("SIGINT");
      expect(await first.exit).toBe(0);
      expect(logLine(first, "SIGINT received")).toMatchObject({ level: PINO_LEVEL.info, signal: "SIGINT" });
      expect(notJson(first)).toEqual([]);
      expect(existsSync(path.join(dataDir, "pg", "postmaster.lock"))).toBe(false);

      const second = start(env);
      await waitFor(second, "Talent agency running at");
      expect(logLine(second, "Applied migrations")).toBeUndefined();
      expect(logLine(second, "Loaded demo data")).toBeUndefined();
      expect(logLine(second, "Created the admin account")).toBeUndefined();
      expect(await snapshot()).toEqual(before);
      second.child.kill("SIGTERM");
      expect(await second.exit).toBe(0);
      expect(notJson(second)).toEqual([]);
    },
    2 * START_TIMEOUT_MS + 60_000,
  );

  it(
    "prints a generated admin password once when ADMIN_PASSWORD is unset",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "talent-admin-"));
      const port = await freePort();
      const run = start({ DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "", SEED_DEMO_DATA: "false" });
      try {
        await waitFor(run, "Talent agency running at");
        // A warning: shown at LOG_LEVEL=warn too, since a person must read it now or never.
        const created = logLine(run, "Created the admin account");
        expect(created).toMatchObject({ level: PINO_LEVEL.warn, adminAccount: "admin@example.com" });
        expect(created?.msg).toContain(`with the password ${created?.generatedPassword as string}`);
        expect(notJson(run)).toEqual([]);
        const login = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: "mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { user { isAdmin } } }",
            variables: { u: created!.adminAccount, p: created!.generatedPassword },
          }),
        });
        expect((await login.json()).data.login.user.isAdmin).toBe(true);
      } finally {
        run.child.kill("SIGINT");
        await run.exit;
        await rm(dir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS + 60_000,
  );
});

describe("start-up problems a person must fix", () => {
  /** The one line a failed start prints: a fatal line of the logger, naming the setting. */
  const fatalMessage = (run: Run) => {
    expect(notJson(run)).toEqual([]);
    const fatal = logLines(run).filter((line) => "level" in line && line.level === PINO_LEVEL.fatal);
    expect(fatal).toHaveLength(1);
    return (fatal[0] as { msg: string }).msg;
  };

  it(
    "names DATABASE_URL when it is malformed",
    async () => {
      const run = start({ DATA_DIR: dataDir, DATABASE_URL: "mysql://somewhere/db" });
      expect(await run.exit).toBe(1);
      expect(fatalMessage(run)).toBe("Cannot start: DATABASE_URL: must be a postgresql://user@host:port/database URL");
    },
    START_TIMEOUT_MS,
  );

  it(
    "names DATABASE_URL when the server cannot be reached",
    async () => {
      const port = await freePort();
      const run = start({ DATA_DIR: dataDir, DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/nothing` });
      expect(await run.exit).toBe(1);
      expect(fatalMessage(run)).toBe(
        `Cannot start: DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port}/nothing (ECONNREFUSED)`,
      );
      // No stack trace, printed or inside the JSON line (where its newlines are \n).
      expect(run.output()).not.toMatch(/(\n|\\n)\s+at /);
    },
    START_TIMEOUT_MS,
  );

  it(
    "names PORT when the port is taken",
    async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
      const { port } = blocker.address() as net.AddressInfo;
      const dir = await mkdtemp(path.join(tmpdir(), "talent-port-"));
      try {
        const run = start({ DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", SEED_DEMO_DATA: "false" });
        expect(await run.exit).toBe(1);
        expect(fatalMessage(run)).toBe(`Cannot start: PORT: ${port} is already in use on 127.0.0.1; stop the other server or set PORT`);
        // Said before the database is opened: nobody waits for a migration to hear it.
        expect(logLine(run, "Applied migrations")).toBeUndefined();
        expect(existsSync(path.join(dir, "pg"))).toBe(false);
      } finally {
        blocker.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    "names PORT when it is not a number",
    async () => {
      const run = start({ DATA_DIR: dataDir, PORT: "eighty" });
      expect(await run.exit).toBe(1);
      expect(fatalMessage(run)).toMatch(/^Cannot start: PORT: /);
    },
    START_TIMEOUT_MS,
  );
});
