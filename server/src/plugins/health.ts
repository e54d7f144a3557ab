/**
 * Tier 2: the instance's life (starting → ready → draining) and GET /api/health for the load
 * balancer: HTTP 200 when this instance should get requests, 503 while it starts, while it drains
 * before a stop, or when the database, Redis (with REDIS_URL) or the file store (DATA_DIR or the
 * bucket) cannot be reached. The body is the envelope as everywhere, with what was checked; only
 * here (and while starting) is the HTTP status not 200, because a balancer reads nothing else.
 */
import { pingDatabase } from '../db/index.js';
import { CODE } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';

export type LifeState = 'starting' | 'ready' | 'draining';
type Check = 'ok' | 'down' | 'none';

export interface Lifecycle {
  readonly state: LifeState;
  /** Migrated and seeded: take requests. */
  ready(): void;
  /** Stopping: health answers 503 so the balancer sends requests elsewhere; those that come are still served. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const HEALTH_URL = '/api/health';
/** A check that has not answered by then counts as down: the balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => { timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS); });
  try {
    return await Promise.race([probe().then(() => 'ok' as const, () => 'down' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

export default globalPlugin<{ starting?: boolean }>('health', async (app, { starting }) => {
  let state: LifeState = starting ? 'starting' : 'ready';
  app.decorate('lifecycle', {
    get state() { return state; },
    ready() { if (state === 'starting') state = 'ready'; },
    drain() { state = 'draining'; },
  } satisfies Lifecycle);

  // while the database is being seeded, nothing but the health check is answered; HTTP 503, so
  // that whatever polls for the server to be up (a balancer, the e2e suite) keeps waiting
  app.addHook('onRequest', async (request, reply) => {
    if (state === 'starting' && request.url.split('?')[0] !== HEALTH_URL) {
      return reply.code(503).header('retry-after', '5').type('application/json; charset=utf-8')
        .send({ code: CODE.unavailable, msg: '服务正在启动,请稍后再试' });
    }
  });

  app.get(HEALTH_URL, async (_request, reply) => {
    const [database, redis, store] = await Promise.all([
      check(() => pingDatabase(app.db)),
      app.config.redisUrl ? check(() => app.realtimePing()) : Promise.resolve<Check>('none'),
      check(() => app.fileStore.ping()),
    ]);
    const healthy = state === 'ready' && database === 'ok' && redis !== 'down' && store === 'ok';
    const data = { state, database, redis, store };
    if (healthy) return reply.ok(data);
    return reply.code(503).type('application/json; charset=utf-8')
      .send({ code: CODE.unavailable, msg: state === 'ready' ? '服务依赖不可用' : state === 'starting' ? '服务正在启动' : '服务正在停止', data });
  });
});
