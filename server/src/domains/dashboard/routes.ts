import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** /api/dashboard/<name>: one endpoint per workbench dashboard (types/api/dashboard.ts). */
export default async function dashboardRoutes(app: FastifyInstance) {
  const deps = (): service.DashboardDeps => ({ db: app.db, now: app.now });
  const base = '/api/dashboard';
  app.get(`${base}/index`, async (request, reply) => reply.ok(await service.home(deps(), request.user)));
  app.get(`${base}/projectInvestment`, async (request, reply) => reply.ok(await service.investment(deps(), request.user)));
  app.get(`${base}/safetyHazardsManage`, async (request, reply) => reply.ok(await service.hazards(deps(), request.user)));
  app.get(`${base}/projectOverview`, async (request, reply) => reply.ok(await service.overview(deps(), request.user)));
}
