import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { appMenuJson, userInfoOf } from '../oauth/profile.js';
import * as data from './data.js';
import { pictogramSvg } from './pictograms.js';
import * as service from './service.js';

const AppNameParams = Type.Object({ appName: Type.String({ minLength: 1, maxLength: 64 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PictogramParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.svg$' }) });
const DataQuery = Type.Object({ type: Type.Optional(Type.String({ maxLength: 8 })) });
/** Checked by data.ts in words: versions send objectType as a number or a string, objectData as text or an object. */
const DataBody = Type.Object({
  objectType: Type.Optional(Type.Unknown()),
  objectId: Type.Optional(Type.Unknown()),
  objectData: Type.Optional(Type.Unknown()),
  systemId: Type.Optional(Type.Unknown()),
});
const PictogramQuery = Type.Object({ color: Type.Optional(Type.String({ pattern: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })) });

/** App upgrade (public), start page (public), tile pictograms (public), /api/app/User/{id}, and the JNPF 3.2 user, menu and 常用 calls. */
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

  // JNPF 3.2: the userInfo of CurrentUser itself, and the App menu tree
  app.get('/api/app/User', async (request, reply) => reply.ok(await userInfoOf(app.db, request.user)));
  app.get('/api/app/Menu', async (request, reply) => reply.okJson(await appMenuJson(app.db, request.user)));

  // 常用 (data.ts); the 3.2 client also asks the list with a trailing slash
  for (const path of ['/api/app/Data', '/api/app/Data/']) {
    app.get(path, { schema: { querystring: DataQuery } }, async (request, reply) => reply.ok(await data.list(app.db, request.user, request.query.type)));
  }
  app.get('/api/app/Data/getFlowList', async (request, reply) => reply.ok(await data.flowList(app.db, request.user)));
  app.get('/api/app/Data/getDataList', async (request, reply) => reply.ok(await data.dataList(app.db, request.user)));
  app.post('/api/app/Data', { schema: { body: DataBody } }, async (request, reply) => {
    await data.add(app.db, request.user, request.body);
    return reply.ok(null, '添加成功');
  });
  app.delete('/api/app/Data/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await data.remove(app.db, request.user, request.params.id);
    return reply.ok(null, '删除成功');
  });
}
