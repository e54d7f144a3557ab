/**
 * The workflow actions and detail answers (API.md 4.2-4.4). Each action: load the task and its
 * flow version, let the engine decide, save the new state over the version it read in one
 * transaction (the loser of two simultaneous actions gets STALE_MSG), keep the bound module record
 * in step and write the engine's events as flow messages, pushed once it commits.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { allOn } from '../../db/afterCommit.js';
import { flowTasks, onlineModules, onlineRecords, organizes, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import * as engine from '../../workflow/index.js';
import { TaskStatus } from '../../workflow/codes.js';
import type { ActionResult, EngineContext, EngineEvent, TaskPlace, TaskState } from '../../workflow/index.js';
import type { FlowBeforeInfo, FlowModel } from '../../../../types/api/workflow.js';
import type { Publisher } from '../message/publish.js';
import type { SessionUser } from '../oauth/tokens.js';
import { pageOf, toPage } from '../permission/paging.js';
import { requireVisibleUser } from '../permission/visibility.js';
import type { PushFrame } from '../signature/push.js';
import { askApproversToSign } from '../signature/requests.js';
import { parseFormConfig } from '../visualdev/fields.js';
import { checkRecord, shapeError } from '../visualdev/rules.js';
import { applyFlowRecordRule } from '../visualdev/recordRules.js';
import { fillSystemFields } from '../visualdev/service.js';
import { placeOf } from '../visualdev/visibility.js';
import { cardTexts } from './cards.js';
import { activeDelegations } from './delegate.js';
import { directoryOf } from './directory.js';
import { formValuesError, handlerInput } from './inputs.js';
import * as store from './store.js';

export interface WorkflowDeps {
  db: Db;
  now: () => Date;
  publish: Publisher['publish'];
  /** socket frames to users' clients (the hand-sign push) */
  push: PushFrame;
  log: FastifyBaseLogger;
}

/** What an action answers: a message, and the nodes to pick handlers for when errorRule 3 stopped it. */
export interface Outcome {
  msg: string;
  data?: unknown;
}

const TASK_GONE = '流程不存在或已删除';
const TRANSFER_TO = '请选择转办人';

async function contextOf(db: Db, now: Date): Promise<EngineContext> {
  const [directory, delegations] = await allOn(db, [() => directoryOf(db), () => activeDelegations(db, now)] as const);
  return { now: now.getTime(), newId, directory, delegations };
}

/**
 * A flow message names its record first, as its card does (【待办】4#墩支架基础沉降 · 黄磊上报的隐患整改):
 * the task's title alone read alike for every record of a flow, and a list cuts a title's end at
 * 375 px. Without a card title it keeps the task's.
 */
async function titlesOf(db: Db, events: readonly EngineEvent[]): Promise<string[]> {
  const cards = await cardTexts(db, events.map((e) => ({ flowId: e.bodyText.flowId, formData: e.formData })));
  return events.map((e, i) => {
    const record = cards[i]?.title;
    const [, prefix, task] = /^(【[^】]*】)?(.*)$/s.exec(e.title)!;
    return record ? `${prefix ?? ''}${record} · ${task}` : e.title;
  });
}

/**
 * The engine's events as flow messages (and an approved hand-sign flow's requests to sign), written
 * in `db`, the action's transaction, and pushed once it commits (db/afterCommit.ts): a task saved
 * is announced, one rolled back never. Each in a savepoint of its own: one that cannot be stored
 * is logged and does not undo the task; the lists still show it.
 */
async function publishAll(deps: WorkflowDeps, db: Db, events: readonly EngineEvent[]): Promise<void> {
  if (events.length === 0) return;
  // a title that cannot be looked up must not stop the messages (its savepoint keeps the transaction usable)
  const titles = await db.transaction((sp) => titlesOf(sp as unknown as Db, events)).catch((err: unknown) => {
    deps.log.error({ err }, 'flow message titles not looked up');
    return events.map((e) => e.title);
  });
  for (const [i, e] of events.entries()) {
    await db.transaction((sp) => deps.publish(
      { type: 2, flowType: 1, title: titles[i], bodyText: { ...e.bodyText }, senderId: e.senderId, recipients: e.recipients },
      { db: sp as unknown as Db },
    )).catch((err: unknown) => deps.log.error({ err, taskId: e.taskId, kind: e.kind }, 'flow message not published'));
  }
  if (!events.some((e) => e.kind === 'approved')) return;
  await db.transaction((sp) => askApproversToSign({ ...deps, db: sp as unknown as Db }, events))
    .catch((err: unknown) => deps.log.error({ err }, 'hand-sign items not created'));
}

/** A module record launched through its flow follows the task: its data, flowState and whether it is a draft. */
async function syncRecord(tx: Db, state: TaskState, recordId: string | null): Promise<void> {
  const set = { flowState: state.task.status, data: state.task.formData, draft: state.task.status === TaskStatus.draft, updatedAt: new Date() };
  if (recordId) await tx.update(onlineRecords).set(set).where(eq(onlineRecords.id, recordId));
  else await tx.update(onlineRecords).set(set).where(eq(onlineRecords.flowTaskId, state.task.id));
}

function outcome(result: ActionResult): Outcome | null {
  if (result.kind === 'chooseApprovers') return { msg: '请选择审批人', data: result.nodes };
  return null;
}

async function loadExisting(db: Db, taskId: string) {
  const stored = await store.loadTask(db, taskId);
  if (!stored) throw badRequest(TASK_GONE);
  const loaded = await store.loadFlow(db, stored.flowId, stored.flowVersion);
  return { stored, loaded };
}

/** Checks what an action brings (inputs.ts) once the engine has let it through, before anything is saved. */
type InputCheck = (state: TaskState, loaded: store.LoadedFlow) => Promise<void>;

/** Runs an engine action on an existing task and persists it. */
async function act(deps: WorkflowDeps, taskId: string, msg: string,
  run: (flow: engine.Flow, state: TaskState, ctx: EngineContext, loaded: store.LoadedFlow) => ActionResult, check?: InputCheck): Promise<Outcome> {
  const { stored, loaded } = await loadExisting(deps.db, taskId);
  const result = run(loaded.flow, stored.state, await contextOf(deps.db, deps.now()), loaded);
  await check?.(stored.state, loaded);
  const stopped = outcome(result);
  if (stopped || result.kind !== 'applied') return stopped!;
  await deps.db.transaction(async (tx) => {
    await store.saveTask(tx as unknown as Db, loaded.flow, result.state, stored.state.task.version, stored.flowVersion);
    await syncRecord(tx as unknown as Db, result.state, stored.moduleRecordId);
    await publishAll(deps, tx as unknown as Db, result.events);
  });
  return { msg };
}

const taskOfOperator = async (db: Db, operatorId: string) => {
  const id = await store.taskOfOperator(db, operatorId);
  if (!id) throw badRequest(engine.MSG.operatorNotFound);
  return id;
};

const opinion = (b: FlowModel) => ({ handleOpinion: b.handleOpinion ?? '', signImg: b.signImg ?? '', fileList: b.fileList ?? [] });
const choices = (b: FlowModel) => ({
  candidateList: b.candidateList, branchList: b.branchList, errorRuleUserList: b.errorRuleUserList, copyIds: b.copyIds,
});

// --- launch and resubmit ------------------------------------------------------------------------

export interface LaunchRequest {
  body: FlowModel;
  /** the task being resubmitted or saved again */
  taskId: string | null;
  /** the module record this task belongs to (launched from a workbench module) */
  moduleRecordId?: string | null;
}

/** The form data checked against the form (its kinds and sizes; a submission, the start node's rights too), and its system fields filled by the server. */
async function launchData(deps: WorkflowDeps, tx: Db, user: SessionUser, loaded: store.LoadedFlow, body: FlowModel, submit: boolean, previous: Record<string, unknown> | null, moduleRecordId: string | null) {
  const form = parseFormConfig(loaded.form.propertyJson);
  const data = (body.formData ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) throw badRequest('formData 必须是表单数据对象');
  const start = loaded.flow.nodes.get(loaded.flow.startId);
  const error = shapeError(form, data, { previous }) ?? (submit ? checkRecord(form, data, start?.props.formOperates) : null);
  if (error) throw badRequest(error);
  const { contractId } = placeOf(form, data, { contractId: user.contractId, organizeId: null });
  const kept = await applyFlowRecordRule(loaded.flow.meta.flowId, { db: tx, user, recordId: moduleRecordId, contractId, draft: !submit, data });
  return fillSystemFields({ db: tx, now: deps.now }, user, form, kept, null);
}

/**
 * Where a task belongs: the section its form's contract field names, else where it already was,
 * else the launcher's current section; the launcher's project (a task keeps the one it began in).
 */
function taskPlace(loaded: store.LoadedFlow, formData: Record<string, unknown>, user: SessionUser, previous: TaskState | null): TaskPlace {
  const before = previous?.task.place;
  const { contractId } = placeOf(parseFormConfig(loaded.form.propertyJson), formData, { contractId: before?.contractId ?? user.contractId, organizeId: null });
  return { projectId: before?.projectId ?? user.projectId, contractId };
}

/** FlowTask POST / PUT: submit (status "0") or save as draft ("1"), new or again; once per delegateUserList entry. */
export async function launchTask(deps: WorkflowDeps, user: SessionUser, req: LaunchRequest, tx?: Db): Promise<Outcome & { taskIds: string[], status: number }> {
  const submit = String(req.body.status ?? '0') !== '1';
  const existing = req.taskId ? await loadExisting(tx ?? deps.db, req.taskId) : null;
  const flowId = existing?.stored.flowId ?? req.body.flowId;
  if (!flowId) throw badRequest('flowId 不能为空');
  const loaded = existing?.loaded ?? await store.loadFlow(tx ?? deps.db, flowId);
  const ctx = await contextOf(deps.db, deps.now());
  const behalf = req.body.delegateUserList?.length ? req.body.delegateUserList : [undefined];
  const work = async (db: Db) => {
    // a module record's data was checked and given its system fields by the module already
    const previous = existing?.stored.state.task.formData ?? null;
    const formData = req.moduleRecordId ? (req.body.formData ?? {}) : await launchData(deps, db, user, loaded, req.body, submit, previous, existing?.stored.moduleRecordId ?? null);
    const results = behalf.map((onBehalfOf) => engine.launch(loaded.flow, existing?.stored.state ?? null, {
      actorId: user.id, submit, formData, flowTitle: req.body.flowTitle, flowUrgent: req.body.flowUrgent, billNo: req.body.billNo,
      onBehalfOf, place: taskPlace(loaded, formData, user, existing?.stored.state ?? null), ...choices(req.body),
    }, ctx));
    // what the values point at, once the engine has said who may launch
    const refused = req.moduleRecordId ? null : await formValuesError(db, user, loaded, req.body.formData ?? {}, { previous });
    if (refused) throw badRequest(refused);
    const stopped = results.find((r) => r.kind === 'chooseApprovers');
    if (stopped) return { stopped: outcome(stopped)!, states: [] as TaskState[] };
    const applied = results as Array<Extract<ActionResult, { kind: 'applied' }>>;
    for (const r of applied) {
      await store.saveTask(db, loaded.flow, r.state, existing ? existing.stored.state.task.version : null, loaded.version, existing?.stored.moduleRecordId ?? req.moduleRecordId ?? null);
      if (existing || req.moduleRecordId) await syncRecord(db, r.state, existing?.stored.moduleRecordId ?? req.moduleRecordId ?? null);
      else await createModuleRecord(db, user, loaded, r.state);
    }
    // in the module's transaction when launched from one: pushed once that commits
    await publishAll(deps, db, applied.flatMap((r) => r.events));
    return { stopped: null, states: applied.map((r) => r.state) };
  };
  const done = tx ? await work(tx) : await deps.db.transaction((t) => work(t as unknown as Db));
  if (done.stopped) return { ...done.stopped, taskIds: [], status: existing?.stored.state.task.status ?? 0 };
  return { msg: submit ? '提交成功' : '保存成功', taskIds: done.states.map((s) => s.task.id), status: done.states[0]?.task.status ?? 0 };
}

/** A task launched from the process centre shows in its workbench module's list too, placed as its author would save it. */
async function createModuleRecord(tx: Db, user: SessionUser, loaded: store.LoadedFlow, state: TaskState): Promise<void> {
  const [module] = await tx.select({ id: onlineModules.id }).from(onlineModules).where(eq(onlineModules.flowId, loaded.flow.meta.flowId)).limit(1);
  if (!module) return;
  const recordId = newId();
  const [author] = await tx.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, state.task.launcherId)).limit(1);
  await tx.insert(onlineRecords).values({
    id: recordId, moduleId: module.id, projectId: user.projectId, data: state.task.formData, flowTaskId: state.task.id,
    flowState: state.task.status, creatorUserId: state.task.launcherId, createdAt: new Date(state.task.creatorTime),
    ...placeOf(parseFormConfig(loaded.form.propertyJson), state.task.formData, { contractId: user.contractId, organizeId: author?.organizeId ?? null }),
    draft: state.task.status === TaskStatus.draft,
  });
  await tx.update(flowTasks).set({ moduleRecordId: recordId }).where(eq(flowTasks.id, state.task.id));
}

// --- actions by operator, record or task --------------------------------------------------------

/** An approval completes the form as the handler's node demands it (formOperates required). */
function requireNodeFields(loaded: store.LoadedFlow, state: TaskState, operatorId: string, formData: Record<string, unknown> | undefined): void {
  const op = state.operators.find((o) => o.id === operatorId);
  const node = op && loaded.flow.nodes.get(op.nodeCode);
  if (!node) return; // the engine refuses an unknown operator in its own words
  const error = checkRecord(parseFormConfig(loaded.form.propertyJson), { ...state.task.formData, ...formData }, node.props.formOperates);
  if (error) throw badRequest(error);
}

/** How an action on a todo is taken: alone, or as one of a batch (BatchOperation), which its node must allow. */
export interface HandleMode {
  batch?: boolean;
}

export async function audit(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel, mode: HandleMode = {}) {
  return act(deps, await taskOfOperator(deps.db, operatorId), '审核成功', (flow, state, ctx, loaded) => {
    // the engine first: who may act is told before what is missing
    const result = engine.approve(flow, state, {
      actorId: user.id, operatorId, formData: b.formData, ...opinion(b), ...choices(b), batch: mode.batch,
    }, ctx);
    requireNodeFields(loaded, state, operatorId, b.formData);
    return result;
  }, handlerInput(deps.db, user, b, operatorId));
}

export async function rejectTask(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel, mode: HandleMode = {}) {
  return act(deps, await taskOfOperator(deps.db, operatorId), '退回成功', (flow, state, ctx) =>
    engine.reject(flow, state, {
      actorId: user.id, operatorId, rejectStep: b.rejectStep, rejectType: b.rejectType, ...opinion(b),
      candidateList: b.candidateList, errorRuleUserList: b.errorRuleUserList, batch: mode.batch,
    }, ctx), handlerInput(deps.db, user, b));
}

/**
 * A user the caller names to hand a todo to (transfer, add-sign): one they see in the address book;
 * a hidden user reads as an unknown one, in the engine's words.
 */
const requireTarget = (deps: WorkflowDeps, user: SessionUser, targetId: string, label: string) =>
  requireVisibleUser(deps.db, user, targetId, engine.MSG.badTarget(label));

export async function transferTask(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel, mode: HandleMode = {}) {
  if (!b.freeApproverUserId) throw badRequest(TRANSFER_TO);
  await requireTarget(deps, user, b.freeApproverUserId, '转审人');
  return act(deps, await taskOfOperator(deps.db, operatorId), '转办成功', (flow, state, ctx) =>
    engine.transfer(flow, state, { actorId: user.id, operatorId, freeApproverUserId: b.freeApproverUserId!, ...opinion(b), batch: mode.batch }, ctx),
  handlerInput(deps.db, user, b));
}

export async function addSigner(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel) {
  if (!b.freeApproverUserId) throw badRequest('请选择加签人');
  const type = Number(b.freeApproverType ?? 2);
  if (type !== 1 && type !== 2) throw badRequest('freeApproverType 取值无效');
  await requireTarget(deps, user, b.freeApproverUserId, '加签人');
  return act(deps, await taskOfOperator(deps.db, operatorId), '加签成功', (flow, state, ctx, loaded) => {
    const result = engine.addSigner(flow, state, {
      actorId: user.id, operatorId, freeApproverUserId: b.freeApproverUserId!, freeApproverType: type as 1 | 2,
      formData: b.formData, ...opinion(b), ...choices(b),
    }, ctx);
    // after (2) the handler agrees now: their agreement completes the node's fields, as an approval does
    if (type === 2) requireNodeFields(loaded, state, operatorId, b.formData);
    return result;
  }, handlerInput(deps.db, user, b, operatorId));
}

export async function saveAudit(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel) {
  return act(deps, await taskOfOperator(deps.db, operatorId), '保存成功', (flow, state, ctx) =>
    engine.saveOpinion(flow, state, { actorId: user.id, operatorId, formData: b.formData }, ctx), handlerInput(deps.db, user, b, operatorId));
}

export async function recall(deps: WorkflowDeps, user: SessionUser, recordId: string, b: FlowModel) {
  const taskId = await store.taskOfRecord(deps.db, recordId);
  if (!taskId) throw badRequest(engine.MSG.recordNotFound);
  return act(deps, taskId, '撤回成功', (flow, state, ctx) => engine.recall(flow, state, { actorId: user.id, recordId, ...opinion(b) }, ctx),
    handlerInput(deps.db, user, b));
}

export async function cancel(deps: WorkflowDeps, user: SessionUser, taskId: string, b: FlowModel) {
  return act(deps, taskId, '终止成功', (flow, state, ctx) => engine.terminate(flow, state, { actorId: user.id, ...opinion(b) }, ctx),
    handlerInput(deps.db, user, b));
}

export async function assign(deps: WorkflowDeps, user: SessionUser, taskId: string, b: FlowModel) {
  return act(deps, taskId, '指派成功', (flow, state, ctx) => engine.assign(flow, state, {
    actorId: user.id, nodeCode: b.nodeCode ?? '', freeApproverUserId: b.freeApproverUserId ?? '', ...opinion(b),
  }, ctx), handlerInput(deps.db, user, b));
}

export async function suspendTask(deps: WorkflowDeps, user: SessionUser, taskId: string, b: FlowModel) {
  return act(deps, taskId, '挂起成功', (flow, state, ctx) => engine.suspend(flow, state, { actorId: user.id, ...opinion(b) }, ctx),
    handlerInput(deps.db, user, b));
}

export async function restoreTask(deps: WorkflowDeps, user: SessionUser, taskId: string, b: FlowModel) {
  return act(deps, taskId, '恢复成功', (flow, state, ctx) => engine.restore(flow, state, { actorId: user.id, ...opinion(b) }, ctx),
    handlerInput(deps.db, user, b));
}

export async function withdraw(deps: WorkflowDeps, user: SessionUser, taskId: string, b: FlowModel) {
  return act(deps, taskId, '撤回成功', (flow, state, ctx) => engine.withdraw(flow, state, { actorId: user.id, ...opinion(b) }, ctx),
    handlerInput(deps.db, user, b));
}

export async function press(deps: WorkflowDeps, user: SessionUser, taskId: string): Promise<Outcome> {
  const { stored, loaded } = await loadExisting(deps.db, taskId);
  const { events } = engine.urge(loaded.flow, stored.state, { actorId: user.id }, await contextOf(deps.db, deps.now()));
  await publishAll(deps, deps.db, events);
  return { msg: '催办成功' };
}

export async function deleteDraft(deps: WorkflowDeps, user: SessionUser, taskId: string): Promise<Outcome> {
  const { stored } = await loadExisting(deps.db, taskId);
  engine.deleteDraft(stored.state, { actorId: user.id });
  await deps.db.transaction(async (tx) => {
    await store.deleteTask(tx as unknown as Db, taskId, stored.state.task.version);
    await (tx as unknown as Db).delete(onlineRecords).where(eq(onlineRecords.flowTaskId, taskId));
  });
  return { msg: '删除成功' };
}

// --- answers --------------------------------------------------------------------------------------

function flowInfo(loaded: store.LoadedFlow): Pick<FlowBeforeInfo, 'flowTemplateInfo' | 'flowFormInfo'> {
  return {
    flowTemplateInfo: {
      id: loaded.flow.meta.flowId, templateId: loaded.template.id, fullName: loaded.flow.meta.flowName, visibleType: loaded.template.visibleType,
      version: String(loaded.version), type: loaded.template.type, flowTemplateJson: JSON.stringify(loaded.flow.template),
    },
    flowFormInfo: {
      id: loaded.form.id, enCode: loaded.form.enCode, fullName: loaded.form.fullName, formType: loaded.form.formType as 1 | 2, flowType: loaded.template.type,
      urlAddress: '', appUrlAddress: loaded.form.appUrlAddress, interfaceUrl: '', propertyJson: JSON.stringify(loaded.form.propertyJson),
      tableJson: JSON.stringify(loaded.form.tableJson),
    },
  };
}

/**
 * The node of the viewer's newest agreement on the task that they may still recall (the engine's
 * recall, tried on a copy, lets it through): what a done-list opening shows 撤回 for.
 */
async function recallNodeOf(deps: WorkflowDeps, loaded: store.LoadedFlow, state: TaskState, userId: string): Promise<string | undefined> {
  const mine = state.records.filter((r) => r.handleId === userId && r.status === 0 && r.undo).reverse();
  if (mine.length === 0) return undefined;
  const ctx = await contextOf(deps.db, deps.now());
  for (const r of mine) {
    try {
      if (engine.recall(loaded.flow, state, { actorId: userId, recordId: r.id }, ctx).kind === 'applied') return r.nodeCode;
    } catch (err) {
      // the engine's refusal: not recallable, the bar shows no 撤回 for it
      if (!(err instanceof engine.EngineError)) throw err;
    }
  }
  return undefined;
}

/**
 * FlowBefore/{id}: a task's detail for someone who takes part; id "0" with flowId: a new launch.
 * Without taskOperatorId but with taskNodeId (the 3.2 client), the caller's live todo on that node
 * is the one looked through, else their agreement still to recall (the done list).
 */
export async function detail(deps: WorkflowDeps, user: SessionUser, taskId: string, q: { flowId?: string, taskOperatorId?: string, taskNodeId?: string }): Promise<FlowBeforeInfo> {
  const directory = await directoryOf(deps.db);
  if (taskId === '0') {
    if (!q.flowId) throw badRequest('flowId 不能为空');
    const loaded = await store.loadFlow(deps.db, q.flowId);
    if (!engine.mayInitiate(loaded.flow, directory, user.id)) throw badRequest(engine.MSG.cannotLaunch);
    const start = loaded.flow.nodes.get(loaded.flow.startId)!;
    return {
      ...flowInfo(loaded),
      flowTaskInfo: null as unknown as FlowBeforeInfo['flowTaskInfo'], flowTaskNodeList: [], flowTaskOperatorList: [], flowTaskOperatorRecordList: [],
      formOperates: start.props.formOperates ?? [], approversProperties: null, formData: {}, draftData: null, noOperateAuth: false,
    };
  }
  const { stored, loaded } = await loadExisting(deps.db, taskId);
  if (!engine.canView(stored.state, user.id)) throw badRequest('您无权查看该流程');
  let viewer: engine.Viewer = { userId: user.id, operatorId: q.taskOperatorId };
  if (!q.taskOperatorId && q.taskNodeId !== undefined) {
    const operatorId = engine.liveOperatorOf(stored.state, user.id, q.taskNodeId);
    viewer = operatorId ? { userId: user.id, operatorId } : { userId: user.id, recallNode: await recallNodeOf(deps, loaded, stored.state, user.id) };
  }
  return { ...flowInfo(loaded), ...engine.projectDetail(loaded.flow, stored.state, viewer, directory) };
}

/** FlowBefore/{operatorId}/Info: whether that todo was handled already (or no longer exists). */
export async function isCheck(deps: WorkflowDeps, user: SessionUser, operatorId: string) {
  const taskId = await store.taskOfOperator(deps.db, operatorId);
  if (!taskId) return { isCheck: true };
  const stored = await store.loadTask(deps.db, taskId);
  if (!stored || !engine.canView(stored.state, user.id)) return { isCheck: true };
  return { isCheck: engine.isHandled(stored.state, operatorId) };
}

export async function rejectList(deps: WorkflowDeps, user: SessionUser, operatorId: string) {
  const { stored, loaded } = await loadExisting(deps.db, await taskOfOperator(deps.db, operatorId));
  return engine.rejectList(loaded.flow, stored.state, { actorId: user.id, operatorId }, await contextOf(deps.db, deps.now()));
}

export async function recordList(deps: WorkflowDeps, user: SessionUser, taskId: string) {
  const { stored } = await loadExisting(deps.db, taskId);
  if (!engine.canView(stored.state, user.id)) throw badRequest('您无权查看该流程');
  return engine.summary(stored.state, await directoryOf(deps.db));
}

/** Candidates/{operatorId | 0}: what must be chosen before submit or approve. */
async function choiceContext(deps: WorkflowDeps, operatorId: string, b: FlowModel) {
  const taskId = operatorId !== '0' ? await taskOfOperator(deps.db, operatorId) : (b.taskId || (b.id && b.id !== '0' ? b.id : null));
  if (taskId) {
    const { stored, loaded } = await loadExisting(deps.db, taskId);
    return { flow: loaded.flow, loaded, state: stored.state as TaskState | null };
  }
  if (!b.flowId) throw badRequest('flowId 不能为空');
  const loaded = await store.loadFlow(deps.db, b.flowId);
  return { flow: loaded.flow, loaded, state: null };
}

export async function candidates(deps: WorkflowDeps, user: SessionUser, operatorId: string, b: FlowModel) {
  const { flow, state, loaded } = await choiceContext(deps, operatorId, b);
  return engine.candidates(flow, state, {
    actorId: user.id, operatorId: operatorId === '0' ? undefined : operatorId, formData: b.formData, flowUrgent: b.flowUrgent,
    place: taskPlace(loaded, (b.formData ?? {}) as Record<string, unknown>, user, state),
  }, await contextOf(deps.db, deps.now()));
}

export async function candidateUsers(deps: WorkflowDeps, user: SessionUser, operatorId: string,
  b: FlowModel & { nodeCode?: string, keyword?: string, currentPage?: number, pageSize?: number }) {
  if (!b.nodeCode) throw badRequest('nodeCode 不能为空');
  const { flow, state, loaded } = await choiceContext(deps, operatorId, b);
  // the picker of someone else's todo is not theirs to open, as Candidates refuses it
  if (operatorId !== '0' && !state?.operators.some((o) => o.id === operatorId && o.handleId === user.id)) throw badRequest(engine.MSG.notHandler);
  if (state?.task.status === 6) throw badRequest(engine.MSG.suspended);
  if (!flow.nodes.has(b.nodeCode)) throw badRequest('节点不存在');
  const directory = await directoryOf(deps.db);
  const keyword = b.keyword?.trim();
  const place = state?.task.place ?? taskPlace(loaded, (b.formData ?? {}) as Record<string, unknown>, user, null);
  const ids = engine.candidateUsers(flow, b.nodeCode, directory, place).filter((id) => !keyword || directory.userName(id).includes(keyword));
  const page = pageOf(b);
  const shown = ids.slice(page.offset, page.offset + page.limit);
  const organizeOf = await organizeNames(deps.db, shown);
  return toPage(shown.map((id) => ({
    id, fullName: directory.userName(id), headIcon: directory.headIcon?.(id) ?? '', organize: organizeOf.get(id) ?? '',
  })), ids.length, page);
}

async function organizeNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: organizes.fullName }).from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId)).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}
