/** Checks the actions share: who may act on which operator, in which task state. */
import type { TaskStatusValue } from '../../../../types/api/workflow.js';
import { batchable } from '../batch.js';
import type { GraphNode } from '../definition.js';
import { userName, type Draft, type Opinion } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import { flag } from '../properties.js';
import { liveOperators } from '../review.js';
import { OperatorState, type OperatorRow } from '../state.js';

/** Why an operator closed under its handler, when the task itself moved. */
const CLOSED_BY_TASK: Partial<Record<TaskStatusValue, string>> = {
  3: '流程已被退回，无法操作', 4: '流程已被撤回，无法操作', 5: '流程已终止，无法操作', 6: MSG.suspended,
};
const NOT_RUNNING: Partial<Record<TaskStatusValue, string>> = {
  ...CLOSED_BY_TASK, 0: '流程尚未提交，无法操作', 2: '流程已审批通过，无法操作', 7: '流程已被撤回，无法操作',
};

/** The actor's own operator, still to be handled; a stale second handler learns someone else was first. */
export function requireOwnPending(d: Draft, operatorId: string): OperatorRow {
  const op = d.state.operators.find((o) => o.id === operatorId) ?? refuse(MSG.operatorNotFound);
  if (op.handleId !== d.actorId) refuse(MSG.notHandler);
  const { status } = d.state.task;
  if (op.state === OperatorState.void || op.handleStatus !== null) refuse(CLOSED_BY_TASK[status] ?? MSG.alreadyHandled);
  const notRunning = NOT_RUNNING[status];
  if (notRunning) refuse(notRunning);
  if (op.state === OperatorState.waiting) refuse(MSG.notYourTurn);
  return op;
}

/** A task in approval: any other status says why nothing can be done to it. */
export function requireRunning(d: Draft): void {
  const why = NOT_RUNNING[d.state.task.status];
  if (why) refuse(why);
}

/** Assign, suspend and restore are the platform administrator's (Directory.adminIds). */
export function requireAdmin(d: Draft, msg: string): void {
  if (!d.ctx.directory.adminIds().includes(d.actorId)) refuse(msg);
}

/** A todo handled as one of a batch (BatchOperation): its node must allow it. */
export function requireBatchable(d: Draft, node: GraphNode, batch: boolean | undefined): void {
  if (batch && !batchable(d.flow, node.id)) refuse(MSG.noBatch);
}

/** The launcher, or the delegate who launched for them. */
export function requireLauncher(d: Draft): void {
  const { task } = d.state;
  if (d.actorId !== task.launcherId && d.actorId !== task.creatorId) refuse(MSG.onlyLauncher);
}

/**
 * The signature the handler drew in this step in a sign field of the form the node lets them write
 * (整改责任人签字 at 整改完成): it is their signature of the step, and asking again would be a second
 * one. A value the task already held (an earlier round's) is not drawn now; '' when there is none.
 */
export function formSignature(d: Draft, node: GraphNode, formData: Record<string, unknown> | undefined): string {
  if (!formData) return '';
  const writes = writesField(node);
  const before = d.state.task.formData;
  const drawn = (d.flow.meta.signFields ?? []).find((key) => writes(key) && typeof formData[key] === 'string' && formData[key] !== '' && formData[key] !== before[key]);
  return drawn ? formData[drawn] as string : '';
}

/** A node with hasSign needs the handler's signature: the one sent with the action, else the one drawn in the form. Answers it. */
export function requireSign(d: Draft, node: GraphNode, input: Opinion & { formData?: Record<string, unknown> }): string {
  const signImg = input.signImg || (flag(node, 'hasSign') ? formSignature(d, node, input.formData) : '');
  if (flag(node, 'hasSign') && !signImg) refuse(MSG.signRequired);
  return signImg ?? '';
}

/** A user to hand the operator to (transfer) or to add beside it (add signer). */
export function requireTarget(d: Draft, op: OperatorRow, userId: string | undefined, label: string): string {
  if (!userId || !d.ctx.directory.isActive(userId)) refuse(MSG.badTarget(label));
  if (userId === d.actorId) refuse(MSG.selfTarget(label));
  if (liveOperators(d, op.nodeCode).some((o) => o.handleId === userId && o.handleStatus === null)) refuse(MSG.alreadyOnNode(userName(d, userId)));
  return userId;
}

/** Whether the node lets its approver write the form key (its formOperates); child-table columns count for their table. */
export function writesField(node: GraphNode): (key: string) => boolean {
  const writable = (node.props.formOperates ?? []).filter((f) => f.write).map((f) => f.id);
  return (key) => writable.some((id) => id === key || id.startsWith(`${key}-`));
}

/** The approver keeps only the fields the node lets them write. */
export function mergeForm(d: Draft, node: GraphNode, formData: Record<string, unknown> | undefined): void {
  if (!formData) return;
  const writes = writesField(node);
  for (const [key, value] of Object.entries(formData)) {
    if (writes(key)) d.state.task.formData[key] = value;
  }
}

export const opinionOf = (input: Opinion): Opinion => ({ handleOpinion: input.handleOpinion ?? '', signImg: input.signImg ?? '', fileList: input.fileList ?? [] });
