/** 同意 (FlowBefore/Audit): the handler agrees; the node passes when its counterSign rule says so. */
import type { EngineContext } from '../context.js';
import type { Flow, GraphNode } from '../definition.js';
import { addRecord, begin, finish, graphNode, type ActionResult, type Choices, type Draft, type Opinion } from '../draft.js';
import { copyChosen, passNode } from '../advance.js';
import { RecordStatus } from '../codes.js';
import { requireFlag } from '../properties.js';
import { review } from '../review.js';
import type { OperatorRow, RecordRow, TaskState } from '../state.js';
import { undoOf } from '../undo.js';
import { mergeForm, opinionOf, requireBatchable, requireOwnPending, requireSign } from './guards.js';

export interface ApproveInput extends Choices, Opinion {
  actorId: string;
  operatorId: string;
  /** the form as the handler sent it; only the fields the node lets them write are kept */
  formData?: Record<string, unknown>;
  /** one of a batch (BatchOperation): the node must allow batch approval */
  batch?: boolean;
}

export function approve(flow: Flow, state: TaskState, input: ApproveInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId, input);
  const op = requireOwnPending(d, input.operatorId);
  const node = graphNode(d, op.nodeCode);
  requireBatchable(d, node, input.batch);
  requireFlag(node, 'hasAuditBtn');
  const record = agree(d, op, node, input, RecordStatus.agree, '');
  if (review(d, node) === 'pass') passNode(d, node.id);
  return finishAgreement(d, state, op, record);
}

/** The handler's own agreement: the fields they may write, their operator, the record, their copy-to picks. */
export function agree(d: Draft, op: OperatorRow, node: GraphNode, input: ApproveInput, handleStatus: 1 | 6, operatorId: string): RecordRow {
  const signImg = requireSign(d, node, input);
  mergeForm(d, node, input.formData);
  op.handleStatus = 1;
  op.completion = 1;
  op.handleTime = d.ctx.now;
  op.draftData = null;
  const record = addRecord(d, node.id, { handleStatus, handleId: d.actorId, taskOperatorId: op.id, operatorId, ...opinionOf(input), signImg });
  copyChosen(d, node, input.copyIds);
  return record;
}

/** Keeps on the record what recalling it must put back, then answers. */
export function finishAgreement(d: Draft, before: TaskState, op: OperatorRow, record: RecordRow): ActionResult {
  record.undo = undoOf(before, d.state, op.id);
  return finish(d);
}
