/** Which branch a task takes: the handler's choice on an isBranchFlow node, else the conditions on the form. */
import { branchByConditions, type ConditionScope } from './conditions.js';
import { branchEntry, type Chooser, type GraphNode } from './definition.js';
import type { Draft } from './draft.js';
import { MSG, refuse } from './errors.js';

export function scopeOf(d: Draft): ConditionScope {
  const { task } = d.state;
  return { formData: task.formData, launcherId: task.launcherId, launcherDept: d.ctx.directory.departmentOf(task.launcherId), urgent: task.flowUrgent };
}

/** branchList names a branch by its condition node or by its first step (what the candidates answer lists). */
function pickedBranches(d: Draft, holder: GraphNode): string[] {
  const picked = new Set(d.choices.branchList ?? []);
  const chosen = holder.branches.filter((b) => picked.has(b) || picked.has(branchEntry(d.flow, b)));
  return chosen.length ? chosen : refuse(MSG.chooseBranch(holder.title));
}

export const chooser = (d: Draft): Chooser => (holder) =>
  (holder.props.isBranchFlow ? pickedBranches(d, holder) : branchByConditions(d.flow, holder, scopeOf(d)));
