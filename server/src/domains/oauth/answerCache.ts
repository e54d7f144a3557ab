/**
 * Per-process cache of CurrentUser's whole answer, per user, ready to send: the envelope as bytes,
 * so a warm call reads no database, builds no text and leaves Fastify nothing to measure or encode.
 *
 * The answer changes only on known writes, each of which calls its change (realtime/changes.ts)
 * once committed, on every instance through the bus:
 * - usersChanged(ids): the user's profile, roles, positions, projects, sections, signature,
 *   sign-in, current project / contract: that user's answers go;
 * - grantsChanged(): roles, menus and grants; organisationChanged(): organizes, positions,
 *   projects, contracts, sys_config; everythingChanged(): every answer goes.
 * A load that overlaps a change (begun before it, done after) is answered but not kept. As in the
 * access cache, an entry lives at most ANSWER_CACHE_MS as a safety net for writes made straight in
 * the database, and nothing is kept while the bus cannot be heard (cachesTrusted()).
 */
import type { Db } from '../../db/index.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';

export const ANSWER_CACHE_MS = 30_000;
/** Signed-in users with a cached answer per process; the oldest goes beyond it. */
const MAX_USERS = 20_000;

interface Entry {
  value: Promise<Buffer>;
  until: number;
  generation: number;
  userGeneration: number;
}

const caches = new WeakMap<Db, Map<string, Map<string, Entry>>>();
/** Bumped by every change that concerns all users. */
let generation = 0;
/** Bumped per user by their changes; cleared with the generation. */
let userGenerations = new Map<string, number>();

registerCache('currentUser', (change) => {
  if (change.kind === 'users') {
    for (const id of change.userIds) userGenerations.set(id, (userGenerations.get(id) ?? 0) + 1);
  } else {
    generation++;
    userGenerations = new Map();
  }
});

const userGeneration = (userId: string): number => userGenerations.get(userId) ?? 0;

/**
 * The cached answer of this user for key (what else the answer depends on: menu category, the
 * domain it names), else load()'s, shared by concurrent callers while it loads.
 */
export function cachedAnswer(db: Db, userId: string, key: string, load: () => Promise<Buffer>): Promise<Buffer> {
  if (!cachesTrusted()) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const at = performance.now();
  let answers = cache.get(userId);
  const hit = answers?.get(key);
  if (hit && hit.until > at && hit.generation === generation && hit.userGeneration === userGeneration(userId)) return hit.value;
  if (!answers) {
    if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value!); // the oldest
    cache.set(userId, (answers = new Map()));
  }
  const entry: Entry = { value: load(), until: at + ANSWER_CACHE_MS, generation, userGeneration: userGeneration(userId) };
  answers.set(key, entry);
  const drop = () => { if (answers.get(key) === entry) answers.delete(key); };
  entry.value.then(() => {
    // a change while it loaded (the load's own context write, say) may not be in it
    if (entry.generation !== generation || entry.userGeneration !== userGeneration(userId)) drop();
  }, drop);
  return entry.value;
}
