import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "./rate-limit";

describe("the in-memory rate limit", () => {
  const MINUTE = 60_000;

  it("lets an address act until its events in the window reach the limit, then says how long to wait", async () => {
    const limiter = new MemoryRateLimiter(3, 10 * MINUTE);
    for (const at of [0, MINUTE, 2 * MINUTE]) {
      expect(await limiter.retryAfter("203.0.113.7", at)).toBe(0);
      await limiter.record("203.0.113.7", at);
    }
    expect(await limiter.retryAfter("203.0.113.7", 3 * MINUTE)).toBe(7 * 60); // the first leaves at 10 min
    expect(await limiter.retryAfter("198.51.100.1", 3 * MINUTE)).toBe(0); // another address is not counted
    expect(await limiter.retryAfter("203.0.113.7", 10 * MINUTE)).toBe(0); // the first has left the window
  });

  it("waits for the oldest of the newest events when more were recorded than the limit", async () => {
    const limiter = new MemoryRateLimiter(2, 10 * MINUTE);
    for (const at of [0, MINUTE, 2 * MINUTE, 3 * MINUTE]) await limiter.record("203.0.113.7", at);
    // Limited until only one of the last two is left in the window: the one at 2 min leaves at 12 min.
    expect(await limiter.retryAfter("203.0.113.7", 4 * MINUTE)).toBe(8 * 60);
    expect(await limiter.retryAfter("203.0.113.7", 12 * MINUTE)).toBe(0);
  });

  it("keeps no more than the limit of an address flooding it, and forgets it once its events expire", async () => {
    const limiter = new MemoryRateLimiter(5, MINUTE);
    for (let at = 0; at < 10_000; at += 1) await limiter.record("203.0.113.7", at);
    const events = (limiter as unknown as { events: Map<string, number[]> }).events;
    expect(events.get("203.0.113.7")).toEqual([9_995, 9_996, 9_997, 9_998, 9_999]);
    expect(await limiter.retryAfter("203.0.113.7", 10_000 + MINUTE)).toBe(0);
    expect(events.has("203.0.113.7")).toBe(false);
  });

  it("starts an address afresh when it is reset (a successful sign-in)", async () => {
    const limiter = new MemoryRateLimiter(1, MINUTE);
    await limiter.record("203.0.113.7", 0);
    expect(await limiter.retryAfter("203.0.113.7", 1_000)).toBe(59);
    await limiter.reset("203.0.113.7");
    expect(await limiter.retryAfter("203.0.113.7", 1_000)).toBe(0);
  });
});
