import { Redis } from "ioredis";

/** Every key the app writes starts with this, so a Redis shared with other programs stays tidy. */
export const REDIS_KEY_PREFIX = "talent-agency:";

/**
 * Connects to REDIS_URL, or throws a message naming it: a server that cannot reach the Redis it was
 * told to share state through must not start alone and quietly disagree with its peers.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: true,
    // While Redis is away, commands fail at once (the cache then misses) rather than queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // The caller logs later errors once its logger exists; the first connection's is thrown below.
  const quiet = () => {};
  redis.on("error", quiet);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach the Redis server (${(error as Error).message})`);
  }
  redis.off("error", quiet);
  return redis;
}
