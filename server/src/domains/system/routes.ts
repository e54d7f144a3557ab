import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin.routes.js';
import * as dataInterface from './dataInterface.js';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/system (API.md 7): dictionaries, bill numbers, areas, data interfaces, settings, common words. */
export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/api/system/DictionaryData/All', async (_request, reply) => reply.ok({ list: await service.allDictionaries(db) }));

  app.get('/api/system/DictionaryData/:id/Data/Selector', { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok({ list: await service.dictionarySelector(db, request.params.id) }));

  app.get('/api/system/BillRule/BillNumber/:enCode', { schema: { params: S.EnCodeParams } },
    async (request, reply) => reply.ok(await service.previewBillNumber(db, request.params.enCode, app.now())));

  app.get('/api/system/Area/:id/Selector/0', { schema: { params: S.AreaParams } },
    async (request, reply) => reply.ok({ list: await service.areaChildren(db, request.params.id) }));

  app.post('/api/system/Area/GetAreaByIds', { schema: { body: S.AreaIdsBody } },
    async (request, reply) => reply.ok(await service.areaPathNames(db, request.body.idsList)));

  app.post('/api/system/DataInterface/:id/Actions/Preview', { schema: { params: S.IdParams, body: S.PreviewBody } },
    async (request, reply) => reply.ok(await dataInterface.runInterface(db, request.params.id, request.body.paramList ?? [], request.user)));

  app.post('/api/system/DataInterface/:id/Action/List', { schema: { params: S.IdParams, body: S.ListBody } }, async (request, reply) => {
    const b = request.body;
    const query = { currentPage: b.currentPage ?? 1, pageSize: b.pageSize ?? 20, keyword: b.keyword, paramList: b.paramList ?? [] };
    return reply.ok(await dataInterface.listPage(db, request.params.id, query, request.user));
  });

  app.post('/api/system/DataInterface/:id/Action/InfoByIds', { schema: { params: S.IdParams, body: S.InfoByIdsBody } }, async (request, reply) => {
    const b = request.body;
    const query = { ids: b.ids, propsValue: b.propsValue ?? 'id', paramList: b.paramList ?? [] };
    return reply.ok(await dataInterface.infoByIds(db, request.params.id, query, request.user));
  });

  app.get('/api/system/SysConfig', async (_request, reply) => reply.ok(await service.sysConfig(db, app.config)));

  app.get('/api/system/CommonWords/Selector', { schema: { querystring: S.CommonWordsQuery } },
    async (request, reply) => reply.ok({ list: await service.commonWordsOf(db, request.user) }));

  app.post('/api/system/CommonWords', { schema: { body: S.CommonWordBody } },
    async (request, reply) => reply.ok(await service.addCommonWord(db, request.user, request.body, app.now()), '新建成功'));

  app.put('/api/system/CommonWords/:id', { schema: { params: S.IdParams, body: S.CommonWordUpdateBody } }, async (request, reply) => {
    await service.editCommonWord(db, request.user, request.params.id, request.body);
    return reply.ok(undefined, '更新成功');
  });

  await app.register(adminRoutes);

  app.delete('/api/system/CommonWords/:id', { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.removeCommonWord(db, request.user, request.params.id);
    return reply.ok(undefined, '删除成功');
  });
}
