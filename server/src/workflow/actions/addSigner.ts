/**
 * 加签 (FlowBefore/freeApprover). Before (1): the added signer handles first, then the handler again.
 * After (2): the handler agrees now, and the added signer must agree too before the node counts it.
 */
import type { EngineContext } from '../context.js';
import type { Flow, GraphNode } from '../definition.js';
import { addRecord, begin, finish, graphNode, type ActionResult, type Draft } from '../draft.js';
import { RecordStatus } from '../codes.js';
import { MSG, refuse } from '../errors.js';
import { newOperator } from '../operators.js';
import { requireFlag } from '../properties.js';
import { OperatorState, type OperatorRow, type TaskState } from '../state.js';
import { agree, finishAgreement, type ApproveInput } from './approve.js';
import { opinionOf, requireOwnPending, requireTarget } from './guards.js';

export interface AddSignerInput extends ApproveInput {
  freeApproverUserId: string;
  freeApproverType: 1 | 2;
}

type Step = (d: Draft, op: OperatorRow, node: GraphNode, input: AddSignerInput, target: string, before: TaskState) => ActionResult;

const STEPS: Record<1 | 2, Step> = {
  1: (d, op, node, input, target) => {
    op.state = OperatorState.waiting;
    newOperator(d, node.id, { handleId: target, parentId: op.id, addSignType: 1, sortCode: op.sortCode });
    addRecord(d, node.id, { handleStatus: RecordStatus.addSignBefore, handleId: d.actorId, taskOperatorId: op.id, operatorId: target, ...opinionOf(input) });
    return finish(d);
  },
  2: (d, op, node, input, target, before) => {
    const record = agree(d, op, node, input, RecordStatus.addSign, target);
    newOperator(d, node.id, { handleId: target, parentId: op.id, addSignType: 2, sortCode: op.sortCode });
    return finishAgreement(d, before, op, record);
  },
};

export function addSigner(flow: Flow, state: TaskState, input: AddSignerInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId, input);
  const op = requireOwnPending(d, input.operatorId);
  const node = graphNode(d, op.nodeCode);
  requireFlag(node, 'hasFreeApproverBtn');
  const step = STEPS[input.freeApproverType] ?? refuse(MSG.chooseAddSignType);
  const target = requireTarget(d, op, input.freeApproverUserId, '加签人');
  return step(d, op, node, input, target, state);
}
