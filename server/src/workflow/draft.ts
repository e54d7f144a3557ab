/**
 * The working copy an action changes: a deep copy of the task state, the events it raises and the
 * nodes it found nobody to handle. `finish` turns it into the action's answer.
 */
import type { NodeWithoutApprover } from '../../../types/api/workflow.js';
import type { EngineContext } from './context.js';
import { nodeOf, type Flow, type GraphNode } from './definition.js';
import { EngineError } from './errors.js';
import type { EngineEvent } from './events.js';
import type { RecordRow, TaskNodeRow, TaskState } from './state.js';

/** The handler's choices sent with submit and approve (API.md 4.3, 4.4). */
export interface Choices {
  candidateList?: Record<string, string[]>;
  branchList?: string[];
  errorRuleUserList?: Record<string, string[]>;
  /** "u1,u2" */
  copyIds?: string;
}

/** Opinion fields of an approval action. */
export interface Opinion {
  handleOpinion?: string;
  signImg?: string;
  fileList?: unknown[];
}

export interface Draft {
  flow: Flow;
  ctx: EngineContext;
  actorId: string;
  choices: Choices;
  state: TaskState;
  events: EngineEvent[];
  missing: NodeWithoutApprover[];
}

export type ActionResult =
  | { kind: 'applied'; state: TaskState; events: EngineEvent[] }
  /** errorRule 3: nothing changed; send the action again with errorRuleUserList for these nodes */
  | { kind: 'chooseApprovers'; nodes: NodeWithoutApprover[] };

export function begin(flow: Flow, state: TaskState, ctx: EngineContext, actorId: string, choices: Choices = {}): Draft {
  return { flow, ctx, actorId, choices, state: structuredClone(state), events: [], missing: [] };
}

export function rowOf(d: Draft, code: string): TaskNodeRow {
  const row = d.state.nodes.find((n) => n.nodeCode === code);
  if (!row) throw new EngineError(`任务缺少节点 ${code}`);
  return row;
}

export const graphNode = (d: Draft, code: string): GraphNode => nodeOf(d.flow, code);

export const userName = (d: Draft, userId: string): string => d.ctx.directory.userName(userId) || userId;

type RecordFields = Pick<RecordRow, 'handleStatus' | 'handleId'> & Partial<Omit<RecordRow, 'fileList'>> & Opinion;

export function addRecord(d: Draft, code: string, fields: RecordFields): RecordRow {
  const row = rowOf(d, code);
  const { now } = d.ctx;
  const record: RecordRow = {
    id: d.ctx.newId(), taskId: d.state.task.id, taskNodeId: row.id, nodeCode: code, nodeName: row.nodeName,
    handleTime: now, handleOpinion: '', signImg: '', taskOperatorId: '', operatorId: '', status: 0, creatorTime: now, undo: null,
    ...fields, fileList: fields.fileList ?? [],
  };
  d.state.records.push(record);
  return record;
}

export const currentRows = (d: Draft): TaskNodeRow[] => d.state.nodes.filter((n) => n.state === '1');

/** thisStep and completion follow the node rows; every change moves the version on. */
export function finish(d: Draft): ActionResult {
  if (d.missing.length) return { kind: 'chooseApprovers', nodes: d.missing.filter((m, i) => d.missing.findIndex((x) => x.nodeId === m.nodeId) === i) };
  settle(d);
  d.state.task.version += 1;
  for (const e of d.events) e.bodyText.status = d.state.task.status;
  return { kind: 'applied', state: d.state, events: d.events };
}

function settle(d: Draft): void {
  const { task, nodes } = d.state;
  const start = rowOf(d, d.flow.startId);
  const current = nodes.filter((n) => n.state === '1').sort((a, b) => a.sortCode - b.sortCode);
  const approvers = nodes.filter((n) => n.nodeType === 'approver' && n.state !== '-1');
  const passed = approvers.filter((n) => n.state === '0').length;
  const SETTLE: Partial<Record<number, () => [string, string, number]>> = {
    0: () => [start.nodeName, start.id, 0],
    1: () => [current.map((n) => n.nodeName).join(','), current.map((n) => n.id).join(','), approvers.length ? Math.floor((passed * 100) / approvers.length) : 0],
    2: () => ['结束', '', 100],
    3: () => [start.nodeName, start.id, 0],
    4: () => [start.nodeName, start.id, 0],
  };
  const settled = SETTLE[task.status]?.();
  if (settled) [task.thisStep, task.thisStepId, task.completion] = settled;
}
