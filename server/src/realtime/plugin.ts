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
import { addChangeBus, applyChange, CHANGE_CHANNEL, receiveChange, type ChangeMessage } from './changes.js';
import { createHub, type Hub } from './hub.js';
import { createLocalShared, createRedisShared, type SharedValues } from './shared.js';
import { createLocalPresence, createRedisPresence, type Presence } from './presence.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Hub;
    /** Resolves when Redis (with REDIS_URL) answers on both connections; the health endpoint asks. */
    realtimePing(): Promise<void>;
    /** Values all instances share (realtime/shared.ts): WeChat's tokens. */
    shared: SharedValues;
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
  app.decorate('shared', connections[0] ? createRedisShared(connections[0], REDIS_PREFIX) : createLocalShared());
  app.decorate('realtimePing', async () => {
    const [pub, sub] = connections;
    if (!pub) return;
    await pub.ping();
    if (sub.status !== 'ready') throw new Error(`redis subscriber ${sub.status}`);
  });
  let removeChangeBus = () => {};
  if (bus.kind === 'redis') {
    // other instances' cache changes (realtime/changes.ts); none can be heard while the subscriber is down
    const sub = connections[1];
    let heard = sub.status === 'ready';
    sub.on('ready', () => {
      if (!heard) applyChange({ kind: 'all' }); // what was published meanwhile is lost
      heard = true;
    });
    sub.on('close', () => { heard = false; });
    await bus.subscribe((channel, payload) => {
      if (channel === CHANGE_CHANNEL) receiveChange(payload as ChangeMessage);
    });
    heard = sub.status === 'ready';
    removeChangeBus = addChangeBus({
      publish: (message) => bus.publish(CHANGE_CHANNEL, message),
      healthy: () => heard && sub.status === 'ready',
    });
  }
  app.addHook('onClose', async () => {
    removeChangeBus();
    try {
      await hub.close();
    } catch (err) {
      // Redis is gone: our presence keys expire by themselves (PRESENCE_TTL_MS); the stop goes on
      app.log.warn({ err }, 'realtime hub closed without Redis');
    } finally {
      for (const redis of connections) redis.disconnect();
    }
  });
  app.log.debug({ instanceId, bus: bus.kind }, 'realtime hub ready');
});
