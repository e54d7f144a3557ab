/**
 * Rules a module's records obey beyond their form (which process of a WBS part may be applied for
 * next): each a domain's, registered at start by the module's enCode (its domain's routes), checked by
 * create and update on every submission before anything is written. A draft is not checked: it
 * commits to nothing.
 */
import type { Db } from '../../db/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { moduleCodeOfFlow } from './repo.js';

export interface RecordRuleInput {
  db: Db;
  user: SessionUser;
  /** the record being changed; null when adding */
  recordId: string | null;
  /** the record's section (its contract field, else the author's) */
  contractId: string | null;
  data: Record<string, unknown>;
}

/** The first problem of the record, in Chinese; null when it may be submitted. */
export type RecordRule = (input: RecordRuleInput) => Promise<string | null>;

const rules = new Map<string, RecordRule>();

export function registerRecordRule(moduleEnCode: string, rule: RecordRule): void {
  rules.set(moduleEnCode, rule);
}

export function recordRuleOf(moduleEnCode: string): RecordRule | undefined {
  return rules.get(moduleEnCode);
}

/**
 * The same rule for a task launched through the process centre (FlowTask) on a module's flow: the
 * record it makes is the module's, so it obeys the module's rule.
 */
export async function flowRecordRuleError(input: Omit<RecordRuleInput, 'recordId'> & { flowId: string, recordId: string | null }): Promise<string | null> {
  const { flowId, ...rest } = input;
  const code = await moduleCodeOfFlow(input.db, flowId);
  const rule = code ? rules.get(code) : undefined;
  return rule ? rule(rest) : null;
}
