import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

const RoleSignQuery = Type.Object({ flag: Type.Enum(['approve', 'login']) });

/** /api/Signature/signaturefddservice: the hand-signature push and person seals. */
export default async function signatureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/Signature/signaturefddservice';

  // the app calls GetRoleSign/?flag=...; both spellings answer
  for (const url of [`${base}/GetRoleSign/`, `${base}/GetRoleSign`]) {
    app.post(url, { schema: { querystring: RoleSignQuery } },
      async (request, reply) => reply.ok(await service.roleSign(app.db, request.user.id, request.query.flag)));
  }

  app.post(`${base}/CreatePersonSeal`, async (request, reply) => reply.ok(await service.createPersonSeal(app.db, request.user.id, app.now())));
}
