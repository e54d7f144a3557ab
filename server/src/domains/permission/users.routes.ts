/** /api/permission/Users/*: account creation, user lists and pickers. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createAccount } from './account.js';
import { createPickers } from './pickers.js';
import * as S from './schemas.js';
import { createUserLists } from './users.js';

const BASE = '/api/permission/Users';

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = createUserLists(app.db);
  const pickers = createPickers(app.db);

  app.post(`${BASE}/CreateAccount`, { schema: { body: S.CreateAccountBody } },
    async (request, reply) => reply.ok(await createAccount(app.db, request.user, request.body, app.now()), '新建成功'));

  app.get(`${BASE}/ImUser`, { schema: { querystring: S.PageQuery } },
    async (request, reply) => reply.okBytes(await users.imUsersAnswer(request.user, request.query)));

  app.post(`${BASE}/ImUser/Selector/:organizeId`, { schema: { params: S.OrganizeIdParams, body: S.KeywordBody } },
    async (request, reply) => reply.ok(await pickers.level(request.user, request.params.organizeId, request.body, true)));

  app.post(`${BASE}/GetListByAuthorize/:organizeId`, { schema: { params: S.OrganizeIdParams, body: S.KeywordBody } },
    async (request, reply) => reply.ok(await pickers.level(request.user, request.params.organizeId, request.body, false)));

  app.get(`${BASE}/All`, { schema: { querystring: S.KeywordQuery } },
    async (request, reply) => reply.ok(await users.all(request.user, request.query.keyword)));

  app.get(`${BASE}/Selector`, async (request, reply) => reply.ok(await pickers.tree(request.user)));

  app.post(`${BASE}/UserCondition`, { schema: { body: S.UserConditionBody } },
    async (request, reply) => reply.ok(await users.byCondition(request.user, request.body)));

  app.post(`${BASE}/getUserList`, { schema: { body: S.UserListBody } }, async (request, reply) => {
    const { ids = [], userId } = request.body;
    return reply.ok(await users.byIds(request.user, userId ? [userId, ...ids] : ids));
  });

  app.post(`${BASE}/getSubordinates`, { schema: { body: S.KeywordBody } },
    async (request, reply) => reply.ok(await users.subordinates(request.user, request.body.keyword)));

  app.get(`${BASE}/getOrganization`, { schema: { querystring: S.OrganizationQuery } }, async (request, reply) =>
    reply.ok(await users.ofOrganize(request.user, request.query.organizeId ?? '0', request.query.keyword)));

  app.post(`${BASE}/getSelectedList`, { schema: { body: S.IdsBody } },
    async (request, reply) => reply.ok(await pickers.selectedNames(request.user, request.body.ids)));

  app.post(`${BASE}/getSelectedUserList`, { schema: { body: S.SelectedUserListBody } },
    async (request, reply) => reply.ok(await users.selectedUsers(request.user, request.body)));
}
