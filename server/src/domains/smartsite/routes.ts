import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/smartsite';

/** /api/smartsite: sensors, the devices' readings, alarms and the dashboard (shapes in types/api/smartSite.ts). */
export default async function smartSiteRoutes(fastify: FastifyInstance, opts: { deps: () => service.SmartSiteDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.get(`${BASE}/Sensors`, async (request, reply) => reply.ok(await service.listSensors(deps(), request.user)));
  app.post(`${BASE}/Sensors`, { schema: { body: S.SensorBody } },
    async (request, reply) => reply.ok(await service.registerSensor(deps(), request.user, request.body), '登记成功，请妥善保存设备密钥'));
  app.get(`${BASE}/Sensors/:id/Series`, { schema: { params: S.IdParams, querystring: S.SeriesQuery } },
    async (request, reply) => reply.ok(await service.series(deps(), request.user, request.params.id, request.query.metric)));
  app.get(`${BASE}/Alarms`, { schema: { querystring: S.AlarmQuery } },
    async (request, reply) => reply.ok(await service.listAlarms(deps(), request.user, request.query.filter ?? 'all')));
  app.get(`${BASE}/Dashboard`, async (request, reply) => reply.ok(await service.dashboard(deps(), request.user)));
  // public (plugins/auth.ts): a device has no user; its key is the credential
  app.post(`${BASE}/Readings`, { schema: { body: S.ReadingBody } },
    async (request, reply) => reply.ok(await service.ingest(deps(), request.body), '已接收'));
}
