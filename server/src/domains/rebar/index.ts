/** The rebar domain: its routes, and the counting thread, ended with the server. */
import type { FastifyInstance } from 'fastify';
import { createFileService } from '../file/service.js';
import rebarRoutes from './routes.js';
import { createCountRunner } from './runner.js';
import type { RebarDeps } from './service.js';

/** A count takes about a second (bench/rebar.ts); the limit leaves room for OpenCV's start and a busy machine. */
export const COUNT_TIMEOUT_MS = 30_000;

export default async function rebarDomain(app: FastifyInstance) {
  const runner = createCountRunner({ timeoutMs: COUNT_TIMEOUT_MS });
  app.addHook('onClose', async () => { await runner.close(); });
  const deps = (): RebarDeps => ({
    db: app.db, now: app.now, runner, log: app.log,
    files: createFileService({ db: app.db, config: app.config, now: app.now, store: app.fileStore }),
  });
  await app.register(rebarRoutes, { deps });
}
