/**
 * Branch conditions on form values. A comparison is numeric when both sides read as numbers,
 * otherwise it compares text; a blank value matches nothing but the negative symbols.
 */
import type { FlowCondition } from '../../../types/api/workflow.js';
import { nodeOf, type Flow, type GraphNode } from './definition.js';
import { MSG, refuse } from './errors.js';

export interface ConditionScope {
  formData: Record<string, unknown>;
  launcherId: string;
  launcherDept: string | null;
  urgent: number;
}

type ConditionSymbol = FlowCondition['symbol'];

const SPECIAL_FIELDS: Record<string, (s: ConditionScope) => unknown> = {
  '@launcher': (s) => s.launcherId,
  '@launcherDept': (s) => s.launcherDept,
  '@urgent': (s) => s.urgent,
};

const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Multi-select values are arrays; `in` lists may also come as "a,b". */
function asList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return isBlank(v) ? [] : [String(v)];
}

function equal(value: unknown, expected: unknown): boolean {
  const a = asNumber(value);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a === b;
  if (Array.isArray(value) || Array.isArray(expected)) {
    const x = asList(value);
    const y = asList(expected);
    return x.length === y.length && x.every((i) => y.includes(i));
  }
  return String(value ?? '') === String(expected ?? '');
}

const ordered = (test: (a: number, b: number) => boolean) => (value: unknown, expected: unknown): boolean => {
  const a = asNumber(value);
  const b = asNumber(expected);
  return a !== null && b !== null && test(a, b);
};

const like = (value: unknown, expected: unknown): boolean =>
  !isBlank(value) && (Array.isArray(value) ? value.map(String) : [String(value)]).some((v) => v.includes(String(expected)));

const within = (value: unknown, expected: unknown): boolean => {
  const pool = asList(expected);
  return asList(value).some((v) => pool.includes(v));
};

const SYMBOLS: Record<ConditionSymbol, (value: unknown, expected: unknown) => boolean> = {
  '==': equal,
  '<>': (v, e) => !equal(v, e),
  '>': ordered((a, b) => a > b),
  '<': ordered((a, b) => a < b),
  '>=': ordered((a, b) => a >= b),
  '<=': ordered((a, b) => a <= b),
  like,
  notLike: (v, e) => !like(v, e),
  in: within,
  notIn: (v, e) => !within(v, e),
};

function test(c: FlowCondition, scope: ConditionScope): boolean {
  const value = c.field in SPECIAL_FIELDS ? SPECIAL_FIELDS[c.field](scope) : scope.formData[c.field];
  return SYMBOLS[c.symbol]?.(value, c.filedValue) ?? false;
}

/** && binds tighter than ||, as in JNPF, which joins the comparisons into one script expression. */
export function matches(conditions: readonly FlowCondition[] | undefined, scope: ConditionScope): boolean {
  if (!conditions?.length) return true;
  const groups: boolean[][] = [[]];
  conditions.forEach((c, i) => {
    if (i > 0 && c.logic === '||') groups.push([]);
    groups[groups.length - 1].push(test(c, scope));
  });
  return groups.some((g) => g.every(Boolean));
}

/** The one branch taken after `holder`: the first match by priority, else the default branch. */
export function branchByConditions(flow: Flow, holder: GraphNode, scope: ConditionScope): string[] {
  const branches = holder.branches.map((id, index) => ({ id, index, props: nodeOf(flow, id).props }));
  // a branch without conditions is taken only as the default or by the handler's choice
  const ranked = branches.filter((b) => !b.props.isDefault && b.props.conditions?.length)
    .sort((a, b) => (a.props.priority ?? 0) - (b.props.priority ?? 0) || a.index - b.index);
  const hit = ranked.find((b) => matches(b.props.conditions, scope)) ?? branches.find((b) => b.props.isDefault);
  return hit ? [hit.id] : refuse(MSG.noBranch(holder.title));
}
