import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { COMPLETE_FORM, PROGRESS_FORM, PUBLISH_FORM } from './forms.js';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/transaction/Task';

/** /api/transaction/Task: publish, my tasks, audit (SiteFlow's own; shapes in types/api/task.ts). */
export default async function taskRoutes(fastify: FastifyInstance, opts: { deps: () => service.TaskDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.get(`${BASE}/Forms`, async (_request, reply) => reply.ok({ publish: PUBLISH_FORM, progress: PROGRESS_FORM, complete: COMPLETE_FORM }));
  app.get(`${BASE}/Counts`, async (request, reply) => reply.ok(await service.counts(deps(), request.user)));

  app.get(`${BASE}/List/published`, { schema: { querystring: S.PublishedQuery } },
    async (request, reply) => reply.ok(await service.listPublished(deps(), request.user, request.query)));
  app.get(`${BASE}/List/mine`, { schema: { querystring: S.MineQuery } },
    async (request, reply) => reply.ok(await service.listMine(deps(), request.user, request.query)));
  app.get(`${BASE}/List/audit`, { schema: { querystring: S.AuditQuery } },
    async (request, reply) => reply.ok(await service.listAudit(deps(), request.user, request.query)));

  app.post(BASE, { schema: { body: S.SaveBody } }, async (request, reply) => {
    const out = await service.create(deps(), request.user, request.body);
    return reply.ok(out, request.body.draft ? '暂存成功' : '发布成功');
  });
  app.get(`${BASE}/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.detail(deps(), request.user, request.params.id)));
  app.put(`${BASE}/:id`, { schema: { params: S.IdParams, body: S.SaveBody } }, async (request, reply) => {
    await service.update(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, request.body.draft ? '暂存成功' : '发布成功');
  });
  app.delete(`${BASE}/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.remove(deps(), request.user, request.params.id);
    return reply.ok(null, '删除成功');
  });

  app.post(`${BASE}/:id/Accept`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.accept(deps(), request.user, request.params.id);
    return reply.ok(null, '已接收');
  });
  app.post(`${BASE}/:id/Progress`, { schema: { params: S.IdParams, body: S.ReportBody } }, async (request, reply) => {
    await service.progress(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, '进展已提交');
  });
  app.post(`${BASE}/:id/Complete`, { schema: { params: S.IdParams, body: S.ReportBody } }, async (request, reply) => {
    await service.complete(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, '已提交完成，等待审核');
  });
  app.post(`${BASE}/:id/Audit/:userId`, { schema: { params: S.AuditParams, body: S.AuditBody } }, async (request, reply) => {
    await service.audit(deps(), request.user, request.params.id, request.params.userId, request.body);
    return reply.ok(null, request.body.pass ? '审核通过' : '已退回');
  });
}
