import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { createGeocoder } from './geocode.js';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/map: the project on a map and check-ins at its key inspection points (types/api/map.ts). */
export default async function mapRoutes(fastify: FastifyInstance, opts: { launchFlow?: service.MapDeps['launchFlow'] } = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.MapDeps => ({ db: app.db, now: app.now, tileUrl: app.config.mapTileUrl ?? '', launchFlow: opts.launchFlow });
  const base = '/api/map';
  const geocoder = createGeocoder(app.config.geocoder, app.now, app.log);
  // every lookup may cost the organisation a paid or rate-limited call: a user gets a few a minute
  const geocodeLimit = app.createRateLimit({
    max: app.config.geocoder?.ratePerMinute ?? 30, timeWindow: 60_000, keyGenerator: (r) => `geocode:${r.user.id}`,
  });

  app.get(`${base}/View`, { schema: { querystring: S.ViewQuery } },
    async (request, reply) => reply.ok(await service.mapView(deps(), request.user, request.query)));

  app.get(`${base}/Geocode/Reverse`, {
    schema: { querystring: S.GeocodeQuery },
    preHandler: async (request) => {
      const limit = await geocodeLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(CODE.tooMany, `地址解析过于频繁,请${limit.ttlInSeconds}秒后再试`);
    },
  }, async (request, reply) => reply.ok(await geocoder.reverse(request.query.lat, request.query.lng)));

  app.post(`${base}/KeyPoints/:id/CheckIn`, { schema: { params: S.IdParams, body: S.CheckInBody } },
    async (request, reply) => reply.ok(await service.checkIn(deps(), request.user, request.params.id, request.body), '签到成功'));
}
