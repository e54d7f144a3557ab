/**
 * 候选人 / 分支 (FlowBefore/Candidates, API.md 4.4): what the handler must choose before submitting
 * or agreeing. Worked out on a copy of the task: nothing changes.
 */
import type { CandidatesResult, FlowUrgent } from '../../../types/api/workflow.js';
import { requireOwnPending, mergeForm } from './actions/guards.js';
import { candidatePool } from './assignees.js';
import type { Directory, EngineContext } from './context.js';
import { branchEntry, END, leave, nodeOf, type Flow } from './definition.js';
import { begin, graphNode, type Draft } from './draft.js';
import { outcomeOf } from './review.js';
import { chooser } from './routing.js';
import type { TaskPlace, TaskState } from './state.js';
import { newTask } from './task.js';

export interface CandidatesInput {
  actorId: string;
  /** the acting operator; absent or "0" for a launch */
  operatorId?: string;
  formData?: Record<string, unknown>;
  flowUrgent?: FlowUrgent;
  /** where a task not yet launched would belong */
  place?: TaskPlace;
}

type Item = CandidatesResult['list'][number];

const nothing = (countersignOver: boolean): CandidatesResult => ({ type: 3, countersignOver, list: [] });

function item(d: Draft, code: string, isBranchFlow: boolean): Item {
  const node = graphNode(d, code);
  const isCandidates = node.type === 'approver' && node.props.assigneeType === 7;
  return { nodeId: code, nodeName: node.title, isCandidates, isBranchFlow, hasCandidates: isCandidates && candidatePool(d.ctx.directory, node, d.state.task.place).length > 0 };
}

export function candidates(flow: Flow, state: TaskState | null, input: CandidatesInput, ctx: EngineContext): CandidatesResult {
  const d = begin(flow, state ?? newTask(flow, ctx, input.actorId, input.actorId), ctx, input.actorId);
  const { task } = d.state;
  if (!state && input.place) task.place = input.place;
  let from = graphNode(d, flow.startId);
  if (input.operatorId && input.operatorId !== '0') {
    const op = requireOwnPending(d, input.operatorId);
    from = graphNode(d, op.nodeCode);
    mergeForm(d, from, input.formData);
    op.handleStatus = 1;
    // a countersign this agreement does not complete leads nowhere yet
    if (outcomeOf(d, from) !== 'pass') return nothing(false);
  } else {
    task.formData = structuredClone(input.formData ?? task.formData);
    task.flowUrgent = input.flowUrgent ?? task.flowUrgent;
  }
  if (task.comeBack?.targetNode === from.id) return nothing(true);
  if (from.branches.length && from.props.isBranchFlow) {
    return { type: 1, countersignOver: true, list: from.branches.map((b) => item(d, branchEntry(flow, b), true)) };
  }
  const next = leave(flow, from.id, chooser(d)).targets.filter((t) => t !== END && graphNode(d, t).props.assigneeType === 7);
  return next.length ? { type: 2, countersignOver: true, list: next.map((t) => item(d, t, false)) } : nothing(true);
}

/** The users a candidate node's picker lists (FlowBefore/CandidateUser); the caller pages and names them. */
export const candidateUsers = (flow: Flow, nodeId: string, directory: Directory, place?: TaskPlace | null): string[] =>
  candidatePool(directory, nodeOf(flow, nodeId), place).filter((u) => directory.isActive(u));
