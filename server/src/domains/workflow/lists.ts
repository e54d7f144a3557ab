/**
 * The approval lists (API.md 4.1): todo (and its batch part, category 4), done, copied to me — each
 * read from its index table joined to the task — and the tasks I launched. One query shape serves
 * them all; a table says where each list's rows, times and node come from.
 */
import { and, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  flowDelegates, flowForms, flows, flowTaskCirculates, flowTaskOperators, flowTaskRecords, flowTasks, flowTemplates, flowTodoCounts, users,
} from '../../db/schema.js';
import type { ApproversProperties, FlowBeforeListItem, FlowLaunchItem, FlowUrgent, TaskStatusValue } from '../../../../types/api/workflow.js';
import { approversProperties } from '../../workflow/index.js';
import { pageOf, toPage } from '../permission/paging.js';
import type { ListQueryType } from './schemas.js';
import { loadFlow } from './store.js';
import { literalLimit } from '../../db/prepared.js';
import { containsPattern } from '../../lib/like.js';
import { cardTexts } from './cards.js';
import { isPendingTodo, isBatchTodo } from '../../db/conditions.js';
import { keptPage } from '../../realtime/keptPages.js';

/** Record statuses that count as "done by me": agree, reject, transfer, add-sign before and after. */
export const DONE_STATUSES = [0, 1, 6, 7, 10];

const todo = {
  table: flowTaskOperators, id: flowTaskOperators.id, user: flowTaskOperators.userId, time: flowTaskOperators.createdAt,
  node: flowTaskOperators.nodeId, nodeName: flowTaskOperators.nodeName, extra: isPendingTodo as SQL | undefined,
  status: sql<number>`${flowTasks.status}`, delegate: flowTaskOperators.delegateUser,
};

const SOURCES = {
  todo,
  /** category 4: my todos that may be handled together (BatchOperation) */
  batch: { ...todo, extra: isBatchTodo as SQL | undefined },
  done: {
    table: flowTaskRecords, id: flowTaskRecords.id, user: flowTaskRecords.userId, time: flowTaskRecords.handleTime,
    node: flowTaskRecords.nodeId, nodeName: flowTaskRecords.nodeName, extra: inArray(flowTaskRecords.handleStatus, DONE_STATUSES),
    status: sql<number>`${flowTaskRecords.handleStatus}`, delegate: sql<string>`''`,
  },
  copy: {
    table: flowTaskCirculates, id: flowTaskCirculates.id, user: flowTaskCirculates.userId, time: flowTaskCirculates.createdAt,
    node: flowTaskCirculates.nodeId, nodeName: flowTaskCirculates.nodeName, extra: undefined as SQL | undefined,
    status: sql<number>`${flowTasks.status}`, delegate: sql<string>`''`,
  },
} as const;
export type ListKind = keyof typeof SOURCES;


/** Conditions on the task, its flow and its template shared by every list. */
function taskFilters(q: ListQueryType, time: SQL | typeof flowTasks.createdAt | typeof flowTaskOperators.createdAt): Array<SQL | undefined> {
  const keyword = q.keyword?.trim();
  return [
    // the record's own fields too: its card is titled by them (cards.ts)
    keyword ? or(ilike(flowTasks.fullName, containsPattern(keyword)), ilike(flowTasks.enCode, containsPattern(keyword)),
      ilike(sql`${flowTasks.formData}::text`, containsPattern(keyword))) : undefined,
    q.startTime !== undefined ? gte(time as SQL, new Date(q.startTime)) : undefined,
    q.endTime !== undefined ? lte(time as SQL, new Date(q.endTime)) : undefined,
    q.flowCategory ? eq(flowTemplates.category, q.flowCategory) : undefined,
    q.flowId ? eq(flowTasks.flowId, q.flowId) : undefined,
    q.templateId ? eq(flows.templateId, q.templateId) : undefined,
    q.creatorUserId ? eq(flowTasks.launcherId, q.creatorUserId) : undefined,
    q.flowUrgent ? eq(flowTasks.urgent, q.flowUrgent) : undefined,
  ];
}

const ms = (d: Date | null) => (d ? d.getTime() : 0);

/** Filters that need the task row; without them a list is read from its own index alone. */
const needsTask = (q: ListQueryType, kind: ListKind): boolean =>
  Boolean(q.keyword?.trim() || q.flowCategory || q.flowId || q.templateId || q.creatorUserId || q.flowUrgent
    || (q.status !== undefined && kind !== 'done'));

export async function beforeList(db: Db, userId: string, kind: ListKind, q: ListQueryType) {
  const s = SOURCES[kind];
  const page = pageOf(q);
  const own = and(
    eq(s.user, userId), s.extra,
    q.startTime !== undefined ? gte(s.time, new Date(q.startTime)) : undefined,
    q.endTime !== undefined ? lte(s.time, new Date(q.endTime)) : undefined,
    q.nodeCode ? eq(s.node, q.nodeCode) : undefined,
    q.status !== undefined && kind === 'done' ? eq(s.status, q.status) : undefined,
  );
  const where = and(own, ...taskFilters({ ...q, startTime: undefined, endTime: undefined }, s.time as unknown as SQL),
    q.status !== undefined && kind !== 'done' ? eq(flowTasks.status, q.status) : undefined);
  // keyset: after the client's last row, when it is still on this list of this user (copy rows
  // answer the task's id, not their own: they page by currentPage)
  const [after] = q.lastId && kind !== 'copy'
    ? await db.select({ time: sql<string>`${s.time}::text`, id: s.id }).from(s.table).where(and(eq(s.id, q.lastId), eq(s.user, userId), s.extra))
    : [];
  // (time, id) < (after's): the bound on the time alone first, so the (user, time, id) index ranges over it
  const afterLast = after ? sql`${s.time} <= ${after.time}::timestamptz and (${s.time} < ${after.time}::timestamptz or ${s.id} < ${after.id})` : undefined;
  const skip = after ? 0 : page.offset;
  // the whole todo list's total is kept by a trigger (0028): no counting of a long list
  const unfiltered = kind === 'todo' && q.startTime === undefined && q.endTime === undefined && !q.nodeCode;
  const countOwn = async () => {
    if (unfiltered) return pendingTodoCount(db, userId);
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(s.table).where(own);
    return counted.total;
  };
  const fields = {
    id: s.id, processId: flowTasks.id, flowId: flowTasks.flowId, flowCode: flows.enCode, enCode: flowTasks.enCode,
    fullName: flowTasks.fullName, flowName: flows.fullName, flowCategory: flowTemplates.category, formType: flowForms.formType,
    status: s.status, flowUrgent: flowTasks.urgent, thisStep: flowTasks.thisStep, thisStepId: flowTasks.thisStepId, nodeName: s.nodeName,
    creatorUserId: flowTasks.launcherId, userName: sql<string>`${users.realName} || '/' || ${users.account}`, time: s.time,
    startTime: flowTasks.startTime, flowVersion: flowTasks.flowVersion, delegateUser: s.delegate, nodeCode: s.node, formData: flowTasks.formData,
  };
  /** The list's rows with their tasks; `page`: only the ids it holds, joined first (the index's page, then each row by its key). */
  const joined = (page?: SQL) => {
    const from = db.select(fields).from(s.table).$dynamic();
    if (page) from.innerJoin(sql`(${page}) as page`, sql`page.id = ${s.id}`);
    return from
      .innerJoin(flowTasks, eq(flowTasks.id, sql`${s.table}.task_id`))
      .innerJoin(flows, eq(flows.id, flowTasks.flowId))
      .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
      .innerJoin(flowForms, eq(flowForms.id, flows.formId))
      .innerJoin(users, eq(users.id, flowTasks.launcherId));
  };
  const order = [desc(s.time), desc(s.id)];
  let rows: Awaited<ReturnType<ReturnType<typeof joined>['where']>>;
  let total: number;
  if (needsTask(q, kind)) {
    [rows, [{ total }]] = await Promise.all([
      joined().where(and(where, afterLast)).orderBy(...order).offset(skip).limit(literalLimit(page.limit)),
      db.select({ total: sql<number>`count(*)::int` }).from(s.table)
        .innerJoin(flowTasks, eq(flowTasks.id, sql`${s.table}.task_id`))
        .innerJoin(flows, eq(flows.id, flowTasks.flowId))
        .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
        .where(where),
    ]);
  } else {
    // the page from the index alone (its (user, time) index), joined to its tasks in one statement; the count
    const ids = db.select({ id: s.id }).from(s.table).where(and(own, afterLast)).orderBy(...order).offset(skip).limit(literalLimit(page.limit));
    [rows, total] = await Promise.all([joined(ids.getSQL()).orderBy(...order), countOwn()]);
  }
  const [props, cards] = await Promise.all([kind === 'batch' ? batchProperties(db, rows) : null, cardTexts(db, rows)]);
  const list = rows.map((r, i): FlowBeforeListItem => ({
    id: kind === 'copy' ? r.processId : r.id,
    ...(kind === 'copy' ? { circulateId: r.id } : {}),
    processId: r.processId, flowId: r.flowId, flowCode: r.flowCode, enCode: r.enCode, fullName: cards[i]?.title || r.fullName, flowName: r.flowName,
    flowCategory: r.flowCategory, formType: r.formType as 1 | 2, status: r.status, flowUrgent: r.flowUrgent as FlowUrgent,
    thisStep: r.thisStep, thisStepId: r.thisStepId, nodeName: r.nodeName, creatorUserId: r.creatorUserId, userName: r.userName,
    creatorTime: ms(r.time as Date), startTime: ms(r.startTime), description: cards[i]?.description ?? '', flowVersion: String(r.flowVersion),
    delegateUser: r.delegateUser, approversProperties: props?.[i] ?? null,
  }));
  return toPage(list, total, page);
}

/** Kinds read from the user's todo rows: kept ready while the user's todo count stands (realtime/keptPages.ts). */
const KEPT_KINDS: ReadonlySet<ListKind> = new Set(['todo', 'batch']);

/** beforeList's answer as the bytes to send: the todo and batch lists' pages kept while nothing they show changed. */
export async function beforeListAnswer(db: Db, userId: string, kind: ListKind, q: ListQueryType): Promise<Buffer | null> {
  if (!KEPT_KINDS.has(kind)) return null;
  return keptPage(db, `todo:${userId}`, JSON.stringify([kind, q]), () => beforeList(db, userId, kind, q));
}

/**
 * Category 4: each todo's node's action bar (hasSign, hasOpinion, ...), so the batch sheet asks for
 * what every node will demand (a signature) before anything is sent. Flows are parsed once per version.
 */
async function batchProperties(db: Db, rows: Array<{ flowId: string, flowVersion: number, nodeCode: string }>): Promise<ApproversProperties[]> {
  const versions = [...new Set(rows.map((r) => `${r.flowId}@${r.flowVersion}`))];
  const loaded = new Map(await Promise.all(versions.map(async (key) => {
    const r = rows.find((x) => `${x.flowId}@${x.flowVersion}` === key)!;
    return [key, (await loadFlow(db, r.flowId, r.flowVersion)).flow] as const;
  })));
  return rows.map((r) => approversProperties(loaded.get(`${r.flowId}@${r.flowVersion}`)!, r.nodeCode));
}

/** 我发起的: tasks I launched, or launched for someone else. */
export async function launchList(db: Db, userId: string, q: ListQueryType) {
  const page = pageOf(q);
  const where = and(
    or(eq(flowTasks.launcherId, userId), eq(flowTasks.creatorId, userId)),
    ...taskFilters(q, flowTasks.createdAt as unknown as SQL),
    q.status !== undefined ? eq(flowTasks.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select({ task: flowTasks, flowCode: flows.enCode, flowName: flows.fullName, flowCategory: flowTemplates.category, formType: flowForms.formType })
      .from(flowTasks)
      .innerJoin(flows, eq(flows.id, flowTasks.flowId))
      .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
      .innerJoin(flowForms, eq(flowForms.id, flows.formId))
      .where(where).orderBy(desc(flowTasks.createdAt), desc(flowTasks.id)).offset(page.offset).limit(literalLimit(page.limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(flowTasks)
      .innerJoin(flows, eq(flows.id, flowTasks.flowId))
      .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
      .where(where),
  ]);
  const cards = await cardTexts(db, rows.map((r) => r.task));
  const list = rows.map(({ task: t, ...r }, i): FlowLaunchItem => ({
    id: t.id, enCode: t.enCode, fullName: cards[i]?.title || t.fullName, flowName: r.flowName, flowId: t.flowId, flowCode: r.flowCode,
    flowCategory: r.flowCategory, formType: r.formType as 1 | 2, formData: JSON.stringify(t.formData), status: t.status as TaskStatusValue,
    completion: t.completion, thisStep: t.thisStep, startTime: ms(t.startTime), endTime: t.endTime ? t.endTime.getTime() : null,
    creatorTime: ms(t.createdAt), flowUrgent: t.urgent as FlowUrgent, parentId: '0',
    delegateUser: t.creatorId !== t.launcherId ? t.creatorId : '', description: cards[i]?.description ?? '',
  }));
  return toPage(list, total, page);
}

/** The user's pending todos, kept by a trigger (0028): no counting of a long list. */
async function pendingTodoCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: flowTodoCounts.n }).from(flowTodoCounts).where(eq(flowTodoCounts.userId, userId));
  return row?.n ?? 0;
}

/** Dashboard/FlowTodoCount: the three list totals (optionally of some flow categories) and entrusts to me. */
export async function todoCount(db: Db, userId: string, categories: { todo?: string[], done?: string[], copy?: string[] }, now: Date) {
  const count = async (kind: ListKind, cats?: string[]) => {
    const s = SOURCES[kind];
    if (kind === 'todo' && !cats?.length) return pendingTodoCount(db, userId);
    if (!cats?.length) {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(s.table).where(and(eq(s.user, userId), s.extra));
      return n;
    }
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(s.table)
      .innerJoin(flowTasks, eq(flowTasks.id, sql`${s.table}.task_id`))
      .innerJoin(flows, eq(flows.id, flowTasks.flowId))
      .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
      .where(and(eq(s.user, userId), s.extra, cats?.length ? inArray(flowTemplates.category, cats) : undefined));
    return n;
  };
  const [toBeReviewed, flowDone, flowCirculate, entrust] = await Promise.all([
    count('todo', categories.todo), count('done', categories.done), count('copy', categories.copy),
    db.select({ n: sql<number>`count(*)::int` }).from(flowDelegates)
      .where(and(eq(flowDelegates.toUserId, userId), eq(flowDelegates.enabledMark, 1), lte(flowDelegates.startTime, now), gt(flowDelegates.endTime, now)))
      .then(([r]) => r.n),
  ]);
  return { toBeReviewed, flowDone, flowCirculate, entrust };
}
