import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

const AppNameParams = Type.Object({ appName: Type.String({ minLength: 1, maxLength: 64 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** App upgrade (public), start page (public) and /api/app/User/{id}. */
export default async function appRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/app/Version', async (_request, reply) => reply.ok(await service.appVersion(app.db)));

  app.get('/api/file/AppStartInfo/:appName', { schema: { params: AppNameParams } },
    async (request, reply) => reply.ok(await service.appStartInfo(app.db, request.params.appName)));

  app.get('/api/app/User/:id', { schema: { params: IdParams } },
    async (request, reply) => reply.ok(await service.userCard(app.db, request.user, request.params.id)));
}
