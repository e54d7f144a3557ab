import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { accessOf, type ExamDeps } from './access.js';
import * as attempts from './attempts.js';
import * as records from './records.js';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/Exam: the online safety exam (types/api/exam.ts). */
export default async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/Exam';
  const deps: ExamDeps = { db: app.db, now: () => app.now() };

  app.get(`${base}/Access`, async (request, reply) => reply.ok(await accessOf(app.db, request.user)));

  app.get(`${base}/Topics`, async (request, reply) => reply.ok({ list: await service.topics(deps, request.user) }));

  app.get(`${base}/Paper`, async (request, reply) => reply.ok({ list: await service.papers(deps, request.user) }));

  app.post(`${base}/Paper`, { schema: { body: S.PaperBody } },
    async (request, reply) => reply.ok(await service.createPaper(deps, request.user, request.body), '试卷已生成'));

  app.get(`${base}/Exam`, { schema: { querystring: S.ExamListQuery } },
    async (request, reply) => reply.ok(await service.listExams(deps, request.user, request.query)));

  app.post(`${base}/Exam`, { schema: { body: S.ExamBody } },
    async (request, reply) => reply.ok(await service.publish(deps, request.user, request.body), '考试已发布'));

  app.get(`${base}/Audience`, { schema: { querystring: S.AudienceQuery } },
    async (request, reply) => reply.ok(await service.audienceChoices(deps, request.user, request.query.contractId)));

  app.get(`${base}/MyExams`, async (request, reply) => reply.ok({ list: await service.myExams(deps, request.user) }));

  app.post(`${base}/Exam/:id/Start`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await attempts.start(deps, request.user, request.params.id)));

  app.get(`${base}/Attempt/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await attempts.attemptFor(deps, request.user, request.params.id)));

  app.put(`${base}/Attempt/:id/Answer`, { schema: { params: S.IdParams, body: S.AnswerBody } },
    async (request, reply) => reply.ok(await attempts.answer(deps, request.user, request.params.id, request.body)));

  app.post(`${base}/Attempt/:id/Submit`, { schema: { params: S.IdParams, body: S.SubmitBody } },
    async (request, reply) => reply.ok(await attempts.submit(deps, request.user, request.params.id, request.body ?? {}), '交卷成功'));

  app.get(`${base}/Record`, { schema: { querystring: S.RecordQuery } }, async (request, reply) => {
    const q = request.query;
    return reply.ok(await records.records(deps, request.user, {
      ...q, mine: q.mine === 1, passed: q.passed === undefined ? undefined : q.passed === 1,
    }));
  });

  app.get(`${base}/Statistics`, { schema: { querystring: S.StatisticsQuery } },
    async (request, reply) => reply.ok(await records.statistics(deps, request.user, request.query)));
}
