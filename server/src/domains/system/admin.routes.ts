/**
 * /api/system administration (API.md 9): DictionaryType, DictionaryData, BillRule, Menu and the
 * audit (Log). System administrators only; a project administrator reads the audit of their projects.
 */
import type { Static, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { adminScopeOf } from '../permission/adminScope.js';
import { callerOf } from '../permission/admin.routes.js';
import { createFileService } from '../file/service.js';
import { writeSheet } from '../../lib/xlsx.js';
import { createSystemAdmin } from './admin.js';
import * as S from './admin.schemas.js';
import { CATEGORY, changeText, listLog, record } from './audit.js';
import type { AuditFilter } from './audit.repo.js';

const BASE = '/api/system';
const EXPORT_MAX = 50_000;

export default async function systemAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const admin = createSystemAdmin(db);
  const files = createFileService({ db, config: app.config, now: app.now, store: app.fileStore });
  const now = () => app.now();

  app.get(`${BASE}/DictionaryType`, { schema: { querystring: S.KeywordQuery } },
    async (request, reply) => reply.ok(await admin.types(callerOf(request), request.query.keyword)));
  app.post(`${BASE}/DictionaryType`, { schema: { body: S.DictionaryTypeBody } },
    async (request, reply) => reply.ok(await admin.createType(callerOf(request), request.body, now()), '新建成功'));
  app.put(`${BASE}/DictionaryType/:id`, { schema: { params: S.IdParams, body: S.DictionaryTypeBody } }, async (request, reply) => {
    await admin.updateType(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/DictionaryType/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await admin.removeType(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });

  app.get(`${BASE}/DictionaryData/:id`, { schema: { params: S.IdParams, querystring: S.KeywordQuery } },
    async (request, reply) => reply.ok(await admin.items(callerOf(request), request.params.id, request.query.keyword)));
  app.get(`${BASE}/DictionaryData/:id/Info`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await admin.itemInfo(callerOf(request), request.params.id)));
  app.post(`${BASE}/DictionaryData`, { schema: { body: S.DictionaryItemCreateBody } },
    async (request, reply) => reply.ok(await admin.createItem(callerOf(request), request.body, now()), '新建成功'));
  app.put(`${BASE}/DictionaryData/:id`, { schema: { params: S.IdParams, body: S.DictionaryItemBody } }, async (request, reply) => {
    await admin.updateItem(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/DictionaryData/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await admin.removeItem(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });

  app.get(`${BASE}/BillRule`, { schema: { querystring: S.PagedKeywordQuery } },
    async (request, reply) => reply.ok(await admin.billRules(callerOf(request), request.query, now())));
  app.post(`${BASE}/BillRule`, { schema: { body: S.BillRuleBody } },
    async (request, reply) => reply.ok(await admin.createBillRule(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/BillRule/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await admin.billRuleInfo(callerOf(request), request.params.id, now())));
  app.put(`${BASE}/BillRule/:id`, { schema: { params: S.IdParams, body: S.BillRuleBody } }, async (request, reply) => {
    await admin.updateBillRule(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/BillRule/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await admin.removeBillRule(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });

  app.get(`${BASE}/Menu`, { schema: { querystring: S.MenuQuery } },
    async (request, reply) => reply.ok(await admin.menus(callerOf(request), request.query.category ?? 'App')));
  app.put(`${BASE}/Menu/Actions/Sort`, { schema: { body: S.MenuSortBody } }, async (request, reply) => {
    await admin.sortMenus(callerOf(request), request.body.ids, now());
    return reply.ok(undefined, '排序成功');
  });
  app.put(`${BASE}/Menu/:id`, { schema: { params: S.IdParams, body: S.MenuBody } }, async (request, reply) => {
    await admin.updateMenu(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });

  /** The caller's view of the audit: everything for a system administrator, their projects' changes for a project administrator. */
  async function logFilter(request: { query: Static<typeof S.LogQuery> } & Parameters<typeof callerOf>[0]): Promise<AuditFilter> {
    const scope = await adminScopeOf(db, callerOf(request));
    const q = request.query;
    return {
      category: scope.all ? q.category : CATEGORY.change, actorId: q.userId, kind: q.kind || undefined, keyword: q.keyword || undefined,
      from: q.startTime !== undefined ? new Date(q.startTime) : undefined, to: q.endTime !== undefined ? new Date(q.endTime) : undefined,
      projectIds: scope.all ? undefined : [...scope.projectIds],
    };
  }

  app.get(`${BASE}/Log`, { schema: { querystring: S.LogQuery } }, async (request, reply) => {
    const filter = await logFilter(request);
    const currentPage = request.query.currentPage ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const { list, total } = await listLog(db, filter, { offset: (currentPage - 1) * pageSize, limit: pageSize });
    return reply.ok({ list, pagination: { currentPage, pageSize, total } });
  });

  app.get(`${BASE}/Log/Export`, { schema: { querystring: S.LogQuery } }, async (request, reply) => {
    const filter = await logFilter(request);
    const { list } = await listLog(db, filter, { offset: 0, limit: EXPORT_MAX });
    const at = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const bytes = await writeSheet('审计日志', [
      { key: 'time', header: '时间', width: 20 }, { key: 'userName', header: '操作人', width: 20 }, { key: 'ipaddress', header: 'IP', width: 16 },
      { key: 'moduleName', header: '类别' }, { key: 'abstracts', header: '操作', width: 40 }, { key: 'changes', header: '变更内容', width: 80 },
    ], list.map((l) => ({ ...l, time: at(l.creatorTime), changes: changeText(l) })));
    await db.transaction((tx) => record(tx, callerOf(request), { kind: 'audit', action: 'export', objectName: '审计日志', detail: `导出审计日志 ${list.length} 条` }, now()));
    return reply.ok(await files.storeGenerated('export', '审计日志.xlsx', bytes, request.user.id));
  });
}
