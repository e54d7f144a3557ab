import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { pictogramSvg } from './pictograms.js';
import * as service from './service.js';

const AppNameParams = Type.Object({ appName: Type.String({ minLength: 1, maxLength: 64 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PictogramParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.svg$' }) });
const PictogramQuery = Type.Object({ color: Type.Optional(Type.String({ pattern: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })) });

/** App upgrade (public), start page (public), tile pictograms (public) and /api/app/User/{id}. */
export default async function appRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/app/Version', async (_request, reply) => reply.ok(await service.appVersion(app.db)));

  app.get('/api/file/AppStartInfo/:appName', { schema: { params: AppNameParams } },
    async (request, reply) => reply.ok(await service.appStartInfo(app.db, request.params.appName)));

  // an <image> sends no token; the icons are the product's, the same for everyone
  app.get('/api/app/Pictogram/:file', { schema: { params: PictogramParams, querystring: PictogramQuery } }, async (request, reply) => {
    const svg = pictogramSvg(request.params.file.slice(0, -4), request.query.color);
    if (svg === null) throw new AppError(CODE.notFound, '图标不存在');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
  });

  app.get('/api/app/User/:id', { schema: { params: IdParams } },
    async (request, reply) => reply.ok(await service.userCard(app.db, request.user, request.params.id)));
}
