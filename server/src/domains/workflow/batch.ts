/**
 * 批量审批 (FlowBefore/BatchOperation): each todo is handled by the same service action as alone,
 * each in its own transaction, so one that is refused leaves the others done. The answer counts the
 * successes and says why each failure failed; it is an object, because a non-empty array in `data`
 * reads as ErrorForm's nodes (API.md 4.3).
 */
import { AppError, badRequest } from '../../lib/errors.js';
import { MSG } from '../../workflow/index.js';
import type { BatchOperationResult, BatchType, FlowModel } from '../../../../types/api/workflow.js';
import type { SessionUser } from '../oauth/tokens.js';
import { opinionError } from './inputs.js';
import { audit, rejectTask, transferTask, type Outcome, type WorkflowDeps } from './service.js';
import { taskTitlesOfOperators } from './store.js';

export const BATCH_MAX = 50;

export const BATCH_MSG = {
  done: '批量审批完成',
  noIds: '请选择要审批的流程',
  tooMany: `一次最多批量审批${BATCH_MAX}条`,
  badType: 'batchType 取值无效',
  transferTo: '请选择转办人',
  failed: '处理失败，请稍后重试',
} as const;

const ACTIONS: Record<BatchType, typeof audit> = { 0: audit, 1: rejectTask, 2: transferTask };

function checked(b: FlowModel): { ids: string[], type: BatchType } {
  const ids = b.ids ?? [];
  if (ids.length === 0) throw badRequest(BATCH_MSG.noIds);
  if (ids.length > BATCH_MAX) throw badRequest(BATCH_MSG.tooMany);
  const type = Number(b.batchType);
  if (!(type in ACTIONS)) throw badRequest(BATCH_MSG.badType);
  if (type === 2 && !b.freeApproverUserId) throw badRequest(BATCH_MSG.transferTo);
  return { ids: [...new Set(ids)], type: type as BatchType };
}

/** Why one todo was not handled, or null when it was. */
async function attempt(deps: WorkflowDeps, id: string, run: () => Promise<Outcome>): Promise<string | null> {
  try {
    const out = await run();
    // errorRule 3 stopped it and nothing was written: the handlers are chosen on the todo itself
    const nodes = Array.isArray(out.data) ? (out.data as Array<{ nodeName: string }>) : [];
    return nodes.length ? MSG.chooseCandidates(nodes.map((n) => n.nodeName).join('、')) : null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    deps.log.error({ err, taskOperatorId: id }, 'batch approval item failed');
    return BATCH_MSG.failed;
  }
}

export async function batchOperation(deps: WorkflowDeps, user: SessionUser, b: FlowModel): Promise<BatchOperationResult> {
  const { ids, type } = checked(b);
  const body: FlowModel = { handleOpinion: b.handleOpinion, signImg: b.signImg, fileList: b.fileList, freeApproverUserId: b.freeApproverUserId };
  // one signature and one set of attachments for every todo: refused once, before any is handled
  const refused = await opinionError(deps.db, user, body);
  if (refused) throw badRequest(refused);
  const names = await taskTitlesOfOperators(deps.db, ids);
  const result: BatchOperationResult = { success: 0, failed: [] };
  for (const id of ids) {
    const msg = await attempt(deps, id, () => ACTIONS[type](deps, user, id, body, { batch: true }));
    if (msg === null) result.success += 1;
    else result.failed.push({ id, fullName: names.get(id) ?? '', msg });
  }
  return result;
}
