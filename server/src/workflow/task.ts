/** A new task of a flow, who may launch it, and its title. */
import type { FlowUrgent } from '../../../types/api/workflow.js';
import type { Directory, EngineContext } from './context.js';
import { TaskStatus } from './codes.js';
import { nodeOf, type Flow } from './definition.js';
import type { TaskState } from './state.js';

/** The start node's initiator, initiatePos and initiateRole; all empty means everyone. */
export function mayInitiate(flow: Flow, directory: Directory, userId: string): boolean {
  const p = nodeOf(flow, flow.startId).props;
  const users = p.initiator ?? [];
  const positions = p.initiatePos ?? [];
  const roles = p.initiateRole ?? [];
  if (users.length + positions.length + roles.length === 0) return true;
  return users.includes(userId) || directory.usersOfPositions(positions).includes(userId) || directory.usersOfRoles(roles).includes(userId);
}

/** A draft with one node row per step: the start current, the rest not reached. */
export function newTask(flow: Flow, ctx: EngineContext, launcherId: string, creatorId: string, flowUrgent: FlowUrgent = 1): TaskState {
  const id = ctx.newId();
  const start = nodeOf(flow, flow.startId);
  return {
    task: {
      id, flowId: flow.meta.flowId, flowVersion: flow.meta.flowVersion, launcherId, creatorId,
      delegateUser: creatorId === launcherId ? '' : creatorId, fullName: '', enCode: '', flowUrgent, status: TaskStatus.draft,
      completion: 0, thisStep: start.title, thisStepId: '', formData: {}, creatorTime: ctx.now, startTime: null, endTime: null,
      comeBack: null, version: 0,
    },
    nodes: flow.steps.map((code, sortCode) => {
      const node = nodeOf(flow, code);
      return {
        id: ctx.newId(), taskId: id, nodeCode: code, nodeName: node.title, nodeType: node.type === 'start' ? 'start' : 'approver',
        state: code === flow.startId ? '1' : '2', completion: 0, sortCode, candidates: null, errorRuleUsers: null, creatorTime: ctx.now,
      };
    }),
    operators: [],
    records: [],
    circulates: [],
  };
}

const text = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(',') : typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** titleType 1 fills titleContent: {发起人}, {流程名称}, JNPF's {@launchUserName} / {@flowFullName} / {@flowFullCode}, or a form field. */
export function titleOf(flow: Flow, state: TaskState, launcherName: string, given: string | undefined): string {
  if (given) return given;
  const start = nodeOf(flow, flow.startId).props;
  const FIELDS: Record<string, string> = {
    发起人: launcherName, '@launchUserName': launcherName, 流程名称: flow.meta.flowName, '@flowFullName': flow.meta.flowName, '@flowFullCode': flow.meta.flowCode,
  };
  if (start.titleType === 1 && start.titleContent) {
    return start.titleContent.replace(/\{([^{}]+)\}/g, (_, key: string) => FIELDS[key] ?? text(state.task.formData[key]));
  }
  return state.task.fullName || `${launcherName}的${flow.meta.flowName}`;
}
