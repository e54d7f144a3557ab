import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { FormData, id } from '../task/schemas.js';
import { SCHEDULE_FORM } from './forms.js';
import * as service from './service.js';

const BASE = '/api/transaction/Schedule';
const epochMs = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const RangeQuery = Type.Object({ startTime: epochMs, endTime: epochMs });
const IdParams = Type.Object({ id });
const SaveBody = Type.Object({ data: FormData });

/** /api/transaction/Schedule: my schedule (shapes in types/api/task.ts). */
export default async function scheduleRoutes(fastify: FastifyInstance, opts: { deps: () => service.ScheduleDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.get(`${BASE}/Form`, async (_request, reply) => reply.ok(SCHEDULE_FORM));
  app.get(BASE, { schema: { querystring: RangeQuery } }, async (request, reply) => reply.ok(await service.list(deps(), request.user, request.query)));
  app.post(BASE, { schema: { body: SaveBody } }, async (request, reply) => reply.ok(await service.create(deps(), request.user, request.body), '保存成功'));
  app.get(`${BASE}/:id`, { schema: { params: IdParams } }, async (request, reply) => reply.ok(await service.detail(deps(), request.user, request.params.id)));
  app.put(`${BASE}/:id`, { schema: { params: IdParams, body: SaveBody } }, async (request, reply) => {
    await service.update(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, '保存成功');
  });
  app.delete(`${BASE}/:id`, { schema: { params: IdParams } }, async (request, reply) => {
    await service.remove(deps(), request.user, request.params.id);
    return reply.ok(null, '删除成功');
  });
}
