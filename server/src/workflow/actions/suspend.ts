/**
 * 挂起 / 恢复 (FlowBefore/Suspend, FlowBefore/Restore, administrator only): a task in approval is held
 * (status 6), every handling action is refused while it is, and it goes on with the same pending
 * handlers once restored. The todos stay on their lists, showing status 6.
 */
import type { TaskStatusValue } from '../../../../types/api/workflow.js';
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { RecordStatus, TaskStatus } from '../codes.js';
import { addRecord, begin, currentRows, finish, type ActionResult, type Opinion } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import type { TaskState } from '../state.js';
import { opinionOf, requireAdmin } from './guards.js';

export interface SuspendInput extends Opinion {
  actorId: string;
}

interface Hold {
  from: TaskStatusValue;
  to: TaskStatusValue;
  record: 11 | 12;
  notAdmin: string;
  /** why a task in another status cannot take this step */
  refusal: (status: TaskStatusValue) => string;
}

const HOLDS: Record<'suspend' | 'restore', Hold> = {
  suspend: {
    from: TaskStatus.inApproval, to: TaskStatus.suspended, record: RecordStatus.suspend, notAdmin: MSG.onlyAdminSuspend,
    refusal: (status) => (status === TaskStatus.suspended ? MSG.suspended : MSG.notInApprovalSuspend),
  },
  restore: {
    from: TaskStatus.suspended, to: TaskStatus.inApproval, record: RecordStatus.restore, notAdmin: MSG.onlyAdminRestore,
    refusal: () => MSG.notSuspended,
  },
};

function hold(step: Hold, flow: Flow, state: TaskState, input: SuspendInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  requireAdmin(d, step.notAdmin);
  const { task } = d.state;
  if (task.status !== step.from) refuse(step.refusal(task.status));
  task.status = step.to;
  const at = currentRows(d).find((n) => n.nodeType === 'approver')?.nodeCode ?? flow.startId;
  addRecord(d, at, { handleStatus: step.record, handleId: d.actorId, ...opinionOf(input) });
  return finish(d);
}

export const suspend = (flow: Flow, state: TaskState, input: SuspendInput, ctx: EngineContext): ActionResult => hold(HOLDS.suspend, flow, state, input, ctx);

export const restore = (flow: Flow, state: TaskState, input: SuspendInput, ctx: EngineContext): ActionResult => hold(HOLDS.restore, flow, state, input, ctx);
