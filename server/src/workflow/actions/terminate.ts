/** 终止 (FlowBefore/Cancel): an administrator, or a current handler whose node shows the cancel button. */
import type { TaskStatusValue } from '../../../../types/api/workflow.js';
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { closeAllPending } from '../advance.js';
import { RecordStatus, TaskStatus } from '../codes.js';
import { addRecord, begin, currentRows, finish, graphNode, type ActionResult, type Opinion } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import { emit } from '../events.js';
import { flag } from '../properties.js';
import { OperatorState, type TaskState } from '../state.js';
import { opinionOf } from './guards.js';

export interface TerminateInput extends Opinion {
  actorId: string;
}

const REFUSALS: Partial<Record<TaskStatusValue, string>> = { 2: MSG.endedTerminate, 5: MSG.endedTerminate, 6: MSG.suspended };

export function terminate(flow: Flow, state: TaskState, input: TerminateInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  const { task } = d.state;
  if (task.status !== TaskStatus.inApproval) refuse(REFUSALS[task.status] ?? MSG.notInApprovalTerminate);
  const mine = d.state.operators.find((o) => o.handleId === d.actorId && o.state === OperatorState.live && o.handleStatus === null
    && flag(graphNode(d, o.nodeCode), 'hasCancelBtn'));
  const admin = ctx.directory.adminIds().includes(d.actorId);
  if (!mine && !admin) refuse(MSG.cannotTerminate);
  closeAllPending(d);
  task.status = TaskStatus.terminated;
  task.endTime = ctx.now;
  const at = mine?.nodeCode ?? currentRows(d)[0]?.nodeCode ?? flow.startId;
  addRecord(d, at, { handleStatus: RecordStatus.cancel, handleId: d.actorId, taskOperatorId: mine?.id ?? '', ...opinionOf(input) });
  emit(d, 'terminated', [task.launcherId]);
  return finish(d);
}
