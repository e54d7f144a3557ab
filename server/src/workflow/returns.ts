/**
 * 退回: where a node may send the task back to (its rejectStep), and sending it there. rejectType 1
 * runs the flow again from that node; 2 (直接提交给我) brings the task straight back to the node that
 * returned it once the target has handled it. Back to the start, the launcher edits and resubmits.
 */
import { activate, closeAllPending, closePending, resetNode } from './advance.js';
import { TaskStatus } from './codes.js';
import { ancestors, canReach, predecessors, type Flow, type GraphNode } from './definition.js';
import { currentRows, rowOf, type Draft } from './draft.js';
import { MSG, refuse } from './errors.js';
import { emit } from './events.js';
import type { TaskState } from './state.js';

const passed = (state: TaskState, code: string): boolean => state.nodes.find((n) => n.nodeCode === code)?.state === '0';

/** rejectStep: "0" the start, "1" the previous node(s), "2" any passed node before this one (the handler picks), or a node id. */
const STEP_RULES: Record<string, (flow: Flow, state: TaskState, node: GraphNode) => string[]> = {
  '0': (flow) => [flow.startId],
  '1': (flow, state, node) => {
    const previous = predecessors(flow, node.id).filter((p) => passed(state, p));
    return previous.length ? previous : [flow.startId];
  },
  '2': (flow, state, node) => [flow.startId, ...ancestors(flow, node.id).filter((p) => p !== flow.startId && passed(state, p))],
};

/** The nodes this node may return to, the start first. A named node not passed on this run falls back to the start. */
export function returnTargets(flow: Flow, state: TaskState, node: GraphNode): string[] {
  const rule = node.props.rejectStep ?? '0';
  const named = (f: Flow, s: TaskState): string[] => (passed(s, rule) && canReach(f, rule, node.id) ? [rule] : [f.startId]);
  return (STEP_RULES[rule] ?? named)(flow, state, node);
}

/** The handler's pick ("0", a node code or a task node id), else the nearest allowed node. */
export function returnTarget(flow: Flow, state: TaskState, node: GraphNode, chosen: string | undefined): string {
  const allowed = returnTargets(flow, state, node);
  if (!chosen) return allowed[allowed.length - 1];
  const code = chosen === '0' ? flow.startId : state.nodes.find((n) => n.id === chosen || n.nodeCode === chosen)?.nodeCode;
  return code && allowed.includes(code) ? code : refuse(MSG.badRejectStep);
}

export function sendBack(d: Draft, from: GraphNode, target: string, rejectType: 1 | 2): void {
  const { task } = d.state;
  // coming back needs the task to stand at this node alone, or the other branches would be lost
  if (rejectType === 2 && currentRows(d).some((r) => r.nodeCode !== from.id)) refuse(MSG.comeBackInParallel);
  closePending(d, from.id);
  task.comeBack = rejectType === 2 ? { targetNode: target, returnNode: from.id } : null;
  if (target === d.flow.startId) {
    closeAllPending(d);
    // coming back keeps the passed nodes passed: the task resumes where it was
    for (const row of d.state.nodes) if (row.nodeCode !== target && (rejectType === 1 || row.state === '1')) resetNode(d, row.nodeCode);
    rowOf(d, target).state = '1';
    task.status = TaskStatus.rejected;
    emit(d, 'returned', [task.launcherId], { taskNodeId: rowOf(d, target).id });
    return;
  }
  const reset = rejectType === 1 ? [...(d.flow.descendants.get(target) ?? [])] : [from.id];
  for (const code of reset) resetNode(d, code);
  activate(d, target);
}
