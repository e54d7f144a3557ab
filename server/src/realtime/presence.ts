/**
 * Who is online, across instances. The hub tells presence when a user's first socket on this
 * instance opens and when the last one closes; presence answers whether other instances hold the
 * user and who is online anywhere.
 *
 * Redis: each instance keeps a set `<prefix>:presence:<instanceId>` of its users, and beats into
 * the sorted set `<prefix>:instances` (score: last beat, epoch ms). A crashed instance stops
 * beating: its entry is ignored after `ttlMs` and its set expires, so its users drop out of
 * presence without an Offline frame. A clean shutdown removes both at once.
 */
import type { Redis } from 'ioredis';

export interface Presence {
  add(userId: string): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Whether another instance holds a socket of the user. */
  elsewhere(userId: string): Promise<boolean>;
  /** Users with a socket on any instance. */
  all(): Promise<Set<string>>;
  close(): Promise<void>;
}

export function createLocalPresence(): Presence {
  const users = new Set<string>();
  return {
    async add(userId) { users.add(userId); },
    async remove(userId) { users.delete(userId); },
    async elsewhere() { return false; },
    async all() { return new Set(users); },
    async close() { users.clear(); },
  };
}

export interface RedisPresenceOptions {
  prefix: string;
  instanceId: string;
  /** An instance that has not beaten for this long counts as gone. */
  ttlMs: number;
  onError(err: unknown): void;
}

export async function createRedisPresence(redis: Redis, opts: RedisPresenceOptions): Promise<Presence> {
  const instances = `${opts.prefix}:instances`;
  const keyOf = (id: string) => `${opts.prefix}:presence:${id}`;
  const mine = keyOf(opts.instanceId);
  const ttlSec = Math.max(1, Math.ceil(opts.ttlMs / 1000));

  async function beat(): Promise<void> {
    const now = Date.now();
    await redis.multi()
      .zadd(instances, now, opts.instanceId)
      .expire(mine, ttlSec)
      .zremrangebyscore(instances, '-inf', `(${now - opts.ttlMs}`)
      .exec();
  }
  async function liveOthers(): Promise<string[]> {
    const ids = await redis.zrangebyscore(instances, Date.now() - opts.ttlMs, '+inf');
    return ids.filter((id) => id !== opts.instanceId);
  }

  await redis.del(mine); // a restarted instance never has a new id, but be sure the set starts empty
  await beat();
  const timer = setInterval(() => { beat().catch(opts.onError); }, Math.max(1000, Math.floor(opts.ttlMs / 3)));
  timer.unref();

  return {
    async add(userId) {
      await redis.multi().sadd(mine, userId).expire(mine, ttlSec).exec();
    },
    async remove(userId) {
      await redis.srem(mine, userId);
    },
    async elsewhere(userId) {
      const others = await liveOthers();
      if (others.length === 0) return false;
      const pipeline = redis.pipeline();
      for (const id of others) pipeline.sismember(keyOf(id), userId);
      const answers = (await pipeline.exec()) ?? [];
      return answers.some(([err, value]) => !err && Number(value) === 1);
    },
    async all() {
      const keys = [mine, ...(await liveOthers()).map(keyOf)];
      return new Set(await redis.sunion(...keys));
    },
    async close() {
      clearInterval(timer);
      await redis.multi().del(mine).zrem(instances, opts.instanceId).exec();
    },
  };
}
