/**
 * Recalling an agreement (撤回) puts back what it changed. The agreement keeps the rows it changed as
 * they were before, and the operators it created; the recall is refused once anything after it moved.
 */
import type { Draft } from './draft.js';
import { RecordStatus } from './codes.js';
import { MSG, refuse } from './errors.js';
import { OperatorState, type RecallUndo, type RecordRow, type TaskState } from './state.js';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the handler's own agreement changed, apart from their own operator. */
export function undoOf(before: TaskState, after: TaskState, ownOperatorId: string): RecallUndo {
  const nodes = new Map(before.nodes.map((n) => [n.id, n]));
  const ops = new Map(before.operators.map((o) => [o.id, o]));
  return {
    nodes: after.nodes.flatMap((n) => {
      const old = nodes.get(n.id);
      return old && !same(old, n) ? [{ before: old, after: n.state }] : [];
    }),
    operators: after.operators.flatMap((o) => {
      const old = ops.get(o.id);
      return old && o.id !== ownOperatorId && !same(old, o) ? [old] : [];
    }),
    created: after.operators.filter((o) => !ops.has(o.id)).map((o) => o.id),
    comeBack: before.task.comeBack,
  };
}

/**
 * Refuses when someone acted on what the agreement opened or closed, an administrator reassigned a
 * node it opened, or the node moved on without it.
 */
export function checkUndo(d: Draft, record: RecordRow, undo: RecallUndo, nodeCode: string): void {
  const { nodes, operators, records } = d.state;
  const was = new Map<string, 0 | 1 | null>([...undo.created.map((id): [string, null] => [id, null]), ...undo.operators.map((o): [string, 0 | 1 | null] => [o.id, o.handleStatus])]);
  const opened = new Set(undo.nodes.filter((n) => n.after === '1').map((n) => n.before.nodeCode));
  const handled = operators.some((o) => was.has(o.id) && o.handleStatus !== was.get(o.id));
  const later = records.slice(records.indexOf(record) + 1)
    .some((r) => r.status === 0 && (was.has(r.taskOperatorId) || (r.handleStatus === RecordStatus.assign && opened.has(r.nodeCode))));
  if (handled || later) refuse(MSG.nextActed);
  const movedAfter = undo.nodes.some((n) => nodes.find((r) => r.id === n.before.id)?.state !== n.after);
  const ownNodeKept = undo.nodes.some((n) => n.before.nodeCode === nodeCode) || nodes.find((r) => r.nodeCode === nodeCode)?.state === '1';
  if (movedAfter || !ownNodeKept) refuse(MSG.nodeMoved);
}

export function applyUndo(d: Draft, undo: RecallUndo): void {
  const { state } = d;
  for (const n of undo.nodes) state.nodes = state.nodes.map((r) => (r.id === n.before.id ? n.before : r));
  for (const o of undo.operators) state.operators = state.operators.map((r) => (r.id === o.id ? o : r));
  for (const o of state.operators) if (undo.created.includes(o.id)) o.state = OperatorState.void;
  state.task.comeBack = undo.comeBack;
}

export const RECALLABLE: ReadonlySet<number> = new Set([RecordStatus.agree, RecordStatus.addSign]);
