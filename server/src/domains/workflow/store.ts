/**
 * Where the engine's tasks live: flows (parsed once per version), and task states saved with a
 * compare-and-set on version, together with the list indexes rebuilt from the state.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  flowForms, flows, flowTaskCirculates, flowTaskOperators, flowTaskRecords, flowTasks, flowTemplates, flowVersions, onlineModules,
} from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { batchable, OperatorState, parseFlow, type Flow, type TaskState } from '../../workflow/index.js';
import type { FlowNode } from '../../../../types/api/workflow.js';
import { parseFormConfig, valueFields } from '../visualdev/fields.js';
import { isPendingTodo } from '../../db/conditions.js';

export const STALE_MSG = '该审批已被他人处理，请刷新后重试';

export interface LoadedFlow {
  flow: Flow;
  form: typeof flowForms.$inferSelect;
  template: typeof flowTemplates.$inferSelect;
  version: number;
}

/** Versions never change once written: parsed flows are kept for the life of the process. */
const parsed = new Map<string, Flow>();

export async function loadFlow(db: Db, flowId: string, version?: number): Promise<LoadedFlow> {
  const [row] = await db.select({ flow: flows, form: flowForms, template: flowTemplates }).from(flows)
    .innerJoin(flowForms, eq(flowForms.id, flows.formId))
    .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
    .where(eq(flows.id, flowId)).limit(1);
  if (!row || (version === undefined && !row.flow.enabled)) throw badRequest('流程不存在或已停用');
  const v = version ?? row.flow.version;
  const key = `${flowId}@${v}`;
  let flow = parsed.get(key);
  if (!flow) {
    const [def] = await db.select().from(flowVersions).where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, v)));
    if (!def) throw badRequest('流程版本不存在');
    flow = parseFlow({
      flowId, templateId: row.template.id, flowCode: row.flow.enCode, flowName: row.flow.fullName, flowVersion: String(v),
      formType: row.form.formType as 1 | 2, flowCategory: row.template.category, flowType: row.template.type,
      signFields: valueFields(parseFormConfig(row.form.propertyJson).fields).filter((f) => f.key === 'sign').map((f) => f.vModel),
    }, def.templateJson as unknown as FlowNode);
    parsed.set(key, flow);
  }
  return { flow, form: row.form, template: row.template, version: v };
}

export interface StoredTask {
  state: TaskState;
  flowId: string;
  flowVersion: number;
  moduleRecordId: string | null;
}

export async function loadTask(db: Db, taskId: string): Promise<StoredTask | null> {
  const [row] = await db.select({ state: flowTasks.state, flowId: flowTasks.flowId, flowVersion: flowTasks.flowVersion, moduleRecordId: flowTasks.moduleRecordId })
    .from(flowTasks).where(eq(flowTasks.id, taskId)).limit(1);
  return row ? { state: row.state as TaskState, flowId: row.flowId, flowVersion: row.flowVersion, moduleRecordId: row.moduleRecordId } : null;
}

/** The task of an operator (todo id) or of a record (done id), by the indexes. */
export async function taskOfOperator(db: Db, operatorId: string): Promise<string | null> {
  const [row] = await db.select({ taskId: flowTaskOperators.taskId }).from(flowTaskOperators).where(eq(flowTaskOperators.id, operatorId)).limit(1);
  return row?.taskId ?? null;
}

export async function taskOfRecord(db: Db, recordId: string): Promise<string | null> {
  const [row] = await db.select({ taskId: flowTaskRecords.taskId }).from(flowTaskRecords).where(eq(flowTaskRecords.id, recordId)).limit(1);
  return row?.taskId ?? null;
}

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Writes `state` (inserted when `previousVersion` is null, else only over that version) and
 * rebuilds the task's list rows from it and its flow. Throws STALE_MSG when someone else's action landed first.
 */
export async function saveTask(tx: Db, flow: Flow, state: TaskState, previousVersion: number | null, flowVersion: number, moduleRecordId: string | null = null): Promise<void> {
  const { task } = state;
  const columns = {
    enCode: task.enCode, fullName: task.fullName, launcherId: task.launcherId, creatorId: task.creatorId, status: task.status,
    completion: task.completion, thisStep: task.thisStep, thisStepId: task.thisStepId, urgent: task.flowUrgent,
    formData: task.formData, state, version: task.version, startTime: at(task.startTime), endTime: at(task.endTime),
    projectId: task.place?.projectId ?? null, contractId: task.place?.contractId ?? null,
  };
  if (previousVersion === null) {
    await tx.insert(flowTasks).values({ id: task.id, flowId: task.flowId, flowVersion, moduleRecordId, createdAt: new Date(task.creatorTime), ...columns });
  } else {
    const updated = await tx.update(flowTasks).set({ ...columns, updatedAt: new Date() })
      .where(and(eq(flowTasks.id, task.id), eq(flowTasks.version, previousVersion))).returning({ id: flowTasks.id });
    if (updated.length === 0) throw badRequest(STALE_MSG);
    // one after another: a transaction is one connection
    for (const table of [flowTaskOperators, flowTaskRecords, flowTaskCirculates]) await tx.delete(table).where(eq(table.taskId, task.id));
  }
  // a suspended task's todos stay listed (showing its status); only a task in approval's go on the batch list
  const listed = task.status === 1 || task.status === 6;
  // closed operators stay indexed (not pending): a stale todo id still finds its task, and the engine says why it is closed
  const operators = state.operators.map((o) => {
    const pending = listed && o.state === OperatorState.live && o.handleStatus === null;
    return {
      id: o.id, taskId: task.id, userId: o.handleId, nodeId: o.nodeCode, nodeName: o.nodeName, delegateUser: o.delegateUser,
      pending, batch: pending && task.status === 1 && batchable(flow, o.nodeCode), createdAt: new Date(o.creatorTime),
    };
  });
  const records = state.records.filter((r) => r.status === 0 && r.handleId).map((r) => ({
    id: r.id, taskId: task.id, userId: r.handleId, nodeId: r.nodeCode, nodeName: r.nodeName, handleStatus: r.handleStatus, handleTime: new Date(r.handleTime),
  }));
  const circulates = state.circulates.map((c) => ({
    id: c.id, taskId: task.id, userId: c.userId, nodeId: c.nodeCode, nodeName: c.nodeName, createdAt: new Date(c.creatorTime),
  }));
  if (operators.length) await tx.insert(flowTaskOperators).values(operators);
  if (records.length) await tx.insert(flowTaskRecords).values(records);
  if (circulates.length) await tx.insert(flowTaskCirculates).values(circulates);
}

export async function deleteTask(tx: Db, taskId: string, version: number): Promise<void> {
  const gone = await tx.delete(flowTasks).where(and(eq(flowTasks.id, taskId), eq(flowTasks.version, version))).returning({ id: flowTasks.id });
  if (gone.length === 0) throw badRequest(STALE_MSG);
}

/** The title of each todo's task (todo = operator id), for messages naming them. */
export async function taskTitlesOfOperators(db: Db, operatorIds: string[]): Promise<Map<string, string>> {
  if (operatorIds.length === 0) return new Map();
  const rows = await db.select({ id: flowTaskOperators.id, fullName: flowTasks.fullName }).from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId)).where(inArray(flowTaskOperators.id, operatorIds));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** The user's pending todo (operator id) of the task, or null. */
export async function pendingOperatorOf(db: Db, taskId: string, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: flowTaskOperators.id }).from(flowTaskOperators).where(and(
    eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.userId, userId), isPendingTodo,
  )).limit(1);
  return row?.id ?? null;
}

/** The modules that flows keep their records in: each flow's list config and form (for the cards of its tasks). */
export async function modulesOfFlows(db: Db, flowIds: string[]) {
  if (flowIds.length === 0) return [];
  return db.select({ flowId: onlineModules.flowId, columnData: onlineModules.columnData, form: flowForms.propertyJson })
    .from(onlineModules).innerJoin(flowForms, eq(flowForms.id, onlineModules.formId))
    .where(inArray(onlineModules.flowId, flowIds));
}
