/** 转审 (FlowBefore/Transfer): the operator changes hands; the node and its rule stay as they are. */
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { addRecord, begin, finish, graphNode, type ActionResult, type Opinion } from '../draft.js';
import { RecordStatus } from '../codes.js';
import { emit } from '../events.js';
import { requireFlag } from '../properties.js';
import type { TaskState } from '../state.js';
import { opinionOf, requireBatchable, requireOwnPending, requireTarget } from './guards.js';

export interface TransferInput extends Opinion {
  actorId: string;
  operatorId: string;
  freeApproverUserId: string;
  /** one of a batch (BatchOperation): the node must allow batch approval */
  batch?: boolean;
}

export function transfer(flow: Flow, state: TaskState, input: TransferInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  const op = requireOwnPending(d, input.operatorId);
  const node = graphNode(d, op.nodeCode);
  requireBatchable(d, node, input.batch);
  requireFlag(node, 'hasTransferBtn');
  const target = requireTarget(d, op, input.freeApproverUserId, '转审人');
  addRecord(d, node.id, { handleStatus: RecordStatus.transfer, handleId: d.actorId, taskOperatorId: op.id, operatorId: target, ...opinionOf(input) });
  op.handleId = target;
  op.delegateUser = '';
  op.draftData = null;
  op.creatorTime = ctx.now;
  emit(d, 'todo', [target], { taskNodeId: op.taskNodeId, taskOperatorId: op.id });
  return finish(d);
}
