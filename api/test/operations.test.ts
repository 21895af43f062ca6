import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "./redis-server";
import { startTestApp, type TestApp } from "./helpers";

// What an operator's balancer and Prometheus ask of a server: readiness that names the failing
// part (the database's outage is in database-down.test.ts), and metrics behind a token.

const METRICS_TOKEN = "metrics-token-for-tests-0123";

describe("readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("answers 200 while the database and the uploads folder answer, and 503 naming storage when files cannot be written", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", failing: [], checks: { database: true, storage: true, draining: false } });

    await rm(t.config.uploadsDir, { recursive: true, force: true });
    const broken = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(broken.statusCode).toBe(503);
    expect(broken.headers["retry-after"]).toBe("5");
    expect(broken.json()).toMatchObject({ status: "unavailable", failing: ["storage"] });
    // Liveness is not readiness: the process is alive, and restarting it would not bring the folder back.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("turns 503 ('draining') once the server is told to stop, while it still answers other requests", async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().failing).toContain("draining");
      expect((await t.app.inject({ method: "GET", url: "/api/categories" })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe("readiness with Redis", () => {
  let redis: RedisServer;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    t = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop().catch(() => undefined);
  });

  it("names redis when the shared Redis goes away", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.json()).toMatchObject({ status: "ready", checks: { redis: true } });
    await redis.stop();
    const gone = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().failing).toEqual(["redis"]);
  });
});

describe("metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN, RESPONSE_CACHE: "true" });
  });
  afterAll(async () => t?.close());

  it("are refused without the token and with a wrong one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toContain("METRICS_TOKEN");
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_request_duration_seconds");
  });

  it("count requests by route and GraphQL operation, cache hits and misses, the outbox and the event loop", async () => {
    // As Apollo Client sends it: with the operation's name, which a cached answer is counted under too.
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({
        method: "POST",
        url: "/graphql",
        payload: { query: "query Categories { categories { id name } }", operationName: "Categories" },
      });
    }
    await t.app.inject({ method: "GET", url: "/api/talents/999999" });
    await t.gql(`query ${"x".repeat(100)} { categories { id } }`);
    await t.prisma.outboxEmail.create({
      data: { template: "test", toAddress: "a@example.com", subject: "s", body: "b", status: "failed" },
    });

    const answer = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    const text = answer.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="Categories",status="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/talents\/:id",operation="",status="404"\} 1/);
    // A name no label may carry (too long) is counted as "other", never as itself.
    expect(text).toContain('operation="other"');
    expect(text).not.toContain("x".repeat(100));
    expect(text).toMatch(/response_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/response_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/mail_outbox_messages\{status="failed"\} 1/);
    expect(text).toMatch(/mail_outbox_messages\{status="queued"\} 0/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("metrics when off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("answer 404 saying how to turn them on", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toContain("METRICS_TOKEN");
  });
});
