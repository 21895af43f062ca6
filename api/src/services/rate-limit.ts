import type { Redis } from "ioredis";
import { rateLimited } from "../errors";

/**
 * Counts events (failed logins, public submissions) per client address in a sliding window.
 * In memory for one server; in Redis when several servers must count as one.
 */
export interface RateLimiter {
  /** Seconds until the address may act again, or 0 when it may act now. */
  retryAfter(address: string): Promise<number>;
  record(address: string): Promise<void>;
  reset(address: string): Promise<void>;
}

/** Throws RATE_LIMITED, with the seconds to wait, while `address` may not act on `limiter`. */
export async function throttle(limiter: RateLimiter, address: string): Promise<void> {
  const retryAfter = await limiter.retryAfter(address);
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

export class MemoryRateLimiter implements RateLimiter {
  /** Per address, the times of its newest events (at most maxEvents), oldest first. */
  private events = new Map<string, number[]>();
  constructor(
    private readonly maxEvents: number,
    private readonly windowMs: number,
  ) {}

  async retryAfter(address: string, now = Date.now()): Promise<number> {
    const recent = this.recent(address, now);
    if (recent.length < this.maxEvents) return 0;
    // The address may act again once the oldest of its last maxEvents leaves the window.
    return Math.ceil((recent[0]! + this.windowMs - now) / 1000);
  }

  async record(address: string, now = Date.now()): Promise<void> {
    const recent = this.recent(address, now);
    recent.push(now);
    // Older events cannot change an answer: an address is limited while maxEvents fall in the
    // window, and the oldest of the newest maxEvents says when that ends. Keeping no more bounds
    // the memory an address flooding the server can take.
    if (recent.length > this.maxEvents) recent.splice(0, recent.length - this.maxEvents);
    this.events.set(address, recent);
  }

  async reset(address: string): Promise<void> {
    this.events.delete(address);
  }

  /** The address's events still in the window; those that left it are dropped from the front. */
  private recent(address: string, now: number): number[] {
    const times = this.events.get(address);
    if (!times) return [];
    let expired = 0;
    while (expired < times.length && now - times[expired]! >= this.windowMs) expired += 1;
    if (expired === times.length) {
      this.events.delete(address);
      return [];
    }
    if (expired > 0) times.splice(0, expired);
    return times;
  }
}

/**
 * The same sliding window in a Redis sorted set per address (score = time of the event), so every
 * server behind a balancer counts the same events. Times come from the Redis server's clock: the
 * app servers' clocks may drift apart, Redis has one.
 */
export class RedisRateLimiter implements RateLimiter {
  private static counter = 0;
  constructor(
    private readonly redis: Redis,
    /** Tells this limiter's keys from the other limiters' (login, publicWrite...). */
    private readonly name: string,
    private readonly maxEvents: number,
    private readonly windowMs: number,
  ) {}

  async retryAfter(address: string): Promise<number> {
    const key = this.key(address);
    const now = await this.now();
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, "-inf", now - this.windowMs)
      .zcard(key)
      .zrange(key, 0, 0, "WITHSCORES")
      .exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    if (count < this.maxEvents) return 0;
    const oldest = Number((results?.[2]?.[1] as string[] | undefined)?.[1] ?? now);
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  async record(address: string): Promise<void> {
    const key = this.key(address);
    const now = await this.now();
    // Two events in the same millisecond (two servers) must both count: the member is made unique.
    RedisRateLimiter.counter = (RedisRateLimiter.counter + 1) % 1_000_000;
    const member = `${now}-${process.pid}-${RedisRateLimiter.counter}-${Math.random().toString(36).slice(2, 8)}`;
    await this.redis.multi().zadd(key, now, member).pexpire(key, this.windowMs).exec();
  }

  async reset(address: string): Promise<void> {
    await this.redis.del(this.key(address));
  }

  private key(address: string): string {
    return `rate:${this.name}:${address}`;
  }

  private async now(): Promise<number> {
    const [seconds, micros] = await this.redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  }
}

export type RateLimiters = {
  loginLimiter: RateLimiter;
  publicWriteLimiter: RateLimiter;
  accountLimiter: RateLimiter;
  packagePickLimiter: RateLimiter;
};

/** The app's limits, shared through Redis when one is given. */
export function createRateLimiters(publicWritesPerHour: number, redis: Redis | undefined): RateLimiters {
  const make = (name: string, maxEvents: number, windowMs: number): RateLimiter =>
    redis ? new RedisRateLimiter(redis, name, maxEvents, windowMs) : new MemoryRateLimiter(maxEvents, windowMs);
  return {
    loginLimiter: make("login", 10, 15 * 60 * 1000),
    publicWriteLimiter: make("public-write", publicWritesPerHour, 60 * 60 * 1000),
    accountLimiter: make("account", 10, 15 * 60 * 1000),
    packagePickLimiter: make("package-pick", publicWritesPerHour * 10, 60 * 60 * 1000),
  };
}
