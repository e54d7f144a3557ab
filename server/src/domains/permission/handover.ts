/**
 * POST Users/workHandover {fromId, toId}: a leaver's open todos handed to someone else, each by
 * the engine's 指派 (FlowBefore/Assign), so the task records who handed what to whom. Assigning
 * is the system administrator's (the engine's rule); the leaver's records stay theirs.
 */
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../oauth/tokens.js';
import { record } from '../system/audit.js';
import * as workflow from '../workflow/service.js';
import { adminScopeOf, requireSystemAdmin } from './adminScope.js';
import * as repo from './people.repo.js';
import type { Caller } from './roles.js';

export async function workHandover(deps: workflow.WorkflowDeps, user: SessionUser, caller: Caller, b: { fromId: string; toId: string; ids?: string[] }) {
  const { db } = deps;
  requireSystemAdmin(await adminScopeOf(db, caller));
  if (b.fromId === b.toId) throw badRequest('移交人与接收人不能相同');
  const [from, to] = await Promise.all([repo.getPerson(db, b.fromId), repo.getPerson(db, b.toId)]);
  if (!from) throw badRequest('移交人不存在');
  if (!to || !to.enabled) throw badRequest('接收人不存在或已停用');
  const open = (await repo.openTasks(db, b.fromId)).filter((t) => !b.ids || b.ids.includes(t.operatorId));
  if (open.length === 0) throw badRequest('没有需要移交的待办');
  const done: string[] = [];
  const failed: Array<{ id: string; fullName: string; msg: string }> = [];
  const seen = new Set<string>();
  for (const t of open) {
    const key = `${t.taskId}|${t.nodeCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      await workflow.assign(deps, user, t.taskId, { nodeCode: t.nodeCode, freeApproverUserId: b.toId, handleOpinion: `工作移交:${from.realName} → ${to.realName}` });
      done.push(t.fullName);
    } catch (err) {
      failed.push({ id: t.operatorId, fullName: t.fullName, msg: (err as Error).message });
    }
  }
  if (done.length) {
    await record(db, caller, { kind: 'user', action: 'handover', objectId: b.fromId, objectName: `${from.realName}/${from.account}`,
      before: { handler: `${from.realName}/${from.account}` }, after: { handler: `${to.realName}/${to.account}`, tasks: done },
      detail: `移交待办 ${done.length} 项` }, deps.now());
  }
  return { success: done.length, failed };
}
