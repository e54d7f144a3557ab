/**
 * Whether a node passes, is rejected or still waits, from its handlers' verdicts (counterSign of
 * API.md 4.6). An added signer stands in for the handler who added it: "before" signers must agree
 * before that handler acts again; an "after" signer's verdict becomes that handler's.
 */
import type { CounterSign } from '../../../types/api/workflow.js';
import type { GraphNode } from './definition.js';
import type { Draft } from './draft.js';
import { emit } from './events.js';
import { OperatorState, type OperatorRow } from './state.js';

export type Verdict = 'agree' | 'reject' | 'pending';
export type Outcome = 'pass' | 'reject' | 'pending';

export const liveOperators = (d: Draft, code: string): OperatorRow[] =>
  d.state.operators.filter((o) => o.nodeCode === code && o.state !== OperatorState.void);

const signers = (ops: readonly OperatorRow[], parentId: string, type: 1 | 2): OperatorRow[] =>
  ops.filter((o) => o.parentId === parentId && o.addSignType === type);

export function verdict(ops: readonly OperatorRow[], op: OperatorRow): Verdict {
  const after = signers(ops, op.id, 2).at(-1);
  if (after) return verdict(ops, after);
  if (op.handleStatus === 1) return 'agree';
  if (op.handleStatus === 0) return 'reject';
  return signers(ops, op.id, 1).some((s) => verdict(ops, s) === 'reject') ? 'reject' : 'pending';
}

const count = (v: readonly Verdict[], x: Verdict): number => v.filter((y) => y === x).length;

const RULES: Record<CounterSign, (v: readonly Verdict[], ratio: number) => Outcome> = {
  // or-sign: the first to act decides
  0: (v) => (v.includes('agree') ? 'pass' : v.includes('reject') ? 'reject' : 'pending'),
  // countersign: passes at the ratio of agreements, rejected once the ratio can no longer be reached
  1: (v, ratio) => {
    if (count(v, 'agree') * 100 >= ratio * v.length) return 'pass';
    return (v.length - count(v, 'reject')) * 100 < ratio * v.length ? 'reject' : 'pending';
  },
  2: (v) => (v.includes('reject') ? 'reject' : v.every((x) => x === 'agree') ? 'pass' : 'pending'),
};

const ratioOf = (node: GraphNode): number => Math.min(100, Math.max(1, node.props.countersignRatio ?? 100));

/** The outcome without side effects. */
export function outcomeOf(d: Draft, node: GraphNode): Outcome {
  const ops = liveOperators(d, node.id);
  const verdicts = ops.filter((o) => !o.parentId).map((o) => verdict(ops, o));
  return (RULES[node.props.counterSign ?? 0] ?? RULES[0])(verdicts, ratioOf(node));
}

/** After a handler acted: the outcome, and while the node waits, whoever's turn has come. */
export function review(d: Draft, node: GraphNode): Outcome {
  const outcome = outcomeOf(d, node);
  if (outcome === 'pending') wake(d, node.id);
  return outcome;
}

function wake(d: Draft, code: string): void {
  const ops = liveOperators(d, code);
  for (const op of ops) {
    const before = signers(ops, op.id, 1);
    if (op.state === OperatorState.waiting && before.length && before.every((s) => verdict(ops, s) === 'agree')) open(d, op);
  }
  if (ops.some((o) => o.state === OperatorState.live && o.handleStatus === null)) return;
  const next = ops.filter((o) => o.state === OperatorState.waiting && !o.parentId).sort((a, b) => a.sortCode - b.sortCode)[0];
  if (next) open(d, next);
}

export function open(d: Draft, op: OperatorRow): void {
  op.state = OperatorState.live;
  op.creatorTime = d.ctx.now;
  emit(d, 'todo', [op.handleId], { taskNodeId: op.taskNodeId, taskOperatorId: op.id });
}
