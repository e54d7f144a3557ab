/** /api/permission/Organize, Position, Role and Group selectors. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createOrganizeSelectors } from './organize.js';
import * as S from './schemas.js';

const BASE = '/api/permission';

export default async function organizeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const selectors = createOrganizeSelectors(app.db);

  app.get(`${BASE}/Organize/Selector/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await selectors.organizes(request.user, request.params.id, false)));

  app.get(`${BASE}/Organize/Department/Selector/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await selectors.organizes(request.user, request.params.id, true)));

  app.post(`${BASE}/Organize/OrganizeCondition`, { schema: { body: S.ConditionBody } },
    async (request, reply) => reply.ok(await selectors.organizeCondition(request.user, request.body)));

  app.get(`${BASE}/Position/Selector`, async (request, reply) => reply.ok(await selectors.positions(request.user)));

  app.post(`${BASE}/Position/PositionCondition`, { schema: { body: S.ConditionBody } },
    async (request, reply) => reply.ok(await selectors.positionCondition(request.user, request.body)));

  app.get(`${BASE}/Role/Selector`, async (_request, reply) => reply.ok(await selectors.roles()));

  // SiteFlow has no user groups: the JNPF shape, empty
  app.get(`${BASE}/Group/Selector`, async (_request, reply) => reply.ok({ list: [] }));
}
