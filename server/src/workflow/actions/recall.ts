/**
 * 撤回 my approval (FlowBefore/Recall, by operator record id): while nothing after it has moved, the
 * handler's operator opens again and what the agreement opened or closed is put back.
 */
import type { TaskStatusValue } from '../../../../types/api/workflow.js';
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { addRecord, begin, finish, graphNode, type ActionResult, type Opinion } from '../draft.js';
import { RecordStatus, TaskStatus } from '../codes.js';
import { MSG, refuse } from '../errors.js';
import { requireFlag } from '../properties.js';
import { OperatorState, type TaskState } from '../state.js';
import { applyUndo, checkUndo, RECALLABLE } from '../undo.js';
import { opinionOf } from './guards.js';

export interface RecallInput extends Opinion {
  actorId: string;
  recordId: string;
}

const REFUSALS: Partial<Record<TaskStatusValue, string>> = { 2: MSG.endedRecall, 5: MSG.endedRecall, 6: MSG.suspended };

export function recall(flow: Flow, state: TaskState, input: RecallInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  const { task } = d.state;
  const record = d.state.records.find((r) => r.id === input.recordId) ?? refuse(MSG.recordNotFound);
  if (record.handleId !== d.actorId) refuse(MSG.notYourRecord);
  if (!RECALLABLE.has(record.handleStatus) || record.status !== 0 || !record.undo) refuse(MSG.notRecallable);
  if (task.status !== TaskStatus.inApproval) refuse(REFUSALS[task.status] ?? MSG.notInApprovalRecall);
  const op = d.state.operators.find((o) => o.id === record.taskOperatorId);
  if (!op || op.state === OperatorState.void || op.handleStatus !== 1) refuse(MSG.nodeMoved);
  requireFlag(graphNode(d, op.nodeCode), 'hasRevokeBtn');
  checkUndo(d, record, record.undo, op.nodeCode);
  applyUndo(d, record.undo);
  Object.assign(op, { handleStatus: null, handleTime: null, completion: 0, state: OperatorState.live });
  record.status = -1;
  record.undo = null;
  addRecord(d, op.nodeCode, { handleStatus: RecordStatus.revoke, handleId: d.actorId, taskOperatorId: op.id, ...opinionOf(input) });
  return finish(d);
}
