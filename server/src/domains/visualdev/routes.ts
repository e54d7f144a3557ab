import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/visualdev/OnlineDev';

/** Online development (API.md 5.1) and Base/{id}/FieldDataSelect (SPEC 7). */
export default async function visualdevRoutes(fastify: FastifyInstance, opts: { launchFlow?: service.RecordFlowLauncher }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.VisualDevDeps => ({ db: app.db, now: app.now, launchFlow: opts.launchFlow });

  app.get(`${BASE}/:modelId/Config`, { schema: { params: S.ModelParams } },
    async (request, reply) => reply.ok(await service.config(app.db, request.params.modelId)));

  app.post(`${BASE}/:modelId/List`, { schema: { params: S.ModelParams, body: S.ListBody } },
    async (request, reply) => reply.okBytes(await service.listAnswer(app.db, request.user, request.params.modelId, request.body)));

  app.post(`${BASE}/batchDelete/:modelId`, { schema: { params: S.ModelParams, body: S.BatchDeleteBody } }, async (request, reply) => {
    await service.remove(app.db, request.user, request.params.modelId, request.body.ids);
    return reply.ok(null, '删除成功');
  });

  app.get(`${BASE}/:modelId/:id`, { schema: { params: S.RecordParams } },
    async (request, reply) => reply.ok(await service.read(app.db, request.user, request.params.modelId, request.params.id)));

  app.get(`${BASE}/:modelId/:id/DataChange`, { schema: { params: S.RecordParams } },
    async (request, reply) => reply.ok(await service.dataChange(app.db, request.user, request.params.modelId, request.params.id)));

  app.post(`${BASE}/:modelId`, { schema: { params: S.ModelParams, body: S.SaveBody } },
    async (request, reply) => reply.ok(await service.create(deps(), request.user, request.params.modelId, request.body), '新建成功'));

  app.put(`${BASE}/:modelId/:id`, { schema: { params: S.RecordParams, body: S.SaveBody } },
    async (request, reply) => reply.ok(await service.update(deps(), request.user, request.params.modelId, request.params.id, request.body), '修改成功'));

  app.delete(`${BASE}/:modelId/:id`, { schema: { params: S.RecordParams } }, async (request, reply) => {
    await service.remove(app.db, request.user, request.params.modelId, [request.params.id]);
    return reply.ok(null, '删除成功');
  });

  app.get('/api/visualdev/Base/:modelId/FieldDataSelect', { schema: { params: S.ModelParams, querystring: S.FieldDataQuery } },
    async (request, reply) => reply.ok(await service.fieldDataSelect(app.db, request.user, request.params.modelId, request.query)));
}
