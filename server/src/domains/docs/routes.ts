import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createFileService } from '../file/service.js';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/Docs/{library}: the document libraries (types/api/docs.ts). */
export default async function docsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const files = createFileService({ db: app.db, config: app.config, now: app.now, store: app.fileStore });
  const deps = (): service.DocsDeps => ({ db: app.db, now: app.now, files });
  const base = '/api/Docs/:library';

  app.get(base, { schema: { params: S.LibraryParams } },
    async (request, reply) => reply.ok(await service.library(deps(), request.user, request.params.library)));

  app.get(`${base}/Documents`, { schema: { params: S.LibraryParams, querystring: S.DocQuery } },
    async (request, reply) => reply.ok(await service.documents(deps(), request.user, request.params.library, request.query)));

  app.get(`${base}/Documents/:id`, { schema: { params: S.DocParams } },
    async (request, reply) => reply.ok(await service.document(deps(), request.user, request.params.library, request.params.id)));

  app.post(`${base}/Documents`, { schema: { params: S.LibraryParams, body: S.DocAdd } },
    async (request, reply) => reply.ok(await service.addDocument(deps(), request.user, request.params.library, request.body), '保存成功'));

  app.delete(`${base}/Documents/:id`, { schema: { params: S.DocParams } }, async (request, reply) => {
    await service.removeDocument(deps(), request.user, request.params.library, request.params.id);
    return reply.ok(null, '删除成功');
  });
}
