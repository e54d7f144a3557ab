/**
 * Online-development modules (API.md 5.1): the config the app renders, records listed with
 * display values, read raw or converted, created, changed and deleted — checked against the
 * form first, and shown only as visibility.ts allows. A module with a flow launches it on save.
 */
import type { Db } from '../../db/index.js';
import { AppError, badRequest, CODE } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../oauth/tokens.js';
import { pageOf, toPage } from '../permission/paging.js';
import { nextBillNumber } from '../system/service.js';
import { toDisplay } from './display.js';
import type { FormConfig } from '../../../../types/api/form.js';
import { SYSTEM_KEYS, valueFields, type ValueField } from './fields.js';
import { loadedModule, type LoadedModule } from './moduleCache.js';
import * as repo from './repo.js';
import { formError, parseRecordData } from './rules.js';
import { applyRecordRule } from './recordRules.js';
import { placeOf, recordScope, scopeKey, visibleRecordCounts, visibleRecords, type RecordScope } from './visibility.js';
import { keptPage } from '../../realtime/keptPages.js';
import type { ListBodyType, SaveBodyType } from './schemas.js';

/** Launches (or saves as a draft) the flow bound to a module for a record, inside the caller's
 *  transaction `tx` (on PGlite another connection would wait for it forever); set by the workflow domain. */
export type RecordFlowLauncher = (tx: Db, user: SessionUser, input: {
  flowId: string, recordId: string, formData: Record<string, unknown>, body: SaveBodyType, taskId: string | null,
}) => Promise<{ taskId: string, status: number, data?: unknown }>;

export interface VisualDevDeps {
  db: Db;
  now: () => Date;
  launchFlow?: RecordFlowLauncher;
}

/** The flow stopped for handlers to be chosen (API.md 4.3): the save is undone, the nodes answered. */
class FlowStopped extends Error {
  constructor(readonly nodes: unknown) {
    super('flow stopped for handlers to be chosen');
  }
}

type LaunchInput = Parameters<RecordFlowLauncher>[2];
async function launch(deps: VisualDevDeps, tx: Db, user: SessionUser, input: LaunchInput) {
  if (!deps.launchFlow) throw new AppError(CODE.internal, '流程服务未启动');
  const task = await deps.launchFlow(tx, user, input);
  if (!task.taskId) throw new FlowStopped(task.data);
  return task;
}

/** A record saved and its flow launched in one transaction; nothing kept when the flow stopped. */
async function withFlowStop<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | unknown> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (err) {
    if (err instanceof FlowStopped) return err.nodes;
    throw err;
  }
}

/** Task statuses (API.md 4.6) whose record may not be deleted: in approval, approved, returned, terminated. */
const LOCKED_FLOW_STATES = new Set([1, 2, 3, 5]);

const notFound = () => new AppError(CODE.badRequest, '功能模块不存在或已删除');
const recordGone = () => badRequest('记录不存在或已删除');

async function moduleOf(db: Db, modelId: string): Promise<LoadedModule> {
  const found = await loadedModule(db, modelId);
  if (!found) throw notFound();
  return found;
}

export async function config(db: Db, modelId: string) {
  const { module, form, flowEnCode, flowTemplate } = await moduleOf(db, modelId);
  return {
    id: module.id,
    fullName: module.fullName,
    enCode: module.enCode,
    formData: JSON.stringify(form.propertyJson),
    columnData: JSON.stringify(module.columnData),
    appColumnData: module.appColumnData ? JSON.stringify(module.appColumnData) : '',
    webType: String(module.webType),
    enableFlow: module.flowId ? 1 : 0,
    flowId: module.flowId ?? '',
    flowEnCode: flowEnCode ?? '',
    // the launch form takes the start node's field rights from it
    flowTemplateJson: module.flowId && flowTemplate ? JSON.stringify(flowTemplate) : '',
  };
}

function parseQuery(body: ListBodyType, fields: ValueField[]) {
  const raw = body.queryJson || body.json;
  if (!raw) return [];
  let query: unknown;
  try {
    query = JSON.parse(raw);
  } catch {
    throw badRequest('queryJson 不是有效的 JSON');
  }
  if (!query || typeof query !== 'object' || Array.isArray(query)) throw badRequest('queryJson 必须是对象');
  const byModel = new Map(fields.map((f) => [f.vModel, f]));
  return Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => {
      const f = byModel.get(field);
      if (!f) throw badRequest(`queryJson.${field} 不是该表单的字段`);
      return { field, value, contains: ['comInput', 'textarea'].includes(f.key) };
    });
}

const rowOut = (r: repo.RecordRow, data: Record<string, unknown>) => ({
  ...data, id: r.id, flowState: r.flowState ?? undefined, flowTaskId: r.flowTaskId ?? undefined,
  creatorUserId: r.creatorUserId, creatorTime: r.createdAt.getTime(),
});

export async function list(db: Db, user: SessionUser, modelId: string, body: ListBodyType) {
  const { module, fields, scope } = await listed(db, user, modelId, body);
  return listPage(db, module.id, fields, scope, body);
}

/** list() as the bytes of its answer, kept while the module's records and the labels are as they were (realtime/keptPages.ts). */
export async function listAnswer(db: Db, user: SessionUser, modelId: string, body: ListBodyType): Promise<Buffer> {
  const { module, fields, scope } = await listed(db, user, modelId, body);
  const key = JSON.stringify([scopeKey(scope), body.keyword ?? '', body.sidx ?? '', body.sort ?? '', body.lastId ?? '', pageOf(body), parseQuery(body, fields)]);
  return keptPage(db, `records:${module.id}`, key, () => listPage(db, module.id, fields, scope, body));
}

/** What a list depends on besides the rows: the module, its fields (sidx checked against them) and who asks. */
async function listed(db: Db, user: SessionUser, modelId: string, body: ListBodyType) {
  const { module, fields } = await moduleOf(db, modelId);
  if (body.sidx && !fields.some((f) => f.vModel === body.sidx)) throw badRequest(`sidx 不是该表单的字段: ${body.sidx}`);
  return { module, fields, scope: await recordScope(db, user, module.enCode) };
}

async function listPage(db: Db, moduleId: string, fields: ValueField[], scope: RecordScope, body: ListBodyType) {
  const page = pageOf(body);
  const { rows, total } = await repo.listRecords(db, {
    moduleId, visible: visibleRecords(scope), visibleCounts: visibleRecordCounts(scope), keyword: body.keyword?.trim() || undefined,
    filters: parseQuery(body, fields), sidx: body.sidx || undefined, desc: body.sort !== 'asc',
    offset: page.offset, limit: page.limit, lastId: body.lastId,
  });
  const shown = await toDisplay(db, fields, rows.map((r) => r.data));
  return toPage(rows.map((r, i) => rowOut(r, shown[i])), total, page);
}

async function recordOf(db: Db, user: SessionUser, modelId: string, id: string) {
  const mod = await moduleOf(db, modelId);
  const record = await repo.getRecord(db, mod.module.id, id, visibleRecords(await recordScope(db, user, mod.module.enCode)));
  if (!record) throw recordGone();
  return { ...mod, record };
}

export async function read(db: Db, user: SessionUser, modelId: string, id: string) {
  const { record } = await recordOf(db, user, modelId, id);
  return { id: record.id, data: JSON.stringify(record.data), flowState: record.flowState ?? undefined, flowTaskId: record.flowTaskId ?? undefined };
}

export async function dataChange(db: Db, user: SessionUser, modelId: string, id: string) {
  const { record, fields } = await recordOf(db, user, modelId, id);
  const [shown] = await toDisplay(db, fields, [record.data]);
  return { id: record.id, data: JSON.stringify(shown) };
}

/** System fields (API.md 5.3): set by the server, whatever the client sent; kept from `previous` on change. */
export async function fillSystemFields(deps: Pick<VisualDevDeps, 'db' | 'now'>, user: SessionUser, form: FormConfig, data: Record<string, unknown>, previous: Record<string, unknown> | null) {
  const out = { ...data };
  const now = deps.now();
  const creator = await repo.creatorOf(deps.db, user.id);
  for (const f of valueFields(form.fields).filter((x) => SYSTEM_KEYS.has(x.key))) {
    if (previous && !['modifyUser', 'modifyTime'].includes(f.key)) {
      out[f.vModel] = previous[f.vModel];
      continue;
    }
    const rule = f.field.__config__.rule;
    const value: Record<string, () => Promise<unknown> | unknown> = {
      billRule: async () => (rule ? await nextBillNumber(deps.db, rule, now) : ''),
      createUser: () => user.id, modifyUser: () => user.id,
      createTime: () => now.getTime(), modifyTime: () => now.getTime(),
      currOrganize: () => creator.organizeId ?? '', currDept: () => creator.organizeId ?? '', currPosition: () => creator.positionId ?? '',
    };
    out[f.vModel] = await value[f.key]?.();
  }
  return out;
}

/** The record's data: a JSON object, checked against the form (a draft, status "1", for its values' kinds and sizes only). */
async function recordData(db: Db, user: SessionUser, form: FormConfig, body: SaveBodyType, previous: Record<string, unknown> | null): Promise<Record<string, unknown>> {
  const data = parseRecordData(body.data);
  if (typeof data === 'string') throw badRequest(data);
  const error = await formError({ db, user }, form, data, { draft: isDraft(body), previous });
  if (error) throw badRequest(error);
  return data;
}

const isDraft = (body: SaveBodyType): boolean => String(body.status ?? '') === '1';

/** Task status of a flow saved, not submitted (API.md 4.6): its record is a draft too. */
const TASK_DRAFT = 0;

export async function create(deps: VisualDevDeps, user: SessionUser, modelId: string, body: SaveBodyType) {
  const { module, config: form } = await moduleOf(deps.db, modelId);
  await recordScope(deps.db, user, module.enCode); // only those granted the module keep its records
  const typed = await recordData(deps.db, user, form, body, null);
  const creator = await repo.creatorOf(deps.db, user.id);
  const place = placeOf(form, typed, { contractId: user.contractId, organizeId: creator.organizeId });
  // before the system fields: a refused record takes no bill number
  const kept = await applyRecordRule(module.enCode, { db: deps.db, user, recordId: null, contractId: place.contractId, draft: isDraft(body), data: typed });
  const data = await fillSystemFields(deps, user, form, kept, null);
  const id = newId();
  return withFlowStop(deps.db, async (tx) => {
    await repo.insertRecord(tx, {
      id, moduleId: module.id, projectId: user.projectId, data, creatorUserId: user.id, createdAt: deps.now(),
      ...place, draft: isDraft(body),
    });
    if (!module.flowId) return { id };
    const task = await launch(deps, tx, user, { flowId: module.flowId, recordId: id, formData: data, body, taskId: null });
    await repo.updateRecord(tx, id, { flowTaskId: task.taskId, flowState: task.status, draft: task.status === TASK_DRAFT });
    return { id, taskId: task.taskId };
  });
}

export async function update(deps: VisualDevDeps, user: SessionUser, modelId: string, id: string, body: SaveBodyType) {
  const { module, record, config: form } = await recordOf(deps.db, user, modelId, id);
  if (record.creatorUserId !== user.id && !user.isAdmin) throw badRequest('只能修改自己创建的记录');
  if (module.flowId && record.flowState !== null && ![0, 3, 4].includes(record.flowState)) throw badRequest('记录正在审批或已审批，不能修改');
  const typed = await recordData(deps.db, user, form, body, record.data);
  const { contractId } = placeOf(form, typed, { contractId: record.contractId, organizeId: record.organizeId });
  const kept = await applyRecordRule(module.enCode, { db: deps.db, user, recordId: id, contractId, draft: isDraft(body), data: typed });
  const data = await fillSystemFields(deps, user, form, kept, record.data);
  return withFlowStop(deps.db, async (tx) => {
    await repo.updateRecord(tx, id, { data, contractId, draft: isDraft(body), updatedAt: deps.now() });
    if (!module.flowId) return null;
    const task = await launch(deps, tx, user, { flowId: module.flowId, recordId: id, formData: data, body, taskId: record.flowTaskId });
    await repo.updateRecord(tx, id, { flowTaskId: task.taskId, flowState: task.status, draft: task.status === TASK_DRAFT });
    return null;
  });
}

export async function remove(db: Db, user: SessionUser, modelId: string, ids: string[]) {
  const { module } = await moduleOf(db, modelId);
  const mine = await repo.getRecords(db, module.id, ids, visibleRecords(await recordScope(db, user, module.enCode)));
  if (mine.length !== new Set(ids).size) throw recordGone();
  for (const r of mine) {
    if (r.creatorUserId !== user.id && !user.isAdmin) throw badRequest('只能删除自己创建的记录');
    if (module.flowId && r.flowState !== null && LOCKED_FLOW_STATES.has(r.flowState)) throw badRequest('记录已发起审批，不能删除');
  }
  await repo.deleteRecords(db, module.id, ids);
}

/** Base/{modelId}/FieldDataSelect: a module's records for a relationForm picker. */
export async function fieldDataSelect(db: Db, user: SessionUser, modelId: string, q: { currentPage?: number, pageSize?: number, keyword?: string }) {
  return list(db, user, modelId, { currentPage: q.currentPage, pageSize: q.pageSize, keyword: q.keyword });
}
