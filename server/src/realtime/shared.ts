/**
 * Values every instance must share rather than each fetch its own: WeChat's access_token and
 * jsapi_ticket (fetching a new one invalidates the one the other instances hold, and the fetches
 * per day are limited). In Redis with REDIS_URL, in this process otherwise. A lock lets one
 * instance fetch while the others wait for what it stores.
 */
import type { Redis } from 'ioredis';

export interface SharedEntry { value: string; until: number }

export interface SharedValues {
  get(key: string): Promise<SharedEntry | null>;
  /** Kept until `entry.until` (ms since the epoch, by the caller's clock). */
  set(key: string, entry: SharedEntry, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** True when the caller now holds the key's lock, for at most ttlMs. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

export function createLocalShared(): SharedValues {
  const values = new Map<string, SharedEntry>();
  const locks = new Set<string>();
  return {
    async get(key) { return values.get(key) ?? null; },
    async set(key, entry) { values.set(key, entry); },
    async delete(key) { values.delete(key); },
    async lock(key) {
      if (locks.has(key)) return false;
      locks.add(key);
      return true;
    },
    async unlock(key) { locks.delete(key); },
  };
}

export function createRedisShared(redis: Redis, prefix: string): SharedValues {
  const k = (key: string) => `${prefix}:shared:${key}`;
  return {
    async get(key) {
      const text = await redis.get(k(key));
      return text ? JSON.parse(text) as SharedEntry : null;
    },
    async set(key, entry, ttlMs) {
      if (ttlMs > 0) await redis.set(k(key), JSON.stringify(entry), 'PX', Math.ceil(ttlMs));
    },
    async delete(key) { await redis.del(k(key)); },
    async lock(key, ttlMs) {
      return (await redis.set(k(`lock:${key}`), '1', 'PX', Math.ceil(ttlMs), 'NX')) === 'OK';
    },
    async unlock(key) { await redis.del(k(`lock:${key}`)); },
  };
}
