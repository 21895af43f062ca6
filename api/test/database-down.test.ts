import net from "node:net";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createPrisma, type Database, openEmbeddedDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../src/db/unavailable";
import { Prisma } from "../src/db/generated/prisma/client";

// While PostgreSQL was down, data calls answered 500. The app here reaches its
// database through a TCP proxy the test can cut (every open connection reset, new ones refused)
// and restore, as a stopped and restarted server looks to the pool.

/** A loopback proxy to `target` that can refuse and drop connections. */
async function startProxy(target: number) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let inner: Database;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let app: App;
let dataDir: string;

beforeAll(async () => {
  inner = await openEmbeddedDatabase();
  await migrate(inner.url);
  proxy = await startProxy(Number(new URL(inner.url).port));
  const url = new URL(inner.url);
  url.port = String(proxy.port);
  const prisma = createPrisma(url.toString(), "embedded");
  const database: Database = {
    mode: "postgresql",
    url: url.toString(),
    prisma,
    ping: (timeoutMs = 1000) =>
      Promise.race([
        prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    close: async () => {
      await prisma.$disconnect();
    },
  };
  dataDir = await mkdtemp(path.join(tmpdir(), "talent-down-"));
  // Uncached: each call must reach the database (a cached public answer would still be served).
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: "admin@agency.test",
    ADMIN_PASSWORD: "correct-horse-battery",
    RESPONSE_CACHE: "false",
  });
  app = await buildApp({ config, database });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await app?.services.prisma.$disconnect();
  await proxy?.close();
  await inner?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  app.inject({ method: "POST", url: "/graphql", payload: { query, variables }, headers: { "content-type": "application/json" } });

const CALLS = {
  "GraphQL query": () => graphql("{ categories { id name } }"),
  "GraphQL mutation": () =>
    graphql(
      `
        mutation ($input: ContactMessageInput!) {
          sendContactMessage(input: $input) {
            message
          }
        }
      `,
      {
        input: { name: "Alice", email: "alice@example.com", subject: "Hello", message: "A long enough message." },
      },
    ),
  "REST GET /api/categories": () => app.inject({ method: "GET", url: "/api/categories" }),
  "REST GET /api/talents": () => app.inject({ method: "GET", url: "/api/talents" }),
  "REST POST /api/auth/login": () =>
    app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin@agency.test", password: "x" } }),
  health: () => app.inject({ method: "GET", url: "/api/health" }),
  readiness: () => app.inject({ method: "GET", url: "/api/ready" }),
};

describe("with the database down", () => {
  it("answers 503 with Retry-After and a clear message on GraphQL and REST, and recovers without a restart", async () => {
    expect((await CALLS["GraphQL query"]()).statusCode).toBe(200);

    proxy.down();
    const statuses: Record<string, number> = {};
    for (const [name, call] of Object.entries(CALLS)) {
      const response = await call();
      statuses[name] = response.statusCode;
      expect(response.statusCode, name).toBe(503);
      expect(response.headers["retry-after"], name).toBe("5");
      const body = response.json();
      if (name.startsWith("GraphQL")) {
        expect(body.errors[0].message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
        expect(body.errors[0].extensions.http).toBeUndefined();
      } else if (name === "readiness") {
        expect(body.failing).toEqual(["database"]);
      } else if (name !== "health") {
        expect(body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, error: "Service Unavailable" });
      }
    }

    proxy.up();
    const started = Date.now();
    let attempts = 0;
    let status = 0;
    // The pool reconnects on the next calls; no restart, no reconnect call from the test.
    while (status !== 200 && attempts < 50) {
      attempts += 1;
      status = (await CALLS["REST GET /api/categories"]()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    for (const [name, call] of Object.entries(CALLS)) expect((await call()).statusCode, name).toBeLessThan(500);
    console.info(
      `database down: ${Object.keys(statuses).length} calls, ` +
        `${Object.values(statuses).filter((s) => s === 503).length} answered 503; recovered after ` +
        `${attempts} attempt(s), ${Date.now() - started} ms`,
    );
  });

  it("maps Prisma's P2028 'Unable to start a transaction' to 503", async () => {
    const p2028 = new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", {
      code: "P2028",
      clientVersion: "6.19.3",
    });
    expect(isDatabaseUnavailable(p2028)).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Prisma.PrismaClientKnownRequestError("Unique constraint failed", { code: "P2002", clientVersion: "6.19.3" }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);

    // A mutation that runs a transaction, with the pool unable to start one.
    const prisma = app.services.prisma;
    const original = prisma.$transaction;
    prisma.$transaction = (() => Promise.reject(p2028)) as typeof prisma.$transaction;
    try {
      const response = await CALLS["GraphQL mutation"]();
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json().errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    } finally {
      prisma.$transaction = original;
    }
  });
});
