/**
 * Which process of a WBS part may be applied for (visualdev/recordRules.ts, registered in app.ts):
 * a part of the application's own section, a process of that part's kind, every earlier process
 * passed, and none other standing for the same process. The part and process names shown on the
 * form must be the part's and the process's, so the list and the approval show what was applied for.
 */
import type { RecordRuleInput } from '../visualdev/recordRules.js';
import { kindOf } from './library.js';
import * as repo from './repo.js';
import { APPLICATION_RECORDS, leavesOf } from './service.js';
import { isLive, stepStates } from './state.js';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The data as sent, or why it may not be submitted; a draft commits to nothing and is let by. */
export async function processApplicationRule(input: RecordRuleInput): Promise<Record<string, unknown> | string> {
  if (input.draft) return input.data;
  return (await orderError(input)) ?? input.data;
}

async function orderError({ db, recordId, contractId, data }: RecordRuleInput): Promise<string | null> {
  const nodeId = str(data.wbsNode);
  const stepCode = str(data.processStep);
  if (!contractId) return '请选择合同段';
  const leaf = leavesOf(await repo.wbsOfContract(db, contractId)).find((l) => l.id === nodeId);
  if (!leaf) return '报验部位不是该合同段 WBS 的末级部位，请从工序管理中选择部位后报验';
  const kind = kindOf(leaf.path[leaf.path.length - 1]);
  const step = kind.steps.find((s) => s.code === stepCode);
  if (!step) return `工序不属于“${leaf.path[leaf.path.length - 1]}”的工序`;
  if (str(data.process) !== step.name) return `工序名称应为“${step.name}”`;
  if (str(data.wbsPart) !== leaf.path.join(' / ')) return `WBS 部位应为“${leaf.path.join(' / ')}”`;

  const others = (await repo.applications(db, APPLICATION_RECORDS, contractId, { nodeIds: [nodeId] }))
    .filter((row) => row.id !== recordId)
    .map((row) => ({ id: row.id, step: str(row.data.processStep), draft: row.draft, flowState: row.flowState }));
  if (others.some((a) => a.step === stepCode && isLive(a))) {
    const passed = others.some((a) => a.step === stepCode && a.flowState === 2);
    return passed ? `“${step.name}”已检查合格，无需再报验` : `“${step.name}”已在报验中，请等待监理检查`;
  }
  const before = stepStates(kind.steps, others).slice(0, kind.steps.indexOf(step));
  const open = before.find((s) => s.state !== 'passed');
  return open ? `上道工序“${open.step.name}”尚未检查合格，不能报验“${step.name}”` : null;
}
