import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';
import { dayRecords } from './day.js';
import { weekProgress } from './week.js';

/** /api/progress: progress against the bills of quantities (types/api/progress.ts). */
export default async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.ProgressDeps => ({ db: app.db, now: app.now });
  const base = '/api/progress';

  app.get(`${base}/Overview`,
    async (request, reply) => reply.ok(await service.overview(deps(), request.user, service.FILLING)));

  // the 总体进度 dashboard: the same figures under its own tile's grant
  app.get(`${base}/Dashboard`,
    async (request, reply) => reply.ok(await service.overview(deps(), request.user, service.DASHBOARD)));

  app.get(`${base}/Items`, { schema: { querystring: S.ItemQuery } },
    async (request, reply) => reply.ok(await service.items(deps(), request.user, request.query)));

  app.get(`${base}/Items/:id/Fills`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.fills(deps(), request.user, request.params.id)));

  app.post(`${base}/Fills`, { schema: { body: S.FillBody } },
    async (request, reply) => reply.ok(await service.fill(deps(), request.user, request.body), '填报成功'));

  // what a section's day already recorded, for its daily report
  app.get(`${base}/Day`, { schema: { querystring: S.DayQuery } },
    async (request, reply) => reply.ok(await dayRecords(deps(), request.user, request.query)));

  app.get(`${base}/Week`, { schema: { querystring: S.WeekQuery } },
    async (request, reply) => reply.ok(await weekProgress(deps(), request.user, request.query)));

  app.get(`${base}/Wbs`, { schema: { querystring: S.WbsQuery } },
    async (request, reply) => reply.ok(await service.wbs(deps(), request.user, request.query.contractId)));
}
