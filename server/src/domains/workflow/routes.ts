import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import chainRoutes from './chains.routes.js';
import * as comments from './comments.js';
import * as delegate from './delegate.js';
import * as lists from './lists.js';
import * as S from './schemas.js';
import * as templates from './templates.js';

const BASE = '/api/workflow/Engine';
const KIND = { 1: 'todo', 2: 'done', 3: 'copy', 4: 'batch' } as const;

/** Lists, launchable flows, counts, comments and entrust of /api/workflow/Engine (API.md 4.1, 4.3, 4.5). */
export default async function workflowListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(chainRoutes);

  app.get(`${BASE}/FlowBefore/List/:category`, { schema: { params: S.CategoryParams, querystring: S.ListQuery } },
    async (request, reply) => {
      const kind = KIND[Number(request.params.category) as 1 | 2 | 3 | 4];
      const kept = await lists.beforeListAnswer(app.db, request.user.id, kind, request.query);
      return kept ? reply.okBytes(kept) : reply.ok(await lists.beforeList(app.db, request.user.id, kind, request.query));
    });

  app.get(`${BASE}/FlowLaunch`, { schema: { querystring: S.ListQuery } },
    async (request, reply) => reply.ok(await lists.launchList(app.db, request.user.id, request.query)));

  app.post('/api/visualdev/Dashboard/FlowTodoCount', { schema: { body: S.TodoCountBody } }, async (request, reply) => {
    const b = request.body;
    return reply.ok(await lists.todoCount(app.db, request.user.id, { todo: b.toBeReviewedType, done: b.flowDoneType, copy: b.flowCirculateType }, app.now()));
  });

  app.get(`${BASE}/flowTemplate/PageListAll`, { schema: { querystring: S.TemplateListQuery } },
    async (request, reply) => reply.ok(await templates.launchableTemplates(app.db, request.user, request.query)));

  app.get(`${BASE}/flowTemplate/FlowJsonList/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await templates.templateFlows(app.db, request.user, request.params.id)));

  // comments
  app.get(`${BASE}/FlowComment`, { schema: { querystring: S.CommentQuery } },
    async (request, reply) => reply.ok(await comments.list(app.db, request.user.id, request.query)));
  app.post(`${BASE}/FlowComment`, { schema: { body: S.CommentBody } },
    async (request, reply) => reply.ok(await comments.create(app.db, request.user.id, request.body), '评论成功'));
  app.delete(`${BASE}/FlowComment/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await comments.remove(app.db, request.user.id, request.params.id, app.now());
    return reply.ok(null, '删除成功');
  });

  // entrust
  app.get(`${BASE}/FlowDelegate`, { schema: { querystring: S.DelegateQuery } },
    async (request, reply) => reply.ok(await delegate.list(app.db, request.user.id, request.query)));
  app.get(`${BASE}/FlowDelegate/getflow`,
    async (request, reply) => reply.ok(await delegate.launchableForOthers(app.db, request.user.id, app.now())));
  app.get(`${BASE}/FlowDelegate/userList`, { schema: { querystring: S.FlowIdQuery } },
    async (request, reply) => reply.ok(await delegate.delegatorsOf(app.db, request.user.id, request.query.flowId, app.now())));
  app.get(`${BASE}/FlowDelegate/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await delegate.info(app.db, request.user.id, request.params.id)));
  app.post(`${BASE}/FlowDelegate`, { schema: { body: S.DelegateBody } },
    async (request, reply) => reply.ok(await delegate.create(app.db, request.user, request.body), '新建成功'));
  app.put(`${BASE}/FlowDelegate/:id`, { schema: { params: S.IdParams, body: S.DelegateBody } }, async (request, reply) => {
    await delegate.update(app.db, request.user, request.params.id, request.body);
    return reply.ok(null, '修改成功');
  });
  app.put(`${BASE}/FlowDelegate/Stop/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await delegate.stop(app.db, request.user.id, request.params.id, app.now());
    return reply.ok(null, '委托已终止');
  });
  app.delete(`${BASE}/FlowDelegate/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await delegate.remove(app.db, request.user.id, request.params.id);
    return reply.ok(null, '删除成功');
  });
}
