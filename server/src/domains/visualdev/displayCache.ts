/**
 * Per-process cache of what a list shows instead of stored values: names of users, units,
 * positions, roles and sections, dictionary items, areas, and the labels a data interface gives.
 * Every page of a module's records, every approval card and every DataChange looks them up; read
 * from the database they were four of a register page's five statements.
 *
 * Only labels are kept, never who may see what. A change announced on the bus (a user renamed,
 * the organisation's sections, roles, modules: realtime/changes.ts) forgets them all at once on
 * every instance; what is changed without an announcement (a dictionary item or a WBS node
 * renamed) shows within DISPLAY_CACHE_MS.
 */
import type { Db } from '../../db/index.js';
import { registerCache } from '../../realtime/changes.js';
import { keptAnswers } from '../../realtime/kept.js';

export const DISPLAY_CACHE_MS = 5_000;

const kept = keptAnswers<unknown>({ ttlMs: DISPLAY_CACHE_MS, maxEntries: 5_000, outsideTransactions: true });

registerCache('displayLabels', () => { kept.forget(); });

/** load()'s answer, kept under `key` for DISPLAY_CACHE_MS (none inside a transaction: it reads its own writes). */
export function cachedLabels<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return kept.get(db, key, load) as Promise<T>;
}
