/**
 * Rules a module's records obey beyond their form: which process of a WBS part may be applied for
 * next (process), a sample's verdict by the standard and a batch not used beyond what was received
 * (lab). Each is its domain's, registered at start by the module's enCode (its domain's routes),
 * and run by create and update, and by a FlowTask launch of the module's flow, after the form's
 * checks and before anything is written (a refused record takes no bill number): it answers the
 * data to keep (values the server computes replace what was sent) or why the record is refused.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../oauth/tokens.js';
import { moduleCodeOfFlow } from './repo.js';

export interface RecordRuleInput {
  db: Db;
  user: SessionUser;
  /** the record being changed; null when adding */
  recordId: string | null;
  /** the record's section (its contract field, else the author's) */
  contractId: string | null;
  /** saved, not submitted: a rule that only guards a submission lets it by */
  draft: boolean;
  data: Record<string, unknown>;
}

/** The data to keep, or the first problem of the record in Chinese. */
export type RecordRule = (input: RecordRuleInput) => Promise<Record<string, unknown> | string>;

/** Per module, its rules by owner (the domain that registers them), run in the order registered. */
const rules = new Map<string, Map<string, RecordRule>>();

/**
 * A domain's rule for a module's records. Several domains may each have one for the same module
 * (all are run); a domain registering again (each app it builds) replaces its own.
 */
export function registerRecordRule(moduleEnCode: string, owner: string, rule: RecordRule): void {
  const own = rules.get(moduleEnCode) ?? new Map<string, RecordRule>();
  own.set(owner, rule);
  rules.set(moduleEnCode, own);
}

/**
 * The data to keep for a record of module `moduleEnCode`: each rule takes what the one before it
 * kept; the first refusal answers 400 with its message.
 */
export async function applyRecordRule(moduleEnCode: string, input: RecordRuleInput): Promise<Record<string, unknown>> {
  let data = input.data;
  for (const rule of rules.get(moduleEnCode)?.values() ?? []) {
    const out = await rule({ ...input, data });
    if (typeof out === 'string') throw badRequest(out);
    data = out;
  }
  return data;
}

/**
 * The same for a task launched through the process centre (FlowTask) on a module's flow: the record
 * it makes is the module's, so it obeys the module's rule.
 */
export async function applyFlowRecordRule(flowId: string, input: RecordRuleInput): Promise<Record<string, unknown>> {
  const code = await moduleCodeOfFlow(input.db, flowId);
  return code ? applyRecordRule(code, input) : input.data;
}
