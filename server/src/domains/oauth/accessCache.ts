/**
 * Per-process cache of what a set of roles sees: CurrentUser's menuList and permissionList,
 * kept serialised (about 90 KB for a supervisor, three queries and a JSON.stringify to build).
 * Keyed by the caller: database handle, menu category and the role key profile.ts makes (the
 * sorted enabled role ids, whether they see every menu, administrator).
 *
 * Roles, menus, role_menus and role_permissions change only through admin actions: whatever
 * writes them calls grantsChanged() (realtime/changes.ts) once the write is committed, which
 * drops this cache on every instance. As a safety net an entry lives at most ACCESS_CACHE_MS, so
 * a change made straight in the database shows within that time.
 */
import type { Db } from '../../db/index.js';
import { registerCache } from '../../realtime/changes.js';
import { keptAnswers } from '../../realtime/kept.js';

export const ACCESS_CACHE_MS = 30_000;
/** Distinct role sets × categories: a few dozen in practice. */
const MAX_ENTRIES = 1_000;

export interface AccessJson {
  /** JSON of MenuNode[] */
  menuList: string;
  /** JSON of ModulePermission[] */
  permissionList: string;
}

const kept = keptAnswers<AccessJson>({ ttlMs: ACCESS_CACHE_MS, maxEntries: MAX_ENTRIES });

registerCache('access', (change) => {
  // role sets are keyed by role ids: a user's own change moves them to another key by itself
  if (change.kind !== 'users' && change.kind !== 'modules') kept.forget();
});

/** The cached answer for key, else load()'s (shared by concurrent callers while it loads). */
export function cachedAccess(db: Db, key: string, load: () => Promise<AccessJson>): Promise<AccessJson> {
  return kept.get(db, key, load);
}
