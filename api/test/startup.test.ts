import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type Run, START_TIMEOUT_MS, startServer as start, waitFor } from "./child-server";

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
      expect(first.output()).toContain("Applied migrations: 20261123000000_init");
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: { mode: "embedded", reachable: true } });
      const before = await snapshot();
      first.child.kill("SIGINT");
      expect(await first.exit).toBe(0);
      expect(existsSync(path.join(dataDir, "pg", "postmaster.lock"))).toBe(false);

      const second = start(env);
      await waitFor(second, "Talent agency running at");
      expect(second.output()).not.toContain("Applied migrations");
      expect(second.output()).not.toContain("Loaded demo data");
      expect(second.output()).not.toContain("Created the admin account");
      expect(await snapshot()).toEqual(before);
      second.child.kill("SIGTERM");
      expect(await second.exit).toBe(0);
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
        const match = /Created the admin account (\S+) with the password (\S+)/.exec(run.output());
        expect(match?.[1]).toBe("admin@example.com");
        const login = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: "mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { user { isAdmin } } }",
            variables: { u: match![1], p: match![2] },
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
  const lastLine = (run: Run) => run.output().trim().split("\n").at(-1);

  it(
    "names DATABASE_URL when it is malformed",
    async () => {
      const run = start({ DATA_DIR: dataDir, DATABASE_URL: "mysql://somewhere/db" });
      expect(await run.exit).toBe(1);
      expect(run.output().trim()).toBe("Cannot start: DATABASE_URL: must be a postgresql://user@host:port/database URL");
    },
    START_TIMEOUT_MS,
  );

  it(
    "names DATABASE_URL when the server cannot be reached",
    async () => {
      const port = await freePort();
      const run = start({ DATA_DIR: dataDir, DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/nothing` });
      expect(await run.exit).toBe(1);
      expect(lastLine(run)).toBe(`Cannot start: DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port}/nothing (ECONNREFUSED)`);
      expect(run.output()).not.toMatch(/\n\s+at /);
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
        expect(lastLine(run)).toBe(`Cannot start: PORT: ${port} is already in use on 127.0.0.1; stop the other server or set PORT`);
        // Said before the database is opened: nobody waits for a migration to hear it.
        expect(run.output()).not.toContain("Applied migrations");
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
      expect(lastLine(run)).toMatch(/^Cannot start: PORT: /);
    },
    START_TIMEOUT_MS,
  );
});
