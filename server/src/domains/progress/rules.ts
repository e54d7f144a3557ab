/**
 * How progress is figured (types/api/progress.ts): an item's percent by quantity; a section's, a
 * WBS node's and the project's by amount (completed quantity × unit price against the bill), so a
 * kilometre of marking does not weigh like a bridge's piles.
 */
import type { ProgressFigure } from '../../../../types/api/progress.js';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export function percentOf(done: number, total: number): number {
  return total > 0 ? round2((done / total) * 100) : 0;
}

export function figure(total: number, done: number): ProgressFigure {
  return { total: round2(total), done: round2(done), percent: percentOf(done, total) };
}

/** An item as the figures count it: billed and completed amounts, fills. */
export interface Counted { wbsNodeId: string | null, total: number, done: number, fills: number }
export interface TreeNode { id: string, parentId: string }
export interface Sums { total: number, done: number, items: number, fills: number }

/** What is billed and completed under each node (itself and below), from the items on it. */
export function rollup(nodes: readonly TreeNode[], items: readonly Counted[]): Map<string, Sums> {
  const parent = new Map(nodes.map((n) => [n.id, n.parentId]));
  const sums = new Map<string, Sums>(nodes.map((n) => [n.id, { total: 0, done: 0, items: 0, fills: 0 }]));
  for (const item of items) {
    // up the parent chain; a cycle (a node moved under itself) stops at the first repeat
    const seen = new Set<string>();
    for (let id = item.wbsNodeId; id && sums.has(id) && !seen.has(id); id = parent.get(id) ?? null) {
      seen.add(id);
      const s = sums.get(id)!;
      s.total += item.total;
      s.done += item.done;
      s.items += 1;
      s.fills += item.fills;
    }
  }
  return sums;
}

/** The China working day: epoch ms of the start of the day `ms` falls in. */
const DAY = 86_400_000;
const CN = 8 * 3_600_000;
export const chinaDay = (ms: number): number => Math.floor((ms + CN) / DAY) * DAY - CN;
export { DAY };
