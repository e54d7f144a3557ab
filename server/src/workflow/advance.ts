/**
 * Moving a task on. A node passes; the walk picks what follows; each step reached becomes current
 * with its handlers, passes by itself (errorRule 4), or waits while a parallel branch that joins it
 * is still running. When nothing is current any more and the walk reached the end, the task is approved.
 */
import { resolveHandlers, withinPlace } from './assignees.js';
import { RecordStatus, TaskStatus } from './codes.js';
import { canReach, END, leave, type GraphNode } from './definition.js';
import { addRecord, currentRows, graphNode, rowOf, type Draft } from './draft.js';
import { MSG, refuse } from './errors.js';
import { emit } from './events.js';
import { createOperators } from './operators.js';
import { flag } from './properties.js';
import { chooser } from './routing.js';
import { OperatorState } from './state.js';

const AUTO_PASS_OPINION = '没有审批人，系统自动通过';

/** Closes the operators of a node that have not acted: someone else decided for them. */
export function closePending(d: Draft, code: string): void {
  for (const o of d.state.operators) {
    if (o.nodeCode === code && o.state !== OperatorState.void && o.handleStatus === null) o.state = OperatorState.void;
  }
}

/** A node back to "not yet": its operators, handled or not, belong to a round that is over. */
export function resetNode(d: Draft, code: string): void {
  const row = rowOf(d, code);
  row.state = '2';
  row.completion = 0;
  for (const o of d.state.operators) if (o.nodeCode === code) o.state = OperatorState.void;
}

/** Closes every operator of the task that has not acted (the task was returned, withdrawn or terminated). */
export function closeAllPending(d: Draft): void {
  for (const o of d.state.operators) if (o.state !== OperatorState.void && o.handleStatus === null) o.state = OperatorState.void;
}

export function passNode(d: Draft, code: string): void {
  const node = graphNode(d, code);
  closePending(d, code);
  const row = rowOf(d, code);
  row.state = '0';
  row.completion = 1;
  copyTo(d, node, configuredCopies(d, node));
  moveOn(d, node);
}

function moveOn(d: Draft, node: GraphNode): void {
  const { task } = d.state;
  if (task.comeBack?.targetNode === node.id) {
    const back = task.comeBack.returnNode;
    task.comeBack = null;
    return arriveAll(d, [back]);
  }
  const walk = leave(d.flow, node.id, chooser(d));
  for (const code of walk.skipped) {
    const row = rowOf(d, code);
    if (row.state !== '1') row.state = '-1';
  }
  arriveAll(d, walk.targets);
}

export function arriveAll(d: Draft, targets: readonly string[]): void {
  // mark every step reached first, so a join further on waits for all the branches taken here
  for (const t of targets) if (t !== END) rowOf(d, t).state = '1';
  for (const t of targets) arrive(d, t);
}

function arrive(d: Draft, target: string): void {
  if (target === END) {
    if (currentRows(d).length === 0) complete(d);
    return;
  }
  const row = rowOf(d, target);
  if (row.state !== '1') return;
  if (currentRows(d).some((r) => r.nodeCode !== target && canReach(d.flow, r.nodeCode, target))) {
    row.state = '2';
    return;
  }
  activate(d, target);
}

export function activate(d: Draft, code: string): void {
  const node = graphNode(d, code);
  const row = rowOf(d, code);
  for (const o of d.state.operators) if (o.nodeCode === code) o.state = OperatorState.void;
  row.state = '1';
  row.completion = 0;
  row.creatorTime = d.ctx.now;
  const found = resolveHandlers(d, node);
  if (found.kind === 'missing') {
    d.missing.push({ nodeId: code, nodeName: node.title });
  } else if (found.kind === 'autoPass') {
    addRecord(d, code, { handleStatus: RecordStatus.agree, handleId: '', handleOpinion: AUTO_PASS_OPINION });
    passNode(d, code);
  } else {
    createOperators(d, node, found.users);
  }
}

function complete(d: Draft): void {
  const { task } = d.state;
  task.status = TaskStatus.approved;
  task.endTime = d.ctx.now;
  emit(d, 'approved', [task.launcherId]);
}

/** 抄送 a node names: its copy-to users, roles and positions, sent when it passes. */
function configuredCopies(d: Draft, node: GraphNode): string[] {
  const p = node.props;
  const dir = d.ctx.directory;
  const holders = [...dir.usersOfRoles(p.circulateRole ?? []), ...dir.usersOfPositions(p.circulatePosition ?? [])];
  return [...(p.circulateUser ?? []), ...withinPlace(dir, node, d.state.task.place, holders)];
}

/** 抄送 the handler picked (copyIds "u1,u2"), sent with their own action, on a node that allows it. */
export function copyChosen(d: Draft, node: GraphNode, copyIds: string | undefined): void {
  const users = (copyIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (users.length === 0) return;
  if (!flag(node, 'isCustomCopy')) refuse(MSG.noCustomCopy);
  copyTo(d, node, users);
}

function copyTo(d: Draft, node: GraphNode, wanted: readonly string[]): void {
  const users = [...new Set(wanted)].filter((u) => d.ctx.directory.isActive(u));
  if (users.length === 0) return;
  const row = rowOf(d, node.id);
  for (const userId of users) {
    d.state.circulates.push({ id: d.ctx.newId(), taskId: d.state.task.id, taskNodeId: row.id, nodeCode: node.id, nodeName: row.nodeName, userId, creatorTime: d.ctx.now });
  }
  emit(d, 'copied', users, { taskNodeId: row.id });
}
