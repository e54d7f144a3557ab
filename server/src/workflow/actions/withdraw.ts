/** 撤回 by the launcher (FlowLaunch/{id}/Actions/Withdraw): only while no handler has acted since the submit. */
import type { TaskStatusValue } from '../../../../types/api/workflow.js';
import type { EngineContext } from '../context.js';
import { nodeOf, type Flow } from '../definition.js';
import { resetNode } from '../advance.js';
import { RecordStatus, TaskStatus } from '../codes.js';
import { addRecord, begin, finish, rowOf, type ActionResult, type Opinion } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import { requireFlag } from '../properties.js';
import type { TaskState } from '../state.js';
import { opinionOf, requireLauncher } from './guards.js';

export interface WithdrawInput extends Opinion {
  actorId: string;
}

const REFUSALS: Partial<Record<TaskStatusValue, string>> = { 2: MSG.endedRecall, 5: MSG.endedRecall, 6: MSG.suspended };

/** Records that mean a handler acted (a system pass does not count). */
const ACTS: ReadonlySet<number> = new Set([RecordStatus.reject, RecordStatus.agree, RecordStatus.addSign, RecordStatus.transfer, RecordStatus.addSignBefore]);

export function withdraw(flow: Flow, state: TaskState, input: WithdrawInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  const { task, records } = d.state;
  requireLauncher(d);
  requireFlag(nodeOf(flow, flow.startId), 'hasRevokeBtn');
  if (task.status !== TaskStatus.inApproval) refuse(REFUSALS[task.status] ?? MSG.notInApprovalRecall);
  const submitted = records.map((r) => r.handleStatus).lastIndexOf(RecordStatus.submit);
  if (records.slice(submitted + 1).some((r) => r.status === 0 && r.handleId !== '' && ACTS.has(r.handleStatus))) refuse(MSG.approvedWithdraw);
  const { startId } = flow;
  for (const row of d.state.nodes) if (row.nodeCode !== startId) resetNode(d, row.nodeCode);
  rowOf(d, startId).state = '1';
  task.status = TaskStatus.withdrawn;
  task.comeBack = null;
  addRecord(d, startId, { handleStatus: RecordStatus.revoke, handleId: d.actorId, ...opinionOf(input) });
  return finish(d);
}
