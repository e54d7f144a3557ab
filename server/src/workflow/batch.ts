/**
 * 批量审批 (API.md 4.1 category 4, FlowBefore/BatchOperation): which nodes' todos may be handled
 * together. The node must say so (isBatchApproval, off unless set), and its handler must have
 * nothing to choose on the way out: no branch to pick (isBranchFlow) and no candidates for a node
 * that may follow it, whatever branch the conditions take.
 */
import { END, type Flow } from './definition.js';

export function batchable(flow: Flow, code: string): boolean {
  const node = flow.nodes.get(code);
  if (node?.type !== 'approver' || node.props.isBatchApproval !== true) return false;
  if (node.props.isBranchFlow && node.branches.length > 0) return false;
  return !(flow.successors.get(code) ?? []).some((next) => next !== END && flow.nodes.get(next)?.props.assigneeType === 7);
}
