/** 退回 (FlowBefore/Reject): the handler disagrees; when that decides the node, the task goes back. */
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { addRecord, begin, finish, graphNode, type ActionResult, type Choices, type Opinion } from '../draft.js';
import { RecordStatus } from '../codes.js';
import { MSG, refuse } from '../errors.js';
import { requireFlag } from '../properties.js';
import { returnTarget, sendBack } from '../returns.js';
import { review } from '../review.js';
import type { TaskState } from '../state.js';
import { opinionOf, requireBatchable, requireOwnPending, requireSign } from './guards.js';

export interface RejectInput extends Opinion, Pick<Choices, 'candidateList' | 'errorRuleUserList'> {
  actorId: string;
  operatorId: string;
  /** "0" the start, or a node of RejectList; default the nearest allowed */
  rejectStep?: string;
  /** 1 重新审批, 2 直接提交给我; default the node's */
  rejectType?: 1 | 2;
  /** one of a batch (BatchOperation): the node must allow batch approval */
  batch?: boolean;
}

export function reject(flow: Flow, state: TaskState, input: RejectInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId, input);
  const op = requireOwnPending(d, input.operatorId);
  const node = graphNode(d, op.nodeCode);
  requireBatchable(d, node, input.batch);
  requireFlag(node, 'hasRejectBtn');
  requireSign(d, node, input);
  const rejectType = input.rejectType ?? node.props.rejectType ?? 1;
  if (rejectType !== 1 && rejectType !== 2) refuse(MSG.badRejectType);
  const target = returnTarget(flow, d.state, node, input.rejectStep);
  op.handleStatus = 0;
  op.completion = -1;
  op.handleTime = ctx.now;
  op.draftData = null;
  addRecord(d, node.id, { handleStatus: RecordStatus.reject, handleId: d.actorId, taskOperatorId: op.id, ...opinionOf(input) });
  if (review(d, node) === 'reject') sendBack(d, node, target, rejectType);
  return finish(d);
}
