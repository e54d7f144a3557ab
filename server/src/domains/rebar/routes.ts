import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/rebar';

/** /api/rebar: counting the bars of a photo, and counts saved against material receipts (types/api/rebar.ts). */
export default async function rebarRoutes(fastify: FastifyInstance, opts: { deps: () => service.RebarDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.post(`${BASE}/Count`, { schema: { body: S.CountBody } },
    async (request, reply) => reply.ok(await service.count(deps(), request.user, request.body.url)));
  app.post(`${BASE}/Records`, { schema: { body: S.RecordBody } },
    async (request, reply) => reply.ok(await service.save(deps(), request.user, request.body), '保存成功'));
  app.get(`${BASE}/Records`, { schema: { querystring: S.RecordsQuery } },
    async (request, reply) => reply.ok(await service.list(deps(), request.user, request.query)));
}
