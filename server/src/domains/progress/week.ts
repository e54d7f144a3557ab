/**
 * 周进度: each section's plan for a China week (Monday to Sunday; records of module weekPlan)
 * against the output filled in it (completed quantity × unit price), both within the visibility
 * rule of the 周进度 tile.
 */
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { recordScope, visibleRecords } from '../visualdev/visibility.js';
import type { WeekProgress, WeekSection } from '../../../../types/api/progress.js';
import * as repo from './repo.js';
import { chinaDay, DAY, percentOf, round2 } from './rules.js';
import type { ProgressDeps } from './service.js';

const TILE = 'weekProgress';
const PLANS = moduleIdOf('weekPlan');
const CN = 8 * 3_600_000;

/** The China Monday of the week `ms` falls in. */
export function weekStartOf(ms: number): number {
  const day = chinaDay(ms);
  const weekday = new Date(day + CN).getUTCDay(); // 0 Sunday
  return day - ((weekday + 6) % 7) * DAY;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export async function weekProgress(deps: ProgressDeps, user: SessionUser, q: { date?: number }): Promise<WeekProgress> {
  const scope = await recordScope(deps.db, user, TILE);
  const weekStart = weekStartOf(q.date ?? deps.now().getTime());
  const weekEnd = weekStart + 7 * DAY;
  const [items, actuals, plans] = await Promise.all([
    repo.items(deps.db, { visible: repo.visibleItems(scope) }),
    repo.amountsBetween(deps.db, repo.visibleFills(scope), new Date(weekStart), new Date(weekEnd)),
    repo.plansBetween(deps.db, PLANS, visibleRecords(scope), weekStart, weekEnd),
  ]);
  const sections = new Map<string, string>();
  for (const i of items) if (!sections.has(i.contractId)) sections.set(i.contractId, i.contractName);
  const rows: WeekSection[] = [...sections].map(([contractId, contractName]) => {
    // the newest plan of the section for the week
    const plan = plans.filter((p) => p.contractId === contractId).at(-1);
    const planAmount = plan ? round2((num(plan.data.planAmount) ?? 0) * 10_000) : 0;
    const actual = round2(actuals.get(contractId) ?? 0);
    return {
      contractId, contractName, planId: plan?.id ?? null, plan: planAmount, actual,
      rate: plan && planAmount > 0 ? percentOf(actual, planAmount) : null,
      planContent: plan ? str(plan.data.planContent) : '', lagReason: plan ? str(plan.data.lagReason) : '',
    };
  });
  return { weekStart, weekEnd, sections: rows };
}
