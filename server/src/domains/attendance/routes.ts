import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/Attendance: fences, punches, their days and months, field-service review, enrolment (types/api/attendance.ts). */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/Attendance';
  const deps: service.AttendanceDeps = { db: app.db, now: () => app.now(), store: app.fileStore };

  app.get(`${base}/Access`, async (request, reply) => reply.ok(await service.access(app.db, request.user)));

  app.get(`${base}/Today`, async (request, reply) => reply.ok(await service.today(deps, request.user)));

  app.get(`${base}/Fence`, async (request, reply) => reply.ok({ list: await service.fencesOnMap(app.db, request.user) }));

  app.get(`${base}/Where`, { schema: { querystring: S.WhereQuery } },
    async (request, reply) => reply.ok(await service.where(deps, request.user, request.query.longitude, request.query.latitude)));

  app.post(`${base}/Punch`, { schema: { body: S.PunchBody } },
    async (request, reply) => reply.ok(await service.punch(deps, request.user, request.body, 'plain'), '打卡成功'));

  app.post(`${base}/FieldPunch`, { schema: { body: S.PunchBody } },
    async (request, reply) => reply.ok(await service.punch(deps, request.user, request.body, 'field'), '外业打卡已提交，等待核验'));

  app.post(`${base}/FacePunch`, { schema: { body: S.PunchBody } },
    async (request, reply) => reply.ok(await service.punch(deps, request.user, request.body, 'face'), '人脸识别打卡成功'));

  app.get(`${base}/Punch/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.punchDetail(deps, request.user, request.params.id)));

  app.get(`${base}/MyMonth`, { schema: { querystring: S.MonthQuery } },
    async (request, reply) => reply.ok(await service.myMonth(deps, request.user, request.query.month)));

  app.get(`${base}/Record`, { schema: { querystring: S.MonthQuery } }, async (request, reply) => {
    const q = request.query;
    return reply.ok({ list: await service.records(deps, request.user, { month: q.month, userId: q.userId, field: q.field === 1 }) });
  });

  app.get(`${base}/Statistics`, { schema: { querystring: S.MonthQuery } },
    async (request, reply) => reply.ok(await service.teamMonth(deps, request.user, { month: request.query.month, field: request.query.field === 1 })));

  app.get(`${base}/Review`, { schema: { querystring: S.ReviewQuery } },
    async (request, reply) => reply.ok({ list: await service.reviewList(deps, request.user, request.query.state ?? 'pending') }));

  app.post(`${base}/Punch/:id/Review`, { schema: { params: S.IdParams, body: S.ReviewBody } },
    async (request, reply) => reply.ok(await service.review(deps, request.user, request.params.id, request.body), request.body.approve ? '已通过' : '已驳回'));

  app.get(`${base}/People`, async (request, reply) => reply.ok({ list: await service.people(deps, request.user) }));

  app.get(`${base}/People/Choices`, async (request, reply) => reply.ok({ list: await service.enrolChoices(deps, request.user) }));

  app.post(`${base}/People`, { schema: { body: S.EnrolBody } },
    async (request, reply) => reply.ok(await service.enrol(deps, request.user, request.body), '人员信息已保存'));
}
