import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DECISION_FORM, MEETING_FORM, MINUTES_FORM } from './forms.js';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/transaction/Meeting';

/** /api/transaction/Meeting: meetings, sign-in, minutes and decisions made tasks (shapes in types/api/task.ts). */
export default async function meetingRoutes(fastify: FastifyInstance, opts: { deps: () => service.MeetingDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.get(`${BASE}/Forms`, async (_request, reply) => reply.ok({ meeting: MEETING_FORM, minutes: MINUTES_FORM, decision: DECISION_FORM }));
  app.get(BASE, { schema: { querystring: S.ListQuery } },
    async (request, reply) => reply.ok(await service.list(deps(), request.user, request.query)));
  app.post(BASE, { schema: { body: S.SaveBody } }, async (request, reply) =>
    reply.ok(await service.create(deps(), request.user, request.body), request.body.draft ? '暂存成功' : '会议通知已发出'));
  app.get(`${BASE}/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.detail(deps(), request.user, request.params.id)));
  app.put(`${BASE}/:id`, { schema: { params: S.IdParams, body: S.SaveBody } }, async (request, reply) => {
    await service.update(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, '保存成功');
  });
  app.delete(`${BASE}/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.remove(deps(), request.user, request.params.id);
    return reply.ok(null, '删除成功');
  });
  app.post(`${BASE}/:id/SignIn`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.signIn(deps(), request.user, request.params.id);
    return reply.ok(null, '签到成功');
  });
  app.put(`${BASE}/:id/Minutes`, { schema: { params: S.IdParams, body: S.MinutesBody } }, async (request, reply) => {
    await service.saveMinutes(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, request.body.publish ? '纪要已发布' : '纪要已保存');
  });
  app.post(`${BASE}/:id/Decisions`, { schema: { params: S.IdParams, body: S.DecisionBody } }, async (request, reply) =>
    reply.ok(await service.addDecision(deps(), request.user, request.params.id, request.body), '决议已添加'));
  app.delete(`${BASE}/:id/Decisions/:decisionId`, { schema: { params: S.DecisionParams } }, async (request, reply) => {
    await service.removeDecision(deps(), request.user, request.params.id, request.params.decisionId);
    return reply.ok(null, '删除成功');
  });
  app.post(`${BASE}/:id/Decisions/:decisionId/Task`, { schema: { params: S.DecisionParams } }, async (request, reply) =>
    reply.ok(await service.decisionToTask(deps(), request.user, request.params.id, request.params.decisionId), '已发布为任务'));
}
