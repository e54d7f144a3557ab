/**
 * 指派 (FlowBefore/Assign, administrator only): a current node's handlers that have not decided are
 * replaced by one user. Verdicts already given on the node (a countersign's agreements) still count;
 * an added signer goes with the handler who added it.
 */
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { RecordStatus } from '../codes.js';
import { addRecord, begin, currentRows, finish, type ActionResult, type Draft, type Opinion } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import { newOperator } from '../operators.js';
import { liveOperators, verdict } from '../review.js';
import { OperatorState, type OperatorRow, type TaskState } from '../state.js';
import { opinionOf, requireAdmin, requireRunning } from './guards.js';

export interface AssignInput extends Opinion {
  actorId: string;
  /** the current node whose handling is reassigned */
  nodeCode: string;
  /** the one user who handles it now */
  freeApproverUserId: string;
}

/** An operator and every signer added under it, at any depth. */
function withSigners(ops: readonly OperatorRow[], op: OperatorRow): OperatorRow[] {
  return [op, ...ops.filter((o) => o.parentId === op.id).flatMap((o) => withSigners(ops, o))];
}

/** Closes the node's handlers still undecided (waiting ones included), with their added signers. */
function closeUndecided(d: Draft, code: string): void {
  const ops = liveOperators(d, code);
  const undecided = ops.filter((o) => !o.parentId && verdict(ops, o) === 'pending').flatMap((o) => withSigners(ops, o));
  for (const o of undecided) o.state = OperatorState.void;
}

/** After every handler the node had: a sequential node keeps its order. */
const nextSortCode = (d: Draft, code: string): number =>
  Math.max(-1, ...d.state.operators.filter((o) => o.nodeCode === code).map((o) => o.sortCode)) + 1;

export function assign(flow: Flow, state: TaskState, input: AssignInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  requireAdmin(d, MSG.onlyAdminAssign);
  requireRunning(d);
  if (!input.nodeCode) refuse(MSG.chooseAssignNode);
  if (!input.freeApproverUserId) refuse(MSG.chooseAssignee);
  const row = currentRows(d).find((n) => n.nodeCode === input.nodeCode && n.nodeType === 'approver') ?? refuse(MSG.notCurrentNode);
  const target = input.freeApproverUserId;
  if (!ctx.directory.isActive(target)) refuse(MSG.badTarget('指派人'));
  const sortCode = nextSortCode(d, row.nodeCode);
  closeUndecided(d, row.nodeCode);
  const op = newOperator(d, row.nodeCode, { handleId: target, sortCode });
  addRecord(d, row.nodeCode, {
    handleStatus: RecordStatus.assign, handleId: d.actorId, taskOperatorId: op.id, operatorId: target, ...opinionOf(input),
  });
  return finish(d);
}
