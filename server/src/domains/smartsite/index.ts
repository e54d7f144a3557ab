/** The smart-site domain: its routes, and the demo sensors' simulator as a timer job (plugins/timers.ts). */
import type { FastifyInstance } from 'fastify';
import smartSiteRoutes from './routes.js';
import type { SmartSiteDeps } from './service.js';
import { simulateRound } from './simulator.js';

export const smartSiteDeps = (app: FastifyInstance): SmartSiteDeps =>
  ({ db: app.db, now: app.now, publish: (input) => app.messages.publish(input), log: app.log });

export const SIMULATOR_JOB = 'smartSiteSimulator';

export default async function smartSiteDomain(app: FastifyInstance) {
  app.timers.add(SIMULATOR_JOB, () => simulateRound(smartSiteDeps(app)));
  await app.register(smartSiteRoutes, { deps: () => smartSiteDeps(app) });
}
