/**
 * 发起 (POST FlowTask / PUT FlowTask/{id}): a new task or an editable one (draft, returned,
 * withdrawn), saved as it is or submitted. A task returned with 直接提交给我 goes straight back to the
 * node that returned it; any other submit runs the flow from the start.
 */
import type { FlowUrgent, TaskStatusValue } from '../../../../types/api/workflow.js';
import type { EngineContext } from '../context.js';
import { copyChosen, passNode, resetNode } from '../advance.js';
import { RecordStatus, TaskStatus } from '../codes.js';
import { mayLaunchFor } from '../delegation.js';
import { nodeOf, type Flow } from '../definition.js';
import { addRecord, begin, finish, userName, type ActionResult, type Choices, type Draft } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import type { TaskPlace, TaskState } from '../state.js';
import { mayInitiate, newTask, titleOf } from '../task.js';

export interface LaunchInput extends Choices {
  actorId: string;
  /** true: submit (status "0"); false: save as draft (status "1") */
  submit: boolean;
  formData: Record<string, unknown>;
  flowTitle?: string;
  flowUrgent?: FlowUrgent;
  /** the bill number the caller drew for this task */
  billNo?: string;
  /** launch for this user (one of delegateUserList; the caller launches once per user) */
  onBehalfOf?: string;
  /** where the task belongs (its form's contract section, else the launcher's): set on every save */
  place?: TaskPlace;
}

const EDIT_REFUSALS: Partial<Record<TaskStatusValue, string>> = {
  1: '流程正在审批中，无法修改', 2: '流程已结束，无法修改', 5: '流程已结束，无法修改', 6: MSG.suspended,
};

function created(flow: Flow, input: LaunchInput, ctx: EngineContext): TaskState {
  const launcherId = input.onBehalfOf || input.actorId;
  if (launcherId !== input.actorId && !mayLaunchFor(ctx, flow.meta, launcherId, input.actorId)) {
    refuse(MSG.noLaunchDelegation(ctx.directory.userName(launcherId) || launcherId));
  }
  return newTask(flow, ctx, launcherId, input.actorId);
}

function requireEditable(flow: Flow, state: TaskState, actorId: string): void {
  const { task } = state;
  if (task.flowId !== flow.meta.flowId) refuse(MSG.wrongVersion);
  if (actorId !== task.launcherId && actorId !== task.creatorId) refuse(MSG.notYourTask);
  const why = EDIT_REFUSALS[task.status];
  if (why) refuse(why);
}

export function launch(flow: Flow, state: TaskState | null, input: LaunchInput, ctx: EngineContext): ActionResult {
  const base = state ?? created(flow, input, ctx);
  if (state) requireEditable(flow, state, input.actorId);
  if (!mayInitiate(flow, ctx.directory, base.task.launcherId)) refuse(MSG.cannotLaunch);
  const d = begin(flow, base, ctx, input.actorId, input);
  const { task } = d.state;
  task.formData = structuredClone(input.formData);
  task.flowUrgent = input.flowUrgent ?? task.flowUrgent;
  task.enCode = input.billNo ?? task.enCode;
  task.fullName = titleOf(flow, d.state, userName(d, task.launcherId), input.flowTitle);
  if (input.place) task.place = { ...input.place };
  if (input.submit) submit(d);
  return finish(d);
}

function submit(d: Draft): void {
  const { task } = d.state;
  const { startId } = d.flow;
  task.status = TaskStatus.inApproval;
  task.startTime = d.ctx.now;
  task.endTime = null;
  addRecord(d, startId, { handleStatus: RecordStatus.submit, handleId: d.actorId });
  if (task.comeBack?.targetNode !== startId) {
    task.comeBack = null;
    for (const row of d.state.nodes) if (row.nodeCode !== startId) resetNode(d, row.nodeCode);
  }
  copyChosen(d, nodeOf(d.flow, startId), d.choices.copyIds);
  passNode(d, startId);
}
