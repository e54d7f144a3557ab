/**
 * Who handles a node: its assigneeType (API.md 4.6) decides, and when that finds nobody active,
 * its errorRule does (default 3: the acting handler picks, through the errorRuleUserList round trip).
 */
import type { AssigneeTypeValue, ErrorRuleValue } from '../../../types/api/workflow.js';
import type { Directory } from './context.js';
import type { GraphNode } from './definition.js';
import { rowOf, userName, type Draft } from './draft.js';
import { MSG, refuse } from './errors.js';
import { OperatorState, type TaskPlace } from './state.js';

export type Resolution = { kind: 'users'; users: string[] } | { kind: 'autoPass' } | { kind: 'missing' };

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * The holders of a node's roles and positions who work where the task belongs, unless the node
 * says project-wide (assigneeScope): a section-1 hazard goes to section 1's contractor, not to
 * every contractor of the project. Named users are named on purpose and are never filtered.
 */
export function withinPlace(directory: Directory, node: GraphNode, place: TaskPlace | null | undefined, holders: readonly string[]): string[] {
  if (!place || node.props.assigneeScope === 'project' || !directory.inPlace) return [...holders];
  return holders.filter((u) => directory.inPlace!(u, place));
}

/** Named users, roles and positions of a node: the handlers of type 6, the pool of type 7. */
export function candidatePool(directory: Directory, node: GraphNode, place?: TaskPlace | null): string[] {
  const p = node.props;
  const holders = [...directory.usersOfRoles(p.approverRole ?? []), ...directory.usersOfPositions(p.approverPos ?? [])];
  return unique([...(p.approvers ?? []), ...withinPlace(directory, node, place, holders)]);
}

function managerAt(d: Draft, level: number): string[] {
  let user: string | null = d.state.task.launcherId;
  for (let i = 0; i < Math.max(1, level) && user; i += 1) user = d.ctx.directory.managerOf(user);
  return user ? [user] : [];
}

/** A user field holds one id, several ids joined by ',', or an array of them. */
function formUsers(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** Type 5: whoever agreed on the named node, in its latest round. */
function tacheHandlers(d: Draft, nodeId: string | undefined): string[] {
  if (!nodeId) return [];
  if (nodeId === d.flow.startId) return [d.state.task.launcherId];
  const agreed = d.state.operators.filter((o) => o.nodeCode === nodeId && o.handleStatus === 1);
  const live = agreed.filter((o) => o.state !== OperatorState.void);
  return (live.length ? live : agreed).map((o) => o.handleId);
}

/** Type 7: the users the previous handler chose, checked against the node's pool, kept on the node row. */
function chosenCandidates(d: Draft, node: GraphNode): string[] {
  const row = rowOf(d, node.id);
  const given = d.choices.candidateList?.[node.id];
  if (given?.length) {
    const pool = candidatePool(d.ctx.directory, node, d.state.task.place);
    const stranger = given.find((u) => pool.length > 0 && !pool.includes(u));
    if (stranger) refuse(MSG.notCandidate(userName(d, stranger), node.title));
    row.candidates = unique(given);
  }
  return row.candidates ?? refuse(MSG.chooseCandidates(node.title));
}

const RULES: Record<AssigneeTypeValue, (d: Draft, node: GraphNode) => string[]> = {
  1: (d, n) => managerAt(d, n.props.managerLevel ?? 1),
  2: (d) => [d.ctx.directory.departmentManagerOf(d.state.task.launcherId) ?? ''],
  3: (d) => [d.state.task.launcherId],
  4: (d, n) => (n.props.formField ? formUsers(d.state.task.formData[n.props.formField]) : []),
  5: (d, n) => tacheHandlers(d, n.props.nodeId),
  6: (d, n) => candidatePool(d.ctx.directory, n, d.state.task.place),
  7: chosenCandidates,
  // a service (HTTP) lookup is I/O, which the engine has none of: such a node falls to its errorRule
  9: () => [],
};

const active = (d: Draft, ids: readonly string[]): string[] => unique(ids).filter((u) => u !== '' && d.ctx.directory.isActive(u));

const someone = (users: string[], node: GraphNode): Resolution => (users.length ? { kind: 'users', users } : refuse(MSG.noApprover(node.title)));

const ERROR_RULES: Record<ErrorRuleValue, (d: Draft, node: GraphNode) => Resolution> = {
  1: (d, n) => someone(active(d, d.ctx.directory.adminIds()), n),
  2: (d, n) => someone(active(d, n.props.errorRuleUser ?? []), n),
  3: (d, n) => {
    const row = rowOf(d, n.id);
    const given = active(d, d.choices.errorRuleUserList?.[n.id] ?? []);
    if (given.length) row.errorRuleUsers = given;
    const users = active(d, row.errorRuleUsers ?? []);
    return users.length ? { kind: 'users', users } : { kind: 'missing' };
  },
  4: () => ({ kind: 'autoPass' }),
  5: (_d, n) => refuse(MSG.noApprover(n.title)),
};

export function resolveHandlers(d: Draft, node: GraphNode): Resolution {
  const rule = RULES[node.props.assigneeType ?? 6] ?? RULES[6];
  const users = active(d, rule(d, node));
  if (users.length) return { kind: 'users', users };
  return (ERROR_RULES[node.props.errorRule ?? 3] ?? ERROR_RULES[3])(d, node);
}
