import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/map: the project on a map and check-ins at its key inspection points (types/api/map.ts). */
export default async function mapRoutes(fastify: FastifyInstance, opts: { launchFlow?: service.MapDeps['launchFlow'] } = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.MapDeps => ({ db: app.db, now: app.now, tileUrl: app.config.mapTileUrl ?? '', launchFlow: opts.launchFlow });
  const base = '/api/map';

  app.get(`${base}/View`, { schema: { querystring: S.ViewQuery } },
    async (request, reply) => reply.ok(await service.mapView(deps(), request.user, request.query)));

  app.post(`${base}/KeyPoints/:id/CheckIn`, { schema: { params: S.IdParams, body: S.CheckInBody } },
    async (request, reply) => reply.ok(await service.checkIn(deps(), request.user, request.params.id, request.body), '签到成功'));
}
