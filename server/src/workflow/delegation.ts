/** Entrust (API.md 4.5): which delegation applies to a user, for this flow, now. */
import type { Delegation, EngineContext } from './context.js';
import type { FlowMeta } from './definition.js';

/** startTime inclusive, endTime exclusive, as the entrust list and its stop action read them. */
function covers(dl: Delegation, meta: FlowMeta, now: number): boolean {
  if (dl.enabledMark === 0 || now < dl.startTime || now >= dl.endTime) return false;
  const flows = dl.flowId.split(',').map((s) => s.trim()).filter(Boolean);
  return flows.length === 0 || flows.includes(meta.flowId) || (meta.templateId !== undefined && flows.includes(meta.templateId));
}

/** Who handles an approval assigned to `userId`: the active approval delegate, if any. One hop only, so entrusts cannot loop. */
export function approvalDelegate(ctx: EngineContext, meta: FlowMeta, userId: string): string | null {
  const dl = ctx.delegations.find((x) => x.type === '1' && x.userId === userId && x.toUserId !== userId
    && covers(x, meta, ctx.now) && ctx.directory.isActive(x.toUserId));
  return dl?.toUserId ?? null;
}

/** Whether `delegateId` may launch this flow for `launcherId` now. */
export const mayLaunchFor = (ctx: EngineContext, meta: FlowMeta, launcherId: string, delegateId: string): boolean =>
  ctx.delegations.some((x) => x.type === '0' && x.userId === launcherId && x.toUserId === delegateId && covers(x, meta, ctx.now));
