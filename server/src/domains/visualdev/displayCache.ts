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
import { cachesTrusted, registerCache } from '../../realtime/changes.js';

export const DISPLAY_CACHE_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry { value: Promise<unknown>, until: number, generation: number }

const caches = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

registerCache('displayLabels', () => { generation++; });

/** load()'s answer, kept under `key` for DISPLAY_CACHE_MS (none inside a transaction: it reads its own writes). */
export function cachedLabels<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  if (!(db as unknown as { $client?: unknown }).$client || !cachesTrusted()) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const at = performance.now();
  const hit = cache.get(key);
  if (hit && hit.until > at && hit.generation === generation) return hit.value as Promise<T>;
  if (hit) cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!); // the oldest
  const entry: Entry = { value: load(), until: at + DISPLAY_CACHE_MS, generation };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}
