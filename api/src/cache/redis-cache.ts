import type { CacheEntityRecord } from "@envelop/response-cache";
import type { Cache } from "@graphql-yoga/plugin-response-cache";
import type { ExecutionResult } from "graphql";
import type { Redis } from "ioredis";

// Layout, under the client's key prefix:
//   rc:response:<key>          the cached answer (JSON), expiring with its ttl
//   rc:entity:<Type>           the keys of the answers holding any <Type> (or an empty list of them)
//   rc:entity:<Type>:<id>      the keys of the answers holding that record
// Invalidation reads an entity set and deletes its answers in one Lua script, so an answer stored
// by another server in between cannot slip into the set after it was read and survive.

const RESPONSE = "rc:response:";
const ENTITY = "rc:entity:";

const INVALIDATE_SCRIPT = `
local deleted = 0
for _, set in ipairs(KEYS) do
  local members = redis.call("SMEMBERS", set)
  for _, key in ipairs(members) do
    deleted = deleted + redis.call("DEL", ARGV[1] .. key)
  end
  redis.call("DEL", set)
end
return deleted
`;

type RedisWithInvalidate = Redis & { invalidateResponses(count: number, ...args: string[]): Promise<number> };

/**
 * The envelop response cache's store in Redis, shared by every app server on it. While Redis is
 * away every lookup misses and answers are served fresh (reported through onError); what it held
 * from before lives at most its ttl once it is back.
 */
export function createRedisCache(redis: Redis, onError: (error: unknown, action: string) => void): Cache {
  const client = redis as RedisWithInvalidate;
  if (typeof client.invalidateResponses !== "function") {
    redis.defineCommand("invalidateResponses", { lua: INVALIDATE_SCRIPT });
  }
  const prefix = redis.options.keyPrefix ?? "";
  return {
    async get(key) {
      try {
        const text = await redis.get(RESPONSE + key);
        return text === null ? null : (JSON.parse(text) as ExecutionResult);
      } catch (error) {
        onError(error, "read");
        return null;
      }
    },
    async set(key, result, entities, ttl) {
      if (!Number.isFinite(ttl) || ttl <= 0) return;
      const sets = new Set<string>();
      for (const entity of entities) {
        sets.add(ENTITY + entity.typename);
        if (entity.id !== undefined) sets.add(entityKey(entity));
      }
      const multi = redis.multi().set(RESPONSE + key, JSON.stringify(result), "PX", ttl);
      // Every answer lives for the same ttl, so a set kept as long as its newest answer holds
      // nothing useful beyond that; renewing it on each write keeps it from growing forever.
      for (const set of sets) multi.sadd(set, key).pexpire(set, ttl);
      await multi.exec().catch((error: unknown) => onError(error, "store"));
    },
    async invalidate(entities) {
      const sets = [
        ...new Set(
          [...entities].map((entity) => (entity.id === undefined || entity.id === null ? ENTITY + entity.typename : entityKey(entity))),
        ),
      ];
      if (sets.length === 0) return;
      // Lua scripts get their KEYS without the client's prefix applied to values, so the answers'
      // full prefix travels as an argument.
      await client.invalidateResponses(sets.length, ...sets, prefix + RESPONSE).catch((error: unknown) => onError(error, "invalidate"));
    },
  };
}

function entityKey(entity: CacheEntityRecord): string {
  return `${ENTITY}${entity.typename}:${entity.id}`;
}
