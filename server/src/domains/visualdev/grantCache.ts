/**
 * Per-process cache of what a user holds of a module's tile (repo.grantOf: the data scopes and
 * buttons of their enabled roles' grants, their contract sections in the project, their unit).
 * Every list, count, detail, picker and save of a module asks it first: read from the database it
 * was the first of a list's statements, as long as the page itself on the embedded database.
 *
 * What it is made of changes only through the writes that announce it (realtime/changes.ts): a
 * user's roles, sections and unit (usersChanged), roles, their menus and grants (grantsChanged),
 * contracts and projects (organisationChanged). A change forgets on every instance the entries it
 * concerns; a lookup that was under way when the change came is not kept. As a safety net an entry
 * lives at most GRANT_CACHE_MS, so a change made straight in the database shows within that time.
 */
import type { Db } from '../../db/index.js';
import { registerCache } from '../../realtime/changes.js';
import { keptAnswers } from '../../realtime/kept.js';

export const GRANT_CACHE_MS = 30_000;
/** Users × the tiles they open within half a minute: a few thousand on a busy organisation. */
const MAX_ENTRIES = 20_000;

const kept = keptAnswers<unknown>({ ttlMs: GRANT_CACHE_MS, maxEntries: MAX_ENTRIES, outsideTransactions: true });
/** Moves per user on a change of theirs: an entry holds while its user's count is the one it was made at. */
const userGenerations = new Map<string, number>();

registerCache('recordGrants', (change) => {
  if (change.kind === 'users') {
    for (const id of change.userIds) userGenerations.set(id, (userGenerations.get(id) ?? 0) + 1);
  } else if (change.kind !== 'modules') {
    kept.forget();
    userGenerations.clear(); // forget() alone tells every entry apart from now on
  }
});

/**
 * The grant of `userId` on `menuId` in `projectId`, kept until a change concerns it, else load()'s
 * (shared by concurrent callers while it loads). `db` without a client of its own (a transaction)
 * always loads: what it reads must be what the transaction sees.
 */
export function cachedGrant<T>(db: Db, userId: string, menuId: string, projectId: string | null, load: () => Promise<T>): Promise<T> {
  return kept.get(db, `${userId}\u0000${menuId}\u0000${projectId ?? ''}`, load, userGenerations.get(userId) ?? 0) as Promise<T>;
}
