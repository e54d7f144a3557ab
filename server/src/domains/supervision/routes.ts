import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

const id = Type.String({ minLength: 1, maxLength: 64 });
const UnitsQuery = Type.Object({ projectId: Type.Optional(id) });
const AuthorityQuery = Type.Object({ authority: id, contractId: Type.Optional(id) });

/** /api/SupervisionManagement/commonservices: pickers of the current project and contract. */
export default async function supervisionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/SupervisionManagement/commonservices';

  app.get(`${base}/getConstructionUnitByProj`, { schema: { querystring: UnitsQuery } },
    async (request, reply) => reply.ok({ list: await service.constructionUnits(app.db, request.user, request.query.projectId) }));

  app.get(`${base}/getUsersByAuthority`, { schema: { querystring: AuthorityQuery } },
    async (request, reply) => reply.ok({ list: await service.usersByAuthority(app.db, request.user, request.query) }));
}
