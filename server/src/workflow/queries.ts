/** Read-only answers about a task: RejectList, whether a todo is already handled, who may see it. */
import type { RejectList } from '../../../types/api/workflow.js';
import { requireOwnPending } from './actions/guards.js';
import type { EngineContext } from './context.js';
import type { Flow } from './definition.js';
import { begin, graphNode, rowOf } from './draft.js';
import { returnTargets } from './returns.js';
import { outcomeOf } from './review.js';
import { OperatorState, type TaskState } from './state.js';

/** FlowBefore/RejectList: where the handler may return the task, and whether their rejection decides the node. */
export function rejectList(flow: Flow, state: TaskState, input: { actorId: string; operatorId: string }, ctx: EngineContext): RejectList {
  const d = begin(flow, state, ctx, input.actorId);
  const op = requireOwnPending(d, input.operatorId);
  const node = graphNode(d, op.nodeCode);
  const list = returnTargets(flow, d.state, node).map((code) => {
    const row = rowOf(d, code);
    return { id: row.id, nodeName: row.nodeName, nodeCode: code };
  });
  // a countersign under its ratio may still pass without this handler: then the rejection only counts
  op.handleStatus = 0;
  return { list, isLastAppro: outcomeOf(d, node) === 'reject' };
}

/** FlowBefore/{taskOperatorId}/Info isCheck: true when the todo is no longer open (opened read-only). */
export function isHandled(state: TaskState, operatorId: string): boolean {
  const op = state.operators.find((o) => o.id === operatorId);
  return !op || op.state !== OperatorState.live || op.handleStatus !== null || state.task.status !== 1;
}

/** The launcher, their delegate, anyone who was a handler (or entrusted one) and anyone it was copied to. */
export function canView(state: TaskState, userId: string): boolean {
  const { task } = state;
  return task.launcherId === userId || task.creatorId === userId
    || state.operators.some((o) => o.handleId === userId || o.delegateUser === userId)
    || state.records.some((r) => r.handleId === userId || r.operatorId === userId)
    || state.circulates.some((c) => c.userId === userId);
}
