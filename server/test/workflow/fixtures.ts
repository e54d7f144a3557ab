/**
 * A small organisation, flow builders and a driver for the engine tests. No database: the task
 * state lives in the driver, as the persistence layer would keep it between calls.
 */
import assert from 'node:assert/strict';
import type { FlowNode, FlowNodeProperties } from '../../../types/api/workflow.js';
import {
  addSigner, approve, launch, parseFlow, recall, reject, saveOpinion, terminate, transfer, withdraw,
  type ActionResult, type Delegation, type LaunchInput, type Directory, type EngineContext, type EngineEvent, type Flow, type FlowMeta,
  type OperatorRow, type TaskState,
} from '../../src/workflow/index.js';

export const T0 = Date.UTC(2024, 0, 10, 2);
export const DAY = 86_400_000;

/** 张三 reports to 李四 (also his department's manager), who reports to 王五. 离职 is disabled. */
const NAMES: Record<string, string> = {
  zhang: '张三', li: '李四', wang: '王五', zhao: '赵六', qian: '钱七', sun: '孙八', zhou: '周九', wu: '吴十', admin: '管理员', gone: '离职',
};
const ROLES: Record<string, string[]> = { safety: ['zhao', 'qian'], supervisor: ['sun', 'zhou'], owner: ['wu'] };
const POSITIONS: Record<string, string[]> = { chief: ['wu'], vacant: ['gone'], tester: ['qian'] };
const MANAGERS: Record<string, string> = { zhang: 'li', li: 'wang', zhao: 'li' };
const DEPARTMENTS: Record<string, string> = { zhang: 'd1', zhao: 'd1', li: 'd1', qian: 'd2' };
const DEPT_MANAGERS: Record<string, string> = { d1: 'li', d2: 'wang' };

export const directory: Directory = {
  userName: (id) => NAMES[id] ?? '',
  headIcon: (id) => (id in NAMES ? `/api/file/Image/userAvatar/${id}.png` : ''),
  isActive: (id) => id in NAMES && id !== 'gone',
  usersOfRoles: (ids) => ids.flatMap((r) => ROLES[r] ?? []),
  usersOfPositions: (ids) => ids.flatMap((p) => POSITIONS[p] ?? []),
  managerOf: (id) => MANAGERS[id] ?? null,
  departmentManagerOf: (id) => DEPT_MANAGERS[DEPARTMENTS[id] ?? ''] ?? null,
  departmentOf: (id) => DEPARTMENTS[id] ?? null,
  adminIds: () => ['admin'],
};

let seq = 0;
export function ctxAt(now = T0, delegations: readonly Delegation[] = []): EngineContext {
  return { now, newId: () => `id${(seq += 1)}`, directory, delegations };
}

// -- flow builders ------------------------------------------------------------------------------

type Props = Partial<FlowNodeProperties>;
interface Links { next?: FlowNode; branches?: FlowNode[] }

function node(nodeId: string, type: FlowNode['type'], props: Props, links: Links): FlowNode {
  return { nodeId, type, properties: { title: nodeId, ...props }, childNode: links.next ?? null, conditionNodes: links.branches ?? [] };
}
export const start = (links: Links = {}, props: Props = {}): FlowNode => node('start', 'start', { title: '发起', ...props }, links);
export const step = (nodeId: string, props: Props, links: Links = {}): FlowNode => node(nodeId, 'approver', { assigneeType: 6, ...props }, links);
export const branch = (nodeId: string, props: Props, next?: FlowNode): FlowNode => node(nodeId, 'condition', props, { next });
/** A chain of approver nodes, each handled by the named users. */
export const chain = (...steps: Array<[string, string[], Props?]>): FlowNode | undefined =>
  steps.reduceRight<FlowNode | undefined>((next, [id, approvers, props]) => step(id, { approvers, ...props }, { next }), undefined);

export const META: FlowMeta = { flowId: 'f1', templateId: 'tpl1', flowCode: 'hazardRectify', flowName: '隐患整改', flowVersion: '1', formType: 2 };
export const flowOf = (root: FlowNode, meta: Partial<FlowMeta> = {}): Flow => parseFlow({ ...META, ...meta }, root);

// -- reading a state ----------------------------------------------------------------------------

export function applied(result: ActionResult): { state: TaskState; events: EngineEvent[] } {
  assert.equal(result.kind, 'applied', `expected the action to apply, got ${JSON.stringify(result)}`);
  return result as { state: TaskState; events: EngineEvent[] };
}

/** Pending operators' handlers, sorted. */
export const pending = (state: TaskState): string[] =>
  state.operators.filter((o) => o.state === 0 && o.handleStatus === null).map((o) => o.handleId).sort();

export const nodeStates = (state: TaskState): Record<string, string> => Object.fromEntries(state.nodes.map((n) => [n.nodeCode, n.state]));

export function opOf(state: TaskState, userId: string): OperatorRow {
  const op = state.operators.find((o) => o.handleId === userId && o.state === 0 && o.handleStatus === null);
  assert.ok(op, `${userId} has no pending operator`);
  return op;
}

/** Who got which kind of message, e.g. ['todo:li', 'copied:wu']. */
export const told = (events: readonly EngineEvent[]): string[] => events.flatMap((e) => e.recipients.map((r) => `${e.kind}:${r}`)).sort();

// -- a driver keeping one task's state between actions ---------------------------------------------

type Extra<T> = Omit<T, 'actorId' | 'operatorId'>;

export class Run {
  state!: TaskState;
  events: EngineEvent[] = [];
  now = T0;
  delegations: Delegation[] = [];

  constructor(readonly flow: Flow) {}

  ctx(): EngineContext {
    this.now += 60_000;
    return ctxAt(this.now, this.delegations);
  }

  take(result: ActionResult): this {
    const { state, events } = applied(result);
    this.state = state;
    this.events = events;
    return this;
  }

  launch(actorId: string, formData: Record<string, unknown> = {}, extra: Partial<Omit<LaunchInput, 'actorId' | 'formData'>> = {}): this {
    return this.take(launch(this.flow, this.state ?? null, { actorId, submit: true, ...extra, formData }, this.ctx()));
  }

  approve(actorId: string, extra: Extra<Parameters<typeof approve>[2]> = {}): this {
    return this.take(approve(this.flow, this.state, { actorId, operatorId: opOf(this.state, actorId).id, ...extra }, this.ctx()));
  }

  reject(actorId: string, extra: Extra<Parameters<typeof reject>[2]> = {}): this {
    return this.take(reject(this.flow, this.state, { actorId, operatorId: opOf(this.state, actorId).id, ...extra }, this.ctx()));
  }

  transfer(actorId: string, to: string): this {
    return this.take(transfer(this.flow, this.state, { actorId, operatorId: opOf(this.state, actorId).id, freeApproverUserId: to }, this.ctx()));
  }

  addSigner(actorId: string, to: string, type: 1 | 2): this {
    const input = { actorId, operatorId: opOf(this.state, actorId).id, freeApproverUserId: to, freeApproverType: type };
    return this.take(addSigner(this.flow, this.state, input, this.ctx()));
  }

  saveOpinion(actorId: string, formData: Record<string, unknown>): this {
    return this.take(saveOpinion(this.flow, this.state, { actorId, operatorId: opOf(this.state, actorId).id, formData }, this.ctx()));
  }

  /** Recalls the actor's latest valid agreement. */
  recall(actorId: string): this {
    const record = this.state.records.filter((r) => r.handleId === actorId && r.status === 0 && (r.handleStatus === 1 || r.handleStatus === 6)).at(-1);
    assert.ok(record, `${actorId} has no agreement to recall`);
    return this.take(recall(this.flow, this.state, { actorId, recordId: record.id }, this.ctx()));
  }

  withdraw(actorId: string): this {
    return this.take(withdraw(this.flow, this.state, { actorId }, this.ctx()));
  }

  terminate(actorId: string): this {
    return this.take(terminate(this.flow, this.state, { actorId, handleOpinion: '不再需要' }, this.ctx()));
  }
}
