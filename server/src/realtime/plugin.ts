/**
 * Tier 2: the realtime hub, decorated as `app.realtime`. With REDIS_URL the bus and presence
 * live in Redis (two connections: commands and publishing on one, subscriptions on the other),
 * so several instances behind a load balancer reach every user; otherwise they are in-process.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import { createLocalBus, createRedisBus, type Bus } from './bus.js';
import { createHub, type Hub } from './hub.js';
import { createLocalPresence, createRedisPresence, type Presence } from './presence.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Hub;
  }
}

export const REDIS_PREFIX = 'siteflow:im';
/** An instance that has not refreshed its presence for this long counts as crashed. */
export const PRESENCE_TTL_MS = 60_000;

export default globalPlugin<{ config: Config }>('realtime', async (app, { config }) => {
  const instanceId = randomBytes(8).toString('hex');
  const onError = (err: unknown) => app.log.error({ err }, 'realtime error');
  let bus: Bus;
  let presence: Presence;
  const connections: Redis[] = [];
  if (config.redisUrl) {
    const open = () => {
      const redis = new Redis(config.redisUrl!, { maxRetriesPerRequest: 1 });
      redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
      connections.push(redis);
      return redis;
    };
    const pub = open();
    const sub = open();
    bus = createRedisBus(pub, sub, REDIS_PREFIX, onError);
    presence = await createRedisPresence(pub, { prefix: REDIS_PREFIX, instanceId, ttlMs: PRESENCE_TTL_MS, onError });
  } else {
    bus = createLocalBus();
    presence = createLocalPresence();
  }
  const hub = createHub({ bus, presence, instanceId, onError });
  app.decorate('realtime', hub);
  app.addHook('onClose', async () => {
    try {
      await hub.close();
    } finally {
      for (const redis of connections) redis.disconnect();
    }
  });
  app.log.debug({ instanceId, bus: bus.kind }, 'realtime hub ready');
});
