import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { ADMIN_EMAIL, codesOf, type GqlResult, startTestApp, type TestApp } from "./helpers";
import { type RedisServer, startRedisServer } from "./redis-server";

// Two app servers on one database and one real redis-server, as behind a load balancer: what one
// caches or counts, the other sees.

let redis: RedisServer;
let first: TestApp;
let second: App;
let admin: string;

beforeAll(async () => {
  redis = await startRedisServer();
  first = await startTestApp({ REDIS_URL: redis.url, RESPONSE_CACHE: "true" });
  second = await buildApp({ config: first.config, database: first.database });
  await second.ready();
  admin = await first.adminToken();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.stop();
});

async function gqlOn<T = Record<string, any>>(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<T>> {
  const response = await app.inject({
    method: "POST",
    url: "/graphql",
    payload: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { ...(response.json() as GqlResult<T>), status: response.statusCode };
}

const DIRECTORY = `{ talentDirectory { total items { id firstName } } }`;
type Page = { total: number; items: Array<{ id: number; firstName: string }> };

describe("two servers on one Redis", () => {
  it("share cached answers, and a publish on one shows on the other at once", async () => {
    const shown = await first.prisma.talent.create({
      data: { firstName: "Shown", lastName: "Doe", email: "s@example.com", isApproved: true, isPublished: true, publishedAt: new Date() },
    });
    const hidden = await first.prisma.talent.create({
      data: { firstName: "Hidden", lastName: "Doe", email: "h@example.com", isApproved: true },
    });

    const cached = await gqlOn<{ talentDirectory: Page }>(first.app, DIRECTORY);
    expect(cached.data!.talentDirectory.items.map((item) => item.firstName)).toEqual(["Shown"]);
    await first.prisma.talent.update({ where: { id: shown.id }, data: { firstName: "Renamed behind its back" } });
    // The second server never ran this query: it answers from what the first one cached.
    const fromSecond = await gqlOn<{ talentDirectory: Page }>(second, DIRECTORY);
    expect(fromSecond.data!.talentDirectory.items.map((item) => item.firstName)).toEqual(["Shown"]);

    const published = await gqlOn(
      second,
      `mutation ($id: Int!) { publishTalent(id: $id, notify: false) { id } }`,
      { id: hidden.id },
      admin,
    );
    expect(published.errors).toBeUndefined();
    for (const app of [first.app, second]) {
      const page = (await gqlOn<{ talentDirectory: Page }>(app, DIRECTORY)).data!.talentDirectory;
      expect(page.total).toBe(2);
      expect(page.items.map((item) => item.firstName).sort()).toEqual(["Hidden", "Renamed behind its back"]);
    }
  });

  it("never serve a staff answer to a visitor through the shared cache", async () => {
    const category = await first.prisma.category.create({ data: { name: "Actors" } });
    await first.prisma.talent.create({
      data: { firstName: "Draft", lastName: "Doe", email: "d@example.com", categories: { create: { categoryId: category.id } } },
    });
    const counts = `{ categories { name talentCount } }`;
    expect((await gqlOn(first.app, counts, {}, admin)).data!.categories).toEqual([{ name: "Actors", talentCount: 1 }]);
    expect((await gqlOn(second, counts)).data!.categories).toEqual([{ name: "Actors", talentCount: 0 }]);
    expect((await gqlOn(first.app, counts, {}, admin)).data!.categories).toEqual([{ name: "Actors", talentCount: 1 }]);
  });

  it("count failed sign-ins together: ten split over both lock the eleventh on either", async () => {
    const wrong = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`;
    const attempt = (app: App) => gqlOn(app, wrong, { u: ADMIN_EMAIL, p: "wrong-password" });
    for (let i = 0; i < 10; i += 1) {
      expect(codesOf(await attempt(i % 2 === 0 ? first.app : second))).toEqual(["UNAUTHENTICATED"]);
    }
    expect(codesOf(await attempt(first.app))).toEqual(["RATE_LIMITED"]);
    expect(codesOf(await attempt(second))).toEqual(["RATE_LIMITED"]);
    // Reset through one server frees the address on both.
    await first.app.services.loginLimiter.reset("127.0.0.1");
    expect(codesOf(await attempt(second))).toEqual(["UNAUTHENTICATED"]);
    await second.services.loginLimiter.reset("127.0.0.1");
  });

  it("count public submissions together", async () => {
    const limiterA = first.app.services.publicWriteLimiter;
    const limiterB = second.services.publicWriteLimiter;
    const limit = first.config.publicWritesPerHour;
    for (let i = 0; i < limit; i += 1) await (i % 2 === 0 ? limiterA : limiterB).record("192.0.2.7");
    expect(await limiterA.retryAfter("192.0.2.7")).toBeGreaterThan(0);
    expect(await limiterB.retryAfter("192.0.2.7")).toBeGreaterThan(3500);
    expect(await limiterB.retryAfter("192.0.2.8")).toBe(0);
  });
});

describe("REDIS_URL", () => {
  it("refuses to start a server whose Redis cannot be reached, naming the variable", async () => {
    const unreachable = { ...first.config, redisUrl: "redis://127.0.0.1:1" };
    await expect(buildApp({ config: unreachable, database: first.database })).rejects.toThrow(/^REDIS_URL: cannot reach the Redis server/);
  });
});

describe("Redis going away", () => {
  it("leaves public reads answered, fresh", async () => {
    const own = await startRedisServer();
    const app = await buildApp({ config: { ...first.config, redisUrl: own.url }, database: first.database });
    try {
      await app.ready();
      const names = () => gqlOn<{ categories: Array<{ name: string }> }>(app, `{ categories { name } }`);
      expect((await names()).status).toBe(200);
      await own.stop();
      const category = await first.prisma.category.create({ data: { name: "While Redis was away" } });
      const answer = await names();
      expect(answer.status).toBe(200);
      expect(answer.data!.categories.map((c) => c.name)).toContain(category.name);
    } finally {
      await app.close();
      await own.stop();
    }
  });
});
