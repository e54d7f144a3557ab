/**
 * The bus every push goes through, so that a user connected to another instance gets it too:
 * in-process for one instance (default), Redis pub/sub when REDIS_URL is set. A publisher also
 * receives its own messages, so delivery has one path whatever the deployment.
 */
import type { Redis } from 'ioredis';

export type BusHandler = (channel: string, payload: unknown) => void;

export interface Bus {
  readonly kind: 'local' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the handler receives everything published from then on. */
  subscribe(handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

/** One process: handlers run on a later tick, as they would after a Redis round trip. */
export function createLocalBus(): Bus {
  const handlers = new Set<BusHandler>();
  return {
    kind: 'local',
    async publish(channel, payload) {
      for (const handler of handlers) queueMicrotask(() => handler(channel, payload));
    },
    async subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

/**
 * Redis pub/sub on two connections: `pub` publishes (and may run other commands), `sub` is in
 * subscriber mode. Channels are `<prefix>:<channel>`; payloads travel as JSON.
 */
export function createRedisBus(pub: Redis, sub: Redis, prefix: string, onError: (err: unknown) => void): Bus {
  const handlers = new Set<BusHandler>();
  const head = `${prefix}:`;
  let subscribed: Promise<unknown> | null = null;
  sub.on('pmessage', (_pattern: string, channel: string, message: string) => {
    if (!channel.startsWith(head)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (err) {
      onError(err);
      return;
    }
    for (const handler of handlers) handler(channel.slice(head.length), payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await pub.publish(head + channel, JSON.stringify(payload));
    },
    async subscribe(handler) {
      handlers.add(handler);
      subscribed ??= sub.psubscribe(`${head}*`);
      await subscribed;
    },
    async close() {
      handlers.clear();
      if (subscribed) await sub.punsubscribe().catch(onError);
    },
  };
}
