/**
 * Tasks of the task centre: a publisher gives a task (deadline, place, photos and files) to one or
 * more people; each accepts it, reports progress and completes it with photos; the publisher
 * passes each completion or returns it with a reason. Everything listed, counted or opened follows
 * the rule of module records (visibility.ts) through the grants of the task tiles: publishTask for
 * the tasks of one's scope, myTasks for one's own, auditTask for the audits; a task given to the
 * user counts as their own. Every input is checked against the task forms (forms.ts) before
 * anything is written.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { TaskAssignee, TaskAuditItem, TaskDetail, TaskEvent, TaskEventKind, TaskListItem, TaskUrgency } from '../../../../types/api/task.js';
import type { Publisher } from '../message/publish.js';
import type { SessionUser } from '../oauth/tokens.js';
import { pageOf, toPage } from '../permission/paging.js';
import * as visualdevRepo from '../visualdev/repo.js';
import { formError, parseRecordData } from '../visualdev/rules.js';
import { grantedScope, refuseNotGranted, type RecordScope } from '../visualdev/visibility.js';
import { COMPLETE_FORM, PROGRESS_FORM, PUBLISH_FORM } from './forms.js';
import * as repo from './repo.js';
import { AssigneeState, isOverdue, taskStatus, transition, type TaskAction } from './rules.js';

export interface TaskDeps {
  db: Db;
  now: () => Date;
  publish: Publisher['publish'];
  log: FastifyBaseLogger;
}

/** The tiles whose grants show tasks (catalog transactionCenter). */
export const TILES = { published: 'publishTask', mine: 'myTasks', audit: 'auditTask' } as const;

export const TASK_MSG = {
  gone: '任务不存在或已删除',
  notAssignee: '您不是该任务的执行人',
  notPublisher: '只有任务发布人可以审核',
  onlyDraftChange: '任务已发布，不能修改',
  onlyDraftRemove: '任务已发布，不能删除',
  notYours: '只能修改自己发布的任务',
  stale: '任务状态已变化，请刷新后重试',
  pastDeadline: '截止时间不能早于当前时间',
  selfAssigned: '执行人不能包括发布人本人',
  notAnAssignee: '该人员不是此任务的执行人',
  reason: '请填写退回原因',
  reasonLong: '退回原因不能超过500个字符',
} as const;

const gone = () => badRequest(TASK_MSG.gone);

async function scopeOf(db: Db, user: SessionUser, tile: string): Promise<RecordScope> {
  const scope = await grantedScope(db, user, tile);
  if (!scope) throw refuseNotGranted();
  return scope;
}

/** The grants of every task tile the user holds; refused when none. */
async function anyScopes(db: Db, user: SessionUser): Promise<RecordScope[]> {
  const scopes = (await Promise.all(Object.values(TILES).map((tile) => grantedScope(db, user, tile)))).filter((s): s is RecordScope => s !== null);
  if (scopes.length === 0) throw refuseNotGranted();
  return scopes;
}

// --- shapes -------------------------------------------------------------------------------------

const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);

function assigneeOut(a: repo.AssigneeView, deadline: Date | null, now: number): TaskAssignee {
  return {
    userId: a.userId, realName: a.realName ?? '', headIcon: a.headIcon ?? '', state: a.state as TaskAssignee['state'], progress: a.progress,
    overdue: isOverdue(a.state, ms(deadline), now), acceptedTime: ms(a.acceptedAt), submittedTime: ms(a.submittedAt), finishedTime: ms(a.finishedAt),
  };
}

function itemOut(row: repo.TaskListRow, assignees: repo.AssigneeView[], userId: string, now: number): TaskListItem {
  const t = row.task;
  const parts = assignees.filter((a) => a.taskId === t.id).map((a) => assigneeOut(a, t.deadline, now));
  return {
    id: t.id, title: t.title, urgency: (t.urgency as TaskUrgency) || 1, deadline: ms(t.deadline), place: String(t.data.place ?? ''),
    contractId: t.contractId, sectionName: row.sectionName ?? '', publisherId: t.publisherId, publisherName: row.publisherName ?? '',
    status: taskStatus(t.draft, parts.map((p) => p.state)), overdue: parts.some((p) => p.overdue), assignees: parts,
    creatorTime: t.createdAt.getTime(), publishTime: ms(t.publishedAt), mine: parts.find((p) => p.userId === userId) ?? null,
  };
}

async function withAssignees(db: Db, rows: repo.TaskListRow[], userId: string, now: number): Promise<TaskListItem[]> {
  const assignees = await repo.assigneesOf(db, rows.map((r) => r.task.id));
  return rows.map((r) => itemOut(r, assignees, userId, now));
}

// --- lists --------------------------------------------------------------------------------------

export interface ListQuery { tab?: string; keyword?: string; currentPage?: number; pageSize?: number }

export async function listPublished(deps: TaskDeps, user: SessionUser, q: ListQuery & { tab?: repo.PublishedTab }) {
  const scope = await scopeOf(deps.db, user, TILES.published);
  const page = pageOf(q);
  const now = deps.now();
  const { rows, total } = await repo.listPublished(deps.db, { scope, tab: q.tab ?? 'all', keyword: q.keyword?.trim() || undefined, now, ...page });
  return toPage(await withAssignees(deps.db, rows, user.id, now.getTime()), total, page);
}

export async function listMine(deps: TaskDeps, user: SessionUser, q: ListQuery & { tab?: repo.MineTab }) {
  const scope = await scopeOf(deps.db, user, TILES.mine);
  const page = pageOf(q);
  const now = deps.now();
  const { rows, total } = await repo.listMine(deps.db, { scope, tab: q.tab ?? 'all', keyword: q.keyword?.trim() || undefined, now, ...page });
  return toPage(await withAssignees(deps.db, rows, user.id, now.getTime()), total, page);
}

export async function listAudit(deps: TaskDeps, user: SessionUser, q: ListQuery & { tab?: repo.AuditTab }) {
  const scope = await scopeOf(deps.db, user, TILES.audit);
  const page = pageOf(q);
  const now = deps.now().getTime();
  const { rows, total } = await repo.listAudit(deps.db, { scope, tab: q.tab ?? 'todo', keyword: q.keyword?.trim() || undefined, ...page });
  const items = await withAssignees(deps.db, rows, user.id, now);
  const list: TaskAuditItem[] = rows.map((r, i) => ({
    ...items[i], assignee: items[i].assignees.find((a) => a.userId === r.assignee.userId)!,
  }));
  return toPage(list, total, page);
}

/** How many in each tab of the task tiles the caller holds. */
export async function counts(deps: TaskDeps, user: SessionUser) {
  const [published, mine, audit] = await Promise.all(Object.values(TILES).map((tile) => grantedScope(deps.db, user, tile)));
  if (!published && !mine && !audit) throw refuseNotGranted();
  return repo.counts(deps.db, { published, mine, audit, now: deps.now() });
}

// --- one task -----------------------------------------------------------------------------------

const EVENT_DATA_KEYS = ['content', 'photos', 'attachments', 'reason'] as const;

export async function detail(deps: TaskDeps, user: SessionUser, id: string): Promise<TaskDetail> {
  const row = await repo.getTask(deps.db, id, await anyScopes(deps.db, user));
  if (!row) throw gone();
  const now = deps.now().getTime();
  const [item] = await withAssignees(deps.db, [row], user.id, now);
  const [events, meeting] = await Promise.all([repo.eventsOf(deps.db, id), repo.meetingOf(deps.db, id)]);
  const names = new Map(item.assignees.map((a) => [a.userId, a.realName]));
  const publisher = row.task.publisherId === user.id;
  const mine = item.mine;
  const open = (action: TaskAction) => mine !== null && 'to' in transition(mine.state, action);
  return {
    ...item,
    data: row.task.data,
    meeting,
    events: events.map(({ event: e, actorName }): TaskEvent => ({
      id: e.id, kind: e.kind as TaskEventKind, userId: e.userId, userName: names.get(e.userId) ?? '', actorId: e.actorId, actorName: actorName ?? '',
      data: Object.fromEntries(EVENT_DATA_KEYS.filter((k) => e.data[k] !== undefined).map((k) => [k, e.data[k]])) as TaskEvent['data'],
      progress: e.progress, time: e.createdAt.getTime(),
    })),
    actions: {
      edit: publisher && row.task.draft,
      remove: publisher && row.task.draft,
      accept: open('accept'),
      progress: open('progress'),
      complete: open('complete'),
      audit: publisher ? item.assignees.filter((a) => a.state === AssigneeState.submitted).map((a) => a.userId) : [],
    },
  };
}

// --- publishing -----------------------------------------------------------------------------------

export interface SaveBody { data: string | Record<string, unknown>; draft?: boolean }

function dataOf(body: SaveBody): Record<string, unknown> {
  const data = parseRecordData(body.data);
  if (typeof data === 'string') throw badRequest(data);
  return data;
}

const idsOf = (value: unknown): string[] => [...new Set((Array.isArray(value) ? value : value ? [value] : []).map(String))];

/**
 * Who may be given the task: active people of the project holding 我的任务, working in the task's
 * section (project-wide staff anywhere), never the publisher.
 */
async function assigneeError(db: Db, user: SessionUser, ids: string[], contractId: string | null): Promise<string | null> {
  if (ids.includes(user.id)) return TASK_MSG.selfAssigned;
  const names = await repo.activeUsers(db, ids);
  for (const id of ids) {
    const name = names.get(id);
    if (!name) return '执行人选择的对象不存在';
    const scope = await grantedScope(db, { id, isAdmin: false, projectId: user.projectId, contractId: null, allContracts: true }, TILES.mine);
    if (!scope) return `「${name}」没有「我的任务」权限，不能指派`;
    const inSection = !contractId || scope.scopes.has('project') || scope.sections === null || scope.sections.includes(contractId);
    if (!inSection || !(await repo.inProject(db, id, user.projectId))) return `「${name}」不在该合同段，不能指派`;
  }
  return null;
}

/** The task's values checked as a draft or for publishing; the place it belongs to. */
async function checked(deps: TaskDeps, user: SessionUser, data: Record<string, unknown>, draft: boolean, previous: Record<string, unknown> | null) {
  const error = await formError({ db: deps.db, user }, PUBLISH_FORM, data, { draft, previous });
  if (error) throw badRequest(error);
  const contractId = typeof data.contractName === 'string' && data.contractName ? data.contractName : user.contractId;
  const assignees = idsOf(data.assignees);
  const deadline = typeof data.deadline === 'number' ? new Date(data.deadline) : null;
  if (!draft) {
    if (deadline && deadline.getTime() <= deps.now().getTime()) throw badRequest(TASK_MSG.pastDeadline);
    const wrong = await assigneeError(deps.db, user, assignees, contractId);
    if (wrong) throw badRequest(wrong);
  }
  return {
    contractId, assignees, deadline,
    title: String(data.title ?? '').trim(),
    urgency: Number(data.urgency) || 1,
  };
}

/** Tells the assignees of a task just published. A message that cannot be sent must not undo the task. */
async function notifyAssigned(deps: TaskDeps, user: SessionUser, task: { id: string, title: string, deadline: Date | null }, assignees: string[]) {
  const publisher = (await repo.activeUsers(deps.db, [user.id])).get(user.id) ?? '';
  const due = task.deadline ? `，截止 ${formatChinaTime(task.deadline.getTime())}` : '';
  await deps.publish({
    type: 3, title: `新任务：${task.title}`, senderId: user.id, recipients: assignees,
    bodyText: `${publisher}给您发布了任务「${task.title}」${due}。请在“我的任务”中接收并按时完成。`,
  }).catch((err: unknown) => deps.log.error({ err, taskId: task.id }, 'task message not sent'));
}

/** 2024-05-06 14:30, China time. */
export function formatChinaTime(t: number): string {
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Publishes a task (or keeps it as a draft), inside `tx` when the caller has a transaction of its
 * own (a meeting decision made into a task); `after` runs there too, before the messages go.
 */
export async function create(deps: TaskDeps, user: SessionUser, body: SaveBody,
  opts: { tx?: Db, after?: (tx: Db, taskId: string) => Promise<void> } = {}): Promise<{ id: string }> {
  await scopeOf(deps.db, user, TILES.published);
  const draft = body.draft === true;
  const data = dataOf(body);
  const v = await checked(deps, user, data, draft, null);
  const creator = await visualdevRepo.creatorOf(deps.db, user.id);
  const id = newId();
  const now = deps.now();
  const write = async (tx: Db) => {
    await repo.insertTask(tx, {
      id, projectId: user.projectId, contractId: v.contractId, organizeId: creator.organizeId, publisherId: user.id,
      title: v.title, urgency: v.urgency, deadline: v.deadline, data, draft, createdAt: now, publishedAt: draft ? null : now,
    });
    if (!draft) await repo.insertAssignees(tx, id, v.assignees);
    await opts.after?.(tx, id);
  };
  if (opts.tx) await write(opts.tx);
  else await deps.db.transaction((tx) => write(tx as unknown as Db));
  if (!draft) await notifyAssigned(deps, user, { id, title: v.title, deadline: v.deadline }, v.assignees);
  return { id };
}

/** The publisher's own draft, seen through publishTask. */
async function ownDraft(deps: TaskDeps, user: SessionUser, id: string, published: string) {
  const row = await repo.getTask(deps.db, id, [await scopeOf(deps.db, user, TILES.published)]);
  if (!row) throw gone();
  if (row.task.publisherId !== user.id) throw badRequest(TASK_MSG.notYours);
  if (!row.task.draft) throw badRequest(published);
  return row.task;
}

/** Changes a draft; with draft false, publishes it. */
export async function update(deps: TaskDeps, user: SessionUser, id: string, body: SaveBody): Promise<void> {
  const task = await ownDraft(deps, user, id, TASK_MSG.onlyDraftChange);
  const draft = body.draft === true;
  const data = dataOf(body);
  const v = await checked(deps, user, data, draft, task.data);
  const now = deps.now();
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await repo.updateTask(tx, id, {
      contractId: v.contractId, title: v.title, urgency: v.urgency, deadline: v.deadline, data, draft, updatedAt: now,
      ...(draft ? {} : { publishedAt: now }),
    });
    if (!draft) await repo.insertAssignees(tx, id, v.assignees);
  });
  if (!draft) await notifyAssigned(deps, user, { id, title: v.title, deadline: v.deadline }, v.assignees);
}

export async function remove(deps: TaskDeps, user: SessionUser, id: string): Promise<void> {
  await ownDraft(deps, user, id, TASK_MSG.onlyDraftRemove);
  await repo.deleteTask(deps.db, id);
}

// --- the assignee's part --------------------------------------------------------------------------

/** The caller's part of a task seen through myTasks. */
async function myPart(deps: TaskDeps, user: SessionUser, id: string) {
  const row = await repo.getTask(deps.db, id, [await scopeOf(deps.db, user, TILES.mine)]);
  if (!row) throw gone();
  const part = (await repo.assigneesOf(deps.db, [id])).find((a) => a.userId === user.id);
  if (!part) throw badRequest(TASK_MSG.notAssignee);
  return { task: row.task, part };
}

function nextState(state: number, action: TaskAction): number {
  const step = transition(state, action);
  if ('refused' in step) throw badRequest(step.refused);
  return step.to;
}

/** Moves a part on and records what happened, in one transaction; refused when it changed meanwhile. */
async function move(deps: TaskDeps, taskId: string, userId: string, from: number,
  set: Parameters<typeof repo.moveAssignee>[4], event: { actorId: string, kind: TaskEventKind, data?: Record<string, unknown>, progress?: number | null }) {
  const now = deps.now();
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await repo.moveAssignee(tx, taskId, userId, from, { ...set, updatedAt: now }))) throw badRequest(TASK_MSG.stale);
    await repo.insertEvent(tx, { id: newId(), taskId, userId, createdAt: now, data: event.data ?? {}, progress: event.progress ?? null, actorId: event.actorId, kind: event.kind });
  });
}

export async function accept(deps: TaskDeps, user: SessionUser, id: string): Promise<void> {
  const { part } = await myPart(deps, user, id);
  const to = nextState(part.state, 'accept');
  await move(deps, id, user.id, part.state, { state: to, acceptedAt: deps.now() }, { actorId: user.id, kind: 'accept' });
}

async function reportData(deps: TaskDeps, user: SessionUser, form: typeof PROGRESS_FORM, body: { data: SaveBody['data'] }) {
  const data = dataOf(body);
  const error = await formError({ db: deps.db, user }, form, data);
  if (error) throw badRequest(error);
  return data;
}

export async function progress(deps: TaskDeps, user: SessionUser, id: string, body: { data: SaveBody['data'] }): Promise<void> {
  const { part } = await myPart(deps, user, id);
  const to = nextState(part.state, 'progress');
  const data = await reportData(deps, user, PROGRESS_FORM, body);
  const percent = Math.round(Number(data.progress));
  await move(deps, id, user.id, part.state, { state: to, progress: percent },
    { actorId: user.id, kind: 'progress', progress: percent, data: { content: data.content, photos: data.photos ?? [] } });
}

export async function complete(deps: TaskDeps, user: SessionUser, id: string, body: { data: SaveBody['data'] }): Promise<void> {
  const { task, part } = await myPart(deps, user, id);
  const to = nextState(part.state, 'complete');
  const data = await reportData(deps, user, COMPLETE_FORM, body);
  await move(deps, id, user.id, part.state, { state: to, progress: 100, submittedAt: deps.now() },
    { actorId: user.id, kind: 'complete', progress: 100, data: { content: data.content, photos: data.photos ?? [], attachments: data.attachments ?? [] } });
  const name = (await repo.activeUsers(deps.db, [user.id])).get(user.id) ?? '';
  await deps.publish({
    type: 3, title: `任务待审核：${task.title}`, senderId: user.id, recipients: [task.publisherId],
    bodyText: `${name}已完成任务「${task.title}」，请在“任务审核”中审核。`,
  }).catch((err: unknown) => deps.log.error({ err, taskId: id }, 'task message not sent'));
}

// --- the publisher's audit --------------------------------------------------------------------------

export async function audit(deps: TaskDeps, user: SessionUser, id: string, assigneeId: string, body: { pass: boolean, reason?: string }): Promise<void> {
  const row = await repo.getTask(deps.db, id, [await scopeOf(deps.db, user, TILES.audit)]);
  if (!row) throw gone();
  if (row.task.publisherId !== user.id) throw badRequest(TASK_MSG.notPublisher);
  const part = (await repo.assigneesOf(deps.db, [id])).find((a) => a.userId === assigneeId);
  if (!part) throw badRequest(TASK_MSG.notAnAssignee);
  const reason = (body.reason ?? '').trim();
  if (!body.pass && !reason) throw badRequest(TASK_MSG.reason);
  if (reason.length > 500) throw badRequest(TASK_MSG.reasonLong);
  const to = nextState(part.state, body.pass ? 'pass' : 'return');
  await move(deps, id, assigneeId, part.state, body.pass ? { state: to, finishedAt: deps.now() } : { state: to },
    { actorId: user.id, kind: body.pass ? 'pass' : 'return', data: reason ? { reason } : {} });
  const title = row.task.title;
  await deps.publish({
    type: 3, senderId: user.id, recipients: [assigneeId],
    title: body.pass ? `任务已通过：${title}` : `任务被退回：${title}`,
    bodyText: body.pass ? `您完成的任务「${title}」已审核通过。` : `您完成的任务「${title}」被退回，原因：${reason}。请修改后重新提交。`,
  }).catch((err: unknown) => deps.log.error({ err, taskId: id }, 'task message not sent'));
}
